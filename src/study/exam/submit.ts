// Submitting an attempt (issue 14, issue 25 row 3): every pending answer is flushed first; offline
// or with the server unavailable, the submit waits and tries again (the server allows 60 s after a
// test's deadline), telling the screen why and when through onProgress; a refusal is final
// ('Submit failed, please contact administrator', with the server's words). After it, the duty
// completion report. Nothing here forgets an answer: the journal is cleared only once submitted.
import { isApiCallError } from '../../api/client';
import { submitDespiteRefusal, troubleOf, type RetriedTrouble } from '../../lib/exam/attempt-state';
import { retryDelay } from '../../lib/exam/outbox';
import { $session } from '../../stores/session';
import { WORK_KIND_CODE, type WorkKind } from '../../lib/exam/work';
import { reportFinish, submitWork, submitXskt } from './api';
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

export type SubmitOutcome = { ok: true; status: number } | { ok: false; reason: string; code: number };

/** Where the submit is: flushing the answers, sending, or waiting to try again (offline: for the connection; server: until retryAt). */
export type SubmitProgress = { stage: 'saving' } | { stage: 'sending' } | { stage: 'waiting'; trouble: RetriedTrouble; retryAt: number };

export interface SubmitControl {
  onProgress(progress: SubmitProgress): void;
  /** Set while the submit waits: ends the wait at once ('Retry now'). */
  wake?: () => void;
}

/** Waits for the connection or the 'Retry now' button, or the backoff, whichever is first. */
function waitToRetry(delay: number, control: SubmitControl): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      control.wake = undefined;
      resolve();
    };
    const timer = setTimeout(done, delay);
    window.addEventListener('online', done);
    control.wake = done;
  });
}

function sendSubmit(target: SubmitTarget, outbox: AnswerOutbox) {
  if (!target.xskt) return submitWork(target.kind, target.workId, target.answerLogId);
  const { token, startedAt, ...ids } = target.xskt;
  const userAnswerObjects = [...outbox.getSnapshot().entries.values()].map((entry) => ({ questionId: entry.questionId, questionAnswerVO: entry.answer }));
  return submitXskt({ ...ids, studentWorkId: target.workId, answerLogId: target.answerLogId, use_time: Math.max(0, Math.round((Date.now() - startedAt) / 1000)), userAnswerObjects, xsktUserToken: token });
}

export async function submitAttempt(target: SubmitTarget, outbox: AnswerOutbox, control: SubmitControl): Promise<SubmitOutcome> {
  control.onProgress({ stage: 'saving' });
  const saved = await outbox.whenAllSaved();
  // A refused save: the attempt was submitted elsewhere or its time is over, and the submit's answer
  // says which; any other refusal is told as it is, the answer kept in the journal.
  if (!saved.saved && !submitDespiteRefusal(saved.refusal.code)) return { ok: false, reason: saved.refusal.msg, code: saved.refusal.code };
  let failures = 0;
  for (;;) {
    control.onProgress({ stage: 'sending' });
    try {
      const result = await sendSubmit(target, outbox);
      const session = $session.get();
      if (target.classroomId !== undefined) {
        reportFinish({
          contentId: target.classroomId,
          activityId: target.activityId,
          // An activity's contents are its classrooms: the content in its activity is the classroom.
          activityContentId: target.activityId !== undefined ? target.classroomId : undefined,
          bizId: target.workId,
          bizType: WORK_KIND_CODE[target.kind],
          tenantId: session.tenantId,
          userId: session.userId,
        }).catch(() => undefined);
      }
      void clearJournal(target.answerLogId);
      return { ok: true, status: result.status };
    } catch (error) {
      const trouble = troubleOf(error, navigator.onLine);
      if (trouble === 'refused') return { ok: false, reason: isApiCallError(error) ? error.msg : String(error), code: isApiCallError(error) ? error.code : 0 };
      const delay = retryDelay(failures++);
      control.onProgress({ stage: 'waiting', trouble, retryAt: Date.now() + delay });
      await waitToRetry(delay, control);
    }
  }
}
