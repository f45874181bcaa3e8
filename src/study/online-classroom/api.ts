// The calls of the online classroom (spec 3 §7; the README's "Courses and the online classroom"
// table), typed by their paths.
import { getBrowserClient } from '../../api/browser-client';
import { call, type RequestBody } from '../../api/client';
import type { components } from '../../api/schema';

export type PlayerClassroom = components['schemas']['PlayerClassroom'];
export type ActivityContent = components['schemas']['ActivityContent'];
export type VideoProgress = components['schemas']['VideoProgress'];

export interface ClassroomQuery {
  classroomId: number;
  classId: number;
  studentId: number | undefined;
  courseId: number | undefined;
  isPreview: 0 | 1;
}

export function getClassroom(query: ClassroomQuery) {
  return call(getBrowserClient().GET('/api/library/anyone/classroom/detail', { params: { query } }));
}

export function recordVisit(body: ClassroomQuery) {
  return call(getBrowserClient().POST('/api/library/anyone/classroom/recordVisit', { body }));
}

export type ContentsQuery = RequestBody<'/api/teaching/anyone/classActivity/listActivityContent'>;

export function listActivityContent(body: ContentsQuery) {
  return call(getBrowserClient().POST('/api/teaching/anyone/classActivity/listActivityContent', { body }));
}

/** A progress report as the player makes it; the client's name is added on the way. */
export type ProgressReport = Omit<RequestBody<'/api/library/anyone/studyRecord/saveVideoProgress'>, 'client'>;

/**
 * Saves a progress report. `keepalive` lets the request outlive the page (pagehide): unlike
 * sendBeacon it carries the client's token and tenant headers, which the API requires.
 */
export function saveVideoProgress(report: ProgressReport, keepalive = false) {
  return call(getBrowserClient().POST('/api/library/anyone/studyRecord/saveVideoProgress', { body: { ...report, client: 'Web' }, keepalive }));
}
