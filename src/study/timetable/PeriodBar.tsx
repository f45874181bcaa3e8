// The period controls of the week and month views (spec 2 §2): today, previous and next, and a
// date-range picker (start and end; at most a week, the calendar's duration) or a month picker;
// the period shown as a title.
import { useStore } from '@nanostores/react';
import dayjs from 'dayjs';
import { useLocale, useT } from '../../ui/useT';
import { DATE_KEY_FORMAT } from '../../lib/study/timetable';
import { MAX_PICKED_DAYS } from '../../lib/study/ranges';
import { $anchorDate, $period, pickRange, showDate, showNext, showPrevious, showToday } from './stores';
import { formatMonth } from './presentation';

const button =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand';
const input = 'min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700';

export function PeriodBar({ view }: { view: 'week' | 'month' }) {
  const t = useT();
  const locale = useLocale();
  const anchorDate = useStore($anchorDate);
  const period = useStore($period);
  const start = dayjs(period.startTime);
  const end = dayjs(period.endTime);
  const title =
    view === 'week'
      ? t('study.timetable.range', { start: start.format(DATE_KEY_FORMAT), end: end.format(DATE_KEY_FORMAT) })
      : formatMonth(anchorDate, locale);
  const week = view === 'week';
  return (
    <div className="flex flex-wrap items-center gap-2" data-period-bar>
      <button type="button" className={button} onClick={showToday}>
        {t('study.timetable.today')}
      </button>
      <button type="button" className={button} aria-label={t(week ? 'study.timetable.previousWeek' : 'study.timetable.previousMonth')} onClick={showPrevious}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={button} aria-label={t(week ? 'study.timetable.nextWeek' : 'study.timetable.nextMonth')} onClick={showNext}>
        <span aria-hidden="true">›</span>
      </button>
      <h2 className="mx-1 text-lg font-semibold text-slate-900" aria-live="polite" data-period-title>
        {title}
      </h2>
      {week ? (
        <div role="group" aria-label={t('study.timetable.chooseDate')} className="ml-auto flex flex-wrap items-center gap-2 text-sm text-slate-600" data-range-picker>
          <label className="flex items-center gap-2">
            {t('study.timetable.startDate')}
            <input type="date" className={input} value={start.format(DATE_KEY_FORMAT)} onChange={(event) => pickRange('start', event.target.value)} data-range-start />
          </label>
          <span aria-hidden="true" className="hidden sm:inline">–</span>
          <label className="flex items-center gap-2">
            {t('study.timetable.endDate')}
            <input
              type="date"
              className={input}
              value={end.format(DATE_KEY_FORMAT)}
              min={start.format(DATE_KEY_FORMAT)}
              max={start.add(MAX_PICKED_DAYS - 1, 'day').format(DATE_KEY_FORMAT)}
              onChange={(event) => pickRange('end', event.target.value)}
              data-range-end
            />
          </label>
        </div>
      ) : (
        <label className="ml-auto flex items-center gap-2 text-sm text-slate-600">
          {t('study.timetable.chooseMonth')}
          <input type="month" className={input} value={start.format('YYYY-MM')} onChange={(event) => showDate(event.target.value)} />
        </label>
      )}
    </div>
  );
}
