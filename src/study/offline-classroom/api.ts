// The calls of the offline classroom (spec 2 §7, the README's "Activities, attendance and offline
// classrooms" table), typed by their paths. Lists are read whole (current 1, size 999).
import { getBrowserClient } from '../../api/browser-client';
import { call } from '../../api/client';
import type { components } from '../../api/schema';

export type OfflineClassroom = components['schemas']['OfflineClassroom'];
export type ClassroomTeacher = components['schemas']['ClassroomTeacher'];
export type KnowledgePoint = components['schemas']['KnowledgePoint'];
export type ClassroomTitbit = components['schemas']['ClassroomTitbit'];
export type AttendanceInfo = components['schemas']['AttendanceInfo'];

const WHOLE_LIST = { current: 1, size: 999 } as const;

export interface ClassroomQuery {
  classroomId: number;
  classId: number | undefined;
  studentId: number | undefined;
}

export function getOfflineClassroom(query: ClassroomQuery) {
  return call(getBrowserClient().GET('/api/teaching/anyone/offlineClassroom/detail', { params: { query } }));
}

export function getTeacherPage(query: ClassroomQuery) {
  return call(getBrowserClient().POST('/api/teaching/anyone/offlineClassroom/teacherPage', { body: { ...query, ...WHOLE_LIST } }));
}

export function getPointPage(query: ClassroomQuery) {
  return call(getBrowserClient().POST('/api/teaching/anyone/offlineClassroom/pointPage', { body: { ...query, ...WHOLE_LIST } }));
}

export interface TitbitQuery {
  /** The activity. */
  bizId: number;
  classId: number;
  courseId: number | undefined;
  studentId: number | undefined;
}

/** The highlights of the activity, grouped as courses with their titbits. */
export function listTitbits(query: TitbitQuery) {
  return call(getBrowserClient().GET('/api/teaching/anyone/classroomTitbit/list', { params: { query } }));
}

export interface AttendanceQuery {
  activityId: number | undefined;
  classId: number;
  classroomId: number;
  courseId: number | undefined;
  studentId: number | undefined;
  userId: string;
}

export function getAttendanceInfo(query: AttendanceQuery) {
  return call(getBrowserClient().POST('/api/teaching/anyone/classroomAttendance/getAttendanceInfo', { body: query }));
}

/** Signs in (type 1) or out (2); lat and lon only when the site has stored a place. */
export function signInOrOut(body: AttendanceQuery & { type: 1 | 2; lat?: number; lon?: number }) {
  return call(getBrowserClient().POST('/api/teaching/anyone/classroomAttendance/signInOrOut', { body }));
}
