// The timetable's days (spec 2 §3 Timetable, §4): activities grouped by the local date they start
// on, each day marked finished (colorStatus 2) only when all its activities are, and the ranges a
// timetable may ask for.
import dayjs from 'dayjs';
import { COLOR_STATUS } from './date-markers';
import type { DateInput } from './ranges';

/** finStatus of a timetable activity: 1 not yet finished, 2 finished (attended). */
export const FIN_STATUS = { unfinished: 1, finished: 2 } as const;
export type FinStatus = (typeof FIN_STATUS)[keyof typeof FIN_STATUS];

export const DATE_KEY_FORMAT = 'YYYY-MM-DD';

export const dateKeyOf = (date: DateInput) => dayjs(date).format(DATE_KEY_FORMAT);

export interface TimetableActivity {
  startTime: DateInput;
  finStatus: number;
}

export interface TimetableDay<T> {
  dateKey: string;
  colorStatus: 1 | 2;
  activityResultVOList: T[];
}

/** One entry per date with activities, in date order; activities keep their given order within a day. */
export function timetableDays<T extends TimetableActivity>(activities: readonly T[]): TimetableDay<T>[] {
  const days = new Map<string, T[]>();
  for (const activity of activities) {
    const key = dateKeyOf(activity.startTime);
    days.set(key, [...(days.get(key) ?? []), activity]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dateKey, list]) => ({
      dateKey,
      colorStatus: list.every((activity) => activity.finStatus === FIN_STATUS.finished) ? COLOR_STATUS.finished : COLOR_STATUS.unfinished,
      activityResultVOList: list,
    }));
}

/** The longest range a timetable or duty count may ask for: a year and a bit, so a whole class fits. */
export const MAX_RANGE_DAYS = 400;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** A date ('YYYY-MM-DD'), a local date and time ('YYYY-MM-DD HH:mm:ss') or an ISO time with its offset; undefined when it is none. */
export function parseDateTime(value: string): Date | undefined {
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  // Without an offset the time is the server's local time, as the timetable's ranges are.
  return match[4] ? new Date(value.replace(' ', 'T')) : dayjs(value).toDate();
}

export type RangeProblem = 'order' | 'span';

/** Why a range cannot be asked for: its end is not after its start, or it spans more than MAX_RANGE_DAYS. */
export function rangeProblem(start: Date, end: Date): RangeProblem | undefined {
  if (end.getTime() <= start.getTime()) return 'order';
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) return 'span';
  return undefined;
}
