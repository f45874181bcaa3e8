// The attendance state of a class activity (spec 2 §3 classActivityStatus: 0 to attend, 1 absent,
// 2 attended). It is derived, never stored (schema/classroom.ts), so the schedule, the completion
// rate and the ranking can never disagree with the attendance and progress they come from.
import dayjs from 'dayjs';
import { ONLINE_TYPE } from './jumps';
import type { DateInput } from './ranges';
import { CLASS_ACTIVITY_STATUS, type ClassActivityStatus } from './schedule-tabs';

export interface ActivityRecord {
  /** 1 online, 2 offline. */
  onlineType: number;
  endTime: DateInput;
  /** The student signed in to one of the activity's classrooms. */
  signedIn: boolean;
  /** One entry per required content (mustLearn 1): whether it is done (studied to the end, or its work submitted). */
  requiredContentsDone: readonly boolean[];
}

/**
 * Attended once signed in, or, online, once every required content is done (an online activity
 * without required contents asks nothing more); otherwise absent after its end, to attend before.
 */
export function classActivityStatus(activity: ActivityRecord, now: DateInput): ClassActivityStatus {
  if (activity.signedIn) return CLASS_ACTIVITY_STATUS.attended;
  if (activity.onlineType === ONLINE_TYPE.online && activity.requiredContentsDone.every(Boolean)) return CLASS_ACTIVITY_STATUS.attended;
  return dayjs(activity.endTime).isBefore(dayjs(now)) ? CLASS_ACTIVITY_STATUS.absent : CLASS_ACTIVITY_STATUS.toAttend;
}

/** What the completion rate, the ranking and the timetable's finStatus count: an activity is finished when attended. */
export function isActivityFinished(status: ClassActivityStatus): boolean {
  return status === CLASS_ACTIVITY_STATUS.attended;
}
