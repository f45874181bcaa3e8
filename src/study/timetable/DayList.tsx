// The "all" view (spec 2 §2): every activity of the class, grouped by date with its weekday.
import { useLocale, useT } from '../../ui/useT';
import { ActivityDetails } from './ActivityDetails';
import type { Timetable } from './api';
import { formatWeekday, KIND_COLOURS, kindOf, LEGEND_LABELS } from './presentation';

export function DayList({ timetable }: { timetable: Timetable }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ol className="space-y-6" data-day-list>
      {timetable.optionData.map((day) => (
        <li key={day.dateKey} data-day={day.dateKey}>
          <h2 className="flex flex-wrap items-baseline gap-x-3 border-b border-slate-200 pb-2 text-base font-semibold text-slate-900">
            <span data-day-title>
              {day.dateKey} {formatWeekday(day.dateKey, locale)}
            </span>
            <span className="text-sm font-normal text-slate-500">{t('study.timetable.dayCount', { count: day.activityResultVOList.length })}</span>
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {day.activityResultVOList.map((activity) => {
              const kind = kindOf(activity.onlineType);
              return (
                <li
                  key={activity.id}
                  className="space-y-1 rounded-lg border border-slate-200 border-l-4 bg-white p-3 text-sm text-slate-700"
                  style={{ borderLeftColor: KIND_COLOURS[kind] }}
                  data-day-activity={activity.activityName}
                >
                  <span className="sr-only">{t(LEGEND_LABELS[kind])}</span>
                  <ActivityDetails activity={activity} />
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
