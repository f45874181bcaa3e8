// The online classroom's state (spec 3 §2 Online classroom; spec 2 §2 classroom detail): the
// activity and classroom of the address, the content list with the student's progress, the
// classroom on show, and the actions that open a content, move to the previous or next one, record
// the visit and sign the student in where the classroom does so by itself.
import { atom, computed } from 'nanostores';
import { adjacentActivity, type Direction } from '../../lib/study/activity-navigation';
import { AUTO_SIGN_IN_MESSAGE, shouldAutoSignIn } from '../../lib/study/attendance';
import { openingContent } from '../../lib/study/classroom-player';
import { buildHref, coursePageItemOpening, type ItemOpening } from '../../lib/study/jumps';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { getAttendanceInfo, signInOrOut } from '../offline-classroom/api';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter, redirectStudy } from '../router';
import { translate } from '../translate';
import { getClassroom, listActivityContent, recordVisit, type ActivityContent, type ClassroomQuery, type VideoProgress } from './api';
import { $readOnly } from '../viewing/stores';
import { queryId } from '../../lib/study/query-id';

export const ONLINE_ROUTES = ['/study/classroom/online', '/study/classroom/classroom-detail'] as const;

export interface OnlineRef {
  route: (typeof ONLINE_ROUTES)[number];
  classId: number;
  studentId: number | undefined;
  courseId: number | undefined;
  activityId: number | undefined;
  classroomId: number | undefined;
  isPreview: 0 | 1;
}

/** The address: classId and studentId, courseId, and the activity or the classroom (or both). */
export const $onlineRef = computed($studyRouter, (page): OnlineRef | null => {
  const route = ONLINE_ROUTES.find((known) => known === page?.route);
  const search = page?.search;
  const classId = queryId(search?.classId);
  if (!route || !search || classId === undefined) return null;
  const activityId = queryId(search.activityId);
  const classroomId = queryId(search.classroomId);
  if (activityId === undefined && classroomId === undefined) return null;
  return { route, classId, studentId: queryId(search.studentId), courseId: queryId(search.courseId), activityId, classroomId, isPreview: search.isPreview === '1' ? 1 : 0 };
});

const classroomQuery = (ref: OnlineRef, classroomId: number): ClassroomQuery => ({
  classroomId,
  classId: ref.classId,
  studentId: ref.studentId,
  courseId: ref.courseId,
  isPreview: ref.isPreview,
});

/** The classroom the address names, read first when there is no activity to list. */
const $namedClassroom = createQueryStore(
  'study/online/named',
  computed($onlineRef, (ref) => (ref?.classroomId !== undefined && ref.activityId === undefined ? classroomQuery(ref, ref.classroomId) : null)),
  getClassroom,
);

/** The activity whose contents the list shows: the address's, else the named classroom's. */
const $activityId = computed([$onlineRef, $namedClassroom], (ref, named) => ref?.activityId ?? named.data?.activityId ?? undefined);

const $contentsFetcher = createQueryStore(
  'study/online/contents',
  computed([$onlineRef, $activityId, $session], (ref, activityId, session) =>
    ref && activityId && session.userId ? { activityId, classId: ref.classId, studentId: ref.studentId, userId: session.userId } : null,
  ),
  listActivityContent,
);
export const $activityContents = keepShown($contentsFetcher);

export const $contents = computed($activityContents, ({ data }) => data?.activityContentResultVOS ?? []);

/** The classroom on show: the address's, else the opening rule's (the activity's most recently studied video, else the first item). */
export const $classroomId = computed([$onlineRef, $activityContents], (ref, contents): number | undefined => {
  if (!ref) return undefined;
  if (ref.classroomId !== undefined) return ref.classroomId;
  if (!contents.data) return undefined;
  return openingContent(contents.data.activityContentResultVOS)?.contentId;
});

export const $current = computed([$contents, $classroomId], (contents, id) => contents.find((content) => content.contentId === id));

export const $classroom = keepShown(
  createQueryStore(
    'study/online/classroom',
    computed([$onlineRef, $classroomId], (ref, id) => (ref && id !== undefined ? classroomQuery(ref, id) : null)),
    getClassroom,
  ),
);

/** Where an item leads when it is not shown in the centre: live → the APP modal, homework and test → their instruction screens, offline → its page. */
export function itemOpening(content: ActivityContent, ref: OnlineRef, sourceType?: string | null): ItemOpening {
  return coursePageItemOpening(
    { classroomId: content.contentId, dataType: content.dataType, contentType: content.contentType, sourceType },
    { courseId: ref.courseId ?? '' },
    { classId: ref.classId, classStudentId: ref.studentId },
  );
}

/** The 'use the APP' modal of a live item; null when closed. */
export const $appModal = atom<string | null>(null);

/** Opens a content of the list: a live one only shows the APP modal; any other becomes the address's classroom. */
export function openContent(content: ActivityContent): void {
  const ref = $onlineRef.get();
  if (!ref) return;
  const opening = itemOpening(content, ref);
  if (opening.kind === 'modal') {
    $appModal.set(translate(opening.message));
    return;
  }
  const search = $studyRouter.get()?.search ?? {};
  redirectStudy(buildHref(ref.route, { ...search, activityId: ref.activityId ?? $activityId.get(), classroomId: content.contentId }));
}

/** Previous or next content; at the ends 'Already the first one' / 'Already the last one'. */
export function moveContent(direction: Direction): void {
  const contents = $contents.get();
  const index = contents.findIndex((content) => content.contentId === $classroomId.get());
  const move = adjacentActivity(contents, index, direction);
  if (move.kind === 'warning') showToast({ kind: 'warning', message: translate(move.message) });
  else openContent(move.activity);
}

/** The server's answer to a progress report, shown at once in the list (learnProcess and the duty's state). */
export function applyProgress(saved: VideoProgress): void {
  const data = $contentsFetcher.get().data;
  if (!data) return;
  $contentsFetcher.mutate({
    ...data,
    activityContentResultVOS: data.activityContentResultVOS.map((content) =>
      content.contentId === saved.classroomId
        ? { ...content, learnProcess: saved.learnProcess, lastStudyTime: saved.lastStudyTime, learningDuration: saved.learningDuration, finStatus: saved.finished ? 2 : content.finStatus }
        : content,
    ),
  });
}

/**
 * Opening a classroom records the visit (not in preview), which makes a page content studied, and
 * signs the student in where the classroom has onlineAttendance 1, saying so.
 */
export async function visitClassroom(ref: OnlineRef, classroomId: number, onlineAttendance: number): Promise<void> {
  // A head teacher's read-only look is not the student's visit (spec 2 §6), like a preview.
  if (ref.isPreview === 1 || $readOnly.get()) return;
  try {
    await recordVisit(classroomQuery(ref, classroomId));
    $contentsFetcher.invalidate();
    const userId = $session.get().userId;
    if (onlineAttendance !== 1 || !userId) return;
    const query = { activityId: ref.activityId ?? $activityId.get(), classId: ref.classId, classroomId, courseId: ref.courseId, studentId: ref.studentId, userId };
    const info = await getAttendanceInfo(query);
    if (!shouldAutoSignIn({ ...info, onlineAttendance }, true)) return;
    await signInOrOut({ ...query, type: 1 });
    showToast({ kind: 'success', message: translate(AUTO_SIGN_IN_MESSAGE) });
  } catch {
    // The client has shown the refusal; the classroom stays open.
  }
}
