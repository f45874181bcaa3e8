// The timetable's periods (spec 2 §4): week (Sunday to Saturday), month, and all, each with the
// evaluateType the duty count and activity list calls take.
import dayjs, { type Dayjs } from 'dayjs';

export type DateInput = string | number | Date;

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type EvaluateType = 'WEEK' | 'MONTH' | 'UNIT';
export type TimetableView = 'week' | 'month' | 'all';

export const EVALUATE_TYPE = { week: 'WEEK', month: 'MONTH', all: 'UNIT' } as const satisfies Readonly<Record<TimetableView, EvaluateType>>;

export interface DateRange<T extends EvaluateType = EvaluateType> {
  evaluateType: T;
  startTime: string;
  endTime: string;
}

/** The whole class: bounded by the training period, or open where the period is not known. */
export interface AllRange {
  evaluateType: 'UNIT';
  startTime?: string;
  endTime?: string;
}

export type PeriodType = 'WEEK' | 'MONTH';

function parse(date: DateInput): Dayjs {
  const day = dayjs(date);
  if (!day.isValid()) throw new RangeError(`Not a date: ${String(date)}`);
  return day;
}

const format = (day: Dayjs) => day.format(DATE_TIME_FORMAT);

export function weekRange(date: DateInput): DateRange<'WEEK'> {
  const day = parse(date);
  // day() is 0 on Sunday in every locale, unlike startOf('week'), which the zh-cn locale moves to Monday.
  const sunday = day.subtract(day.day(), 'day').startOf('day');
  return { evaluateType: 'WEEK', startTime: format(sunday), endTime: format(sunday.add(6, 'day').endOf('day')) };
}

export function monthRange(date: DateInput): DateRange<'MONTH'> {
  const day = parse(date);
  return { evaluateType: 'MONTH', startTime: format(day.startOf('month')), endTime: format(day.endOf('month')) };
}

export function allRange(period: { trainingStartTime?: DateInput | null; trainingEndTime?: DateInput | null } = {}): AllRange {
  const range: AllRange = { evaluateType: 'UNIT' };
  const start = period.trainingStartTime == null ? undefined : dayjs(period.trainingStartTime);
  const end = period.trainingEndTime == null ? undefined : dayjs(period.trainingEndTime);
  if (start?.isValid()) range.startTime = format(start.startOf('day'));
  if (end?.isValid()) range.endTime = format(end.endOf('day'));
  return range;
}

export function periodRange<T extends PeriodType>(evaluateType: T, date: DateInput): DateRange<T> {
  return (evaluateType === 'WEEK' ? weekRange(date) : monthRange(date)) as DateRange<T>;
}

function shift<T extends PeriodType>(range: DateRange<T>, step: -1 | 1): DateRange<T> {
  const anchor = dayjs(range.startTime).add(step, range.evaluateType === 'WEEK' ? 'week' : 'month');
  return periodRange(range.evaluateType, anchor.toDate());
}

export function previousPeriod<T extends PeriodType>(range: DateRange<T>): DateRange<T> {
  return shift(range, -1);
}

export function nextPeriod<T extends PeriodType>(range: DateRange<T>): DateRange<T> {
  return shift(range, 1);
}

/** The most days the week view's date-range picker shows at once: the calendar's one-week duration (spec 2 §9). */
export const MAX_PICKED_DAYS = 7;

/**
 * The week view's date-range picker (spec 2 §2): the days from `start` to `end`, whole days, in
 * order whichever was picked first, and at most MAX_PICKED_DAYS from the start.
 */
export function pickedRange(start: DateInput, end: DateInput): DateRange<'WEEK'> {
  let first = parse(start).startOf('day');
  let last = parse(end).startOf('day');
  if (last.isBefore(first)) [first, last] = [last, first];
  const latest = first.add(MAX_PICKED_DAYS - 1, 'day');
  if (last.isAfter(latest)) last = latest;
  return { evaluateType: 'WEEK', startTime: format(first), endTime: format(last.endOf('day')) };
}

/** The same number of days just before (-1) or after (1) a picked range. */
export function shiftPickedRange(range: DateRange<'WEEK'>, step: -1 | 1): DateRange<'WEEK'> {
  const first = parse(range.startTime).startOf('day');
  const days = parse(range.endTime).startOf('day').diff(first, 'day') + 1;
  const start = first.add(step * days, 'day');
  return pickedRange(start.toDate(), start.add(days - 1, 'day').toDate());
}
