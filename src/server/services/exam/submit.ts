// Submitting an attempt (spec 3 §4, issue 11 items 3 and 5): in one transaction, objective answers
// are scored; a paper with a short answer waits for marking (status 1), any other is marked (2).
import { and, eq } from 'drizzle-orm';
import { isObjectiveType, markObjective } from '../../../lib/exam/marking';
import { ATTEMPT_STATUS } from '../../../lib/exam/work';
import type { Database } from '../../db/client';
import { answerLogs, attemptAnswers } from '../../db/schema';
import type { CurrentUser } from '../current-user';
import { assertAnswering, OPEN, requireOwnAttempt, type AnswerLog } from './attempt-row';
import { loadQuestions } from './papers';
import type { Paper, StudentWork } from './works';

const { pendingMarking: PENDING_MARKING, marked: MARKED } = ATTEMPT_STATUS;

/** What a submit answers, the first time and on every repeat. */
export function submitResult(attempt: AnswerLog, alreadySubmitted: boolean) {
  return {
    answerLogId: attempt.id,
    status: attempt.status,
    score: attempt.score,
    submitTime: attempt.submittedTime?.toISOString() ?? null,
    useTime: attempt.useTimeSeconds,
    alreadySubmitted,
  };
}

/** Scores the objective answers of an open attempt and closes it; the caller holds the transaction. */
export async function closeAttempt(tx: Database, attempt: AnswerLog, paper: Paper, closing: { submittedTime: Date; useTimeSeconds: number }): Promise<AnswerLog> {
  const { leaves } = await loadQuestions(tx, paper.id);
  const saved = await tx.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, attempt.id));
  const byQuestion = new Map(saved.map((row) => [row.questionId, row]));
  let score = 0;
  for (const question of leaves.filter((leaf) => isObjectiveType(leaf.questionType))) {
    const row = byQuestion.get(question.id);
    if (!row) continue; // unanswered: no points, shown as wrong in review
    const mark = markObjective(question.questionType, question.examPoint, question.correctAnswer, row.answer);
    score += mark.score;
    await tx.update(attemptAnswers).set(mark).where(eq(attemptAnswers.id, row.id));
  }
  const pending = leaves.some((leaf) => !isObjectiveType(leaf.questionType));
  const [closed] = await tx
    .update(answerLogs)
    .set({
      status: pending ? PENDING_MARKING : MARKED,
      submittedTime: closing.submittedTime,
      markedTime: pending ? null : closing.submittedTime,
      score: pending ? null : score,
      useTimeSeconds: closing.useTimeSeconds,
    })
    .where(and(eq(answerLogs.id, attempt.id), eq(answerLogs.status, OPEN)))
    .returning();
  return closed!;
}

/** How long the attempt took: use_time as sent, else the time since it started. */
function useTimeOf(attempt: AnswerLog, now: Date, useTime: number | undefined) {
  return useTime ?? Math.max(0, Math.round((now.getTime() - attempt.startedTime.getTime()) / 1000));
}

/**
 * Submits the caller's attempt `answerLogId` of `work`. A repeat answers the first result
 * (alreadySubmitted true) instead of an error, so a retried submit after a lost answer is safe.
 * `before` runs inside the transaction once the attempt is locked and open (the xskt submit saves
 * its answers there).
 */
export async function submitAttempt(
  db: Database,
  user: CurrentUser,
  input: { work: StudentWork; paper: Paper; answerLogId: number; useTime?: number; now: Date; field?: string },
  before?: (tx: Database, attempt: AnswerLog) => Promise<void>,
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { attempt } = await requireOwnAttempt(tx, user, input.answerLogId, { lock: 'update', workId: input.work.id });
    if (attempt.status !== OPEN) return submitResult(attempt, true);
    assertAnswering(attempt, input.now);
    await before?.(tx, attempt);
    const closed = await closeAttempt(tx, attempt, input.paper, { submittedTime: input.now, useTimeSeconds: useTimeOf(attempt, input.now, input.useTime) });
    return submitResult(closed, false);
  });
}
