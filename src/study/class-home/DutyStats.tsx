// The duty statistics of the class home (spec 2 §3 Duty statistics, §7 duty count): this week
// (Sunday to Saturday), this month or the whole training period; the required activities attended
// and each duty the required contents ask (face-to-face, online teaching, videos, live lectures,
// homework, tests), as finished over required. A period with nothing required says so.
import { useStore } from '@nanostores/react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { TabList, TabPanel, tabIds } from '../../ui/TabList';
import { DUTY_RESULT_KEYS } from '../../lib/study/activity-duties';
import { calendarDate } from '../../lib/study/class-card';
import type { EvaluateType } from '../../lib/study/ranges';
import { finishedPercent } from '../../lib/study/rates';
import { requirementExists } from '../../lib/study/targets';
import { Remote } from '../ui/Remote';
import { Panel } from '../ui/Panel';
import { ProgressBar } from '../ui/ProgressBar';
import type { DutyCount } from './api';
import { $dutyCount, $dutyPeriod, $dutyQuery, selectDutyPeriod } from './stores';

const PERIODS: readonly EvaluateType[] = ['WEEK', 'MONTH', 'UNIT'];
const PERIOD_LABELS: Record<EvaluateType, MessageKey> = { WEEK: 'study.class.duty.week', MONTH: 'study.class.duty.month', UNIT: 'study.class.duty.unit' };

const PERIOD_TABS = tabIds('study-duty', 'study-duty-panel');

function Figure({ name, label, finished, total }: { name: string; label: string; finished: number; total: number }) {
  const t = useT();
  const percent = finishedPercent(finished, total);
  return (
    <li className="rounded-lg bg-slate-50 px-3 py-2.5" data-duty={name}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums" data-duty-count>
          {t('study.class.duty.count', { finished, total })}
        </span>
      </div>
      <ProgressBar label={label} percent={percent} className="mt-1.5" track="bg-slate-200" />
    </li>
  );
}

function Figures({ duty }: { duty: DutyCount }) {
  const t = useT();
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-duty-figures>
      <Figure name="attended" label={t('study.class.duty.attended')} finished={duty.finishSignActivityNum} total={duty.requiredActivityNum} />
      {DUTY_RESULT_KEYS.filter((key) => requirementExists(duty.resultMap[key])).map((key) => (
        <Figure key={key} name={key} label={t(`study.class.duty.${key}`)} finished={duty.resultMap[key].finishNum} total={duty.resultMap[key].totalNum} />
      ))}
    </ul>
  );
}

export function DutyStats() {
  const t = useT();
  const period = useStore($dutyPeriod);
  const query = useStore($dutyQuery);
  const start = calendarDate(query?.beginDateTime);
  const end = calendarDate(query?.endDateTime);
  return (
    <Panel
      id="study-duty-title"
      title={t('study.class.duty.title')}
      data={{ 'data-duty-stats': true }}
      headerClassName="flex flex-wrap items-center justify-between gap-2"
      aside={
        <TabList
          keys={PERIODS}
          selected={period}
          onSelect={selectDutyPeriod}
          label={t('study.class.duty.periods')}
          ids={PERIOD_TABS}
          className="flex rounded-lg bg-slate-100 p-0.5"
          data={{ 'data-duty-periods': true }}
          tabClassName={(selected) => `rounded-md px-3 py-1 text-sm transition ${selected ? 'bg-white font-medium text-brand shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          {(key) => t(PERIOD_LABELS[key])}
        </TabList>
      }
    >
      <TabPanel ids={PERIOD_TABS} selected={period} className="mt-3">
        {start && end && (
          <p className="mb-2 text-xs text-slate-500 tabular-nums" data-duty-range>
            {t('study.class.duty.range', { start, end })}
          </p>
        )}
        <Remote
          reserve="min-h-[7.5rem]"
          from={$dutyCount}
          failed={t('study.class.duty.failed')}
          empty={t('study.class.duty.empty')}
          isEmpty={(data) => data.requiredActivityNum === 0}
        >
          {(data) => <Figures duty={data} />}
        </Remote>
      </TabPanel>
    </Panel>
  );
}
