// Saving answers (spec 3 §3 Answer submission record, §4 step 3; issue 11 item 3). Saves arrive
// out of order (each navigation saves, retries overlap): one row per attempt and question, and the
// save with the higher clientSeq wins, whatever order the rows reach the database in.
import { and, eq, sql } from 'drizzle-orm';
import { storedAnswer, type QuestionAnswerVO, type StoredAnswer } from '../../../lib/exam/answers';
import type { Database } from '../../db/client';
import { attemptAnswers, paperQuestions } from '../../db/schema';
import { badRequest, notFound } from '../../envelope';
import type { CurrentUser } from '../current-user';
import { assertAnswering, iso, requireOwnAttempt } from './attempt-row';
import { loadQuestions } from './papers';

export interface AnswerSave {
  answerLogId: number;
  /** The work id (the record's id), checked against the attempt's when sent. */
  id?: number;
  questionId: number;
  questionUnitId?: number;
  questionAnswerVO?: QuestionAnswerVO | null;
  clientSeq: number;
}

/** The paper's answerable questions: leaves, so sub-questions of 11 and 13 are answered, their parents are not. */
export async function answerableQuestions(db: Database, paperId: number) {
  const { byId } = await loadQuestions(db, paperId);
  return (questionId: number, field = 'questionId') => {
    const question = byId.get(questionId);
    if (!question) throw notFound(`${field}: no question ${questionId} in this paper`);
    if (question.hasChildren) throw badRequest(`${field}: question ${questionId} is answered through its sub-questions (readQuestionList)`);
    return question;
  };
}

/** answerableQuestions for one question, reading only that question's row and whether it has sub-questions (a save names one). */
async function requireAnswerable(db: Database, paperId: number, questionId: number, field = 'questionId') {
  const [question] = await db
    .select({ id: paperQuestions.id, hasChildren: sql<boolean>`exists (select 1 from paper_questions child where child.paper_id = ${paperId} and child.parent_id = ${questionId})` })
    .from(paperQuestions)
    .where(and(eq(paperQuestions.id, questionId), eq(paperQuestions.paperId, paperId)));
  if (!question) throw notFound(`${field}: no question ${questionId} in this paper`);
  if (question.hasChildren) throw badRequest(`${field}: question ${questionId} is answered through its sub-questions (readQuestionList)`);
}

/**
 * Upserts one answer: INSERT … ON CONFLICT (answer_log_id, question_id) DO UPDATE … WHERE the
 * stored client_seq is lower. Whether this save won, and the clientSeq now stored.
 */
export async function upsertAnswer(tx: Database, row: { tenantId: string; answerLogId: number; questionId: number; answer: StoredAnswer; clientSeq: number; now: Date }) {
  const written = await tx
    .insert(attemptAnswers)
    .values({ tenantId: row.tenantId, answerLogId: row.answerLogId, questionId: row.questionId, answer: row.answer, clientSeq: row.clientSeq, savedTime: row.now })
    .onConflictDoUpdate({
      target: [attemptAnswers.answerLogId, attemptAnswers.questionId],
      set: { answer: sql`excluded.answer`, clientSeq: sql`excluded.client_seq`, savedTime: sql`excluded.saved_time` },
      setWhere: sql`${attemptAnswers.clientSeq} < excluded.client_seq`,
    })
    .returning({ id: attemptAnswers.id });
  // Written: the clientSeq stored is this save's. Not written (an older or equal clientSeq): read the one that won.
  if (written.length > 0) return { saved: true, clientSeq: row.clientSeq };
  const [stored] = await tx
    .select({ clientSeq: attemptAnswers.clientSeq })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.answerLogId, row.answerLogId), eq(attemptAnswers.questionId, row.questionId)));
  return { saved: false, clientSeq: stored!.clientSeq };
}

/** Saves one answer of the caller's open attempt; a lower or equal clientSeq is accepted and changes nothing. */
export async function saveAnswer(db: Database, user: CurrentUser, input: AnswerSave, now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { attempt, work } = await requireOwnAttempt(tx, user, input.answerLogId, { lock: 'share' });
    if (input.id !== undefined && input.id !== work.id) throw badRequest(`id: attempt ${attempt.id} is not of work ${input.id}`);
    if (input.questionUnitId !== undefined && input.questionUnitId !== work.paperId) throw badRequest(`questionUnitId: attempt ${attempt.id} answers paper ${work.paperId}, not ${input.questionUnitId}`);
    assertAnswering(attempt, now);
    await requireAnswerable(tx, work.paperId, input.questionId);
    const result = await upsertAnswer(tx, { tenantId: work.tenantId, answerLogId: attempt.id, questionId: input.questionId, answer: storedAnswer(input.questionAnswerVO), clientSeq: input.clientSeq, now });
    return { answerLogId: attempt.id, questionId: input.questionId, ...result };
  });
}

/** Every answer saved in the caller's attempt, with its clientSeq, so a resumed attempt continues where it was. */
export async function savedAnswers(db: Database, user: CurrentUser, answerLogId: number) {
  const { attempt, work } = await requireOwnAttempt(db, user, answerLogId);
  const rows = await db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, attempt.id)).orderBy(attemptAnswers.questionId);
  return rows.map((row) => ({
    answerLogId: attempt.id,
    id: work.id,
    questionId: row.questionId,
    questionUnitId: work.paperId,
    questionAnswerVO: { optionList: row.answer.keys, content: row.answer.content ?? '' },
    clientSeq: row.clientSeq,
    answerTime: iso(row.savedTime),
  }));
}
