// What the study API tests share: the seeded study rows, found by the seed's lookup keys (a class,
// a classroom, a course by name; a student's enrolment and work), the people who act (the demo
// student, a classmate, the beta student) signed in, and the worlds the interaction and exam tests
// start from.
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, expect } from 'vitest';
import { classActivities, classrooms, classStudents, courses, paperQuestions, papers, studentWorks, teachingClasses } from '../../../src/server/db/schema';
import {
  BETA_CLASSES,
  BETA_CONTENTS,
  BETA_STUDENT,
  DEMO_CLASSES,
  DEMO_CONTENTS,
  DEMO_PAPERS,
  DEMO_STUDENT,
} from '../../../src/server/db/seed/study-fixtures';
import { resolveStudyTime } from '../../../src/server/db/seed/study';
import { signIn } from './envelope';
import { BETA, DEMO, type TestServer } from './test-server';

export { DEMO_PAPERS };

/** A classmate of the demo student in the in-service class, who signs in with the demo password. */
export const CLASSMATE = { userId: 'demo-u-1002', mobile: '13800138001', name: '李华' } as const;
export const BETA_MOBILE = BETA_STUDENT.mobile;

/** The demo student, signed in to the demo school. */
export const signInStudent = (server: TestServer) => signIn(server);
/** The classmate, signed in to the demo school. */
export const signInClassmate = (server: TestServer) => signIn(server, DEMO, CLASSMATE.mobile);
/** The beta student, signed in to the beta school. */
export const signInBeta = (server: TestServer) => signIn(server, BETA, BETA_MOBILE);

/** The id of a seeded row of a school's table by the value of its name column. */
async function idByName(server: TestServer, table: PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn }, nameColumn: AnyPgColumn, tenantId: string, name: string) {
  const [row] = await server.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(nameColumn, name)));
  expect(row, name).toBeDefined();
  return row!.id as number;
}

/** A seeded class by its name. */
export const classIdOf = (server: TestServer, tenantId: string, className: string) => idByName(server, teachingClasses, teachingClasses.className, tenantId, className);

/** A seeded classroom by its name. */
export async function classroomOf(server: TestServer, tenantId: string, name: string) {
  const [row] = await server.db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.tenantId, tenantId), eq(classrooms.name, name)));
  expect(row, name).toBeDefined();
  return row!;
}

/** A seeded classroom's id by its name. */
export async function classroomIdOf(server: TestServer, tenantId: string, name: string) {
  return (await classroomOf(server, tenantId, name)).id;
}

/** A seeded course's id by its name. */
export const courseIdOf = (server: TestServer, tenantId: string, courseName: string) => idByName(server, courses, courses.courseName, tenantId, courseName);

/** A user's enrolment (classStudentId) in a class. */
export async function enrolmentOf(server: TestServer, classId: number, userId: string) {
  const [row] = await server.db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
  expect(row, `${userId} in class ${classId}`).toBeDefined();
  return row!.id;
}

/** The demo student, the classmate and the beta student, signed in: their tokens. */
export async function signInThree(server: TestServer) {
  return { token: (await signInStudent(server)).token, classmateToken: (await signInClassmate(server)).token, betaToken: (await signInBeta(server)).token };
}

/** The tokens of `signInThree`, filled in before a file's tests run. */
export function useSignedInThree(server: TestServer): Awaited<ReturnType<typeof signInThree>> {
  const tokens = { token: '', classmateToken: '', betaToken: '' };
  beforeAll(async () => {
    Object.assign(tokens, await signInThree(server));
  });
  return tokens;
}

/**
 * Noon of the seed day, whenever the suite runs, so today's activities (00:00 to 23:59) are under
 * way; the demo and beta students signed in, and their in-service classes.
 */
export async function atNoonInService(server: TestServer) {
  server.clock.now = resolveStudyTime([0, '12:00'], server.clock.now);
  return inService(server);
}

/** The demo and beta students signed in, and their in-service classes. */
async function inService(server: TestServer) {
  return {
    token: (await signInStudent(server)).token,
    betaToken: (await signInBeta(server)).token,
    classId: await classIdOf(server, DEMO, DEMO_CLASSES.inService),
    betaClassId: await classIdOf(server, BETA, BETA_CLASSES.inService),
  };
}

/** Every seeded classroom, class activity and course of both schools: their ids by name. */
export async function idsByName(server: TestServer) {
  const [classroomRows, activityRows, courseRows] = await Promise.all([
    server.db.select().from(classrooms),
    server.db.select().from(classActivities),
    server.db.select().from(courses),
  ]);
  return {
    classrooms: new Map(classroomRows.map((row) => [row.name, row.id])),
    activities: new Map(activityRows.map((row) => [row.activityName, row.id])),
    courses: new Map(courseRows.map((row) => [row.courseName, row.id])),
  };
}

export type InServiceWorld = Awaited<ReturnType<typeof inService>> & Awaited<ReturnType<typeof idsByName>>;

/** `inService` and `idsByName`, filled in before a file's tests run (the clock left where it is). */
export function useInServiceWorld(server: TestServer): InServiceWorld {
  const world = {} as InServiceWorld;
  beforeAll(async () => {
    Object.assign(world, await inService(server), await idsByName(server));
  });
  return world;
}

/**
 * The enrolments most study tests start from, with both students' tokens: the demo student and a
 * classmate in the in-service class, the demo student in the quiet class, beta's student in beta's.
 */
export async function studyEnrolments(server: TestServer) {
  const demo = await signInStudent(server);
  const beta = await signInBeta(server);
  const classId = await classIdOf(server, DEMO, DEMO_CLASSES.inService);
  const quietClassId = await classIdOf(server, DEMO, DEMO_CLASSES.inServiceQuiet);
  const betaClassId = await classIdOf(server, BETA, BETA_CLASSES.inService);
  return {
    token: demo.token,
    betaToken: beta.token,
    ids: {
      classId,
      studentId: await enrolmentOf(server, classId, DEMO_STUDENT.userId),
      classmateId: await enrolmentOf(server, classId, CLASSMATE.userId),
      quietClassId,
      quietStudentId: await enrolmentOf(server, quietClassId, DEMO_STUDENT.userId),
      betaClassId,
      betaStudentId: await enrolmentOf(server, betaClassId, beta.userId),
    },
  };
}

export interface InteractionWorld {
  demoToken: string;
  classmateToken: string;
  betaToken: string;
  /** The demo in-service class and the demo student's and the classmate's enrolments in it. */
  classId: number;
  studentId: number;
  classmateStudentId: number;
  /** The finished video: questions (one a draft), notes (shared, private, the teacher's), comments, likes. */
  classroomId: number;
  courseId: number | null;
  /** The article of the same class: one comment, liked by the demo student. */
  articleId: number;
  /** The offline classroom attended: a classmate's answered question, notes. */
  offlineId: number;
  /** A classroom of the demo school the in-service class does not teach. */
  otherClassId: number;
  /** Beta's class, its video and the beta student's enrolment. */
  betaClassId: number;
  betaClassroomId: number;
  betaStudentId: number;
}

/** The interaction world of a file's tests, filled in before they run. */
export function useInteractionWorld(server: TestServer): InteractionWorld {
  const world = {} as InteractionWorld;
  beforeAll(async () => {
    Object.assign(world, await interactionWorld(server));
  });
  return world;
}

/** The query string of a GET call's parameters. */
export const queryString = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

export async function interactionWorld(server: TestServer): Promise<InteractionWorld> {
  const classId = await classIdOf(server, DEMO, DEMO_CLASSES.inService);
  const betaClassId = await classIdOf(server, BETA, BETA_CLASSES.inService);
  const video = await classroomOf(server, DEMO, DEMO_CONTENTS.videoFinished);
  const [beta, betaToken] = await Promise.all([classroomOf(server, BETA, BETA_CONTENTS.video), signInBeta(server)]);
  const betaUser = betaToken.userId;
  return {
    demoToken: (await signInStudent(server)).token,
    classmateToken: (await signInClassmate(server)).token,
    betaToken: betaToken.token,
    classId,
    studentId: await enrolmentOf(server, classId, DEMO_STUDENT.userId),
    classmateStudentId: await enrolmentOf(server, classId, CLASSMATE.userId),
    classroomId: video.id,
    courseId: video.courseId,
    articleId: (await classroomOf(server, DEMO, DEMO_CONTENTS.article)).id,
    offlineId: (await classroomOf(server, DEMO, DEMO_CONTENTS.offlineAttended)).id,
    otherClassId: await classIdOf(server, DEMO, DEMO_CLASSES.inServiceQuiet),
    betaClassId,
    betaClassroomId: beta.id,
    betaStudentId: await enrolmentOf(server, betaClassId, betaUser),
  };
}

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
  reportTime: '/api/teaching/anyone/testStudent/reportTime',
  xsktPaper: '/api/xskt/anyone/work/paper',
  xsktSubmit: '/api/xskt/anyone/work/submit',
} as const;

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

export type PaperQuestions = Awaited<ReturnType<typeof questionsOf>>;

/** A paper's questions (`questionsOf`), found before a file's tests run. */
export function usePaperQuestions(server: TestServer, tenantId: string, title: string): PaperQuestions {
  const questions = {} as PaperQuestions;
  beforeAll(async () => {
    Object.assign(questions, await questionsOf(server, tenantId, title));
  });
  return questions;
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

/** The exam world of a file's tests, filled in before they run. */
export function useExamWorld(server: TestServer): ExamWorld {
  const world = {} as ExamWorld;
  beforeAll(async () => {
    Object.assign(world, await examWorld(server));
  });
  return world;
}

/** Signs the demo and beta students in and finds the seeded exam rows. */
export async function examWorld(server: TestServer): Promise<ExamWorld> {
  const { token } = await signInStudent(server);
  const { token: betaToken } = await signInBeta(server);
  const classId = await classIdOf(server, DEMO, DEMO_CLASSES.inService);
  const studentId = await enrolmentOf(server, classId, DEMO_STUDENT.userId);
  const classmateStudentId = await enrolmentOf(server, classId, CLASSMATE.userId);
  const homework = await classroomOf(server, DEMO, DEMO_CONTENTS.homework);
  const test = await classroomOf(server, DEMO, DEMO_CONTENTS.test);
  const xskt = await classroomOf(server, DEMO, DEMO_CONTENTS.xsktHomework);
  const betaClassId = await classIdOf(server, BETA, BETA_CLASSES.inService);
  const betaHomework = await classroomOf(server, BETA, BETA_CONTENTS.homework);
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
