// The timetable's state (spec 2 §2 /study/class-time-table, §4 period switches): the view (week,
// month or all), the day its period is anchored on, and the activities read for that period.
import dayjs from 'dayjs';
import { atom, computed } from 'nanostores';
import { allRange, EVALUATE_TYPE, nextPeriod, periodRange, pickedRange, previousPeriod, shiftPickedRange, type DateRange, type TimetableView } from '../../lib/study/ranges';
import { dateKeyOf } from '../../lib/study/timetable';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter, $viewedUserId } from '../router';
import { listActivityByDate } from './api';
import { queryId } from '../../lib/study/query-id';

export const $timetableView = atom<TimetableView>('week');
/** A day of the period shown ('YYYY-MM-DD'): today until the student moves. */
export const $anchorDate = atom(dateKeyOf(new Date()));

/** The days picked in the week view's date-range picker; null: the week (Sunday to Saturday) of the anchor. */
export const $pickedRange = atom<DateRange<'WEEK'> | null>(null);

/** The period shown: the picked days or the week (Sunday to Saturday) around the anchor, the month, or the whole class. */
export const $period = computed([$timetableView, $anchorDate, $pickedRange], (view, anchor, picked) => {
  if (view === 'all') return allRange();
  if (view === 'week' && picked) return picked;
  return periodRange(EVALUATE_TYPE[view], anchor);
});

/** The class and enrolment of the address (classId, studentId), and whose timetable it is. */
export const $timetableClass = computed([$studyRouter, $viewedUserId], (page, userId) => {
  const classId = queryId(page?.search.classId);
  return classId && userId ? { classId, userId, studentId: queryId(page?.search.studentId) } : null;
});

export const $timetable = keepShown(
  createQueryStore(
    'study/timetable',
    computed([$timetableClass, $period], (owner, period) => (owner ? { ...owner, ...period } : null)),
    listActivityByDate,
  ),
);

export function selectView(view: TimetableView): void {
  $timetableView.set(view);
}

export function showToday(): void {
  $pickedRange.set(null);
  $anchorDate.set(dateKeyOf(new Date()));
}

/** Moves to the month picked in the month's month picker. */
export function showDate(date: string): void {
  if (!dayjs(date).isValid()) return;
  $pickedRange.set(null);
  $anchorDate.set(dateKeyOf(date));
}

/**
 * The week view's date-range picker: one end changed, the other kept. The days shown run from the
 * start to the end, at most a week (the calendar's duration); an empty or invalid date changes nothing.
 */
export function pickRange(edge: 'start' | 'end', date: string): void {
  if (!date || !dayjs(date).isValid()) return;
  const shown = $period.get();
  if (shown.evaluateType === 'UNIT') return;
  // A start picked after the end (or an end before the start) moves the whole range, its length kept.
  const days = dayjs(shown.endTime).startOf('day').diff(dayjs(shown.startTime).startOf('day'), 'day');
  const picked = dayjs(date);
  let start = edge === 'start' ? picked : dayjs(shown.startTime);
  let end = edge === 'end' ? picked : dayjs(shown.endTime);
  if (end.isBefore(start, 'day')) {
    if (edge === 'start') end = start.add(days, 'day');
    else start = end.subtract(days, 'day');
  }
  const range = pickedRange(start.toDate(), end.toDate());
  $pickedRange.set(range);
  $anchorDate.set(dateKeyOf(range.startTime));
}

function step(direction: -1 | 1): void {
  const period = $period.get();
  if (period.evaluateType === 'UNIT') return;
  const picked = $pickedRange.get();
  if (period.evaluateType === 'WEEK' && picked) {
    const range = shiftPickedRange(picked, direction);
    $pickedRange.set(range);
    $anchorDate.set(dateKeyOf(range.startTime));
    return;
  }
  $anchorDate.set(dateKeyOf((direction < 0 ? previousPeriod : nextPeriod)(period).startTime));
}

export const showPrevious = () => step(-1);
export const showNext = () => step(1);
