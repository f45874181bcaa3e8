// The homework and test instruction screens (spec 3 §2 /study/homework, /study/test): the title,
// the requirement, 'start answering' and the history of attempts (pending marking → the finish
// page, else the review).
import { useStore } from '@nanostores/react';
import dayjs from 'dayjs';
import type { MessageKey } from '../../i18n';
import { useState } from 'react';
import { useT } from '../../islands/useT';
import { ATTEMPT_STATUS, attemptHref } from '../../lib/exam/submit';
import { openStudy } from '../router';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { Remote } from '../ui/Remote';
import { StudyLink } from '../ui/StudyLink';
import { startAttempt } from './api';
import { examHref, namesWork } from './route';
import { $attempts, $examParams, $paper, $work } from './stores';
import { NoWorkNamed } from './NoWorkNamed';
import { Writable } from '../viewing/Writable';

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
  const [starting, setStarting] = useState(false);
  if (!params) return null;
  if (!namesWork(params)) return <NoWorkNamed kind={params.kind} />;
  const kind = params.kind;

  async function start() {
    if (!work || starting) return;
    setStarting(true);
    try {
      const started = await startAttempt(kind, work.workId);
      openStudy(examHref(`/study/${kind}/answer`, { ...params!, workId: work.workId }, { answerLogId: started.answerLogId }));
    } catch {
      setStarting(false);
    }
  }

  const unit = paper.data?.questionUnitCAResultVO;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8" data-study-screen={`${kind}-instructions`}>
      <Breadcrumb crumbs={[...classCrumbs(params.classId), { label: (kind === 'homework' ? 'study.route.homework' : 'study.route.test') as MessageKey }]} />
      <Remote shown={paper} failed={t('exam.loadFailed')} empty={t('common.empty')} isEmpty={() => false} retry={$paper.retry}>
        {() => (
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h1 className="text-2xl font-bold text-slate-900">{unit?.title}</h1>
            <h2 className="mt-6 text-sm font-semibold text-slate-500">{t('exam.intro.requirement')}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700" data-requirement>
              {unit?.description}
            </p>
            {kind === 'test' && unit?.unitTime ? <p className="mt-2 text-slate-700">{t('exam.intro.duration', { minutes: unit.unitTime })}</p> : null}
            <Writable>
              <button type="button" className="mt-6 rounded-lg bg-brand px-6 py-2.5 font-semibold text-white shadow-sm hover:opacity-95 disabled:opacity-60" onClick={start} disabled={starting || !work}>
                {t('exam.intro.start')}
              </button>
            </Writable>
          </div>
        )}
      </Remote>
      <section className="mt-8" aria-labelledby="exam-history">
        <h2 id="exam-history" className="mb-3 text-lg font-semibold text-slate-900">
          {t('exam.history.title')}
        </h2>
        <Remote shown={attempts} failed={t('exam.history.loadFailed')} empty={t('exam.history.empty')} isEmpty={(list) => list.length === 0} retry={$attempts.retry}>
          {(list) => (
            <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-attempts>
              {list.map((attempt, index) => (
                <li key={attempt.id} className="flex flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 text-sm" data-attempt={attempt.id}>
                  <span className="font-medium text-slate-900">{t('exam.history.attempt', { n: list.length - index })}</span>
                  <span className="text-slate-600">
                    {t('exam.history.time')}：{dayjs(attempt.submitTime ?? attempt.createdTime).format('YYYY-MM-DD HH:mm')}
                  </span>
                  <span className={attempt.status === ATTEMPT_STATUS.marked ? 'text-emerald-700' : 'text-amber-700'}>
                    {t(attempt.status === ATTEMPT_STATUS.marked ? 'exam.status.marked' : 'exam.status.pendingMarking')}
                  </span>
                  {attempt.score !== null && <span className="text-slate-700">{t('exam.score', { score: attempt.score })}</span>}
                  {work && (
                    <StudyLink className="ml-auto font-medium text-brand hover:underline" href={`${attemptHref(kind, attempt, { classId: params.classId ?? '', workId: work.workId })}${params.xskt ? '&sourceType=xskt' : ''}`}>
                      {t('exam.history.view')}
                    </StudyLink>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Remote>
      </section>
    </section>
  );
}
