// Logging out (spec 1 §4): the server revokes the token, then the session store forgets it and
// re-creates the visitor. Loaded by the header's user menu only when someone logs out, so pages
// do not carry the API client for it. Logging out deletes the exam journal (issue 28): answers the
// server has not confirmed are first sent once more, and if some still are not there, the student
// is asked (staying keeps them signed in and answering).
import { call, isApiCallError } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import { EXAM_JOURNAL } from '../../lib/study-offline';
import { hasDatabase } from '../../stores/private-data';
import { signOut } from '../../stores/session';
import { dismissToast, showToast } from '../../stores/ui';

/**
 * Sends what the exam's journal holds unconfirmed and resolves with how many answers are still not
 * on the server (src/study/exam/unsent.ts, handed in by the page: islands never import the study widget).
 */
export type UnsentAnswersSender = () => Promise<number>;

/**
 * How long the sending goes unannounced: most sign-outs have nothing to wait for, and a notice
 * flashed for a moment would only puzzle.
 */
const SENDING_NOTICE_AFTER_MS = 300;

/**
 * The journal's answers still not on the server after one more try (none, and nothing loaded,
 * without a journal). A send that takes a while (a slow link: up to 4 s, src/study/exam/unsent.ts)
 * says what the student is waiting for, until it ends.
 */
async function unsentAnswers(send: UnsentAnswersSender, sendingMessage: string): Promise<number> {
  if (!(await hasDatabase(EXAM_JOURNAL))) return 0;
  let notice: number | undefined;
  const timer = setTimeout(() => (notice = showToast({ kind: 'info', message: sendingMessage, durationMs: 0 })), SENDING_NOTICE_AFTER_MS);
  try {
    return await send();
  } finally {
    clearTimeout(timer);
    if (notice !== undefined) dismissToast(notice);
  }
}

/** Logs out; resolves false when the student chose to stay (answers would have been lost). */
export async function logout({
  successMessage,
  sendingMessage,
  sendUnsentAnswers,
}: {
  successMessage: string;
  /** What the student reads while the unsent answers are sent. */
  sendingMessage: string;
  sendUnsentAnswers: UnsentAnswersSender;
}): Promise<boolean> {
  const unsent = await unsentAnswers(sendUnsentAnswers, sendingMessage);
  if (unsent > 0) {
    const { confirmLosingAnswers } = await import('./UnsentAnswersConfirm');
    if (!(await confirmLosingAnswers(unsent))) return false;
  }
  try {
    await call(getBrowserClient().POST('/api/oauth/app/token/logout'));
  } catch (error) {
    // The user asked to leave, so this browser forgets the token whatever the server said; the
    // client has already said why (an ended session on its way to /login, or 'system busy').
    if (!isApiCallError(error)) console.error(error);
    signOut();
    return true;
  }
  signOut();
  showToast({ kind: 'success', message: successMessage });
  return true;
}
