// The offline classroom's state (spec 2 §2 /study/classroom/offline, §4 sign-in and sign-out): the
// classroom of the address, its teachers, points, highlights and the student's attendance, and the
// sign action, which lets one request out at a time and never repeats a done sign.
import { atom, computed } from 'nanostores';
import { attendanceCheck, attendanceSuccess, type AttendanceKind } from '../../lib/study/attendance';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { storedVisitorLocation } from '../../stores/visitor-location';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter } from '../router';
import { translate } from '../translate';
import { getAttendanceInfo, getOfflineClassroom, getPointPage, getTeacherPage, listTitbits, signInOrOut, type AttendanceQuery, type ClassroomQuery } from './api';
import { queryId } from '../../lib/study/query-id';

export interface OfflineRef {
  classId: number | undefined;
  classroomId: number;
  studentId: number | undefined;
  courseId: number | undefined;
  activityId: number | undefined;
}

/** The classroom the address names (spec 2 §2 query: classId, classroomId, studentId, courseId, activityId …); null without one. */
export const $offlineRef = computed($studyRouter, (page): OfflineRef | null => {
  const search = page?.route === '/study/classroom/offline' ? page.search : undefined;
  const classroomId = queryId(search?.classroomId);
  if (!search || classroomId === undefined) return null;
  return { classroomId, classId: queryId(search.classId), studentId: queryId(search.studentId), courseId: queryId(search.courseId), activityId: queryId(search.activityId) };
});

const $classroomQuery = computed($offlineRef, (ref): ClassroomQuery | null => (ref ? { classroomId: ref.classroomId, classId: ref.classId, studentId: ref.studentId } : null));

export const $offlineClassroom = keepShown(createQueryStore('study/offline/detail', $classroomQuery, getOfflineClassroom));
export const $teachers = keepShown(createQueryStore('study/offline/teachers', $classroomQuery, getTeacherPage));
export const $points = keepShown(createQueryStore('study/offline/points', $classroomQuery, getPointPage));

/** The class, activity and course: those of the address, else the classroom's own. */
export const $classroomContext = computed([$offlineRef, $offlineClassroom], (ref, { data }) => {
  if (!ref) return null;
  const classId = ref.classId;
  const activityId = ref.activityId ?? data?.activityId ?? undefined;
  const courseId = ref.courseId ?? data?.courseId ?? undefined;
  return { ...ref, classId, activityId, courseId };
});

export const $titbits = keepShown(
  createQueryStore(
    'study/offline/titbits',
    computed($classroomContext, (context) =>
      context?.classId && context.activityId ? { bizId: context.activityId, classId: context.classId, courseId: context.courseId, studentId: context.studentId } : null,
    ),
    listTitbits,
  ),
);

const $attendanceQuery = computed([$classroomContext, $session], (context, session): AttendanceQuery | null =>
  context?.classId && session.userId
    ? { activityId: context.activityId, classId: context.classId, classroomId: context.classroomId, courseId: context.courseId, studentId: context.studentId, userId: session.userId }
    : null,
);

const $attendanceFetcher = createQueryStore('study/offline/attendance', $attendanceQuery, getAttendanceInfo);
export const $attendance = keepShown($attendanceFetcher);

/** The sign request in flight, if any: a click meanwhile is ignored. */
export const $signing = atom<AttendanceKind | null>(null);

/** Signs in or out (spec 2 §4, §5): a done sign says it cannot repeat; the server's refusal is shown by the client. */
export async function sign(kind: AttendanceKind): Promise<void> {
  const query = $attendanceQuery.get();
  if (!query) return;
  const check = attendanceCheck(kind, $attendance.get().data ?? {}, $signing.get() !== null);
  if (!check.allowed) {
    if (check.message) showToast({ kind: 'warning', message: translate(check.message) });
    return;
  }
  $signing.set(kind);
  try {
    const answer = await signInOrOut({ ...query, type: check.type, ...storedVisitorLocation() });
    $attendanceFetcher.mutate(answer);
    showToast({ kind: 'success', message: translate(attendanceSuccess(kind)) });
  } catch {
    // The client has shown the refusal ('repeat attendance check-in is not allowed' among them).
    $attendance.retry();
  } finally {
    $signing.set(null);
  }
}
