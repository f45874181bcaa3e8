// The class home's header (spec 2 §1, §2): title, status, training period, start date, activity
// count, student count and head teacher; then the student's own statistics, whose check-in count
// explains itself in a tooltip (spec 2 §9: a class page visit counts as one study check-in).
import { useId } from 'react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { calendarDate } from '../../lib/study/class-card';
import { cappedProgress } from '../../lib/study/rates';
import { classStatusLabel } from '../../lib/study/status';
import type { ClassDetail } from './api';
import { $behaviorCount, $classStudents, $studyData } from './stores';
import { useRemote } from '../useRemote';

const ASSESSMENT: Record<number, MessageKey> = { 0: 'study.class.assessment.none', 1: 'study.class.assessment.passed' };

function Fact({ label, value, name, wide }: { label: string; value: string | number | undefined; name: string; wide?: boolean }) {
  return (
    // The training period is two dates: on a phone it takes the whole row, so it is never cut.
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`} data-class-fact={name}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-medium text-slate-900">{value ?? '—'}</dd>
    </div>
  );
}

function VisitsTip() {
  const t = useT();
  const tipId = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={tipId}
        aria-label={t('study.class.visitsTip')}
        className="inline-flex size-4 items-center justify-center rounded-full border border-slate-400 text-[10px] leading-none text-slate-500 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        data-visits-tip
      >
        ?
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 w-48 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white opacity-0 shadow transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {t('study.class.visitsTip')}
      </span>
    </span>
  );
}

function Stat({ label, value, name, tip }: { label: string; value: string | undefined; name: string; tip?: boolean }) {
  return (
    // The figure reads first, its name below it; in the markup the name (dt) comes first.
    <div className="flex flex-col-reverse rounded-lg bg-white/80 px-3 py-3 text-center" data-class-stat={name}>
      <dt className="mt-1 flex items-center justify-center gap-1 text-xs text-slate-600">
        {label}
        {tip && <VisitsTip />}
      </dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{value ?? '—'}</dd>
    </div>
  );
}

export function ClassHeader({ detail }: { detail: ClassDetail }) {
  const t = useT();
  const behavior = useRemote($behaviorCount).data;
  const students = useRemote($classStudents).data;
  const study = useRemote($studyData).data;
  const status = classStatusLabel(detail.classStatus);
  const start = calendarDate(detail.trainingStartTime);
  const end = calendarDate(detail.trainingEndTime);
  const assessment = study ? (ASSESSMENT[study.evaluateStatus] ?? 'study.class.assessment.failed') : undefined;
  return (
    <header className="rounded-2xl bg-gradient-to-br from-brand/10 via-white to-sky-50 p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-class-header>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{detail.title}</h1>
        {status && (
          <span className="mt-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800" data-class-status={detail.classStatus}>
            {t(status)}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{detail.classPeriodName}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        <Fact wide name="period" label={t('study.class.trainingPeriod')} value={start && end ? `${start} ~ ${end}` : undefined} />
        <Fact name="start" label={t('study.class.startDate')} value={start} />
        <Fact name="activities" label={t('study.class.activities')} value={behavior?.activityTotal} />
        <Fact name="students" label={t('study.class.students')} value={students?.length} />
        <Fact name="interactions" label={t('study.class.interactionCount')} value={behavior?.interactionTotal} />
        <Fact name="head-teacher" label={t('study.class.headTeacher')} value={detail.personalityDataResultVO.nickName ?? undefined} />
      </dl>
      <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('study.class.myStats')} data-class-stats>
        <Stat name="visits" label={t('study.class.visits')} value={study ? String(study.visits) : undefined} tip />
        <Stat name="completion" label={t('study.class.completionRate')} value={study ? `${cappedProgress(study.finishActivityRate, 2)}%` : undefined} />
        <Stat name="study-time" label={t('study.class.studyTime')} value={study?.studyDurationStr} />
        <Stat name="answer-time" label={t('study.class.answerTime')} value={study?.answerDurationStr} />
        <Stat name="assessment" label={t('study.class.assessment.title')} value={assessment && t(assessment)} />
      </dl>
    </header>
  );
}
