// Who is studying where (spec 2 §6, spec 3 §6): the one way a study call resolves the signed-in
// user, the school and the student's enrolment in a class. Study calls carry a token; a student
// acts only on their own enrolment, in the school of the tenantId header (the token belongs to
// that school, or checkToken refused it), and only on classrooms their class teaches.
//
// On behalf of a userId: the spec lets a page name a userId. This reference API has no parent or
// teacher role, so a userId other than the caller's own is refused rather than read.
import { and, eq, exists, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { classActivities, classCourses, classrooms, classStudents } from '../db/schema';
import { badRequest, forbidden, notFound } from '../envelope';
import { tenantOf } from '../request';
import { requireUser, type CurrentUser } from './current-user';

export type ClassStudent = typeof classStudents.$inferSelect;
export type Classroom = typeof classrooms.$inferSelect;

type Id = number | string | null | undefined;

/** What a study call names: the class, the enrolment (studentId or classStudentId), the user. */
export interface StudentRef {
  classId?: Id;
  studentId?: Id;
  userId?: Id;
}

const present = (value: Id): value is number | string => value !== undefined && value !== null && value !== '';

function integerId(value: number | string, field: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`${field}: '${value}' is not an id`);
  return id;
}

/** The signed-in user of the tenantId header's school; a userId parameter must be theirs. */
export async function requireStudyUser(c: Context<AppEnv>, userId?: Id): Promise<CurrentUser> {
  const user = await requireUser(c);
  const tenantId = await tenantOf(c);
  if (user.tenantId !== tenantId) throw forbidden(`the token belongs to another school than '${tenantId}'`);
  assertOwnUserId(user, userId);
  return user;
}

/** A userId parameter names the caller, or the call is refused: nobody reads another's study. */
export function assertOwnUserId(user: CurrentUser, userId: Id, field = 'userId') {
  if (present(userId) && String(userId) !== user.userId) throw forbidden(`${field}: a student may only act on their own study`);
}

/**
 * The caller's enrolment named by `ref`: by studentId (checked against classId when both are sent),
 * else by classId. Another school's or another user's enrolment is refused; nothing is created.
 */
export async function requireClassStudent(c: Context<AppEnv>, ref: StudentRef): Promise<ClassStudent> {
  const user = await requireStudyUser(c, ref.userId);
  return findClassStudent(c.get('deps').db, user, ref);
}

/** requireClassStudent for a caller already resolved. */
export async function findClassStudent(db: Database, user: CurrentUser, ref: StudentRef): Promise<ClassStudent> {
  const classId = present(ref.classId) ? integerId(ref.classId, 'classId') : undefined;
  if (present(ref.studentId)) {
    const studentId = integerId(ref.studentId, 'studentId');
    const [student] = await db
      .select()
      .from(classStudents)
      .where(and(eq(classStudents.id, studentId), eq(classStudents.tenantId, user.tenantId)));
    if (!student) throw notFound(`studentId: no student ${studentId} in this school`);
    if (student.userId !== user.userId) throw forbidden('studentId: a student may only act on their own study');
    if (classId !== undefined && student.classId !== classId) throw badRequest(`classId: student ${studentId} is not in class ${classId}`);
    return student;
  }
  if (classId === undefined) throw badRequest('classId or studentId is required');
  const [student] = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, user.userId), eq(classStudents.tenantId, user.tenantId)));
  if (!student) throw notFound(`classId: you are not a student of class ${classId}`);
  return student;
}

/**
 * A classroom the student's class teaches: one of the class's activities holds it, or no activity
 * holds it and it belongs to a course of the class (the chapter tree lists such classrooms).
 * Anything else, another class's activity included, is not found, so ids tell nothing.
 */
export async function requireClassroom(db: Database, student: ClassStudent, classroomId: number | string): Promise<Classroom> {
  const id = integerId(classroomId, 'classroomId');
  const ofClassActivity = db
    .select({ id: classActivities.id })
    .from(classActivities)
    .where(and(eq(classActivities.id, classrooms.activityId), eq(classActivities.classId, student.classId)));
  const ofClassCourse = db
    .select({ id: classCourses.id })
    .from(classCourses)
    .where(and(eq(classCourses.courseId, classrooms.courseId), eq(classCourses.classId, student.classId)));
  const [classroom] = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.id, id), eq(classrooms.tenantId, student.tenantId), or(exists(ofClassActivity), and(isNull(classrooms.activityId), exists(ofClassCourse)))));
  if (!classroom) throw notFound(`classroomId: no classroom ${id} in this class`);
  return classroom;
}
