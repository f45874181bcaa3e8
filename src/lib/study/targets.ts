// Course and period target states (spec 2 §4, spec 3 §4): where the student stands against the
// duty requirements of a learning window.
import dayjs from 'dayjs';
import type { MessageKey } from '../../i18n';
import type { DateInput } from './ranges';

export type TargetState = 'notStarted' | 'inProgress' | 'completed' | 'overdue';

/** One requirement: how many (or how long) is required and how many are done, as the resultMap entries carry them. */
export interface DutyCount {
  totalNum?: number | null;
  finishNum?: number | null;
}

export function requirementExists(item: DutyCount): boolean {
  return (item.totalNum ?? 0) > 0;
}

export function requirementMet(item: DutyCount): boolean {
  return (item.finishNum ?? 0) >= (item.totalNum ?? 0);
}

/** Completed if no unfinished item: an empty list is complete. */
export function hasNoUnfinishedItem(items: readonly DutyCount[]): boolean {
  return items.every(requirementMet);
}

export interface TargetWindow {
  learnStartTime?: DateInput | null;
  learnEndTime?: DateInput | null;
  requirements: readonly DutyCount[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date without a time means the whole of that day, as the remaining-days countdown counts to 23:59:59. */
function windowEnd(learnEndTime: DateInput) {
  const end = dayjs(learnEndTime);
  return typeof learnEndTime === 'string' && DATE_ONLY.test(learnEndTime.trim()) ? end.endOf('day') : end;
}

export function targetState(window: TargetWindow, now: DateInput): TargetState {
  const start = window.learnStartTime == null ? undefined : dayjs(window.learnStartTime);
  // The state starts as 'not started' and stays so until a start time is known.
  if (!start?.isValid()) return 'notStarted';
  const current = dayjs(now);
  if (current.isBefore(start)) return 'notStarted';
  const allMet = hasNoUnfinishedItem(window.requirements);
  const end = window.learnEndTime == null ? undefined : windowEnd(window.learnEndTime);
  if (end?.isValid() && current.isAfter(end)) return allMet ? 'completed' : 'overdue';
  return allMet ? 'completed' : 'inProgress';
}

export type TargetTone = 'green' | 'yellow';

export interface TargetTag {
  state: TargetState;
  label: MessageKey;
  /** Green for completed, yellow for overdue, none otherwise. */
  tone: TargetTone | undefined;
  /** The tag is shown only if some requirement exists. */
  visible: boolean;
}

const targetLabels: Record<TargetState, MessageKey> = {
  notStarted: 'rules.target.notStarted',
  inProgress: 'rules.target.inProgress',
  completed: 'rules.target.completed',
  overdue: 'rules.target.overdue',
};

const targetTones: Partial<Record<TargetState, TargetTone>> = { completed: 'green', overdue: 'yellow' };

export function targetTag(window: TargetWindow, now: DateInput): TargetTag {
  const state = targetState(window, now);
  return { state, label: targetLabels[state], tone: targetTones[state], visible: window.requirements.some(requirementExists) };
}

/** The target counts of a course item (spec 2 §3). */
export interface CourseTargetCounts {
  faceTeachingNumber?: number | null;
  finishFaceTeachingNumber?: number | null;
  needStudyDuration?: number | null;
  finishedStudyDuration?: number | null;
  homeworkNumber?: number | null;
  finishHomeworkNumber?: number | null;
  testNumber?: number | null;
  finishTestNumber?: number | null;
}

const sum = (...values: (number | null | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** The three duty requirements: face-to-face count, study time, homework plus test count. */
export function courseRequirements(course: CourseTargetCounts): DutyCount[] {
  return [
    { totalNum: course.faceTeachingNumber, finishNum: course.finishFaceTeachingNumber },
    { totalNum: course.needStudyDuration, finishNum: course.finishedStudyDuration },
    {
      totalNum: sum(course.homeworkNumber, course.testNumber),
      finishNum: sum(course.finishHomeworkNumber, course.finishTestNumber),
    },
  ];
}

/** The duty statistics of the course page (spec 3 §3), which name study time studyTime and finishStudyTime. */
export interface CourseDutyStatistics {
  faceTeachingNumber?: number | null;
  finishFaceTeachingNumber?: number | null;
  studyTime?: number | null;
  finishStudyTime?: number | null;
  homeworkNumber?: number | null;
  finishHomeworkNumber?: number | null;
  testNumber?: number | null;
  finishTestNumber?: number | null;
}

export function dutyStatisticsRequirements(statistics: CourseDutyStatistics): DutyCount[] {
  return courseRequirements({
    ...statistics,
    needStudyDuration: statistics.studyTime,
    finishedStudyDuration: statistics.finishStudyTime,
  });
}

/** A period's requirements: every entry of the duty statistics' resultMap. */
export function resultMapRequirements(resultMap: Readonly<Record<string, DutyCount | null | undefined>> | null | undefined): DutyCount[] {
  return Object.values(resultMap ?? {}).filter((item): item is DutyCount => item != null);
}
