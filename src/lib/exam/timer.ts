// The test countdown (spec 3 §4, §9). The deadline comes from the server, so a reload resumes
// the same countdown instead of restarting it.
import dayjs from 'dayjs';
import type { DateInput } from '../study/ranges';

export const REPORT_EVERY_TICKS = 60;

/** The deadline as epoch milliseconds: the attempt's start plus unitTime minutes. */
export function testDeadline(startTime: DateInput, unitTime: number): number {
  return dayjs(startTime).add(unitTime, 'minute').valueOf();
}

/** Whole seconds left, rounded up so 0 means the time is really over; never negative. */
export function remainingSeconds(deadline: DateInput, now: DateInput): number {
  const left = dayjs(deadline).valueOf() - dayjs(now).valueOf();
  return Number.isFinite(left) ? Math.max(0, Math.ceil(left / 1000)) : 0;
}

/** The remaining time is reported on every 60th one-second tick. */
export function shouldReport(tick: number): boolean {
  return tick > 0 && tick % REPORT_EVERY_TICKS === 0;
}

export interface CountdownTick {
  remainingSeconds: number;
  /** The time is over: submit without asking. */
  autoSubmit: boolean;
  report: boolean;
}

export function countdownTick(deadline: DateInput, now: DateInput, tick: number): CountdownTick {
  const remaining = remainingSeconds(deadline, now);
  return { remainingSeconds: remaining, autoSubmit: remaining === 0, report: remaining > 0 && shouldReport(tick) };
}

/** The share of the time still left, for the countdown circle. */
export function remainingFraction(remaining: number, unitTime: number): number {
  const total = unitTime * 60;
  return total > 0 ? Math.min(1, Math.max(0, remaining / total)) : 0;
}
