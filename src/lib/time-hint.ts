// Relative time hints on comments, questions, notes and dynamics (spec 1 §9, spec 2 §4).
//
// Boundaries, with diff = now − time:
//   diff < −60 s           the full date (a real future time, not clock skew)
//   −60 s ≤ diff < 1 s     just now (covers a server clock slightly ahead of the browser)
//   1 s ≤ diff < 60 s      N seconds ago
//   60 s ≤ diff < 60 min   N minutes ago
//   60 min ≤ diff < 24 h   N hours ago
//   24 h ≤ diff ≤ 72 h     N days ago (N = 1, 2, or 3 at exactly 72 h)
//   diff > 72 h            the full date, YYYY-MM-DD HH:mm in local time
// Every N is rounded down: 119 s is '1 minute ago'.
import dayjs from 'dayjs';
import type { Message } from '../i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TIME_HINT_MAX_DAYS = 3;
export const TIME_HINT_CLOCK_SKEW_MS = MINUTE;
export const FULL_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

export type TimeValue = Date | number | string;

/** The hint for a moment, or undefined when the moment is missing or unreadable. `now` is the caller's clock. */
export function timeHint(time: TimeValue | null | undefined, now: Date | number): Message | undefined {
  if (time === null || time === undefined || time === '') return undefined;
  const moment = dayjs(time);
  if (!moment.isValid()) return undefined;
  const diff = dayjs(now).valueOf() - moment.valueOf();

  if (diff < -TIME_HINT_CLOCK_SKEW_MS || diff > TIME_HINT_MAX_DAYS * DAY) {
    return { key: 'display.timeHint.fullDate', params: { date: moment.format(FULL_DATE_FORMAT) } };
  }
  if (diff < SECOND) return { key: 'display.timeHint.justNow' };
  if (diff < MINUTE) return { key: 'display.timeHint.seconds', params: { n: Math.floor(diff / SECOND) } };
  if (diff < HOUR) return { key: 'display.timeHint.minutes', params: { n: Math.floor(diff / MINUTE) } };
  if (diff < DAY) return { key: 'display.timeHint.hours', params: { n: Math.floor(diff / HOUR) } };
  return { key: 'display.timeHint.days', params: { n: Math.floor(diff / DAY) } };
}
