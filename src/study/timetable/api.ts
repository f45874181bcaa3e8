// The timetable's call (spec 2 §7 "activity list by date", the README's "Study area" table), typed by its path.
import { getBrowserClient } from '../../api/browser-client';
import { call } from '../../api/client';
import type { components } from '../../api/schema';
import type { AllRange, DateRange } from '../../lib/study/ranges';

export type Timetable = components['schemas']['Timetable'];
export type TimetableActivity = components['schemas']['TimetableActivity'];

export type TimetableQuery = (DateRange | AllRange) & {
  classId: number;
  userId: string;
  studentId?: number;
};

/** The activities starting in the range, and per date (optionData) whether all are finished. */
export function listActivityByDate(body: TimetableQuery) {
  return call(getBrowserClient().POST('/api/teaching/anyone/classActivity/listActivityByDate', { body }));
}
