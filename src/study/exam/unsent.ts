// Answers the server has not confirmed, at a deliberate sign-out (issue 28): sign-out deletes the
// journal, so before it does, what the journal still holds is sent once more (by the answering
// screen's own outbox when it is open in this page, else by an outbox made for the purpose), for a
// short while only; whatever is still unsent then is counted, and the student is asked
// (src/islands/auth/logout.ts). A session ended by the server never comes here: the journal stays.
import type { WorkPaper } from './api';
import { readUnsentJournal } from './journal';
import { AnswerOutbox } from './outbox';

/** How long a sign-out waits for the unsent answers to go before it asks. */
export const SIGN_OUT_SEND_MS = 4_000;

/** Resolves when every answer of `outbox` is saved, or each unsent one has been tried once and failed, or after `ms`. */
function triedOnce(outbox: AnswerOutbox, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const check = () => {
      const { pending, sending, trouble } = outbox.getSnapshot();
      if (pending === 0 || (sending.size === 0 && trouble !== undefined)) done();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = outbox.subscribe(check);
    outbox.sendAll();
    check();
  });
}

/** Sends what the journal has not had confirmed; resolves with the number of answers still unsent. */
export async function sendUnsentAnswers(ms = SIGN_OUT_SEND_MS): Promise<number> {
  const attempts = await readUnsentJournal();
  if (attempts.length === 0) return 0;
  const outboxes: AnswerOutbox[] = [];
  const made: AnswerOutbox[] = [];
  let unsendable = 0;
  for (const { answerLogId, entries, kept } of attempts) {
    const open = [...AnswerOutbox.live].find((outbox) => outbox.answerLogId === answerLogId);
    if (open) {
      outboxes.push(open);
    } else if (kept) {
      const paper = kept.paper as WorkPaper;
      const outbox = new AnswerOutbox({ answerLogId, workId: kept.workId, paperId: paper.questionUnitCAResultVO.id }, new Map(entries.map((entry) => [entry.questionId, entry])));
      outboxes.push(outbox);
      made.push(outbox);
    } else {
      // Kept by an older build without its attempt: nothing to send them with.
      unsendable += entries.length;
    }
  }
  await Promise.all(outboxes.map((outbox) => triedOnce(outbox, ms)));
  const unsent = outboxes.reduce((sum, outbox) => sum + outbox.getSnapshot().pending, unsendable);
  for (const outbox of made) outbox.dispose();
  return unsent;
}
