// The collapsible content list (spec 3 §2, §3 Classroom content item): each content with its type
// icon, the required mark and the student's progress, which the progress reports update live.
import { useId, useState } from 'react';
import { useT } from '../../ui/useT';
import { contentTypeLabel } from '../../lib/exam/labels';
import { contentKind } from '../../lib/study/data-type';
import { cappedProgress } from '../../lib/study/rates';
import type { ActivityContent } from './api';
import { $classroomId, $contents, openContent } from './stores';
import { useRemote } from '../useRemote';

const ICONS: Record<string, string> = {
  video: '▶',
  audio: '♪',
  article: '¶',
  document: '▤',
  archive: '⧉',
  homework: '✎',
  test: '✓',
  image: '▣',
  live: '●',
  faceToFace: '⌂',
  material: '❏',
  other: '•',
};

function ContentRow({ content, current }: { content: ActivityContent; current: boolean }) {
  const t = useT();
  const kind = contentKind(content.dataType);
  const labelKey = contentTypeLabel(content.dataType);
  return (
    <li>
      <button
        type="button"
        onClick={() => openContent(content)}
        aria-current={current ? 'true' : undefined}
        className="flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 aria-[current]:bg-brand/10 aria-[current]:font-semibold"
        data-content-item={content.contentId}
      >
        <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-center text-brand" data-content-icon={kind}>
          {ICONS[kind]}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-slate-900">{content.contentName}</span>
          <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
            {labelKey && <span>{t(labelKey)}</span>}
            <span className={content.mustLearn === 1 ? 'text-rose-700' : undefined} data-must-learn={content.mustLearn === 1 ? 'required' : 'optional'}>
              {t(content.mustLearn === 1 ? 'study.course.mustLearn' : 'study.course.optional')}
            </span>
            <span data-content-progress>{t('study.course.progress', { percent: cappedProgress(content.learnProcess, 1) })}</span>
            {content.finStatus === 2 && <span className="text-emerald-700">{t('study.player.done')}</span>}
          </span>
        </span>
      </button>
    </li>
  );
}

export function ContentList() {
  const t = useT();
  const contents = useRemote($contents);
  const currentId = useRemote($classroomId);
  // Collapsed on a phone at first, so the player comes first; open beside it on a wide screen.
  const [open, setOpen] = useState(() => typeof window === 'undefined' || window.matchMedia('(min-width: 1024px)').matches);
  const listId = useId();
  return (
    <nav aria-label={t('study.player.catalogue')} className="rounded-xl border border-slate-200 bg-white shadow-sm" data-content-list>
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <h2 className="text-base font-bold text-slate-900">{t('study.player.catalogue')}</h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="rounded-md border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-50"
          data-list-toggle
        >
          {t(open ? 'study.player.collapseList' : 'study.player.expandList')}
        </button>
      </div>
      <ul id={listId} hidden={!open} className="space-y-1 px-2 pb-3">
        {contents.map((content) => (
          <ContentRow key={content.contentId} content={content} current={content.contentId === currentId} />
        ))}
      </ul>
    </nav>
  );
}
