// Who is studying where (spec 2 §6, spec 3 §6): the one way a study call resolves the signed-in
// user, the school and the student's enrolment in a class. Study calls carry a token; a student
// acts only on their own enrolment, in the school of the tenantId header (the token belongs to
// that school, or checkToken refused it), and only on classrooms their class teaches.
//
// On behalf of a userId (spec 2 §6): a page may name another user's userId or enrolment. Only the
// head teacher (班主任) of that student's class may, and only to read: calls that read take
// access 'read' (requireClassStudentToRead, viewStudySubject); every other call acts, and acting
// for someone else is refused, with code 40301 when the caller is the student's head teacher so
// the screen can say the view is read-only. Anybody else, a classmate or another school's staff,
// gets the same 403 as before and learns nothing.
import { and, eq, exists, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { classActivities, classCourses, classrooms, classStudents, teachingClasses } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../envelope';
import { say } from '../messages';
import { tenantOf } from '../request';
import { requireUser, type CurrentUser } from './current-user';
import { tokenHashOf, tokenOwner, type TokenRow } from './tokens';

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

/** The code of the refusal a head teacher gets for acting in a student's study they may only read. */
export const READ_ONLY_CODE = 40301;

const readOnlyRefusal = () => new ApiError(403, say('api.study.readOnly'), READ_ONLY_CODE);
const ownStudyOnly = (field: string) => forbidden(`${field}: a student may only act on their own study`);

/** The signed-in user of the tenantId header's school, whatever a userId parameter says. */
async function requireStudyCaller(c: Context<AppEnv>): Promise<CurrentUser> {
  const user = await requireUser(c);
  const tenantId = await tenantOf(c);
  if (user.tenantId !== tenantId) throw forbidden(`the token belongs to another school than '${tenantId}'`);
  return user;
}

/**
 * What a route's own statement needs to check its caller in the same round trip (the class list,
 * the answer save): the token's hash, the tenantId header's school and the clock. A missing or
 * malformed token is refused here, before any query, as requireUser does. Undefined when the call
 * names no tenant header: the route then takes requireStudyUser's path, which refuses it the same way.
 */
export interface StudyCallInput {
  tokenHash: string;
  tenantId: string;
  now: Date;
}

export function studyCallInput(c: Context<AppEnv>): StudyCallInput | undefined {
  const tokenHash = tokenHashOf(c.req.header('token'));
  const tenantId = c.get('tenantId');
  return tenantId ? { tokenHash, tenantId, now: c.get('deps').now() } : undefined;
}

/** requireStudyCaller's answer from the token columns a route's statement read (undefined: no such token). */
export function studyCallerFrom(row: TokenRow | undefined, input: StudyCallInput): CurrentUser {
  const { userId, tenantId } = tokenOwner(row, input);
  if (tenantId !== input.tenantId) throw forbidden(`the token belongs to another school than '${input.tenantId}'`);
  return { userId, tenantId };
}

/** The signed-in user of the tenantId header's school, to act: a userId parameter must be theirs. */
export async function requireStudyUser(c: Context<AppEnv>, userId?: Id): Promise<CurrentUser> {
  const user = await requireStudyCaller(c);
  if (present(userId) && String(userId) !== user.userId) {
    // The student's head teacher learns why (read-only); anybody else gets the plain refusal.
    if (await headsClassOf(c.get('deps').db, user, String(userId))) throw readOnlyRefusal();
    throw ownStudyOnly('userId');
  }
  return user;
}

/** Whose study a read shows: the caller's own, or (for their head teacher) a student's. */
export interface StudySubject {
  /** The signed-in user. */
  viewer: CurrentUser;
  /** The user whose study is read. */
  subject: CurrentUser;
  /** True when the subject is not the viewer: a head teacher reading a student's study. */
  onBehalf: boolean;
}

/**
 * The user a reading call is about: the caller, or the userId parameter when the caller heads a
 * class that user is enrolled in (the reads then keep to the classes the caller heads).
 */
export async function viewStudySubject(c: Context<AppEnv>, userId?: Id): Promise<StudySubject> {
  const viewer = await requireStudyCaller(c);
  if (!present(userId) || String(userId) === viewer.userId) return { viewer, subject: viewer, onBehalf: false };
  if (!(await headsClassOf(c.get('deps').db, viewer, String(userId)))) throw ownStudyOnly('userId');
  return { viewer, subject: { userId: String(userId), tenantId: viewer.tenantId }, onBehalf: true };
}

/** Whether `viewer` is the head teacher of a class of their school that `userId` is a student of. */
async function headsClassOf(db: Database, viewer: CurrentUser, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .innerJoin(teachingClasses, eq(teachingClasses.id, classStudents.classId))
    .where(and(eq(classStudents.userId, userId), eq(classStudents.tenantId, viewer.tenantId), eq(teachingClasses.headTeacherUserId, viewer.userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether `viewer` is the head teacher of class `classId` of their school. */
async function headsClass(db: Database, viewer: CurrentUser, classId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teachingClasses.id })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, classId), eq(teachingClasses.tenantId, viewer.tenantId), eq(teachingClasses.headTeacherUserId, viewer.userId)));
  return row !== undefined;
}

/** A userId parameter names the caller, or the call is refused: nobody reads another's study. */
export function assertOwnUserId(user: CurrentUser, userId: Id, field = 'userId') {
  if (present(userId) && String(userId) !== user.userId) throw forbidden(`${field}: a student may only act on their own study`);
}

/** The code of the refusal an observer of an experience class gets for taking part. */
export const OBSERVER_CODE = 40302;

/**
 * An observer of an experience class (isEnrollment 0, spec 2 §6 'experience mode') looks around:
 * they open the class, its schedule, courses and classrooms and play their contents (their own
 * observer record keeps where they were), but take no part: no sign-in, question, note, comment,
 * like, homework, test or study target. Those calls end here.
 */
export function assertParticipant(student: ClassStudent): void {
  if (student.isEnrollment !== 1) throw new ApiError(403, say('api.study.observerOnly'), OBSERVER_CODE);
}

/**
 * The caller's enrolment named by `ref`, to act in it: by studentId (checked against classId when
 * both are sent), else by classId. Another school's or another user's enrolment is refused (a head
 * teacher's read-only view included); nothing is created. An observer of an experience class is
 * refused too, unless the call is one an observer may make (`observers`: opening and playing).
 */
export async function requireClassStudent(c: Context<AppEnv>, ref: StudentRef, { observers = false } = {}): Promise<ClassStudent> {
  const user = await requireStudyUser(c, ref.userId);
  const student = await findClassStudent(c.get('deps').db, user, ref);
  if (!observers) assertParticipant(student);
  return student;
}

/** An enrolment a reading call names, with whether it is read on behalf of its student. */
export interface ViewedClassStudent {
  student: ClassStudent;
  viewer: CurrentUser;
  /** True when a head teacher reads one of their students' enrolments: record nothing for it. */
  onBehalf: boolean;
}

/**
 * requireClassStudent for a call that only reads: the caller's own enrolment, or one of a class
 * the caller heads (by studentId, or by classId with the student's userId).
 */
export async function viewClassStudent(c: Context<AppEnv>, ref: StudentRef): Promise<ViewedClassStudent> {
  const { viewer, subject, onBehalf } = await viewStudySubject(c, ref.userId);
  const db = c.get('deps').db;
  const student = await findClassStudent(db, subject, ref, 'read', viewer);
  return { student, viewer, onBehalf: onBehalf || student.userId !== viewer.userId };
}

/** Who reads a class as a whole: an enrolment, or the class's head teacher (id 0: no enrolment is theirs). */
export type ClassReader = Pick<ClassStudent, 'id' | 'classId' | 'tenantId' | 'userId'>;

/**
 * The class a reading call about the class as a whole names (its classmates, its questions): by the
 * caller's enrolment as requireClassStudentToRead finds it, or, for the class's head teacher, by
 * classId alone.
 */
export async function viewClass(c: Context<AppEnv>, ref: StudentRef): Promise<ClassReader> {
  if (present(ref.classId) && !present(ref.studentId) && !present(ref.userId)) {
    const viewer = await requireStudyCaller(c);
    const classId = integerId(ref.classId, 'classId');
    // The head teacher is nobody's 'me' and has no drafts: id 0 names no enrolment.
    if (await headsClass(c.get('deps').db, viewer, classId)) return { id: 0, classId, tenantId: viewer.tenantId, userId: viewer.userId };
  }
  return requireClassStudentToRead(c, ref);
}

/** viewClassStudent's enrolment alone. */
export async function requireClassStudentToRead(c: Context<AppEnv>, ref: StudentRef): Promise<ClassStudent> {
  return (await viewClassStudent(c, ref)).student;
}

/**
 * requireClassStudent for a caller already resolved: `user`'s enrolment. With `access` 'read', a
 * studentId of another user's enrolment is also found when `viewer` (default `user`) heads its
 * class; otherwise the head teacher is told the view is read-only and anybody else is refused.
 */
export async function findClassStudent(db: Database, user: CurrentUser, ref: StudentRef, access: 'act' | 'read' = 'act', viewer: CurrentUser = user): Promise<ClassStudent> {
  const classId = present(ref.classId) ? integerId(ref.classId, 'classId') : undefined;
  if (present(ref.studentId)) {
    const studentId = integerId(ref.studentId, 'studentId');
    const [student] = await db
      .select()
      .from(classStudents)
      .where(and(eq(classStudents.id, studentId), eq(classStudents.tenantId, user.tenantId)));
    if (!student) throw notFound(`studentId: no student ${studentId} in this school`);
    if (student.userId !== user.userId) {
      // A studentId names its student: with a userId too, both must name the same person.
      const heads = user.userId === viewer.userId && (await headsClass(db, viewer, student.classId));
      if (!heads) throw ownStudyOnly('studentId');
      if (access !== 'read') throw readOnlyRefusal();
    }
    if (classId !== undefined && student.classId !== classId) throw badRequest(`classId: student ${studentId} is not in class ${classId}`);
    if (user.userId !== viewer.userId && !(await headsClass(db, viewer, student.classId))) throw ownStudyOnly('userId');
    return student;
  }
  if (classId === undefined) throw badRequest('classId or studentId is required');
  if (user.userId !== viewer.userId && !(await headsClass(db, viewer, classId))) throw ownStudyOnly('userId');
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
export async function requireClassroom(db: Database, student: Pick<ClassStudent, 'classId' | 'tenantId'>, classroomId: number | string): Promise<Classroom> {
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
