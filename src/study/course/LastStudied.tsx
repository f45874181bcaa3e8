// The 'last studied' card (spec 3 §2, §3 Student course situation): the classroom studied last
// with Continue, which opens it by the course page's rules; before any study, Start opens the
// first item of the directory. The course progress beside it.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { continueItem } from '../../lib/study/course-page';
import { progressBarPercent } from '../../lib/study/rates';
import { ProgressBar } from '../ui/ProgressBar';
import { $courseItems, $situation, openItem } from './stores';

export function LastStudied() {
  const t = useT();
  const situation = useStore($situation).data;
  const items = useStore($courseItems);
  if (!situation) return null;
  const next = continueItem(situation.lastClassroomResultVO, items);
  const percent = progressBarPercent(situation.courseLearnProcess);
  return (
    <section aria-labelledby="course-last-title" className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-last-studied>
      <div className="min-w-0 flex-1">
        <h2 id="course-last-title" className="text-sm font-semibold text-slate-900">
          {t('study.course.lastStudied')}
        </h2>
        <p className="mt-1 truncate text-sm text-slate-700" data-last-name>
          {situation.lastClassroomName ? t('study.course.lastStudiedItem', { name: situation.lastClassroomName }) : t('study.course.notStarted')}
        </p>
        <div className="mt-2 flex items-center gap-2 text-xs text-slate-500">
          <span>{t('study.course.learnProgress')}</span>
          <ProgressBar label={t('study.course.learnProgress')} percent={percent} className="w-20 sm:w-32" />
          <span className="whitespace-nowrap tabular-nums" data-course-progress>
            {t('study.course.progress', { percent: situation.courseLearnProcess })}
          </span>
        </div>
      </div>
      {next && (
        <button
          type="button"
          onClick={() => openItem(next.item)}
          className="shrink-0 rounded-lg bg-brand px-5 py-2 text-sm font-semibold text-white shadow-sm hover:opacity-95"
          data-continue
        >
          {t(next.started ? 'study.course.continue' : 'study.course.start')}
        </button>
      )}
    </section>
  );
}
