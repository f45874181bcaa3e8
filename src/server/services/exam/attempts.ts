// Attempts at a work (spec 3 §3 Attempt log, §4 Homework and test flow): starting one, resuming
// the open one, listing the submitted ones. At most one attempt of a work is open (status 0); a
// test's deadline is fixed when its attempt starts.
import { and, desc, eq, ne } from 'drizzle-orm';
import { withinDeadline } from '../../../lib/exam/deadline';
import { testDeadline } from '../../../lib/exam/timer';
import type { Database } from '../../db/client';
import { answerLogs, classStudents, studentWorks } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../envelope';
import { say } from '../../messages';
import type { CurrentUser } from '../current-user';
import { closeAttempt } from './submit';
import type { Paper, StudentWork } from './works';

export type AnswerLog = typeof answerLogs.$inferSelect;

/** Attempt status: 0 answering (open), 1 submitted and pending marking, 2 marked. */
export const OPEN = 0;

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
export function assertAnswering(attempt: AnswerLog, now: Date) {
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

/** The submitted attempts of a work, newest first; the open one is reported by the paper and by startAnswer. */
export async function attemptLogs(db: Database, work: StudentWork) {
  const rows = await db
    .select()
    .from(answerLogs)
    .where(and(eq(answerLogs.studentWorkId, work.id), ne(answerLogs.status, OPEN)))
    .orderBy(desc(answerLogs.startedTime), desc(answerLogs.id));
  return rows.map((attempt) => ({
    id: attempt.id,
    createdTime: attempt.startedTime.toISOString(),
    submitTime: iso(attempt.submittedTime),
    status: attempt.status,
    score: attempt.score,
    useTime: attempt.useTimeSeconds,
  }));
}

/**
 * Starts an attempt, or resumes the open one (never two open attempts of one work: the work row is
 * locked, and a partial unique index backs it). A test's open attempt whose time ran out is closed
 * as it stands (submitted at its deadline) and a new one starts, so a student who left a test is
 * never stuck with an attempt that can neither take answers nor be submitted.
 */
export async function startAttempt(db: Database, work: StudentWork, paper: Paper, now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.select({ id: studentWorks.id }).from(studentWorks).where(eq(studentWorks.id, work.id)).for('update');
    let open = await openAttempt(tx, work.id);
    if (open && !withinDeadline(open.deadlineTime, now)) {
      await closeAttempt(tx, open, paper, { submittedTime: open.deadlineTime!, useTimeSeconds: (paper.unitTimeMinutes ?? 0) * 60 });
      open = undefined;
    }
    const resumed = open !== undefined;
    if (!open) {
      const unitTime = paper.kind === 'TEST' ? paper.unitTimeMinutes : null;
      [open] = await tx
        .insert(answerLogs)
        .values({
          tenantId: work.tenantId,
          studentWorkId: work.id,
          status: OPEN,
          startedTime: now,
          deadlineTime: unitTime ? new Date(testDeadline(now, unitTime)) : null,
        })
        .returning();
    }
    return { answerLogId: open!.id, resumed, startTime: open!.startedTime.toISOString(), deadlineTime: ms(open!.deadlineTime), serverTime: now.getTime() };
  });
}
