// The homework and test instruction screens (spec 3 §2 /study/homework, /study/test): the paper's
// introduction and the history of attempts (WorkIntro.tsx), under the class's breadcrumb.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { ExamScreen } from './ExamScreen';
import { $attempts, $paper, $work } from './stores';
import { AttemptHistory, HISTORY_RESERVE, PaperIntro } from './WorkIntro';

/**
 * The introduction's room while the paper loads: its title, requirement, a test's duration and the
 * start button (one line each), so the history below stays where it first appears.
 */
const INTRO_RESERVE = { homework: 'min-h-44', test: 'min-h-52' } as const;

export function Instructions() {
  const t = useT();
  const work = useStore($work);
  return (
    <ExamScreen name="instructions" width="max-w-4xl" crumb={{ homework: 'study.route.homework', test: 'study.route.test' }}>
      {(params) => (
        <>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <PaperIntro params={params} workId={work?.workId} paper={$paper} level="page" reserve={INTRO_RESERVE[params.kind]} />
          </div>
          <section className="mt-8" aria-labelledby="exam-history">
            <h2 id="exam-history" className="mb-3 text-lg font-semibold text-slate-900">
              {t('exam.history.title')}
            </h2>
            {work ? (
              <AttemptHistory kind={params.kind} classId={params.classId} workId={work.workId} xskt={params.xskt} attempts={$attempts} />
            ) : (
              // The work is still being looked up: the history's room already.
              <div className={HISTORY_RESERVE} aria-hidden="true" data-history-waiting />
            )}
          </section>
        </>
      )}
    </ExamScreen>
  );
}
