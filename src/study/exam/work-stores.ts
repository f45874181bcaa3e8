// A homework's or test's data before it is answered: the student's work for the classroom (its
// workId, else the one the classroom's lookup answers), its paper and its attempts. The instruction
// screens read them from the address, the online classroom's test view from the item on show; both
// use the same cache keys, so a paper read by one is not fetched again by the other.
import { computed, type ReadableAtom } from 'nanostores';
import { createQueryStore, keepShown } from '../query';
import type { WorkKind } from '../../lib/exam/work';
import { getPaper, getWorkId, getXsktPaper, listAttempts } from './api';
import type { ExamParams } from './route';

export function createWorkStores($params: ReadableAtom<ExamParams | null>) {
  const $lookup = computed($params, (params) =>
    params && params.workId === undefined && params.classId !== undefined && params.studentId !== undefined && params.classroomId !== undefined
      ? { kind: params.kind, query: { classId: params.classId, studentId: params.studentId, courseId: params.courseId, classroomId: params.classroomId } }
      : null,
  );
  const $lookedUp = createQueryStore('exam/work-id', $lookup, ({ kind, query }) => getWorkId(kind, query));

  const $work = computed([$params, $lookedUp], (params, lookedUp): { kind: WorkKind; workId: number; xskt: boolean } | null => {
    const workId = params?.workId ?? lookedUp.data?.id;
    return params && workId !== undefined ? { kind: params.kind, workId, xskt: params.xskt } : null;
  });

  return {
    $work,
    $lookupState: computed([$lookup, $lookedUp], (lookup, { loading, error }) => ({ looking: lookup !== null && loading, error })),
    /** Asks the classroom's lookup again (after it failed). */
    retryLookup: () => $lookedUp.invalidate(),
    $paper: keepShown(createQueryStore('exam/paper', $work, ({ kind, workId, xskt }) => (xskt ? getXsktPaper(workId) : getPaper(kind, workId)))),
    $attempts: keepShown(createQueryStore('exam/attempts', computed($work, (work) => (work ? { kind: work.kind, workId: work.workId } : null)), ({ kind, workId }) => listAttempts(kind, workId))),
  };
}
