// The calls of the class home (spec 2 §7, the README's "Classes" and "Activities" tables), typed by their paths.
import { getBrowserClient } from '../../api/browser-client';
import { call, type RequestBody } from '../../api/client';
import type { components } from '../../api/schema';
import type { ActivityFilter } from '../../lib/study/schedule-tabs';

export type ClassDetail = components['schemas']['StudentClassDetail'];
export type UserStudyData = components['schemas']['UserStudyData'];
export type BeforeClassSummary = components['schemas']['BeforeClassSummary'];
export type ClassActivity = components['schemas']['ClassActivity'];
export type ActivityDynamic = components['schemas']['ActivityDynamic'];

/** Today's schedule (tab 0) or the activities that ended before today (tab 1). */
export type TimeType = 'TODAY' | 'PAST';

export interface ClassRef {
  classId: number;
  studentId: number | undefined;
}

export function getStudentClassDetail({ classId, studentId, schoolId }: ClassRef & { schoolId: string }) {
  return call(
    getBrowserClient().POST('/api/teaching/anyone/classStudent/getStudentClassDetail', {
      body: { classId, studentId, schoolId: schoolId || undefined },
    }),
  );
}

export function getStudentBehaviorCount({ classId, studentId }: ClassRef) {
  return call(getBrowserClient().GET('/api/teaching/anyone/classStudent/getStudentBehaviorCount', { params: { query: { classId, studentId } } }));
}

/** The student's statistics; the call itself records this visit (one study check-in). */
export function getUserStudyData({ classId, userId }: { classId: number; userId: string }) {
  return call(getBrowserClient().GET('/api/teaching/anyone/classStudent/getUserStudyData', { params: { query: { classId, userId } } }));
}

export function listClassStudent({ classId }: { classId: number }) {
  return call(getBrowserClient().GET('/api/teaching/anyone/classStudent/listClassStudent', { params: { query: { classId } } }));
}

export interface SummaryQuery extends ClassRef {
  userId: string;
  /** None: every activity of the class. */
  timeType?: TimeType;
}

export function sumBeforeClassActivity({ classId, studentId, userId, timeType }: SummaryQuery) {
  return call(getBrowserClient().POST('/api/teaching/anyone/classActivity/sumBeforeClassActivity', { body: { classId, studentId, userId, timeType } }));
}

export interface ActivityPageQuery extends SummaryQuery {
  filter: ActivityFilter;
  current: number;
  size: number;
}

export function pageBeforeClassActivity({ classId, studentId, userId, timeType, filter, current, size }: ActivityPageQuery) {
  return call(
    getBrowserClient().POST('/api/teaching/anyone/classActivity/pageBeforeClassActivity', {
      body: { current, size, model: { classId, studentId, userId, timeType, ...filter } },
    }),
  );
}

/** The activity dynamics page of spec 2 §7: the first 30, newest first. */
export const ACTIVITY_DYNAMICS_SIZE = 30;

export function pageActivityDynamic({ classId, studentId, userId, activityId }: ClassRef & { userId: string; activityId: number }) {
  return call(
    getBrowserClient().POST('/api/teaching/anyone/classActivity/pageActivityDynamic', {
      body: { current: 1, size: ACTIVITY_DYNAMICS_SIZE, model: { classId, studentId, userId, activityId } },
    }),
  );
}

/** Registers the student on the course's third-party platform (thirdPlatformType 11). */
export function syncUser(courseId: number, classId: number) {
  return call(getBrowserClient().POST('/api/library/anyone/thirdPlatform/syncUser', { body: { courseId, classId } }));
}

/** A one-time code for that platform, once synced. */
export function getAuthCode(courseId: number) {
  return call(getBrowserClient().GET('/api/library/anyone/thirdPlatform/getAuthCode', { params: { query: { courseId } } }));
}

export type ClassCourse = components['schemas']['ClassCourse'];

/** The class's courses with the student's target counts (my courses, spec 2 §3 Course item). */
export function listClassCourse({ classId, studentId }: ClassRef) {
  return call(getBrowserClient().GET('/api/teaching/anyone/classStudent/listClassCourse', { params: { query: { classId, studentId } } }));
}

export type DutyCount = components['schemas']['DutyCount'];
export type ClassRanking = components['schemas']['ClassRanking'];
export type ClassLevel = components['schemas']['ClassLevel'];

/** The range's begin and end are 'YYYY-MM-DD HH:mm:ss'; a whole-period (UNIT) count may go without them. */
export type DutyCountQuery = RequestBody<'/api/teaching/anyone/classActivity/getDutyCount'>;

/** The duty statistics of the activities starting in the range, with the caller's place in the class (spec 2 §3, §7). */
export function getDutyCount(body: DutyCountQuery) {
  return call(getBrowserClient().POST('/api/teaching/anyone/classActivity/getDutyCount', { body }));
}

/** The class ranking with the caller's rankIndex and rankTotal. */
export function rankList({ classId, studentId }: ClassRef) {
  return call(getBrowserClient().GET('/api/teaching/anyone/classStudent/rankList', { params: { query: { classId, studentId } } }));
}

/** Whether the caller is a student of the class (an observer of an experience class is not). */
export function checkClassLevel({ classId, userId }: { classId: number; userId: string }) {
  return call(getBrowserClient().GET('/api/teaching/anyone/classStudent/checkClassLevel', { params: { query: { classId, userId } } }));
}

/** Closes the caller's study-target card of the class; closing again changes nothing. */
export function closeStudyTarget({ classId, studentId }: ClassRef) {
  return call(getBrowserClient().POST('/api/teaching/anyone/classStudent/closeStudyTarget', { body: { classId, studentId } }));
}
