// The activity list tabs of the class home (spec 2 §4): the schedule of required activities and
// the before-class list, with the filter each tab sends to the activity page call.
import type { MessageKey } from '../../i18n';

export const CLASS_ACTIVITY_STATUS = { toAttend: 0, absent: 1, attended: 2 } as const;
export type ClassActivityStatus = (typeof CLASS_ACTIVITY_STATUS)[keyof typeof CLASS_ACTIVITY_STATUS];

export const SCHEDULE_PAGE_SIZES = [6, 9, 12] as const;
export type SchedulePageSize = (typeof SCHEDULE_PAGE_SIZES)[number];
export const DEFAULT_SCHEDULE_PAGE_SIZE: SchedulePageSize = 6;

export type ScheduleTabId = 'all' | 'toAttend' | 'absent' | 'attended' | 'elective';

/** The part of the activity page call's model a tab decides. */
export interface ActivityFilter {
  classActivityStatus?: ClassActivityStatus;
  isRequired?: 0 | 1;
}

export interface ScheduleTab {
  id: ScheduleTabId;
  label: MessageKey;
  count: number;
  /** The absent tab's dot marker, drawn only when there is an absence to point at. */
  dot: boolean;
  filter: ActivityFilter;
}

export interface ScheduleTabs {
  tabs: ScheduleTab[];
  selected: ScheduleTabId;
}

const labels: Record<ScheduleTabId, MessageKey> = {
  all: 'rules.schedule.all',
  toAttend: 'rules.schedule.toAttend',
  absent: 'rules.schedule.absent',
  attended: 'rules.schedule.attended',
  elective: 'rules.schedule.elective',
};

const filters: Record<ScheduleTabId, ActivityFilter> = {
  all: {},
  toAttend: { classActivityStatus: CLASS_ACTIVITY_STATUS.toAttend, isRequired: 1 },
  absent: { classActivityStatus: CLASS_ACTIVITY_STATUS.absent, isRequired: 1 },
  attended: { classActivityStatus: CLASS_ACTIVITY_STATUS.attended, isRequired: 1 },
  elective: { isRequired: 0 },
};

export function activityFilter(tab: ScheduleTabId): ActivityFilter {
  return { ...filters[tab] };
}

function tab(id: ScheduleTabId, count: number | null | undefined): ScheduleTab {
  const safeCount = count ?? 0;
  return { id, label: labels[id], count: safeCount, dot: id === 'absent' && safeCount > 0, filter: activityFilter(id) };
}

export interface ScheduleActivity {
  isRequired?: number | null;
  classActivityStatus?: number | null;
}

export interface ScheduleCounts {
  totalNum: number;
  toAttendNum: number;
  absenceNum: number;
  attendanceNum: number;
  electiveNum: number;
}

/** Counts a loaded schedule: the status tabs count required activities only, elective the rest. */
export function countScheduleActivities(activities: readonly ScheduleActivity[]): ScheduleCounts {
  const counts: ScheduleCounts = { totalNum: activities.length, toAttendNum: 0, absenceNum: 0, attendanceNum: 0, electiveNum: 0 };
  for (const activity of activities) {
    if (activity.isRequired !== 1) counts.electiveNum += 1;
    else if (activity.classActivityStatus === CLASS_ACTIVITY_STATUS.toAttend) counts.toAttendNum += 1;
    else if (activity.classActivityStatus === CLASS_ACTIVITY_STATUS.absent) counts.absenceNum += 1;
    else if (activity.classActivityStatus === CLASS_ACTIVITY_STATUS.attended) counts.attendanceNum += 1;
  }
  return counts;
}

/** Schedule tabs; what the student still has to attend comes first when there is any. */
export function scheduleTabs(counts: ScheduleCounts): ScheduleTabs {
  return {
    tabs: [
      tab('all', counts.totalNum),
      tab('toAttend', counts.toAttendNum),
      tab('absent', counts.absenceNum),
      tab('attended', counts.attendanceNum),
      tab('elective', counts.electiveNum),
    ],
    selected: counts.toAttendNum > 0 ? 'toAttend' : 'all',
  };
}

/** The before-class summary call's answer. */
export interface BeforeClassSummary {
  totalNum?: number | null;
  absenceNum?: number | null;
  attendanceNum?: number | null;
  electiveNum?: number | null;
}

export interface BeforeClassTabs extends ScheduleTabs {
  /** The filter of the selected tab, for the first page request. */
  filter: ActivityFilter;
}

/** Before-class tabs; absences are what the student should catch up on, so they open first when there are any. */
export function beforeClassTabs(summary: BeforeClassSummary): BeforeClassTabs {
  const tabs = [
    tab('all', summary.totalNum),
    tab('absent', summary.absenceNum),
    tab('attended', summary.attendanceNum),
    tab('elective', summary.electiveNum),
  ];
  const selected: ScheduleTabId = (summary.absenceNum ?? 0) > 0 ? 'absent' : 'all';
  return { tabs, selected, filter: activityFilter(selected) };
}
