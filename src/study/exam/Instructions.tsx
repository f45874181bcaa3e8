// The homework and test instruction screens (spec 3 §2 /study/homework, /study/test): the paper's
// introduction and the history of attempts (WorkIntro.tsx), under the class's breadcrumb.
import { useStore } from '@nanostores/react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { namesWork } from './route';
import { $attempts, $examParams, $paper, $work } from './stores';
import { NoWorkNamed } from './NoWorkNamed';
import { AttemptHistory, HISTORY_RESERVE, PaperIntro } from './WorkIntro';

/**
 * The introduction's room while the paper loads: its title, requirement, a test's duration and the
 * start button (one line each), so the history below stays where it first appears.
 */
const INTRO_RESERVE = { homework: 'min-h-44', test: 'min-h-52' } as const;

export function classCrumbs(classId: number | undefined): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'study.route.mine', href: '/study/mine' }];
  if (classId !== undefined) crumbs.push({ label: 'study.route.trainingClass', href: `/study/training-class?classId=${classId}` });
  return crumbs;
}

export function Instructions() {
  const t = useT();
  const params = useStore($examParams);
  const work = useStore($work);
  const paper = useStore($paper);
  const attempts = useStore($attempts);
  if (!params) return null;
  if (!namesWork(params)) return <NoWorkNamed kind={params.kind} />;
  const kind = params.kind;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8" data-study-screen={`${kind}-instructions`}>
      <Breadcrumb crumbs={[...classCrumbs(params.classId), { label: (kind === 'homework' ? 'study.route.homework' : 'study.route.test') as MessageKey }]} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <PaperIntro params={params} workId={work?.workId} paper={paper} retry={$paper.retry} level="page" reserve={INTRO_RESERVE[kind]} />
      </div>
      <section className="mt-8" aria-labelledby="exam-history">
        <h2 id="exam-history" className="mb-3 text-lg font-semibold text-slate-900">
          {t('exam.history.title')}
        </h2>
        {work ? (
          <AttemptHistory kind={kind} classId={params.classId} workId={work.workId} xskt={params.xskt} attempts={attempts} retry={$attempts.retry} />
        ) : (
          // The work is still being looked up: the history's room already.
          <div className={HISTORY_RESERVE} aria-hidden="true" data-history-waiting />
        )}
      </section>
    </section>
  );
}
