// The duty completion report after a submit (spec 3 §7 Report duty completion, §6: userId and
// tenantId record it): the SUBMIT duty of one content, once per student, and only once that
// content's work was really submitted by the caller.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answerLogs, classStudents, dutyRecords, studentWorks } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../envelope';
import { say } from '../../messages';
import { SUBMITTED_STATUSES } from '../../../lib/exam/work';
import type { CurrentUser } from '../current-user';

export interface DutyReport {
  contentId: number;
  activityId?: number;
  activityContentId?: number;
  bizId?: number;
  currentTime?: string | number;
}

export async function reportFinish(db: Database, user: CurrentUser, report: DutyReport, now: Date) {
  const [row] = await db
    .select({ work: studentWorks })
    .from(studentWorks)
    .innerJoin(classStudents, eq(classStudents.id, studentWorks.classStudentId))
    .where(and(eq(studentWorks.tenantId, user.tenantId), eq(studentWorks.classroomId, report.contentId), eq(classStudents.userId, user.userId)));
  if (!row) throw notFound(`contentId: you have no homework or test in content ${report.contentId} of this school`);
  const { work } = row;
  if (report.bizId !== undefined && report.bizId !== work.id) throw badRequest(`bizId: your work in content ${report.contentId} is ${work.id}, not ${report.bizId}`);
  if (report.activityId !== undefined && work.activityId !== null && report.activityId !== work.activityId) {
    throw badRequest(`activityId: content ${report.contentId} belongs to activity ${work.activityId}, not ${report.activityId}`);
  }
  // The contents of an activity are its classrooms: the activity's content is the content itself.
  if (report.activityContentId !== undefined && report.activityContentId !== work.classroomId) {
    throw badRequest(`activityContentId: the activity content of your work in content ${report.contentId} is ${work.classroomId}, not ${report.activityContentId}`);
  }
  const submitted = await db
    .select({ id: answerLogs.id })
    .from(answerLogs)
    .where(and(eq(answerLogs.studentWorkId, work.id), inArray(answerLogs.status, [...SUBMITTED_STATUSES])))
    .limit(1);
  if (submitted.length === 0) throw new ApiError(409, say('api.exam.workNotSubmitted'));
  const inserted = await db
    .insert(dutyRecords)
    .values({ tenantId: user.tenantId, classStudentId: work.classStudentId, activityId: work.activityId, classroomId: work.classroomId, dutyType: 'SUBMIT', finStatus: 2, realValue: 1, createdTime: now })
    .onConflictDoNothing({ target: [dutyRecords.classStudentId, dutyRecords.classroomId, dutyRecords.dutyType] })
    .returning({ id: dutyRecords.id });
  return { contentId: work.classroomId, activityContentId: work.activityId === null ? null : work.classroomId, bizId: work.id, dutyType: 'SUBMIT' as const, finStatus: 2, recorded: inserted.length > 0 };
}
