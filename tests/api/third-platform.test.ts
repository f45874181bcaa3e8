// The third-party learning platform (spec 2 §2 course jump, §7): a course of thirdPlatformType 11
// syncs the user first, then hands out a short-lived authorisation code with the learningUrl.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { thirdPlatformUsers } from '../../src/server/db/schema';
import { BETA_CLASSES, BETA_COURSES, DEMO_CLASSES, DEMO_COURSES, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { hashAuthCode } from '../../src/server/services/third-platform';
import { expectFailure } from './support/envelope';
import { classIdOf, courseIdOf, useSignedInThree } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const SYNC = '/api/library/anyone/thirdPlatform/syncUser';
const AUTH_CODE = '/api/library/anyone/thirdPlatform/getAuthCode';
const NO_TOKEN = /token is required/;

const server = useTestServer();
const people = useSignedInThree(server);

const classId = (className: string, tenantId = DEMO) => classIdOf(server, tenantId, className);
const courseId = (courseName: string, tenantId = DEMO) => courseIdOf(server, tenantId, courseName);

const syncs = (userId: string) => server.db.select().from(thirdPlatformUsers).where(eq(thirdPlatformUsers.userId, userId));
const sync = (body: object, as = people.token, tenantId = DEMO) => server.typedJson(SYNC, { body, token: as, tenantId });
const authCode = (query: string, as = people.token, tenantId = DEMO) => server.typedJson(`${AUTH_CODE}?${query}`, { token: as, tenantId });

describe('syncUser', () => {
  it('records the student as synced for a third-party course of their class; syncing again keeps one record', async () => {
    const course = await courseId(DEMO_COURSES.thirdParty);
    const inService = await classId(DEMO_CLASSES.inService);
    const { status, body } = await sync({ courseId: course, classId: inService });
    expect(status).toBe(200);
    expect(body.data).toEqual({ courseId: course, classId: inService, userId: DEMO_STUDENT.userId, synced: true, syncedTime: server.clock.now.toISOString() });
    server.clock.advance(1000);
    await sync({ courseId: course, classId: inService });
    const rows = await syncs(DEMO_STUDENT.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId: course, classId: inService, tenantId: DEMO, syncedTime: server.clock.now, authCodeHash: null });
  });

  it('refuses a course learnt elsewhere than a third-party platform (400)', async () => {
    const inService = await classId(DEMO_CLASSES.inService);
    for (const name of [DEMO_COURSES.internal, DEMO_COURSES.external, DEMO_COURSES.noLink]) {
      expectFailure(await sync({ courseId: await courseId(name), classId: inService }), 400, /is not learnt on a third-party platform/);
    }
    expectFailure(
      await server.typedJson(SYNC, { body: { courseId: await courseId(DEMO_COURSES.internal), classId: inService }, token: people.token, headers: { 'accept-language': 'zh-CN' } }),
      400,
      /^该课程不在第三方学习平台学习/,
    );
  });

  it("refuses a course the class does not teach and a class the student is not in, recording nothing", async () => {
    const course = await courseId(DEMO_COURSES.thirdParty);
    expectFailure(await sync({ courseId: course, classId: await classId(DEMO_CLASSES.inServiceQuiet) }), 404, /is not taught in class/);
    expectFailure(await sync({ courseId: course, classId: await classId(DEMO_CLASSES.enrolling) }), 404, /not a student/);
    expect((await syncs(DEMO_STUDENT.userId)).map((row) => row.classId)).toEqual([await classId(DEMO_CLASSES.inService)]);
  });

  it("keeps to the header's school: beta's student cannot sync to demo's course, nor demo's to beta's", async () => {
    const demoCourse = await courseId(DEMO_COURSES.thirdParty);
    const betaClass = await classId(BETA_CLASSES.inService, BETA);
    expectFailure(await sync({ courseId: demoCourse, classId: betaClass }, people.betaToken, BETA), 404, /no course/);
    expectFailure(await sync({ courseId: await courseId(BETA_COURSES.internal, BETA), classId: betaClass }), 404, /not a student/);
    expect(await syncs('beta-u-2001')).toEqual([]);
  });

  it('needs a token and valid ids', async () => {
    expectFailure(await server.typedJson(SYNC, { body: { courseId: 1, classId: 1 } }), 401, NO_TOKEN, 40001);
    expectFailure(await sync({ classId: 1 }), 400, /^courseId: /);
    expectFailure(await sync({ courseId: 1, classId: 'one' }), 400, /^classId: /);
  });
});

describe('getAuthCode', () => {
  it('is refused until the student is synced for the course', async () => {
    const course = await courseId(DEMO_COURSES.thirdParty);
    expectFailure(await authCode(`courseId=${course}`, people.classmateToken), 409, /sync your account/);
    expect(await syncs('demo-u-1002')).toEqual([]);
  });

  it('answers a random code valid 5 minutes, stored only as its hash, with the learning url carrying it', async () => {
    const course = await courseId(DEMO_COURSES.thirdParty);
    await sync({ courseId: course, classId: await classId(DEMO_CLASSES.inService) });
    const { status, body } = await authCode(`courseId=${course}`);
    expect(status).toBe(200);
    const { code } = body.data;
    expect(code).toMatch(/^[\w-]{32}$/);
    expect(body.data).toEqual({
      courseId: course,
      code,
      expireTime: new Date(server.clock.now.getTime() + 5 * 60_000).toISOString(),
      learningUrl: 'https://sim.partner.example.com/learn',
      redirectUrl: `https://sim.partner.example.com/learn?code=${code}`,
    });
    const [row] = await syncs(DEMO_STUDENT.userId);
    expect(row!.authCodeHash).toBe(hashAuthCode(code));
    expect(JSON.stringify(row)).not.toContain(code);

    const again = await authCode(`courseId=${course}`);
    expect(again.body.data.code).not.toBe(code);
    expect((await syncs(DEMO_STUDENT.userId))[0]!.authCodeHash).toBe(hashAuthCode(again.body.data.code));
  });

  it('is refused once the student is no longer in the class they synced from', async () => {
    const course = await courseId(DEMO_COURSES.thirdParty);
    await sync({ courseId: course, classId: await classId(DEMO_CLASSES.inService) }, people.classmateToken);
    // As if she had left: the record now names a class she holds no place in.
    await server.db.update(thirdPlatformUsers).set({ classId: await classId(DEMO_CLASSES.inServiceQuiet) }).where(eq(thirdPlatformUsers.userId, 'demo-u-1002'));
    expectFailure(await authCode(`courseId=${course}`, people.classmateToken), 404, /not a student/);
    expect((await syncs('demo-u-1002'))[0]!.authCodeHash).toBeNull();
  });

  it("refuses a course that is not third-party and another school's course", async () => {
    expectFailure(await authCode(`courseId=${await courseId(DEMO_COURSES.internal)}`), 400, /not learnt on a third-party platform/);
    expectFailure(await authCode(`courseId=${await courseId(DEMO_COURSES.thirdParty)}`, people.betaToken, BETA), 404, /no course/);
  });

  it('needs a token and a course id', async () => {
    expectFailure(await server.typedJson(`${AUTH_CODE}?courseId=1`), 401, NO_TOKEN, 40001);
    expectFailure(await authCode('courseId=abc'), 400, /^courseId: /);
    expectFailure(await server.typedJson(AUTH_CODE, { token: people.token }), 400, /^courseId: /);
  });
});
