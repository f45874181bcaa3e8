// Attempts at a work (spec 3 §3 Attempt log, §4 Homework and test flow): starting one, resuming
// the open one, listing the submitted ones. At most one attempt of a work is open (status 0); a
// test's deadline is fixed when its attempt starts.
import { and, desc, eq, ne } from 'drizzle-orm';
import { withinDeadline } from '../../../lib/exam/deadline';
import { testDeadline } from '../../../lib/exam/timer';
import { WORK_KIND_CODE } from '../../../lib/exam/work';
import type { Database } from '../../db/client';
import { answerLogs, studentWorks } from '../../db/schema';
import { iso, ms, OPEN, openAttempt } from './attempt-row';
import { closeAttempt } from './submit';
import type { Paper, StudentWork } from './works';

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
      const unitTime = paper.kind === WORK_KIND_CODE.test ? paper.unitTimeMinutes : null;
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
