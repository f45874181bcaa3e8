// The one way a study call finds the caller's enrolment and a classroom of their class
// (services/class-student.ts): another school's, another user's or another class's ids are refused.
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classActivities, classCourses, classrooms, classStudents } from '../../src/server/db/schema';
import { BETA_CLASSES, BETA_CONTENTS, BETA_STUDENT, DEMO_CLASSES, DEMO_CONTENTS, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { assertOwnUserId, findClassStudent, requireClassroom } from '../../src/server/services/class-student';
import { classIdOf, classroomIdOf } from './support/study';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();

const demoUser = { userId: DEMO_STUDENT.userId, tenantId: DEMO };
const betaUser = { userId: BETA_STUDENT.userId, tenantId: BETA };

const classId = (tenantId: string, className: string) => classIdOf(server, tenantId, className);
const classroomId = (tenantId: string, name: string) => classroomIdOf(server, tenantId, name);

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { status: number; message: string } | undefined;
  expect(error, 'refused').toBeDefined();
  return error!;
}

describe('findClassStudent', () => {
  it("finds the caller's enrolment by class, and by studentId with its class", async () => {
    const inService = await classId(DEMO, DEMO_CLASSES.inService);
    const byClass = await findClassStudent(server.db, demoUser, { classId: inService });
    expect(byClass).toMatchObject({ classId: inService, userId: DEMO_STUDENT.userId, tenantId: DEMO });
    const byId = await findClassStudent(server.db, demoUser, { studentId: String(byClass.id), classId: inService });
    expect(byId.id).toBe(byClass.id);
  });

  it("refuses a classmate's enrolment (403), a class the caller is not in and another school's class (404)", async () => {
    const inService = await classId(DEMO, DEMO_CLASSES.inService);
    const [classmate] = await server.db
      .select({ id: classStudents.id })
      .from(classStudents)
      .where(and(eq(classStudents.classId, inService), ne(classStudents.userId, DEMO_STUDENT.userId)));
    expect((await refusal(findClassStudent(server.db, demoUser, { studentId: classmate!.id }))).status).toBe(403);
    const enrolling = await classId(DEMO, DEMO_CLASSES.enrolling);
    expect((await refusal(findClassStudent(server.db, demoUser, { classId: enrolling }))).status).toBe(404);
    const betaClass = await classId(BETA, BETA_CLASSES.inService);
    expect((await refusal(findClassStudent(server.db, demoUser, { classId: betaClass }))).status).toBe(404);
    const betaEnrolment = await findClassStudent(server.db, betaUser, { classId: betaClass });
    expect((await refusal(findClassStudent(server.db, demoUser, { studentId: betaEnrolment.id }))).status).toBe(404);
  });

  it('refuses a studentId of another class, ids that are not ids, and a call naming neither', async () => {
    const inService = await classId(DEMO, DEMO_CLASSES.inService);
    const own = await findClassStudent(server.db, demoUser, { classId: inService });
    const quiet = await classId(DEMO, DEMO_CLASSES.inServiceQuiet);
    expect(await refusal(findClassStudent(server.db, demoUser, { studentId: own.id, classId: quiet }))).toMatchObject({ status: 400 });
    expect(await refusal(findClassStudent(server.db, demoUser, { classId: 'abc' }))).toMatchObject({ status: 400 });
    expect(await refusal(findClassStudent(server.db, demoUser, { studentId: -3 }))).toMatchObject({ status: 400 });
    expect(await refusal(findClassStudent(server.db, demoUser, {}))).toMatchObject({ status: 400 });
  });
});

describe('assertOwnUserId', () => {
  it("accepts no userId or the caller's own, and refuses anyone else's", () => {
    expect(() => assertOwnUserId(demoUser, undefined)).not.toThrow();
    expect(() => assertOwnUserId(demoUser, DEMO_STUDENT.userId)).not.toThrow();
    expect(() => assertOwnUserId(demoUser, 'demo-u-1002')).toThrow(/own study/);
  });
});

describe('requireClassroom', () => {
  it("finds a classroom of the student's class and refuses another school's", async () => {
    const own = await findClassStudent(server.db, demoUser, { classId: await classId(DEMO, DEMO_CLASSES.inService) });
    const video = await classroomId(DEMO, DEMO_CONTENTS.videoInProgress);
    expect((await requireClassroom(server.db, own, video)).id).toBe(video);
    const betaVideo = await classroomId(BETA, BETA_CONTENTS.video);
    expect((await refusal(requireClassroom(server.db, own, betaVideo))).status).toBe(404);
  });

  it("refuses a classroom of this school that the student's class does not teach", async () => {
    const quiet = await findClassStudent(server.db, demoUser, { classId: await classId(DEMO, DEMO_CLASSES.inServiceQuiet) });
    const video = await classroomId(DEMO, DEMO_CONTENTS.videoInProgress);
    expect((await refusal(requireClassroom(server.db, quiet, video))).status).toBe(404);
  });

  it("refuses a classroom another class's activity holds, even in a course both classes teach", async () => {
    const own = await findClassStudent(server.db, demoUser, { classId: await classId(DEMO, DEMO_CLASSES.inService) });
    const quiet = await classId(DEMO, DEMO_CLASSES.inServiceQuiet);
    const sharedCourse = await server.db.select({ courseId: classCourses.courseId }).from(classCourses).where(eq(classCourses.classId, own.classId));
    const now = server.clock.now;
    const [activity] = await server.db
      .insert(classActivities)
      .values({ tenantId: DEMO, classId: quiet, courseId: sharedCourse[0]!.courseId, activityName: 'quiet class lesson', onlineType: 1, startTime: now, endTime: now })
      .returning({ id: classActivities.id });
    const [classroom] = await server.db
      .insert(classrooms)
      .values({ tenantId: DEMO, activityId: activity!.id, courseId: sharedCourse[0]!.courseId, name: 'quiet class video', dataType: 1, contentType: 'ONLINE_VIDEO_TEACHING' })
      .returning({ id: classrooms.id });
    expect((await refusal(requireClassroom(server.db, own, classroom!.id))).status).toBe(404);
  });
});
