// What the exam API tests share: the seeded rows they start from (found by the seed's lookup
// keys), signing in, and the calls that set an attempt up.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { classrooms, classStudents, paperQuestions, papers, studentWorks, teachingClasses } from '../../../src/server/db/schema';
import { BETA_CLASSES, BETA_CONTENTS, BETA_STUDENT, DEMO_CLASSES, DEMO_CONTENTS, DEMO_PAPERS, DEMO_STUDENT } from '../../../src/server/db/seed/study-fixtures';
import { signIn } from './envelope';
import { BETA, DEMO, type TestServer } from './test-server';

export const EXAM = {
  homeworkLookup: '/api/teaching/anyone/studentWork/getStudentWorkId',
  testLookup: '/api/teaching/anyone/testStudent/getTestStudentId',
  homeworkPaper: '/api/teaching/anyone/studentWork/paper',
  testPaper: '/api/teaching/anyone/testStudent/paper',
  homeworkLogs: '/api/teaching/anyone/studentWork/answerLogs',
  testLogs: '/api/teaching/anyone/testStudent/answerLogs',
  homeworkStart: '/api/teaching/anyone/studentWork/startAnswer',
  testStart: '/api/teaching/anyone/testStudent/startAnswer',
  saveAnswer: '/api/teaching/anyone/answerLog/saveAnswer',
  answers: '/api/teaching/anyone/answerLog/answers',
  homeworkSubmit: '/api/teaching/anyone/studentWork/submit',
  testSubmit: '/api/teaching/anyone/testStudent/submit',
  review: '/api/teaching/anyone/answerLog/review',
  reportFinish: '/api/teaching/anyone/dutyRecord/reportFinish',
  xsktPaper: '/api/xskt/anyone/work/paper',
  xsktSubmit: '/api/xskt/anyone/work/submit',
} as const;

async function classIdOf(server: TestServer, tenantId: string, className: string) {
  const [row] = await server.db
    .select({ id: teachingClasses.id })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.tenantId, tenantId), eq(teachingClasses.className, className)));
  return row!.id;
}

async function enrolmentOf(server: TestServer, classId: number, userId: string) {
  const [row] = await server.db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
  return row!.id;
}

export async function classroomIdOf(server: TestServer, tenantId: string, name: string) {
  const [row] = await server.db
    .select({ id: classrooms.id, courseId: classrooms.courseId })
    .from(classrooms)
    .where(and(eq(classrooms.tenantId, tenantId), eq(classrooms.name, name)));
  return row!;
}

/** The seeded work of a student in a classroom (the seed makes one per student with past attempts). */
export async function workOf(server: TestServer, classStudentId: number, classroomId: number) {
  const [row] = await server.db
    .select({ id: studentWorks.id })
    .from(studentWorks)
    .where(and(eq(studentWorks.classStudentId, classStudentId), eq(studentWorks.classroomId, classroomId)));
  return row?.id;
}

/** A paper's questions by their stem's first words, so tests name them as a reader would. */
export async function questionsOf(server: TestServer, tenantId: string, title: string) {
  const [paper] = await server.db
    .select({ id: papers.id })
    .from(papers)
    .where(and(eq(papers.tenantId, tenantId), eq(papers.title, title)));
  const rows = await server.db.select().from(paperQuestions).where(eq(paperQuestions.paperId, paper!.id));
  const find = (stem: string) => {
    const found = rows.find((row) => row.trunk.includes(stem));
    expect(found, stem).toBeDefined();
    return found!;
  };
  return { paperId: paper!.id, rows, find };
}

export interface ExamWorld {
  token: string;
  betaToken: string;
  classId: number;
  studentId: number;
  classmateStudentId: number;
  homework: { classroomId: number; courseId: number | null; workId: number; classmateWorkId: number };
  test: { classroomId: number; courseId: number | null; workId: number };
  xskt: { classroomId: number; courseId: number | null };
  beta: { classId: number; studentId: number; homeworkClassroomId: number };
}

/** Signs the demo and beta students in and finds the seeded exam rows. */
export async function examWorld(server: TestServer): Promise<ExamWorld> {
  const { token } = await signIn(server);
  const { token: betaToken } = await signIn(server, BETA, BETA_STUDENT.mobile);
  const classId = await classIdOf(server, DEMO, DEMO_CLASSES.inService);
  const studentId = await enrolmentOf(server, classId, DEMO_STUDENT.userId);
  const classmateStudentId = await enrolmentOf(server, classId, 'demo-u-1002');
  const homework = await classroomIdOf(server, DEMO, DEMO_CONTENTS.homework);
  const test = await classroomIdOf(server, DEMO, DEMO_CONTENTS.test);
  const xskt = await classroomIdOf(server, DEMO, DEMO_CONTENTS.xsktHomework);
  const betaClassId = await classIdOf(server, BETA, BETA_CLASSES.inService);
  const betaHomework = await classroomIdOf(server, BETA, BETA_CONTENTS.homework);
  return {
    token,
    betaToken,
    classId,
    studentId,
    classmateStudentId,
    homework: {
      classroomId: homework.id,
      courseId: homework.courseId,
      workId: (await workOf(server, studentId, homework.id))!,
      classmateWorkId: (await workOf(server, classmateStudentId, homework.id))!,
    },
    test: { classroomId: test.id, courseId: test.courseId, workId: (await workOf(server, studentId, test.id))! },
    xskt: { classroomId: xskt.id, courseId: xskt.courseId },
    beta: { classId: betaClassId, studentId: await enrolmentOf(server, betaClassId, BETA_STUDENT.userId), homeworkClassroomId: betaHomework.id },
  };
}

export { DEMO_PAPERS };
