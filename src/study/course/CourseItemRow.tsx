// One item of the course directory (spec 3 §2, §3 Classroom content item): its type icon and kind,
// its name, the required or optional mark and the student's progress (a percent for what is
// studied over time, done or not for homework, tests and face-to-face, the state of a live one).
// A click opens it by the course page's rules (stores openItem).
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { contentKindLabel } from '../../lib/exam/labels';
import { liveState } from '../../lib/study/course-page';
import { contentKind, type ContentKind } from '../../lib/study/data-type';
import { cappedProgress } from '../../lib/study/rates';
import type { CourseItem } from './api';
import { ContentIcon } from './ContentIcon';
import { openItem } from './stores';

const LIVE_LABELS = {
  notStarted: 'study.live.notStarted',
  live: 'study.live.live',
  generating: 'study.live.generating',
  replay: 'study.live.replay',
} as const satisfies Record<ReturnType<typeof liveState>, MessageKey>;

/** Kinds whose progress is done or not, not a share of the content studied. */
const DONE_KINDS: readonly ContentKind[] = ['homework', 'test', 'faceToFace'];

function ItemProgress({ item, kind }: { item: CourseItem; kind: ContentKind }) {
  const t = useT();
  if (kind === 'live') return <>{t(LIVE_LABELS[liveState(item.courseLiveClassroomResultVO?.liveStatus)])}</>;
  if (DONE_KINDS.includes(kind)) return <>{t(item.finished ? 'study.course.finished' : 'study.course.unfinished')}</>;
  return <>{t('study.course.progress', { percent: cappedProgress(item.learningProgress) })}</>;
}

export function CourseItemRow({ item }: { item: CourseItem }) {
  const t = useT();
  const kind = contentKind(item.dataType);
  const required = item.mustLearn === 1;
  return (
    <li data-course-item={item.contentId} data-kind={kind}>
      <button
        type="button"
        onClick={() => openItem(item)}
        className="flex w-full items-center gap-2 rounded-lg px-2 py-2.5 sm:gap-3 sm:px-3 text-left transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <ContentIcon kind={kind} />
        <span className="sr-only shrink-0 text-xs text-slate-500 sm:not-sr-only" data-item-kind>
          {t(contentKindLabel(kind))}
        </span>
        <span className="min-w-0 flex-1 text-sm break-words text-slate-900" data-item-name>
          {item.contentName}
        </span>
        <span
          className={`shrink-0 rounded px-1.5 py-0.5 text-xs ${required ? 'bg-rose-50 text-rose-700' : 'bg-slate-100 text-slate-600'}`}
          data-item-required={required ? 'required' : 'optional'}
        >
          {t(required ? 'study.course.mustLearn' : 'study.course.optional')}
        </span>
        <span className={`min-w-16 shrink-0 text-right text-xs whitespace-nowrap sm:min-w-20 tabular-nums ${item.finished ? 'text-emerald-700' : 'text-slate-500'}`} data-item-progress>
          <ItemProgress item={item} kind={kind} />
        </span>
      </button>
    </li>
  );
}
