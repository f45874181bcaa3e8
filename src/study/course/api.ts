// The calls of the course detail page (spec 3 §7, the README's "Courses and the online classroom"
// table), typed by their paths. studentId is the student's enrolment (the page's classStudentId).
import { getBrowserClient } from '../../api/browser-client';
import { call } from '../../api/client';
import type { components } from '../../api/schema';

export type Course = components['schemas']['Course'];
export type CourseSituation = components['schemas']['StudentCourseSituation'];
export type CourseChapter = components['schemas']['CourseChapter'];
export type CourseItem = components['schemas']['ClassroomContentItem'];
export type CourseStatistics = components['schemas']['CourseLearningStatistics'];

export interface CourseQuery {
  courseId: number;
  classId: number | undefined;
  studentId: number | undefined;
}

export function getCourseDetail({ courseId }: { courseId: number }) {
  return call(getBrowserClient().GET('/api/library/anyone/course/detail', { params: { query: { courseId } } }));
}

export function getCourseSituation(query: CourseQuery) {
  return call(getBrowserClient().GET('/api/library/anyone/course/getStudentCourseSituation', { params: { query } }));
}

/** ignoreClass 1: every classroom of the course, not only the class's (the page's type exam). */
export function getChapterTree({ ignoreClass, ...query }: CourseQuery & { ignoreClass: 0 | 1 }) {
  return call(getBrowserClient().GET('/api/library/anyone/course/chapterTree', { params: { query: { ...query, ignoreClass } } }));
}

export function getCoursewareTypeChapter(query: CourseQuery) {
  return call(getBrowserClient().GET('/api/library/anyone/course/coursewareTypeChapter', { params: { query } }));
}

export function getLearningStatistics(query: CourseQuery) {
  return call(getBrowserClient().GET('/api/library/anyone/course/learningStatistics', { params: { query: { ...query, evaluateType: 'ACTIVITY' } } }));
}
