// Where a click on an activity, a course or a course-page item leads (spec 2 §2, spec 3 §2).
import type { Message } from '../../i18n';
import { DATA_TYPE } from './data-type';

type Id = string | number;
export type QueryValue = string | number | null | undefined;

/** A study route with its query; empty values are left out so the page sees them as absent. */
export function buildHref(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const ONLINE_TYPE = { online: 1, offline: 2 } as const;

export interface ActivityForJump {
  activityId: Id;
  onlineType?: number | null;
  bizType?: Id | null;
  /** The course id. */
  extendId?: Id | null;
  isRequired?: number | null;
  activityContentResultVOS?: readonly { contentId?: Id | null }[] | null;
}

export interface StudyContext {
  classId: Id;
  studentId?: Id | null;
  userId?: Id | null;
}

export function activityHref(activity: ActivityForJump, context: StudyContext): string {
  if (activity.onlineType === ONLINE_TYPE.offline) {
    return buildHref('/study/classroom/offline', {
      classId: context.classId,
      // An offline activity holds its classroom as its first content.
      classroomId: activity.activityContentResultVOS?.[0]?.contentId,
      studentId: context.studentId,
      courseId: activity.extendId,
      activityId: activity.activityId,
      bizType: activity.bizType,
      isRequired: activity.isRequired,
    });
  }
  return buildHref('/study/classroom/classroom-detail', {
    activityId: activity.activityId,
    classId: context.classId,
    studentId: context.studentId,
    courseId: activity.extendId,
    bizType: activity.bizType,
    userId: context.userId,
  });
}

export interface CourseForJump {
  courseId: Id;
  learningPlatform?: number | null;
  thirdPlatformType?: number | null;
  learningUrl?: string | null;
}

export type CourseJump =
  | { kind: 'internal'; href: string }
  /** Sync the user to the third-party platform, obtain an authorisation code, then go to learningUrlWithCode(). */
  | { kind: 'third-party-sync'; courseId: Id; learningUrl: string | undefined }
  | { kind: 'external'; url: string }
  | { kind: 'warning'; message: Message };

export function courseJump(course: CourseForJump, context: { classId: Id; classStudentId?: Id | null }): CourseJump {
  if (course.learningPlatform === 0 || course.thirdPlatformType === 10) {
    return {
      kind: 'internal',
      href: buildHref('/study/course/course-detail', {
        courseId: course.courseId,
        classId: context.classId,
        classStudentId: context.classStudentId,
      }),
    };
  }
  const learningUrl = course.learningUrl?.trim() || undefined;
  if (course.thirdPlatformType === 11) return { kind: 'third-party-sync', courseId: course.courseId, learningUrl };
  if (learningUrl) return { kind: 'external', url: learningUrl };
  return { kind: 'warning', message: { key: 'rules.course.contactHeadTeacher' } };
}

/** The third-party learning url carrying the authorisation code obtained after the sync. */
export function learningUrlWithCode(learningUrl: string, code: string): string {
  const hashAt = learningUrl.indexOf('#');
  const base = hashAt === -1 ? learningUrl : learningUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : learningUrl.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}code=${encodeURIComponent(code)}${hash}`;
}

export const LIVE_TYPES: readonly number[] = [DATA_TYPE.live, 19];

export interface CoursePageItem {
  /** The classroom (content) id. */
  classroomId: Id;
  /** dataType or classroomType of spec 3 §3. */
  dataType?: number | null;
  contentType?: string | null;
  sourceType?: string | null;
}

export interface CoursePage {
  courseId: Id;
  courseType?: number | null;
  learningUrl?: string | null;
}

export type ItemOpening =
  | { kind: 'modal'; message: Message }
  | { kind: 'external'; url: string }
  | { kind: 'navigate'; href: string };

/** The course page's query: classStudentId is the student's id in the class, which the test screens call studentId. */
export interface CoursePageContext {
  classId: Id;
  classStudentId?: Id | null;
}

export function coursePageItemOpening(item: CoursePageItem, course: CoursePage, context: CoursePageContext): ItemOpening {
  const type = item.dataType ?? undefined;
  if (type !== undefined && LIVE_TYPES.includes(type)) {
    return { kind: 'modal', message: { key: 'common.pcUnavailable.notOpen' } };
  }
  const learningUrl = course.learningUrl?.trim();
  if (course.courseType === 3 && learningUrl) return { kind: 'external', url: learningUrl };
  const common = { classId: context.classId, classroomId: item.classroomId };
  const work =
    type === DATA_TYPE.homework || item.contentType === 'ONLINE_HOMEWORK' ? 'homework' : type === DATA_TYPE.test || item.contentType === 'ONLINE_TEST' ? 'test' : undefined;
  if (work) {
    // The homework screen names the enrolment classStudentId, the test screen studentId.
    const student = work === 'homework' ? { classStudentId: context.classStudentId } : { studentId: context.classStudentId };
    return {
      kind: 'navigate',
      href: buildHref(`/study/${work}`, { ...common, ...student, courseId: course.courseId, status: 0, sourceType: item.sourceType }),
    };
  }
  const path =
    type === DATA_TYPE.faceToFace || item.contentType === 'OFFLINE_FACE2FACE_TEACHING' ? '/study/classroom/offline' : '/study/classroom/online';
  return { kind: 'navigate', href: buildHref(path, { ...common, studentId: context.classStudentId, courseId: course.courseId }) };
}
