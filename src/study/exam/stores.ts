// The instruction and review screens' data (spec 3 §2): the student's work for the classroom, its
// paper and its attempts, and a past attempt's review, each read again when the address changes.
import { computed } from 'nanostores';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter } from '../router';
import { getPaper, getReview, getWorkId, getXsktPaper, listAttempts, type WorkKind } from './api';
import { examParams, type ExamParams } from './route';

export const $examParams = computed($studyRouter, (page): ExamParams | null =>
  page?.route.startsWith('/study/homework') || page?.route.startsWith('/study/test') ? examParams(page.route, page.search) : null,
);

const $lookup = computed($examParams, (params) =>
  params && params.workId === undefined && params.classId !== undefined && params.studentId !== undefined && params.classroomId !== undefined
    ? { kind: params.kind, query: { classId: params.classId, studentId: params.studentId, courseId: params.courseId, classroomId: params.classroomId } }
    : null,
);

const $lookedUp = createQueryStore('exam/work-id', $lookup, ({ kind, query }) => getWorkId(kind, query));

/** The work of the address: its workId, else the one the classroom's lookup answers. */
export const $work = computed([$examParams, $lookedUp], (params, lookedUp): { kind: WorkKind; workId: number; xskt: boolean } | null => {
  const workId = params?.workId ?? lookedUp.data?.id;
  return params && workId !== undefined ? { kind: params.kind, workId, xskt: params.xskt } : null;
});

export const $lookupState = computed([$lookup, $lookedUp], (lookup, { loading, error }) => ({ looking: lookup !== null && loading, error }));

/** Asks the classroom's lookup again (after it failed). */
export const retryLookup = () => $lookedUp.invalidate();

export const $paper = keepShown(createQueryStore('exam/paper', $work, ({ kind, workId, xskt }) => (xskt ? getXsktPaper(workId) : getPaper(kind, workId))));

export const $attempts = keepShown(createQueryStore('exam/attempts', computed($work, (work) => (work ? { kind: work.kind, workId: work.workId } : null)), ({ kind, workId }) => listAttempts(kind, workId)));

export const $review = keepShown(
  createQueryStore(
    'exam/review',
    computed($examParams, (params) => (params?.workId !== undefined && params.answerLogId !== undefined ? { workId: params.workId, answerLogId: params.answerLogId } : null)),
    ({ workId, answerLogId }) => getReview(workId, answerLogId),
  ),
);
