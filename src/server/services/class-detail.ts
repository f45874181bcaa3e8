// The class home's header and right column (spec 2 §2 /study/training-class, §3 Class detail,
// Student behaviour count, User study data): the class, its activity count, the student's own
// statistics, the classmates, the class-level check and the study-target card.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { completionRate, formatDuration } from '../../lib/study/rates';
import type { Database } from '../db/client';
import { classActivities, classroomQuestions, classStudents, teachingClasses, users } from '../db/schema';
import { notFound } from '../envelope';
import { finishedRequiredActivities } from './class-ranking';
import type { ClassStudent } from './class-student';
import type { CurrentUser } from './current-user';
import { iso } from './teaching-classes';

async function classOf(db: Database, student: ClassStudent) {
  const [row] = await db.select().from(teachingClasses).where(eq(teachingClasses.id, student.classId));
  return row!;
}

export async function studentClassDetail(db: Database, student: ClassStudent) {
  const teachingClass = await classOf(db, student);
  return {
    classId: teachingClass.id,
    title: teachingClass.className,
    classPeriodName: teachingClass.classPeriodName,
    classStatus: teachingClass.classStatus,
    teachingClassStatus: teachingClass.teachingClassStatus,
    trainingStartTime: iso(teachingClass.trainingStartTime),
    trainingEndTime: iso(teachingClass.trainingEndTime),
    statusTime: iso(teachingClass.statusTime),
    learningGoal: teachingClass.learningGoal,
    isExperience: teachingClass.isExperience,
    studentId: student.id,
    serviceStatus: student.serviceStatus,
    isEnrollment: student.isEnrollment,
    studyTargetClosed: student.studyTargetClosed,
    personalityDataResultVO: { nickName: teachingClass.headTeacherName },
  };
}

/**
 * activityTotal: the class's activities, required and elective. interactionTotal: the student's
 * interactions in the class (spec 2 §2: questions plus classmates-circle posts); the circle is the
 * app's alone, so these are the questions the student sent (drafts are nobody's news yet).
 */
export async function behaviorCount(db: Database, student: ClassStudent) {
  const [activities] = await db.select({ total: count() }).from(classActivities).where(eq(classActivities.classId, student.classId));
  const [questions] = await db
    .select({ total: count() })
    .from(classroomQuestions)
    .where(and(eq(classroomQuestions.classId, student.classId), eq(classroomQuestions.classStudentId, student.id), eq(classroomQuestions.isDraft, 0)));
  return { activityTotal: activities?.total ?? 0, interactionTotal: questions?.total ?? 0 };
}

/**
 * The student's statistics on the class page, counting this call as a visit (each visit to the
 * class page is one study check-in, spec 2 §9): the visit is added before the figures are read.
 */
export async function userStudyData(db: Database, student: ClassStudent, now: Date, { recordVisit = true } = {}) {
  const [visited] = recordVisit
    ? await db
        .update(classStudents)
        .set({ classVisits: sql`${classStudents.classVisits} + 1` })
        .where(eq(classStudents.id, student.id))
        .returning()
    : await db.select().from(classStudents).where(eq(classStudents.id, student.id));
  const { requiredActivityNum, finished } = await finishedRequiredActivities(db, [student], now);
  const finishActivityNum = finished.get(student.id) ?? 0;
  return {
    classId: student.classId,
    studentId: student.id,
    visits: visited!.classVisits,
    requiredActivityNum,
    finishActivityNum,
    finishActivityRate: completionRate(finishActivityNum, requiredActivityNum),
    studyDuration: visited!.studyDurationMs,
    studyDurationStr: formatDuration(visited!.studyDurationMs),
    answerDuration: visited!.answerDurationMs,
    answerDurationStr: formatDuration(visited!.answerDurationMs),
    evaluateStatus: visited!.evaluateStatus,
  };
}

/** The names of a user of the school whose study is shown (the caller, or a student their head teacher reads). */
export async function studyUserName(db: Database, user: CurrentUser) {
  const [row] = await db
    .select({ userId: users.id, nickName: users.nickName, realName: users.realName })
    .from(users)
    .where(and(eq(users.id, user.userId), eq(users.tenantId, user.tenantId)));
  if (!row) throw notFound(`userId: no user ${user.userId} in this school`);
  return row;
}

/** The classmates: enrolled students only, in enrolment order; names and avatars, never a mobile number. */
export async function classStudentList(db: Database, student: Pick<ClassStudent, 'classId' | 'userId'>) {
  const rows = await db
    .select({ studentId: classStudents.id, userId: classStudents.userId, realName: users.realName, nickName: users.nickName, avatar: users.avatar })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, student.classId), eq(classStudents.isEnrollment, 1)))
    .orderBy(asc(classStudents.id));
  return rows.map((row) => ({
    studentId: row.studentId,
    realName: row.realName ?? row.nickName,
    nickName: row.nickName,
    avatar: row.avatar,
    isMe: row.userId === student.userId,
  }));
}

/** Whether the caller is a student of a class of this school, and where they stand in it. */
export async function classLevel(db: Database, user: CurrentUser, classId: number) {
  const [teachingClass] = await db
    .select()
    .from(teachingClasses)
    .where(and(eq(teachingClasses.id, classId), eq(teachingClasses.tenantId, user.tenantId)));
  if (!teachingClass) throw notFound(`classId: no class ${classId} in this school`);
  const [student] = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, user.userId)));
  return {
    classId,
    classStatus: teachingClass.classStatus,
    teachingClassStatus: teachingClass.teachingClassStatus,
    isExperience: teachingClass.isExperience,
    isStudent: student?.isEnrollment === 1,
    studentId: student?.id ?? null,
    isEnrollment: student?.isEnrollment ?? 0,
    serviceStatus: student?.serviceStatus ?? null,
  };
}

/** Closes the study-target card; closing it again changes nothing. */
export async function closeStudyTarget(db: Database, student: ClassStudent) {
  if (!student.studyTargetClosed) await db.update(classStudents).set({ studyTargetClosed: true }).where(eq(classStudents.id, student.id));
  return { classId: student.classId, studentId: student.id, studyTargetClosed: true };
}
