// Questions a student asks the teacher about a classroom (spec 2 §3 Question, §4 interaction
// panel, §5). A draft (isDraft 1) is its author's alone: it appears in their list and counts and
// prefills their ask-teacher form, and nobody else ever sees or counts it. A student keeps at most
// one draft per classroom: the next draft replaces it, sending consumes it.
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QUESTION_IS_DRAFT } from '../../lib/study/interaction';
import type { Database } from '../db/client';
import { classroomQuestions, classStudents, questionAnswers, users } from '../db/schema';
import { badRequest } from '../envelope';
import { announce } from './activity-feed';
import type { ClassStudent, Classroom } from './class-student';
import { tablePage, totalOf, type PageRequest } from './page-query';

type QuestionRow = typeof classroomQuestions.$inferSelect;

/** The name and avatar a student's question, note or comment is shown with: their real name, else their nickname. */
export async function studentProfile(db: Database, student: ClassStudent): Promise<{ name: string; avatar: string | null }> {
  const [row] = await db
    .select({ nickName: users.nickName, realName: users.realName, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.id, student.userId), eq(users.tenantId, student.tenantId)));
  return { name: row?.realName?.trim() || row?.nickName || student.userId, avatar: row?.avatar ?? null };
}

/** A courseId the client sends must be the classroom's own course. */
export function assertClassroomCourse(classroom: Classroom, courseId: number | undefined) {
  if (courseId !== undefined && courseId !== classroom.courseId) throw badRequest(`courseId: classroom ${classroom.id} is not in course ${courseId}`);
}

/** The columns a classroom's questions and notes are found by. */
interface ClassroomRows {
  tenantId: AnyPgColumn;
  classId: AnyPgColumn;
  classroomId: AnyPgColumn;
  classStudentId: AnyPgColumn;
}

/** The rows of a classroom in `student`'s class that they may see: those `shared` admits, and their own. */
export function visibleInClassroom(table: ClassroomRows, shared: SQL, student: Pick<ClassStudent, 'id' | 'classId' | 'tenantId'>, classroom: Classroom): SQL {
  return and(
    eq(table.tenantId, student.tenantId),
    eq(table.classId, student.classId),
    eq(table.classroomId, classroom.id),
    or(shared, eq(table.classStudentId, student.id)),
  )!;
}

/** Where a student's new question or note stands: their school, class and enrolment, the classroom and its course. */
export const placeInClassroom = (student: ClassStudent, classroom: Classroom) => ({
  tenantId: student.tenantId,
  classId: student.classId,
  classroomId: classroom.id,
  courseId: classroom.courseId,
  classStudentId: student.id,
});

/** The questions of a classroom `student` may see: everyone's sent ones and their own draft. */
const visibleTo = (student: Pick<ClassStudent, 'id' | 'classId' | 'tenantId'>, classroom: Classroom) =>
  visibleInClassroom(classroomQuestions, eq(classroomQuestions.isDraft, 0), student, classroom);

export async function questionCounts(db: Database, student: ClassStudent, classroom: Classroom) {
  const visible = visibleTo(student, classroom);
  const [total, myTotal] = await Promise.all([
    totalOf(db.select({ total: count() }).from(classroomQuestions).where(visible)),
    totalOf(db.select({ total: count() }).from(classroomQuestions).where(and(visible, eq(classroomQuestions.classStudentId, student.id)))),
  ]);
  return { total, myTotal };
}

async function withAnswers(db: Database, rows: QuestionRow[]) {
  const ids = rows.map((row) => row.id);
  const answers = ids.length
    ? await db.select().from(questionAnswers).where(inArray(questionAnswers.questionId, ids)).orderBy(asc(questionAnswers.createdTime), asc(questionAnswers.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    studentId: row.classStudentId,
    studentName: row.studentName,
    studentAvatar: row.studentAvatar,
    isDraft: row.isDraft,
    createdTime: row.createdTime.toISOString(),
    answerList: answers
      .filter((answer) => answer.questionId === row.id)
      .map((answer) => ({ answer: answer.answer, teacherName: answer.teacherName, createdTime: answer.createdTime.toISOString() })),
  }));
}

export type QuestionView = Awaited<ReturnType<typeof withAnswers>>[number];

/** The classroom's questions, newest first, each with its answers oldest first; `onlyMine` keeps the caller's. */
export async function questionPage(db: Database, student: Pick<ClassStudent, 'id' | 'classId' | 'tenantId'>, classroom: Classroom, query: PageRequest & { onlyMine: boolean }) {
  const where = query.onlyMine ? and(visibleTo(student, classroom), eq(classroomQuestions.classStudentId, student.id)) : visibleTo(student, classroom);
  return tablePage(db, classroomQuestions, where, [desc(classroomQuestions.createdTime), desc(classroomQuestions.id)], query, (rows) => withAnswers(db, rows));
}

async function latestDraft(db: Database, student: ClassStudent, classroomId: number) {
  const [draft] = await db
    .select()
    .from(classroomQuestions)
    .where(and(eq(classroomQuestions.classStudentId, student.id), eq(classroomQuestions.classroomId, classroomId), eq(classroomQuestions.isDraft, 1)))
    .orderBy(desc(classroomQuestions.createdTime), desc(classroomQuestions.id))
    .limit(1);
  return draft;
}

/** What the ask-teacher form shows: who asks, about which classroom, and the draft kept last time. */
export async function askTeacherInfo(db: Database, student: ClassStudent, classroom: Classroom) {
  const [profile, draft] = await Promise.all([studentProfile(db, student), latestDraft(db, student, classroom.id)]);
  return {
    classId: student.classId,
    classroomId: classroom.id,
    courseId: classroom.courseId,
    classroomName: classroom.name,
    studentId: student.id,
    studentName: profile.name,
    studentAvatar: profile.avatar,
    draft: draft ? { id: draft.id, title: draft.title, createdTime: draft.createdTime.toISOString() } : null,
  };
}

/**
 * Sends a question (isDraft 0) or keeps a draft (1). The student's drafts of the classroom are
 * replaced (a draft) or consumed (a send) in the same transaction, under a lock on the enrolment,
 * so two saves at once still leave one draft. Names come from the profile, not from the request.
 */
export async function saveQuestion(db: Database, student: ClassStudent, classroom: Classroom, input: { title: string; isDraft: number }, now: Date): Promise<QuestionView> {
  const profile = await studentProfile(db, student);
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.select({ id: classStudents.id }).from(classStudents).where(eq(classStudents.id, student.id)).for('update');
    await tx
      .delete(classroomQuestions)
      .where(and(eq(classroomQuestions.classStudentId, student.id), eq(classroomQuestions.classroomId, classroom.id), eq(classroomQuestions.isDraft, 1)));
    const [saved] = await tx
      .insert(classroomQuestions)
      .values({
        ...placeInClassroom(student, classroom),
        studentName: profile.name,
        studentAvatar: profile.avatar,
        title: input.title,
        isDraft: input.isDraft,
        createdTime: now,
      })
      .returning();
    // A sent question is news in the activity's feed (dynamic type 2); a draft is nobody's news.
    if (input.isDraft === QUESTION_IS_DRAFT.send && classroom.activityId !== null) {
      await announce(tx, student, classroom, 2, { userId: student.userId, realName: profile.name, avatar: profile.avatar }, input.title, now);
    }
    return saved!;
  });
  return (await withAnswers(db, [row]))[0]!;
}
