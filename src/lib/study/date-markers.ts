// The marker on a week or month timetable date (spec 2 §4).
import dayjs from 'dayjs';
import type { DateInput } from './ranges';

export type DateMarker = 'error' | 'info' | 'success';

/** colorStatus of a timetable optionData entry: 1 something is unfinished, 2 all done. */
export const COLOR_STATUS = { unfinished: 1, finished: 2 } as const;

export interface TimetableOption {
  dateKey: DateInput;
  colorStatus?: number | null;
}

/** An unfinished day turns to error once it is over; today still counts as time to finish. */
export function dateMarker(option: TimetableOption, now: DateInput): DateMarker | undefined {
  if (option.colorStatus === COLOR_STATUS.finished) return 'success';
  if (option.colorStatus !== COLOR_STATUS.unfinished) return undefined;
  return dayjs(option.dateKey).isBefore(dayjs(now), 'day') ? 'error' : 'info';
}
