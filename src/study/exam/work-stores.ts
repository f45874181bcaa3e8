// A homework's or test's data before it is answered: the student's work for the classroom (its
// workId, else the one the classroom's lookup answers), its paper and its attempts. The instruction
// screens read them from the address, the online classroom's test view from the item on show; both
// use the same cache keys, so a paper read by one is not fetched again by the other, nor by the
// answering screen that follows (attempt-store.ts reads it through loadPaper).
import { computed, type ReadableAtom } from 'nanostores';
import { createQueryStore, invalidateKeys, keepShown, mutateCache, queryKey } from '../query';
import type { WorkKind } from '../../lib/exam/work';
import { openStudy } from '../router';
import { getPaper, getWorkId, getXsktPaper, listAttempts, startAttempt, type WorkPaper, type XsktPaper } from './api';
import { examHref, type ExamParams } from './route';

export interface WorkRef {
  kind: WorkKind;
  workId: number;
  xskt: boolean;
}

const PAPER = 'exam/paper';
/**
 * A paper changes only when an attempt starts or ends (its answerLogId), and both are told to the
 * cache (paperStarted, paperDone): read once for the instructions and the answering screen.
 */
const PAPER_DEDUPE_MS = 10 * 60_000;

/** The work's cache entry of the paper, as both screens key it (createQueryStore's key of $work). */
const paperKey = ({ kind, workId, xskt }: WorkRef) => queryKey(PAPER, { kind, workId, xskt });

/** An attempt started: the cached paper names it as the open one, so the answering screen needs no second read. */
export function paperStarted(work: WorkRef, paper: WorkPaper | XsktPaper, answerLogId: number): void {
  mutateCache(paperKey(work), { ...paper, answerLogId });
}

/** An attempt ended (submitted): the paper is read again when next shown. */
export function paperDone(work: WorkRef): void {
  invalidateKeys(paperKey(work));
}

/** 'Start answering': starts (or resumes) the attempt and opens it, the paper taken along in the cache. False when refused or failed (the client has said why). */
export async function startWork(params: ExamParams, workId: number, paper: WorkPaper | XsktPaper | undefined): Promise<boolean> {
  const started = await startAttempt(params.kind, workId).catch(() => undefined);
  if (!started) return false;
  if (paper) paperStarted({ kind: params.kind, workId, xskt: params.xskt }, paper, started.answerLogId);
  openStudy(examHref(`/study/${params.kind}/answer`, { ...params, workId }, { answerLogId: started.answerLogId }));
  return true;
}

export function createWorkStores($params: ReadableAtom<ExamParams | null>) {
  const $lookup = computed($params, (params) =>
    params && params.workId === undefined && params.classId !== undefined && params.studentId !== undefined && params.classroomId !== undefined
      ? { kind: params.kind, query: { classId: params.classId, studentId: params.studentId, courseId: params.courseId, classroomId: params.classroomId } }
      : null,
  );
  const $lookedUp = createQueryStore('exam/work-id', $lookup, ({ kind, query }) => getWorkId(kind, query));

  const $work = computed([$params, $lookedUp], (params, lookedUp): WorkRef | null => {
    const workId = params?.workId ?? lookedUp.data?.id;
    return params && workId !== undefined ? { kind: params.kind, workId, xskt: params.xskt } : null;
  });

  const $paperFetcher = createQueryStore(PAPER, $work, ({ kind, workId, xskt }) => (xskt ? getXsktPaper(workId) : getPaper(kind, workId)), { dedupeTime: PAPER_DEDUPE_MS });

  return {
    $work,
    $lookupState: computed([$lookup, $lookedUp], (lookup, { loading, error }) => ({ looking: lookup !== null && loading, error })),
    /** Asks the classroom's lookup again (after it failed). */
    retryLookup: () => $lookedUp.invalidate(),
    $paper: keepShown($paperFetcher),
    /** The paper of the work on show, from the cache when it was read a moment ago; a failed read is not kept. */
    async loadPaper(): Promise<WorkPaper | XsktPaper> {
      const answer = await $paperFetcher.fetch();
      if ('data' in answer) return answer.data;
      $paperFetcher.invalidate();
      throw answer.error;
    },
    $attempts: keepShown(createQueryStore('exam/attempts', computed($work, (work) => (work ? { kind: work.kind, workId: work.workId } : null)), ({ kind, workId }) => listAttempts(kind, workId))),
  };
}
