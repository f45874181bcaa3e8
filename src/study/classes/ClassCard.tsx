// One of the student's classes (spec 2 §3 Student class): its name and period, the student's
// service status, project, head teacher, training period and headcount. The card's button does
// what spec 2 §4 says a click does; a click anywhere on the card does the same.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { calendarDate } from '../../lib/study/class-card';
import { serviceStatusLabel, SERVICE_STATUS } from '../../lib/study/status';
import type { StudentClass } from './api';
import { $entering, enterClass } from './stores';

const STATUS_TONE: Record<number, string> = {
  [SERVICE_STATUS.pendingAdmission]: 'bg-slate-100 text-slate-700',
  [SERVICE_STATUS.pendingStart]: 'bg-amber-100 text-amber-800',
  [SERVICE_STATUS.pendingReport]: 'bg-sky-100 text-sky-800',
  [SERVICE_STATUS.inService]: 'bg-emerald-100 text-emerald-800',
  [SERVICE_STATUS.finished]: 'bg-slate-200 text-slate-700',
};

export function ClassCard({ card }: { card: StudentClass }) {
  const t = useT();
  const entering = useStore($entering);
  const busy = entering === `class:${card.classId}`;
  const status = serviceStatusLabel(card.serviceStatus);
  const start = calendarDate(card.trainingStartTime);
  const end = calendarDate(card.trainingEndTime);
  const headingId = `study-class-${card.classId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex cursor-pointer flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand/50 hover:shadow-md"
      onClick={(event) => {
        // The button handles its own click; elsewhere on the card the click means the same.
        if (!(event.target as HTMLElement).closest('button')) void enterClass(card);
      }}
      data-class-card={card.classId}
      data-service-status={card.serviceStatus}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
          {card.className}
        </h3>
        {status && <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[card.serviceStatus] ?? ''}`}>{t(status)}</span>}
      </div>
      <p className="mt-1 text-sm text-slate-500">{card.classPeriodName}</p>
      <div className="mt-4 space-y-1.5 text-sm text-slate-600">
        {card.productName && <p>{t('study.card.product', { name: card.productName })}</p>}
        {card.teacherName && <p>{t('study.card.headTeacher', { name: card.teacherName })}</p>}
        {start && end && <p>{t('study.card.trainingPeriod', { start, end })}</p>}
        <p>{t('study.card.students', { count: card.classStudentTotal })}</p>
      </div>
      <div className="mt-auto pt-5">
        <button
          type="button"
          aria-busy={busy}
          disabled={busy}
          onClick={() => void enterClass(card)}
          className="w-full rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:opacity-95 disabled:opacity-60"
          data-class-enter
        >
          {busy ? t('study.card.entering') : t('study.card.enter')}
        </button>
      </div>
    </article>
  );
}
