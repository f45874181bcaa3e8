// The notes tab (spec 2 §4, §5, §8): notes filtered all, mine or the teacher's; writing one in a
// drawer (700 px); editing one's own with the share checkbox locked; deleting one's own after
// 'confirm delete note {title}'; the private tag on private notes.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../ui/useT';
import { canDeleteNote, canEditNote, deleteNoteConfirmation, notePrivateTag } from '../../lib/study/ownership';
import type { StudentNote } from './api';
import { Author } from './Author';
import { CountedText } from './CountedText';
import { Drawer, DrawerForm } from '../../ui/Drawer';
import { Filters } from './Filters';
import { TabRecords } from './TabRecords';
import { TabTools } from './TabTools';
import { $noteCounts, $noteFilter, $notes, $saving, deleteNote, saveNote } from './stores';
import { Writable } from '../viewing/Writable';
import { useRemote } from '../useRemote';

const NOTE_DRAWER_HEIGHT = 700;

/** The note being written: a new one, or one of the student's own being edited. */
type Writing = { editing: StudentNote | null } | null;

function NoteDrawer({ writing, onClosed }: { writing: Writing; onClosed(): void }) {
  const t = useT();
  const saving = useStore($saving);
  const editing = writing?.editing ?? null;
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [shared, setShared] = useState(true);

  useEffect(() => {
    setTitle(editing?.title ?? '');
    setNotes(editing?.notes ?? '');
    setShared(editing ? editing.isShared === 1 : true);
  }, [writing, editing]);

  async function save() {
    if (await saveNote({ title, notes }, shared ? 1 : 0, editing)) onClosed();
  }

  return (
    <Drawer open={writing !== null} title={t(editing ? 'study.note.editTitle' : 'study.panel.writeNote')} height={NOTE_DRAWER_HEIGHT} onClose={onClosed}>
      <DrawerForm onSubmit={() => void save()} onCancel={onClosed} saving={saving} submitLabel={t('common.save')} data={{ 'data-note-form': true }}>
        <CountedText label={t('study.note.name')} value={title} placeholder={t('study.note.namePlaceholder')} rows={2} onChange={setTitle} />
        <CountedText label={t('study.note.content')} value={notes} placeholder={t('study.note.contentPlaceholder')} rows={6} onChange={setNotes} />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={shared} disabled={editing !== null} onChange={(event) => setShared(event.target.checked)} className="h-4 w-4" />
          {t('study.note.share')}
        </label>
        {editing && <p className="text-xs text-slate-600">{t('study.note.shareLocked')}</p>}
      </DrawerForm>
    </Drawer>
  );
}

export function NotesTab({ studentId }: { studentId: number | undefined }) {
  const t = useT();
  const counts = useRemote($noteCounts).data;
  const filter = useStore($noteFilter);
  const saving = useStore($saving);
  const [writing, setWriting] = useState<Writing>(null);
  const [deleting, setDeleting] = useState<StudentNote | null>(null);
  const confirmation = deleting ? deleteNoteConfirmation(deleting) : undefined;
  return (
    <div className="space-y-4" data-panel-tab="notes">
      <TabTools
        filters={<Filters keys={['all', 'mine', 'teacher']} counts={counts} selected={filter} onSelect={(key) => $noteFilter.set(key)} />}
        write={t('study.panel.writeNote')}
        onWrite={() => setWriting({ editing: null })}
      />
      <TabRecords from={$notes} empty={t('study.empty.notes')}>
        {(records) =>
          records.map((note) => {
            const privateTag = notePrivateTag(note);
            return (
              <li key={note.id} className="rounded-lg border border-slate-200 p-3" data-note>
                <Author name={note.createdName} avatar={note.avatar} time={note.createdTime}>
                  {note.isTeacher === 1 && <span className="rounded bg-sky-100 px-1.5 text-xs text-sky-900">{t('study.note.teacher')}</span>}
                  {privateTag && (
                    <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-800" data-private>
                      {t(privateTag)}
                    </span>
                  )}
                </Author>
                <h3 className="mt-2 break-words font-semibold text-slate-900" data-note-title>
                  {note.title}
                </h3>
                {note.notes && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{note.notes}</p>}
                {(canEditNote(note, studentId) || canDeleteNote(note, studentId)) && (
                  <Writable>
                    <div className="mt-2 flex justify-end gap-2 text-sm">
                      {canEditNote(note, studentId) && (
                        <button type="button" onClick={() => setWriting({ editing: note })} className="rounded px-2 py-1 text-brand hover:bg-slate-50" aria-label={`${t('common.edit')} ${note.title}`}>
                          {t('common.edit')}
                        </button>
                      )}
                      {canDeleteNote(note, studentId) && (
                        <button type="button" onClick={() => setDeleting(note)} className="rounded px-2 py-1 text-rose-700 hover:bg-rose-50" aria-label={`${t('common.delete')} ${note.title}`}>
                          {t('common.delete')}
                        </button>
                      )}
                    </div>
                  </Writable>
                )}
              </li>
            );
          })
        }
      </TabRecords>
      <NoteDrawer writing={writing} onClosed={() => setWriting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('common.tip')}
        message={confirmation && t(confirmation)}
        marker="delete-confirm"
        confirmLabel={t('common.delete')}
        tone="danger"
        busy={saving}
        onConfirm={() => deleting && void deleteNote(deleting).then((done) => done && setDeleting(null))}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
