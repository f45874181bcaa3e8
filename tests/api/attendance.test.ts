// Attendance of a classroom (routes/attendance.ts): the caller's sign-in state, and sign-in and
// sign-out once each, also under 20 concurrent requests, each writing its activity dynamic.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityDynamics, attendance, classActivities, classrooms, classStudents } from '../../src/server/db/schema';
import { resolveStudyTime } from '../../src/server/db/seed/study';
import { BETA_CONTENTS, DEMO_ACTIVITIES, DEMO_CONTENTS, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { atNoonInService, enrolmentOf } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
let token: string;
let betaToken: string;
let classId: number;
let betaClassId: number;
let studentId: number;
const classroomIds = new Map<string, number>();
const activityIds = new Map<string, number>();

beforeAll(async () => {
  ({ token, betaToken, classId, betaClassId } = await atNoonInService(server));
  studentId = await enrolmentOf(server, classId, DEMO_STUDENT.userId);
  for (const row of await server.db.select().from(classrooms)) classroomIds.set(row.name, row.id);
  for (const row of await server.db.select().from(classActivities)) activityIds.set(row.activityName, row.id);
});

const C = DEMO_CONTENTS;
const classroom = (name: string) => classroomIds.get(name)!;
const at = (day: number, time: string) => resolveStudyTime([day, time], server.clock.now).toISOString();

const INFO = '/api/teaching/anyone/classroomAttendance/getAttendanceInfo';
const SIGN = '/api/teaching/anyone/classroomAttendance/signInOrOut';

const sign = (classroomId: number, type: 1 | 2, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  server.typedJson(SIGN, { token, headers, body: { classId, classroomId, studentId, userId: DEMO_STUDENT.userId, type, ...extra } });

async function myDynamics(type: number) {
  return server.db
    .select()
    .from(activityDynamics)
    .where(and(eq(activityDynamics.classId, classId), eq(activityDynamics.userId, DEMO_STUDENT.userId), eq(activityDynamics.type, type)));
}

describe('POST getAttendanceInfo', () => {
  it('answers a face-to-face classroom signed in and out, with its class times', async () => {
    const { status, body } = await server.typedJson(INFO, {
      token,
      body: { classId, classroomId: classroom(C.offlineAttended), activityId: activityIds.get(DEMO_ACTIVITIES.pastOfflineAttended), studentId },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      classroomId: classroom(C.offlineAttended),
      signIn: 1,
      signOut: 1,
      isSignIn: 1,
      isSignOut: 1,
      signInTime: at(-7, '08:55'),
      signOutTime: at(-7, '12:02'),
      classStartTime: at(-7, '09:00'),
      classEndTime: at(-7, '12:00'),
      onlineAttendance: 0,
    });
  });

  it('answers an online classroom with auto sign-in: sign-in only, not yet done', async () => {
    const { body } = await server.typedJson(INFO, { token, body: { classId, classroomId: classroom(C.videoInProgress) } });
    expect(body.data).toMatchObject({ signIn: 1, signOut: 0, isSignIn: 0, isSignOut: 0, signInTime: null, onlineAttendance: 1, classStartTime: at(0, '00:00') });
  });

  it('refuses a classroom of another activity, bad ids, no token and another school', async () => {
    const wrongActivity = { classId, classroomId: classroom(C.offlineAttended), activityId: activityIds.get(DEMO_ACTIVITIES.todayOffline) };
    expectFailure(await server.typedJson(INFO, { token, body: wrongActivity }), 400, /^activityId/);
    expectFailure(await server.typedJson(INFO, { token, body: { classId, classroomId: 'x' } }), 400, /^classroomId/);
    expectFailure(await server.typedJson(INFO, { body: { classId, classroomId: classroom(C.offlineAttended) } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(INFO, { token, body: { classId, classroomId: classroom(BETA_CONTENTS.offline) } }), 404, /^classroomId/);
    expectFailure(await server.typedJson(INFO, { token: betaToken, tenantId: BETA, body: { classId: betaClassId, classroomId: classroom(C.offlineToday) } }), 404, /^classroomId/);
  });
});

describe('POST signInOrOut', () => {
  it('signs in once out of 20 concurrent requests: one row, one dynamic, 19 refusals', async () => {
    const target = classroom(C.offlineToday);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(target, 1, { lat: 31.23, lon: 121.47 })));
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ isSignIn: 1, isSignOut: 0, signInTime: server.clock.now.toISOString() });
    for (const answer of answers.filter((item) => item.status !== 200)) expectFailure(answer, 409, /^repeat attendance check-in is not allowed$/);
    const rows = await server.db.select().from(attendance).where(and(eq(attendance.classStudentId, studentId), eq(attendance.classroomId, target)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ signInPlace: { lat: 31.23, lon: 121.47 }, signOutTime: null });
    const dynamics = (await myDynamics(0)).filter((dynamic) => dynamic.activityId === activityIds.get(DEMO_ACTIVITIES.todayOffline));
    expect(dynamics).toHaveLength(1);
    expect(dynamics[0]).toMatchObject({ realName: '王小明', content: C.offlineToday });
  });

  it('refuses a repeat sign-in in the language asked', async () => {
    expectFailure(await sign(classroom(C.offlineToday), 1, {}, { 'accept-language': 'zh-CN' }), 409, /^不允许重复考勤打卡$/);
  });

  it('signs out once after signing in, and writes the sign-out dynamic', async () => {
    server.clock.advance(60_000);
    const first = await sign(classroom(C.offlineToday), 2);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ isSignIn: 1, isSignOut: 1, signOutTime: server.clock.now.toISOString() });
    expectFailure(await sign(classroom(C.offlineToday), 2), 409, /^repeat attendance check-in is not allowed$/);
    expect((await myDynamics(1)).map((dynamic) => dynamic.content)).toEqual([C.offlineToday]);
    const info = await server.typedJson(INFO, { token, body: { classId, classroomId: classroom(C.offlineToday) } });
    expect(info.body.data).toMatchObject({ isSignIn: 1, isSignOut: 1 });
  });

  it('refuses signing out before signing in, and changes nothing', async () => {
    expectFailure(await sign(classroom(C.offlineFuture), 2), 400, /^please sign in before signing out$/);
    expect(await server.db.select().from(attendance).where(eq(attendance.classroomId, classroom(C.offlineFuture)))).toEqual([]);
  });

  it('opens face-to-face sign-in on the day of the class and closes it at its end', async () => {
    expectFailure(await sign(classroom(C.offlineFuture), 1), 400, /^sign-in opens on the day of the class$/);
    expectFailure(await sign(classroom(C.offlineAbsent), 1), 400, /^the class is over/);
  });

  it('signs in to an online classroom with onlineAttendance 1, which takes no sign-out; others take neither', async () => {
    const online = await sign(classroom(C.videoInProgress), 1);
    expect(online.status).toBe(200);
    expect(online.body.data).toMatchObject({ signIn: 1, isSignIn: 1, onlineAttendance: 1 });
    expectFailure(await sign(classroom(C.videoInProgress), 2), 400, /^this classroom takes no sign-out$/);
    expectFailure(await sign(classroom(C.videoNoRecord), 1), 400, /^this classroom takes no sign-in$/);
  });

  it('validates type, lat and lon', async () => {
    const target = classroom(C.offlineFuture);
    expectFailure(await sign(target, 3 as 1), 400, /^type/);
    expectFailure(await sign(target, 1, { lat: 91, lon: 0 }), 400, /^lat: must be between -90 and 90/);
    expectFailure(await sign(target, 1, { lat: 0, lon: -181 }), 400, /^lon: must be between -180 and 180/);
    expectFailure(await sign(target, 1, { lat: 'north', lon: 0 }), 400, /^lat/);
    expectFailure(await sign(target, 1, { lat: 30 }), 400, /^lon: required with lat/);
  });

  it("refuses no token, a classmate's enrolment and another school's classroom, changing nothing", async () => {
    const target = classroom(C.offlineFuture);
    expectFailure(await server.typedJson(SIGN, { body: { classId, classroomId: target, type: 1 } }), 401, /token/, 40001);
    const [classmate] = await server.db
      .select({ id: classStudents.id })
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, 'demo-u-1002')));
    expectFailure(await sign(target, 1, { studentId: classmate!.id }), 403, /^studentId/);
    expectFailure(await sign(target, 1, { userId: 'demo-u-1002' }), 403, /^userId/);
    const betaAnswer = await server.typedJson(SIGN, { token: betaToken, tenantId: BETA, body: { classId: betaClassId, classroomId: classroom(C.offlineToday), type: 1 } });
    expectFailure(betaAnswer, 404, /^classroomId/);
    expectFailure(await sign(classroom(BETA_CONTENTS.offline), 1), 404, /^classroomId/);
    expect(await server.db.select().from(attendance).where(eq(attendance.classroomId, classroom(BETA_CONTENTS.offline)))).toEqual([]);
  });
});
