// The instruction and review screens' data (spec 3 §2): the student's work for the classroom, its
// paper and its attempts, and a past attempt's review, each read again when the address changes.
import { computed } from 'nanostores';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter } from '../router';
import { getReview } from './api';
import { examParams, type ExamParams } from './route';
import { createWorkStores } from './work-stores';

export const $examParams = computed($studyRouter, (page): ExamParams | null =>
  page?.route.startsWith('/study/homework') || page?.route.startsWith('/study/test') ? examParams(page.route, page.search) : null,
);

export const { $work, $lookupState, retryLookup, $paper, $attempts, loadPaper } = createWorkStores($examParams);

export const $review = keepShown(
  createQueryStore(
    'exam/review',
    computed($examParams, (params) => (params?.workId !== undefined && params.answerLogId !== undefined ? { workId: params.workId, answerLogId: params.answerLogId } : null)),
    ({ workId, answerLogId }) => getReview(workId, answerLogId),
  ),
);
