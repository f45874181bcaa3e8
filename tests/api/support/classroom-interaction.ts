// What the tests of a classroom's questions, notes, comments and likes share: the seeded rows they
// act on, found by the seed's lookup keys, and the people who act (the demo student, a classmate,
// the beta student).
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { classrooms, classStudents, teachingClasses } from '../../../src/server/db/schema';
import { BETA_CLASSES, BETA_CONTENTS, DEMO_CLASSES, DEMO_CONTENTS, DEMO_STUDENT } from '../../../src/server/db/seed/study-fixtures';
import { signIn } from './envelope';
import { BETA, DEMO, type TestServer } from './test-server';

/** A classmate of the demo student in the in-service class, who signs in with the demo password. */
export const CLASSMATE = { userId: 'demo-u-1002', mobile: '13800138001', name: '李华' } as const;
export const BETA_MOBILE = '13900139000';

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

async function classIdOf(server: TestServer, tenantId: string, className: string) {
  const [row] = await server.db
    .select({ id: teachingClasses.id })
    .from(teachingClasses)
    .where(and(eq(teachingClasses.tenantId, tenantId), eq(teachingClasses.className, className)));
  expect(row, className).toBeDefined();
  return row!.id;
}

async function classroomOf(server: TestServer, tenantId: string, name: string) {
  const [row] = await server.db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.tenantId, tenantId), eq(classrooms.name, name)));
  expect(row, name).toBeDefined();
  return row!;
}

async function enrolmentOf(server: TestServer, classId: number, userId: string) {
  const [row] = await server.db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
  expect(row, `${userId} in class ${classId}`).toBeDefined();
  return row!.id;
}

export async function interactionWorld(server: TestServer): Promise<InteractionWorld> {
  const classId = await classIdOf(server, DEMO, DEMO_CLASSES.inService);
  const betaClassId = await classIdOf(server, BETA, BETA_CLASSES.inService);
  const video = await classroomOf(server, DEMO, DEMO_CONTENTS.videoFinished);
  const [beta, betaToken] = await Promise.all([classroomOf(server, BETA, BETA_CONTENTS.video), signIn(server, BETA, BETA_MOBILE)]);
  const betaUser = betaToken.userId;
  return {
    demoToken: (await signIn(server)).token,
    classmateToken: (await signIn(server, DEMO, CLASSMATE.mobile)).token,
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
