// Reviewing a past attempt (spec 3 §2 Review screens): the paper with the student's answers, the
// correct answers and each question's mark. Only a submitted attempt: an open one would show the
// correct answers while they can still be changed.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attemptAnswers } from '../../db/schema';
import { ApiError } from '../../envelope';
import { say } from '../../messages';
import type { CurrentUser } from '../current-user';
import { iso, OPEN, requireOwnAttempt } from './attempt-row';
import { loadQuestions, reviewPaperVO } from './papers';
import type { Paper, StudentWork } from './works';

export async function reviewAttempt(db: Database, user: CurrentUser, work: StudentWork, paper: Paper, answerLogId: number) {
  const { attempt } = await requireOwnAttempt(db, user, answerLogId, { workId: work.id });
  if (attempt.status === OPEN) throw new ApiError(409, say('api.exam.notSubmitted'));
  const { roots } = await loadQuestions(db, paper.id);
  const rows = await db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, attempt.id));
  const saved = new Map(rows.map((row) => [row.questionId, { answer: row.answer, score: row.score, isCorrect: row.isCorrect }]));
  return {
    workId: work.id,
    answerLogId: attempt.id,
    status: attempt.status,
    score: attempt.score,
    createdTime: attempt.startedTime.toISOString(),
    submitTime: iso(attempt.submittedTime),
    useTime: attempt.useTimeSeconds,
    questionUnitCAResultVO: reviewPaperVO(paper, roots, saved),
  };
}
