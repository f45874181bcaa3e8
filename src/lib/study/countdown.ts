// The remaining-days countdown (spec 2 §4): it runs to 23:59:59 of the end date, in local time.
// The class home's study target shows it under the training period.
import dayjs from 'dayjs';
import type { Message } from '../../i18n';

/** 23:59:59.000 of the end date's day; undefined when the end date is missing or unreadable. */
export function countdownDeadline(endDate: Date | number | string | null | undefined): Date | undefined {
  if (endDate === null || endDate === undefined || endDate === '') return undefined;
  const day = dayjs(endDate);
  return day.isValid() ? day.hour(23).minute(59).second(59).millisecond(0).toDate() : undefined;
}

/**
 * The whole days left until 23:59:59 of the end date (partial days dropped: the last day shows 0),
 * 'ended' from that moment on, or undefined when there is no end date.
 */
export function remainingDays(endDate: Date | number | string | null | undefined, now: Date | number): number | 'ended' | undefined {
  const deadline = countdownDeadline(endDate);
  if (!deadline) return undefined;
  const left = deadline.getTime() - dayjs(now).valueOf();
  return left <= 0 ? 'ended' : Math.floor(left / 86_400_000);
}

/** 'N days left', or 'ended'; nothing without an end date. */
export function remainingDaysMessage(endDate: Date | number | string | null | undefined, now: Date | number): Message | undefined {
  const days = remainingDays(endDate, now);
  if (days === undefined) return undefined;
  return days === 'ended' ? { key: 'display.countdown.ended' } : { key: 'display.countdown.remainingDays', params: { days } };
}
