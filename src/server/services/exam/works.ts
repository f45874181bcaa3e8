// A student's work on a paper (spec 3 §3, §7 Student homework / test lookup): the id every exam
// call names (workId, studentWorkId, studentWorkMasterId, testId, testStudentId). A work belongs to
// one enrolment; only its own student reads or changes anything under it.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classStudents, papers, studentWorks } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../envelope';
import { workKindOf, type WorkKindCode } from '../../../lib/exam/work';
import type { ClassStudent, Classroom } from '../class-student';
import type { CurrentUser } from '../current-user';

export type StudentWork = typeof studentWorks.$inferSelect;
export type Paper = typeof papers.$inferSelect;

/** What a call about a work is allowed: its kind, and whether the work may come from the xskt source. */
export interface WorkScope {
  kind?: WorkKindCode;
  /** 'only': xskt work alone (the xskt app); 'never': platform work alone; undefined: either. */
  xskt?: 'only' | 'never';
}

export function isXskt(paper: Paper): boolean {
  return paper.sourceType === 'xskt';
}

/**
 * The caller's work `workId` with its paper. Another school's work, or one of another kind, is not
 * found; a classmate's is forbidden. xskt work is fetched and submitted through /api/xskt only.
 */
export async function requireOwnWork(db: Database, user: CurrentUser, workId: number, field: string, scope: WorkScope = {}): Promise<{ work: StudentWork; paper: Paper }> {
  const what = scope.kind ? workKindOf(scope.kind) : 'work';
  const [row] = await db
    .select({ work: studentWorks, paper: papers, userId: classStudents.userId })
    .from(studentWorks)
    .innerJoin(papers, eq(papers.id, studentWorks.paperId))
    .innerJoin(classStudents, eq(classStudents.id, studentWorks.classStudentId))
    .where(and(eq(studentWorks.id, workId), eq(studentWorks.tenantId, user.tenantId)));
  if (!row || (scope.kind && row.work.kind !== scope.kind)) throw notFound(`${field}: no ${what} ${workId} in this school`);
  if (row.userId !== user.userId) throw forbidden(`${field}: a student may only act on their own ${what}`);
  if (scope.xskt === 'never' && isXskt(row.paper)) throw badRequest(`${field}: ${what} ${workId} comes from the xskt source: use /api/xskt/anyone/work/paper and /submit`);
  if (scope.xskt === 'only' && !isXskt(row.paper)) throw badRequest(`${field}: ${what} ${workId} is not from the xskt source`);
  return { work: row.work, paper: row.paper };
}

/**
 * The student's work for a homework or test classroom of their class, made on first lookup (one
 * per enrolment and classroom: concurrent lookups find the same row).
 */
export async function lookupWork(db: Database, student: ClassStudent, classroom: Classroom, kind: WorkKindCode, options: { courseId?: number; now: Date }): Promise<{ id: number }> {
  if (options.courseId !== undefined && classroom.courseId !== null && classroom.courseId !== options.courseId) {
    throw badRequest(`courseId: classroom ${classroom.id} belongs to course ${classroom.courseId}, not ${options.courseId}`);
  }
  const [paper] = classroom.paperId === null ? [] : await db.select().from(papers).where(eq(papers.id, classroom.paperId));
  if (!paper || paper.kind !== kind) throw new ApiError(404, `classroomId: classroom ${classroom.id} holds no ${workKindOf(kind)}`);
  await db
    .insert(studentWorks)
    .values({
      tenantId: student.tenantId,
      classStudentId: student.id,
      classId: student.classId,
      courseId: classroom.courseId,
      classroomId: classroom.id,
      activityId: classroom.activityId,
      paperId: paper.id,
      kind,
      createdTime: options.now,
    })
    .onConflictDoNothing({ target: [studentWorks.classStudentId, studentWorks.classroomId] });
  const [work] = await db
    .select({ id: studentWorks.id })
    .from(studentWorks)
    .where(and(eq(studentWorks.classStudentId, student.id), eq(studentWorks.classroomId, classroom.id)));
  return { id: work!.id };
}
