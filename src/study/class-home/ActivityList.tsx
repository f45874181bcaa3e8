// The class home's two activity tabs (spec 2 §2): today's schedule and the before-class (past)
// list, each with its status tabs and counts (spec 2 §4: 'to attend' first when it has items,
// 'absent' first in the past list when there are absences, its dot), the activity cards and the
// page sizes 6, 9 and 12 (spec 2 §9). A class whose service is complete offers the past tab only.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { TabList, TabPanel, tabIds } from '../../ui/TabList';
import { SCHEDULE_PAGE_SIZES, type SchedulePageSize, type ScheduleTabId } from '../../lib/study/schedule-tabs';
import { classHomeTabs, type ClassHomeTab } from '../../lib/study/status';
import { LabelledSection } from '../ui/LabelledSection';
import { RemotePage } from '../ui/RemotePage';
import { ActivityCard } from './ActivityCard';
import type { ClassDetail } from './api';
import {
  $activities,
  $activityPageSize,
  $activityTab,
  $activityTabs,
  $homeTab,
  selectActivityTab,
  selectHomeTab,
  setActivityPageSize,
  showActivityPage,
} from './stores';

const PANEL_ID = 'study-class-activities';
// The two tablists choose what the one panel lists: the home tab, then the activity status tab.
const HOME_TABS = tabIds('study-home', PANEL_ID);
const ACTIVITY_TABS = tabIds('study-activity', PANEL_ID);

function ActivityTabs() {
  const t = useT();
  const tabs = useStore($activityTabs);
  const selected = useStore($activityTab);
  const keys = tabs?.tabs.map((tab) => tab.id) ?? [];
  if (!tabs) return null;
  return (
    <TabList<ScheduleTabId>
      keys={keys}
      selected={selected ?? 'all'}
      onSelect={selectActivityTab}
      label={t('study.class.activityTabs')}
      ids={ACTIVITY_TABS}
      className="flex flex-wrap gap-2"
      data={{ 'data-activity-tabs': true }}
      tabData={(key) => ({ 'data-activity-tab': key })}
      tabClassName={(_, key) =>
        `relative rounded-full border px-3 py-1 text-sm transition ${key === selected ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand'}`
      }
    >
      {(key) => {
        const tab = tabs.tabs.find((each) => each.id === key)!;
        return (
          <>
            {t('study.mine.tabCount', { label: t(tab.label), count: tab.count })}
            {tab.dot && (
              <span className="absolute -top-0.5 -right-0.5 size-2 rounded-full bg-rose-500 ring-2 ring-white" data-absent-dot>
                <span className="sr-only">{t('study.class.hasAbsence')}</span>
              </span>
            )}
          </>
        );
      }}
    </TabList>
  );
}

function PageSize() {
  const t = useT();
  const size = useStore($activityPageSize);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span>{t('study.class.pageSize')}</span>
      <select
        value={size}
        onChange={(event) => setActivityPageSize(Number(event.target.value) as SchedulePageSize)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
        data-page-size
      >
        {SCHEDULE_PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {t('common.pager.pageSize', { size: option })}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ActivityList({ detail }: { detail: ClassDetail }) {
  const t = useT();
  const homeTab = useStore($homeTab);
  const offered = classHomeTabs(detail.classStatus);
  const keys = offered.map((item) => item.tab);
  const title = t(homeTab === 1 ? 'rules.classHome.pastTab' : 'rules.classHome.todayTab');
  return (
    // The cards' headings (h3) sit under this one in the page's outline.
    <LabelledSection id="study-activities-title" title={t('study.class.activitiesTitle')} className="mt-6" titleClassName="sr-only" data={{ 'data-class-activities': true }}>
      <TabList<ClassHomeTab>
        keys={keys}
        selected={homeTab ?? keys[0]!}
        onSelect={selectHomeTab}
        label={t('study.class.activitiesTitle')}
        ids={HOME_TABS}
        className="flex gap-1 border-b border-slate-200"
        data={{ 'data-home-tabs': true }}
        tabData={(key) => ({ 'data-home-tab': key })}
        tabClassName={(_, key) => `-mb-px border-b-2 px-4 py-2.5 text-base font-semibold transition ${key === homeTab ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
      >
        {(key) => t(offered.find((item) => item.tab === key)!.label)}
      </TabList>
      <TabPanel ids={HOME_TABS} selected={homeTab ?? keys[0]!} className="pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ActivityTabs />
          <PageSize />
        </div>
        <div className="mt-4">
          <RemotePage
            reserve="min-h-[26rem]"
            from={$activities}
            failed={t('study.class.activitiesFailed')}
            empty={t('study.empty.activities')}
            title={title}
            onPage={showActivityPage}
            columns={3}
            data={{ 'data-activity-list': true }}
          >
            {(activity) => <ActivityCard key={activity.id} activity={activity} />}
          </RemotePage>
        </div>
      </TabPanel>
    </LabelledSection>
  );
}
