// When a timed test stops taking answers (issue 11 item 3): its deadline (start + unitTime, see
// timer.ts) plus a grace for the last save and the auto-submit still on their way.
import dayjs from 'dayjs';
import type { DateInput } from '../study/ranges';

export const SUBMIT_GRACE_MS = 60_000;

/** Whether an attempt with this deadline (none: homework, xskt) still takes saves and a submit at `now`. */
export function withinDeadline(deadline: DateInput | null | undefined, now: DateInput): boolean {
  if (deadline === null || deadline === undefined) return true;
  return dayjs(now).valueOf() <= dayjs(deadline).valueOf() + SUBMIT_GRACE_MS;
}
