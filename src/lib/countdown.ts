// Remaining-days countdown (spec 2 §4): it runs to 23:59:59 of the end date, in local time.
import dayjs from 'dayjs';
import type { Message } from '../i18n';

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once ended. */
  totalSeconds: number;
  /** True from 23:59:59 of the end date on. */
  ended: boolean;
}

/** 23:59:59.000 of the end date's day; undefined when the end date is missing or unreadable. */
export function countdownDeadline(endDate: Date | number | string | null | undefined): Date | undefined {
  if (endDate === null || endDate === undefined || endDate === '') return undefined;
  const day = dayjs(endDate);
  return day.isValid() ? day.hour(23).minute(59).second(59).millisecond(0).toDate() : undefined;
}

/**
 * The time left until 23:59:59 of the end date. Partial seconds are dropped, so the display
 * never shows more time than is left; at the deadline itself, and after, everything is 0 and ended.
 */
export function remainingCountdown(endDate: Date | number | string | null | undefined, now: Date | number): Countdown | undefined {
  const deadline = countdownDeadline(endDate);
  if (!deadline) return undefined;
  const left = deadline.getTime() - dayjs(now).valueOf();
  const totalSeconds = Math.max(0, Math.floor(left / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
    ended: left <= 0,
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'N days hh:mm:ss left', only the days with `daysOnly`, or 'ended'. */
export function countdownMessage(countdown: Countdown, { daysOnly = false } = {}): Message {
  if (countdown.ended) return { key: 'display.countdown.ended' };
  if (daysOnly) return { key: 'display.countdown.remainingDays', params: { days: countdown.days } };
  return {
    key: 'display.countdown.remaining',
    params: {
      days: countdown.days,
      hours: twoDigits(countdown.hours),
      minutes: twoDigits(countdown.minutes),
      seconds: twoDigits(countdown.seconds),
    },
  };
}
