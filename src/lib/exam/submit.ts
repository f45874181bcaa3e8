// Confirmations around submitting and leaving a homework or test, and where a past attempt opens (spec 3 §2, §4).
import type { Message } from '../../i18n';
import { buildHref } from '../study/jumps';
import { ATTEMPT_STATUS, type WorkKind } from './work';

type Id = string | number;

export function submitConfirmation(answered: number, total: number): Message {
  return { key: answered === total ? 'rules.exam.submitConfirm' : 'rules.exam.submitConfirmUnanswered' };
}

/** One message per kind: the kind is a word of the sentence, which a locale-free param cannot translate. */
export function exitConfirmation(kind: WorkKind): Message {
  return { key: kind === 'homework' ? 'rules.exam.exitConfirm.homework' : 'rules.exam.exitConfirm.test' };
}

export interface AttemptLog {
  /** The attempt's answerLogId. */
  id: Id;
  status?: number | null;
}

const finishPaths: Record<WorkKind, string> = {
  homework: '/study/homework/answer-finish',
  test: '/study/test/answer-finish',
};

const reviewPaths: Record<WorkKind, string> = {
  homework: '/study/homework/check-my-homework',
  test: '/study/test/check-my-test-exam',
};

/** An attempt still waiting for marking has nothing to review yet, so it opens the finish page. */
export function attemptHref(kind: WorkKind, attempt: AttemptLog, context: { classId: Id; workId: Id }): string {
  const query = { classId: context.classId, workId: context.workId, answerLogId: attempt.id, status: attempt.status };
  return buildHref(attempt.status === ATTEMPT_STATUS.pendingMarking ? finishPaths[kind] : reviewPaths[kind], query);
}
