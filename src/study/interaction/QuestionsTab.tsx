// The Q&A tab (spec 2 §4, §5, §8): the questions with the teacher's answers or 'waiting for the
// teacher to answer', filters all and mine, and asking in a drawer (528 px) prefilled with the kept
// draft; closing it with text asks whether to keep the draft, and keeping saves it (isDraft 1).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../ui/useT';
import { offersToKeepDraft, QUESTION_IS_DRAFT } from '../../lib/study/interaction';
import { Author } from './Author';
import { CountedText } from './CountedText';
import { Drawer, DrawerForm } from '../../ui/Drawer';
import { Filters } from './Filters';
import { TabRecords } from './TabRecords';
import { TabTools } from './TabTools';
import { $questionCounts, $questionFilter, $questions, $saving, loadAskTeacherInfo, saveQuestion } from './stores';
import { useRemote } from '../useRemote';

const QUESTION_DRAWER_HEIGHT = 528;

type AskInfo = Awaited<ReturnType<typeof loadAskTeacherInfo>>;

function AskDrawer({ open, onClosed }: { open: boolean; onClosed(): void }) {
  const t = useT();
  const saving = useStore($saving);
  const [info, setInfo] = useState<AskInfo>(undefined);
  const [title, setTitle] = useState('');
  const [askKeep, setAskKeep] = useState(false);

  // The prefill: the names the question is sent with, and the draft kept last time.
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    loadAskTeacherInfo()
      .then((answer) => {
        if (!live) return;
        setInfo(answer);
        if (answer?.draft) setTitle(answer.draft.title);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);

  function finish() {
    setTitle('');
    setInfo(undefined);
    setAskKeep(false);
    onClosed();
  }

  function close() {
    if (offersToKeepDraft(title)) setAskKeep(true);
    else finish();
  }

  async function send() {
    if (await saveQuestion(title, QUESTION_IS_DRAFT.send, info)) finish();
  }

  async function keep() {
    if (await saveQuestion(title, QUESTION_IS_DRAFT.keep, info)) finish();
  }

  return (
    <Drawer open={open} title={t('study.question.title')} height={QUESTION_DRAWER_HEIGHT} onClose={close}>
      <DrawerForm onSubmit={() => void send()} onCancel={close} saving={saving} submitLabel={t('study.question.send')} data={{ 'data-question-form': true }}>
        <CountedText label={t('study.question.title')} value={title} placeholder={t('study.question.placeholder')} onChange={setTitle} />
      </DrawerForm>
      <ConfirmDialog
        open={askKeep}
        title={t('common.tip')}
        message={t('study.question.keepDraft')}
        marker="keep-draft"
        cancelLabel={t('study.question.discard')}
        confirmLabel={t('study.question.keep')}
        busy={saving}
        onConfirm={() => void keep()}
        onCancel={finish}
        onDismiss={() => setAskKeep(false)}
      />
    </Drawer>
  );
}

export function QuestionsTab() {
  const t = useT();
  const counts = useRemote($questionCounts).data;
  const filter = useStore($questionFilter);
  const [asking, setAsking] = useState(false);
  return (
    <div className="space-y-4" data-panel-tab="qa">
      <TabTools
        filters={<Filters keys={['all', 'mine']} counts={counts} selected={filter} onSelect={(key) => $questionFilter.set(key)} />}
        write={t('study.panel.ask')}
        onWrite={() => setAsking(true)}
      />
      <TabRecords from={$questions} empty={t('study.empty.qa')}>
        {(records) =>
          records.map((question) => (
            <li key={question.id} className="rounded-lg border border-slate-200 p-3" data-question>
              <Author name={question.studentName} avatar={question.studentAvatar} time={question.createdTime}>
                {question.isDraft === QUESTION_IS_DRAFT.keep && <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('study.question.draft')}</span>}
              </Author>
              <p className="mt-2 whitespace-pre-line break-words text-slate-800" data-question-title>
                {question.title}
              </p>
              {question.answerList.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600" data-waiting>
                  {t('study.question.waiting')}
                </p>
              ) : (
                <ul className="mt-2 space-y-1 rounded bg-slate-50 p-2 text-sm text-slate-700">
                  {question.answerList.map((answer, index) => (
                    <li key={index} data-answer>
                      <span className="font-medium text-slate-900">{t('study.question.teacherAnswer', { name: answer.teacherName })}</span> {answer.answer}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))
        }
      </TabRecords>
      <AskDrawer open={asking} onClosed={() => setAsking(false)} />
    </div>
  );
}
