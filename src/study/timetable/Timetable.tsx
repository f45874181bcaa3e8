// /study/class-time-table (spec 2 §2, §4, §9): the class's activities by week, by month or all of
// them grouped by date, with the online / face-to-face legend and the breadcrumb back to the class.
// StudyApp loads this screen on its route only: the calendar never ships with the other screens.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { TabList, TabPanel, tabIds } from '../../ui/TabList';
import type { TimetableView } from '../../lib/study/ranges';
import { EmptyNote } from '../ui/EmptyNote';
import { Remote } from '../ui/Remote';
import { ClassTrail, useClassHref } from '../ui/ClassTrail';
import { Calendar } from './Calendar';
import { DayList } from './DayList';
import { Legend } from './Legend';
import { PeriodBar } from './PeriodBar';
import dayjs from 'dayjs';
import { DATE_KEY_FORMAT } from '../../lib/study/timetable';
import { $anchorDate, $period, $timetable, $timetableClass, $timetableView, selectView } from './stores';

const VIEWS: readonly TimetableView[] = ['week', 'month', 'all'];
const VIEW_TABS = tabIds('study-timetable', 'study-timetable-panel');
const CLASS_QUERY = ['classId', 'userId', 'studentId', 'experience'] as const;

export default function Timetable() {
  const t = useT();
  const view = useStore($timetableView);
  const anchorDate = useStore($anchorDate);
  const owner = useStore($timetableClass);
  const period = useStore($period);
  const classHref = useClassHref(CLASS_QUERY);
  // The days of the week view, the end excluded, as the calendar's visibleRange takes them.
  const range = { start: dayjs(period.startTime).format(DATE_KEY_FORMAT), end: dayjs(period.endTime).add(1, 'day').format(DATE_KEY_FORMAT) };
  const labels = { week: t('study.timetable.week'), month: t('study.timetable.month'), all: t('common.all') };
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-study-screen="timetable">
      <ClassTrail classHref={classHref} current="study.breadcrumb.courseTable" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t('study.timetable.title')}</h1>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3 border-b border-slate-200">
        <TabList
          keys={VIEWS}
          selected={view}
          onSelect={selectView}
          label={t('study.timetable.views')}
          ids={VIEW_TABS}
          className="flex gap-1"
          data={{ 'data-view-tabs': true }}
          tabClassName={(selected) => `-mb-px border-b-2 px-4 py-2.5 text-sm font-medium transition ${selected ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {(key) => labels[key]}
        </TabList>
        <div className="pb-2">
          <Legend />
        </div>
      </div>
      <TabPanel ids={VIEW_TABS} selected={view} className="space-y-4 pt-5">
        {owner === null ? (
          <EmptyNote>{t('study.timetable.noClass')}</EmptyNote>
        ) : (
          <>
            {view !== 'all' && <PeriodBar view={view} />}
            <Remote
              from={$timetable}
              failed={t('study.timetable.failed')}
              empty={t('study.timetable.emptyAll')}
              isEmpty={(data) => view === 'all' && data.activityResultVOList.length === 0}
            >
              {(data) =>
                view === 'all' ? (
                  <DayList timetable={data} />
                ) : (
                  <>
                    {data.activityResultVOList.length === 0 && (
                      <p className="text-sm text-slate-500" role="status" data-period-empty>
                        {t('study.timetable.empty')}
                      </p>
                    )}
                    <Calendar view={view} anchorDate={anchorDate} range={range} timetable={data} />
                  </>
                )
              }
            </Remote>
          </>
        )}
      </TabPanel>
    </section>
  );
}
