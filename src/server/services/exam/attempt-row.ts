// The attempt row (spec 3 §3 Attempt log) and the checks every call on an attempt makes: the
// caller's own attempt, still open. Shared by starting, saving, submitting, the timer and the
// review, so none of them imports another for it.
import { and, eq } from 'drizzle-orm';
import { withinDeadline } from '../../../lib/exam/deadline';
import { ATTEMPT_STATUS } from '../../../lib/exam/work';
import type { Database } from '../../db/client';
import { answerLogs, classStudents, studentWorks } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../envelope';
import { say } from '../../messages';
import type { CurrentUser } from '../current-user';

export type AnswerLog = typeof answerLogs.$inferSelect;

/** The open attempt's status (ATTEMPT_STATUS of src/lib/exam/work.ts: 0 answering, 1 pending marking, 2 marked). */
export const OPEN = ATTEMPT_STATUS.answering;

export const ms = (time: Date | null) => (time === null ? null : time.getTime());
export const iso = (time: Date | null) => (time === null ? null : time.toISOString());

/**
 * The caller's attempt `answerLogId` with its work. `lock` holds the attempt row until the
 * transaction ends: 'update' for a submit, 'share' for a save, so a save never lands after a submit.
 */
export async function requireOwnAttempt(db: Database, user: CurrentUser, answerLogId: number, options: { lock?: 'update' | 'share'; workId?: number; field?: string } = {}) {
  const field = options.field ?? 'answerLogId';
  // One round trip: the attempt, its work and the work's student (a save makes several a second).
  // The lock is taken on the attempt row only.
  const query = db
    .select({ attempt: answerLogs, work: studentWorks, userId: classStudents.userId })
    .from(answerLogs)
    .innerJoin(studentWorks, eq(studentWorks.id, answerLogs.studentWorkId))
    .innerJoin(classStudents, eq(classStudents.id, studentWorks.classStudentId))
    .where(and(eq(answerLogs.id, answerLogId), eq(answerLogs.tenantId, user.tenantId)));
  const [row] = options.lock ? await query.for(options.lock, { of: answerLogs }) : await query;
  if (!row || (options.workId !== undefined && row.attempt.studentWorkId !== options.workId)) {
    throw notFound(`${field}: no attempt ${answerLogId}${options.workId !== undefined ? ` of work ${options.workId}` : ''} in this school`);
  }
  if (row.userId !== user.userId) throw forbidden(`${field}: a student may only act on their own attempts`);
  return { attempt: row.attempt, work: row.work };
}

/** Refuses a save or submit to an attempt that is no longer open: submitted (40901) or past its deadline and grace (40902). */
export function assertAnswering(attempt: Pick<AnswerLog, 'status' | 'deadlineTime'>, now: Date) {
  if (attempt.status !== OPEN) throw new ApiError(409, say('api.exam.attemptSubmitted'), 40901);
  if (!withinDeadline(attempt.deadlineTime, now)) throw new ApiError(409, say('api.exam.timeOver'), 40902);
}

export async function openAttempt(db: Database, workId: number): Promise<AnswerLog | undefined> {
  const [open] = await db
    .select()
    .from(answerLogs)
    .where(and(eq(answerLogs.studentWorkId, workId), eq(answerLogs.status, OPEN)));
  return open;
}
