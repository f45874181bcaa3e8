// The operator's marking (issue 11 item 5): every attempt pending marking gets its unmarked answers
// marked (objective ones as on submit; short answers by the key-word rule of
// src/lib/exam/marking.ts), then status 2 with the total score, so review screens have marks.
import { and, asc, eq } from 'drizzle-orm';
import { isObjectiveType, markObjective, markShortAnswer } from '../../../lib/exam/marking';
import { ATTEMPT_STATUS } from '../../../lib/exam/work';
import type { Database } from '../../db/client';
import { answerLogs, attemptAnswers, studentWorks } from '../../db/schema';
import { loadQuestions } from './papers';

const { pendingMarking: PENDING_MARKING, marked: MARKED } = ATTEMPT_STATUS;

/** Marks the pending attempts of one school, or of all; answers how many it marked. Each attempt in its own transaction. */
export async function markPendingAttempts(db: Database, options: { tenantId?: string; now: Date }): Promise<number> {
  const pending = await db
    .select({ id: answerLogs.id, paperId: studentWorks.paperId })
    .from(answerLogs)
    .innerJoin(studentWorks, eq(studentWorks.id, answerLogs.studentWorkId))
    .where(and(eq(answerLogs.status, PENDING_MARKING), options.tenantId ? eq(answerLogs.tenantId, options.tenantId) : undefined))
    .orderBy(asc(answerLogs.id));
  let marked = 0;
  for (const { id, paperId } of pending) {
    const done = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // Marked meanwhile (another run, a teacher): leave it.
      const [attempt] = await tx
        .select({ status: answerLogs.status })
        .from(answerLogs)
        .where(eq(answerLogs.id, id))
        .for('update');
      if (attempt?.status !== PENDING_MARKING) return false;
      const { byId } = await loadQuestions(tx, paperId);
      const rows = await tx.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, id));
      let total = 0;
      for (const row of rows) {
        const question = byId.get(row.questionId);
        if (row.score !== null || !question) {
          total += row.score ?? 0;
          continue;
        }
        const mark = isObjectiveType(question.questionType)
          ? markObjective(question.questionType, question.examPoint, question.correctAnswer, row.answer)
          : markShortAnswer(question.examPoint, question.correctAnswer.content, row.answer.content);
        total += mark.score;
        await tx.update(attemptAnswers).set(mark).where(eq(attemptAnswers.id, row.id));
      }
      await tx.update(answerLogs).set({ status: MARKED, score: total, markedTime: options.now }).where(eq(answerLogs.id, id));
      return true;
    });
    if (done) marked += 1;
  }
  return marked;
}
