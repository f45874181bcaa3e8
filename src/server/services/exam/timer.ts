// The countdown's report (spec 3 §4, §9: the remaining time is reported every 60 one-second
// ticks). The report is recorded on the attempt, the last one with the server's time of arrival;
// it never moves the deadline: deadlineTime, fixed when the attempt started, stays the authority
// for the saves, the submit and the closing of an expired attempt. The answer gives the server's
// own remaining time and clock, so a client can see how far its countdown has drifted.
import { eq } from 'drizzle-orm';
import { remainingSeconds } from '../../../lib/exam/timer';
import type { Database } from '../../db/client';
import { answerLogs } from '../../db/schema';
import { badRequest } from '../../envelope';
import type { CurrentUser } from '../current-user';
import { assertAnswering, ms, requireOwnAttempt } from './attempt-row';

export interface TimeReport {
  testId: number;
  answerLogId: number;
  /** Whole seconds left on the client's countdown. */
  remainingTime: number;
}

export async function reportTime(db: Database, user: CurrentUser, report: TimeReport, now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Shared like a save: a report never lands after the submit that closed the attempt.
    const { attempt } = await requireOwnAttempt(tx, user, report.answerLogId, { lock: 'share', workId: report.testId, field: 'answerLogId' });
    if (attempt.deadlineTime === null) throw badRequest(`answerLogId: attempt ${attempt.id} has no countdown to report`);
    assertAnswering(attempt, now);
    await tx.update(answerLogs).set({ reportedRemainingSeconds: report.remainingTime, reportedTime: now }).where(eq(answerLogs.id, attempt.id));
    return {
      answerLogId: attempt.id,
      reportedRemainingTime: report.remainingTime,
      reportedTime: now.toISOString(),
      remainingTime: remainingSeconds(attempt.deadlineTime, now),
      deadlineTime: ms(attempt.deadlineTime)!,
      serverTime: now.getTime(),
    };
  });
}
