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
import { showToast } from '../../stores/ui';

/**
 * Sends what the exam's journal holds unconfirmed and resolves with how many answers are still not
 * on the server (src/study/exam/unsent.ts, handed in by the page: islands never import the study widget).
 */
export type UnsentAnswersSender = () => Promise<number>;

/** The journal's answers still not on the server after one more try (none, and nothing loaded, without a journal). */
async function unsentAnswers(send: UnsentAnswersSender): Promise<number> {
  if (!(await hasDatabase(EXAM_JOURNAL))) return 0;
  return send();
}

/** Logs out; resolves false when the student chose to stay (answers would have been lost). */
export async function logout({
  successMessage,
  sendUnsentAnswers,
}: {
  successMessage: string;
  sendUnsentAnswers: UnsentAnswersSender;
}): Promise<boolean> {
  const unsent = await unsentAnswers(sendUnsentAnswers);
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
