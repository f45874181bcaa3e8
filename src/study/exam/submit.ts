// Submitting an attempt (issue 14): every pending answer is flushed first; offline, the submit waits
// for the connection and goes then (the server allows 60 s after a test's deadline); a refusal is
// final ('Submit failed, please contact administrator'). After it, the duty completion report.
import { isApiCallError } from '../../api/client';
import { retryDelay } from '../../lib/exam/outbox';
import { $session } from '../../stores/session';
import { reportFinish, submitWork, submitXskt, type WorkKind } from './api';
import { clearJournal } from './journal';
import type { AnswerOutbox } from './outbox';

export interface SubmitTarget {
  kind: WorkKind;
  workId: number;
  answerLogId: number;
  xskt?: { token: string; startedAt: number; classId?: number; classroomId?: number; courseId?: number; activityId?: number };
  classroomId?: number;
  activityId?: number;
}

export type SubmitOutcome = { ok: true; status: number } | { ok: false };

/** Waits for the connection: the browser's online event, or the backoff, whichever is first. */
function waitToRetry(failures: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, retryDelay(failures));
    window.addEventListener('online', done);
  });
}

function sendSubmit(target: SubmitTarget, outbox: AnswerOutbox) {
  if (!target.xskt) return submitWork(target.kind, target.workId, target.answerLogId);
  const { token, startedAt, ...ids } = target.xskt;
  const userAnswerObjects = [...outbox.getSnapshot().entries.values()].map((entry) => ({ questionId: entry.questionId, questionAnswerVO: entry.answer }));
  return submitXskt({ ...ids, studentWorkId: target.workId, answerLogId: target.answerLogId, use_time: Math.max(0, Math.round((Date.now() - startedAt) / 1000)), userAnswerObjects, xsktUserToken: token });
}

export async function submitAttempt(target: SubmitTarget, outbox: AnswerOutbox): Promise<SubmitOutcome> {
  await outbox.whenAllSaved();
  let failures = 0;
  for (;;) {
    try {
      const result = await sendSubmit(target, outbox);
      const session = $session.get();
      if (target.classroomId !== undefined) {
        reportFinish({ contentId: target.classroomId, activityId: target.activityId, bizId: target.workId, bizType: target.kind === 'homework' ? 'HOMEWORK' : 'TEST', tenantId: session.tenantId, userId: session.userId }).catch(() => undefined);
      }
      void clearJournal(target.answerLogId);
      return { ok: true, status: result.status };
    } catch (error) {
      if (isApiCallError(error) && (error.reason === 'code' || error.reason === 'token')) return { ok: false };
      await waitToRetry(failures++);
    }
  }
}
