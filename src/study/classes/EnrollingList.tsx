// The school's class periods open for enrolment (spec 2 §2), 8 per page: each names its project
// (the project page is where one signs up), its training period and how many have signed up, and
// offers to observe the project's experience class (spec 2 §4).
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { calendarDate } from '../../lib/study/class-card';
import { sitePath } from '../../lib/site-routes';
import { LabelledSection } from '../ui/LabelledSection';
import { RemotePage } from '../ui/RemotePage';
import type { TenantClassPeriod } from './api';
import { $enrollingClasses, $entering, observeExperience, showEnrollingPage } from './stores';

function EnrollingItem({ period }: { period: TenantClassPeriod }) {
  const t = useT();
  const entering = useStore($entering);
  const start = calendarDate(period.trainingStartTime);
  const end = calendarDate(period.trainingEndTime);
  const busy = period.productId !== null && entering === `product:${period.productId}`;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-enrolling-class={period.classId}>
      <h3 className="font-semibold leading-snug text-slate-900">
        {period.productId !== null ? (
          <a href={sitePath('/educational-product', period.productId)} className="hover:text-brand hover:underline">
            {period.className}
          </a>
        ) : (
          period.className
        )}
      </h3>
      <p className="mt-1 text-sm text-slate-500">{period.classPeriodName}</p>
      <div className="mt-3 space-y-1 text-sm text-slate-600">
        {period.productName && <p>{t('study.card.product', { name: period.productName })}</p>}
        {start && end && <p>{t('study.card.trainingPeriod', { start, end })}</p>}
        <p>{t('study.card.signUpTotal', { count: period.signUpTotal })}</p>
      </div>
      {period.productId !== null && (
        <div className="mt-auto pt-4">
          <button
            type="button"
            aria-busy={busy}
            disabled={busy}
            onClick={() => void observeExperience(period)}
            className="w-full rounded-lg border border-brand px-3 py-2 text-sm font-semibold text-brand transition hover:bg-brand/5 disabled:opacity-60"
            data-experience
          >
            {t('study.card.experience')}
          </button>
        </div>
      )}
    </li>
  );
}

export function EnrollingList() {
  const t = useT();
  const title = t('study.mine.enrollingClasses');
  return (
    <LabelledSection id="study-enrolling-title" title={title} className="mt-12" titleClassName="text-xl font-bold text-slate-900" data={{ 'data-enrolling': true }}>
      <div className="mt-4">
        <RemotePage
          from={$enrollingClasses}
          failed={t('study.mine.enrollingFailed')}
          empty={t('study.mine.emptyEnrolling')}
          title={title}
          onPage={showEnrollingPage}
          columns={4}
        >
          {(period) => <EnrollingItem key={period.classId} period={period} />}
        </RemotePage>
      </div>
    </LabelledSection>
  );
}
