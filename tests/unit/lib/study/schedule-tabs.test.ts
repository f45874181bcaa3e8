import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_PAGE_SIZE, SCHEDULE_PAGE_SIZES, activityFilter, beforeClassTabs, countScheduleActivities, scheduleTabs } from '../../../../src/lib/study/schedule-tabs';

describe('schedule tabs', () => {
  const counts = { totalNum: 9, toAttendNum: 2, absenceNum: 3, attendanceNum: 1, electiveNum: 3 };

  it('lists all, to attend, absent, attended and elective with their counts', () => {
    const { tabs } = scheduleTabs(counts);
    expect(tabs.map(({ id, label, count }) => [id, label, count])).toEqual([
      ['all', 'rules.schedule.all', 9],
      ['toAttend', 'rules.schedule.toAttend', 2],
      ['absent', 'rules.schedule.absent', 3],
      ['attended', 'rules.schedule.attended', 1],
      ['elective', 'rules.schedule.elective', 3],
    ]);
  });

  it('selects to attend first when something is left to attend', () => {
    expect(scheduleTabs(counts).selected).toBe('toAttend');
  });

  it('selects all when nothing is left to attend', () => {
    expect(scheduleTabs({ ...counts, toAttendNum: 0 }).selected).toBe('all');
  });

  it('marks the absent tab with a dot only when there are absences', () => {
    expect(scheduleTabs(counts).tabs.filter((tab) => tab.dot).map((tab) => tab.id)).toEqual(['absent']);
    expect(scheduleTabs({ ...counts, absenceNum: 0 }).tabs.some((tab) => tab.dot)).toBe(false);
  });

  it('counts required activities by status and the rest as elective', () => {
    expect(
      countScheduleActivities([
        { isRequired: 1, classActivityStatus: 0 },
        { isRequired: 1, classActivityStatus: 0 },
        { isRequired: 1, classActivityStatus: 1 },
        { isRequired: 1, classActivityStatus: 2 },
        { isRequired: 1, classActivityStatus: 9 },
        { isRequired: 0, classActivityStatus: 1 },
        { classActivityStatus: 0 },
      ]),
    ).toEqual({ totalNum: 7, toAttendNum: 2, absenceNum: 1, attendanceNum: 1, electiveNum: 2 });
  });

  it('counts nothing in an empty schedule', () => {
    expect(scheduleTabs(countScheduleActivities([]))).toMatchObject({ selected: 'all' });
  });
});

describe('filter each tab sends', () => {
  it.each([
    ['all', {}],
    ['toAttend', { classActivityStatus: 0, isRequired: 1 }],
    ['absent', { classActivityStatus: 1, isRequired: 1 }],
    ['attended', { classActivityStatus: 2, isRequired: 1 }],
    ['elective', { isRequired: 0 }],
  ] as const)('the %s tab sends %j', (tab, filter) => {
    expect(activityFilter(tab)).toEqual(filter);
  });

  it('hands out a copy a caller may change freely', () => {
    const filter = activityFilter('absent');
    filter.isRequired = 0;
    expect(activityFilter('absent').isRequired).toBe(1);
  });
});

describe('before-class list tabs', () => {
  it('lists all, absent, attended and elective with the summary counts', () => {
    const { tabs } = beforeClassTabs({ totalNum: 8, absenceNum: 2, attendanceNum: 5, electiveNum: 1 });
    expect(tabs.map(({ id, count }) => [id, count])).toEqual([
      ['all', 8],
      ['absent', 2],
      ['attended', 5],
      ['elective', 1],
    ]);
  });

  it('opens on absent, filtered to status 1, when there are absences', () => {
    expect(beforeClassTabs({ totalNum: 8, absenceNum: 2, attendanceNum: 5, electiveNum: 1 })).toMatchObject({
      selected: 'absent',
      filter: { classActivityStatus: 1, isRequired: 1 },
    });
  });

  it('opens on all without a filter when there is no absence', () => {
    expect(beforeClassTabs({ totalNum: 8, absenceNum: 0, attendanceNum: 8, electiveNum: 0 })).toMatchObject({ selected: 'all', filter: {} });
  });

  it('reads a missing summary as zero everywhere', () => {
    const result = beforeClassTabs({});
    expect(result.selected).toBe('all');
    expect(result.tabs.every((tab) => tab.count === 0 && !tab.dot)).toBe(true);
  });
});

describe('schedule page sizes', () => {
  it('offers 6, 9 and 12, starting at 6', () => {
    expect(SCHEDULE_PAGE_SIZES).toEqual([6, 9, 12]);
    expect(DEFAULT_SCHEDULE_PAGE_SIZE).toBe(6);
  });
});
