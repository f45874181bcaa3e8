// The timetable's state (spec 2 §2 /study/class-time-table, §4 period switches): the view (week,
// month or all), the day its period is anchored on, and the activities read for that period.
import dayjs from 'dayjs';
import { atom, computed } from 'nanostores';
import { allRange, nextPeriod, periodRange, previousPeriod, type TimetableView } from '../../lib/study/ranges';
import { dateKeyOf } from '../../lib/study/timetable';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter, $viewedUserId } from '../router';
import { listActivityByDate } from './api';

export const $timetableView = atom<TimetableView>('week');
/** A day of the period shown ('YYYY-MM-DD'): today until the student moves. */
export const $anchorDate = atom(dateKeyOf(new Date()));

/** The period shown: week (Sunday to Saturday) or month around the anchor, or the whole class. */
export const $period = computed([$timetableView, $anchorDate], (view, anchor) =>
  view === 'all' ? allRange() : periodRange(view === 'week' ? 'WEEK' : 'MONTH', anchor),
);

const positive = (value: string | undefined) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The class and enrolment of the address (classId, studentId), and whose timetable it is. */
export const $timetableClass = computed([$studyRouter, $viewedUserId], (page, userId) => {
  const classId = positive(page?.search.classId);
  return classId && userId ? { classId, userId, studentId: positive(page?.search.studentId) } : null;
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
  $anchorDate.set(dateKeyOf(new Date()));
}

/** Moves to the day picked in the week's date picker or the month's month picker. */
export function showDate(date: string): void {
  if (dayjs(date).isValid()) $anchorDate.set(dateKeyOf(date));
}

function step(move: typeof previousPeriod): void {
  const period = $period.get();
  if (period.evaluateType === 'UNIT') return;
  $anchorDate.set(dateKeyOf(move(period).startTime));
}

export const showPrevious = () => step(previousPeriod);
export const showNext = () => step(nextPeriod);
