// What the timetable specs share: the demo students, the demo class's timetable address, the day
// each seeded activity starts on, and the view tabs.
import { DEMO_ACTIVITIES as A } from '../../../src/server/db/seed/study-fixtures';
import type { Page } from './test';

export const DEMO_MOBILE = '13800138000';
export const BETA_MOBILE = '13900139000';
export const TIMETABLE = '/study/class-time-table/?classId=1&userId=demo-u-1001&studentId=1';

/** The day (after the seed day, which is today) each activity of the demo class starts on (src/server/db/seed/study-fixtures.ts). */
export const STARTS: [name: string, day: number][] = [
  [A.pastOnlineAttended, -10],
  [A.pastOnlineAbsent, -7],
  [A.pastOfflineAttended, -7],
  [A.pastOfflineAbsent, -4],
  [A.pastExams, -4],
  [A.electivePast, -5],
  [A.todayOnline, 0],
  [A.todayOffline, 0],
  [A.futureOnline, 3],
  [A.futureOffline, 7],
  [A.electiveFuture, 10],
];

export const tab = (page: Page, name: string) => page.getByRole('tablist', { name: /课程表视图|Timetable views/ }).getByRole('tab', { name, exact: true });
