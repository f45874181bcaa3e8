// The class lists an API process keeps (src/server/services/class-list-cache.ts, the README's
// "State in one process's memory"): a student's second call is answered from memory after a check
// of the token and the school's class-list version, and never once anything the list shows has
// changed, whoever wrote it: another process, an operator by hand, or this one.
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { classStudents, teachingClasses } from '../../src/server/db/schema';
import { DEMO_CLASSES } from '../../src/server/db/seed/study-fixtures';
import { basicAuthorization } from '../../src/server/middleware';
import { expectFailure } from './support/envelope';
import { CLASSMATE, classIdOf, signInStudent } from './support/study';
import { DEMO, useTestServer } from './support/test-server';

const CLASSES = '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList';
const STUDY_DATA = '/api/teaching/anyone/classStudent/getUserStudyData';
const LOGOUT = '/api/oauth/app/token/logout';

const statements: string[] = [];
const server = useTestServer({}, { logQuery: (query) => statements.push(query) });
let token: string;
beforeAll(async () => {
  ({ token } = await signInStudent(server));
});
beforeEach(() => {
  statements.length = 0;
});

type ClassListAnswer = { status: number; body: { data: { records: { className: string; classStudentTotal: number; classId: number }[] } } };

/** The first page of the demo student's classes through `app` (this process by default). */
async function classList(app = server.app, as = token): Promise<ClassListAnswer> {
  const headers = { authorization: basicAuthorization(server.config.clientId, server.config.clientSecret), tenantId: DEMO, token: as, 'content-type': 'application/json' };
  const response = await app.request(CLASSES, { method: 'POST', headers, body: JSON.stringify({ current: 1, size: 10 }) });
  return { status: response.status, body: await response.json() };
}

/** What the calls since the last look read: the whole page, or only the token and the version. */
function readSince() {
  const read = statements.filter((statement) => statement.includes('class_list_versions'));
  statements.length = 0;
  return read.map((statement) => (statement.includes('json_agg') ? 'page' : 'check'));
}

const inService = (answer: ClassListAnswer) => answer.body.data.records.find((record) => record.classId === inServiceId)!;
let inServiceId: number;
beforeAll(async () => {
  inServiceId = await classIdOf(server, DEMO, DEMO_CLASSES.inService);
});

describe('the class lists a process keeps', () => {
  it('answers the same call again after reading only the token and the version', async () => {
    const first = await classList();
    const second = await classList();
    expect(second).toEqual(first);
    expect(first.body.data.records.length).toBeGreaterThan(0);
    expect(readSince()).toEqual(['page', 'check']);
  });

  it('reads the page again once a write changes what it shows, whichever process or tool wrote it', async () => {
    // A second API process on the same database, with a cache of its own.
    const other = createApp({ db: server.db, config: server.config, now: () => server.clock.now });
    await classList(other);
    const before = inService(await classList(other));
    expect(readSince()).toEqual(['page', 'check']);

    // An operator renames the class by hand.
    await server.db.update(teachingClasses).set({ className: '低压电工春季一期（更名）' }).where(eq(teachingClasses.id, inServiceId));
    expect(inService(await classList(other)).className).toBe('低压电工春季一期（更名）');
    expect(inService(await classList()).className).toBe('低压电工春季一期（更名）');
    // Each process checked the answer it kept (this one kept it in the first test), then read anew.
    expect(readSince()).toEqual(['check', 'page', 'check', 'page']);

    // A classmate leaves the class: its headcount, read from other students' rows, changes too.
    await server.db
      .update(classStudents)
      .set({ isEnrollment: 0 })
      .where(and(eq(classStudents.classId, inServiceId), eq(classStudents.userId, CLASSMATE.userId)));
    expect(inService(await classList(other)).classStudentTotal).toBe(before.classStudentTotal - 1);
    expect(readSince()).toEqual(['check', 'page']);

    await server.db
      .update(classStudents)
      .set({ isEnrollment: 1 })
      .where(and(eq(classStudents.classId, inServiceId), eq(classStudents.userId, CLASSMATE.userId)));
    await server.db.update(teachingClasses).set({ className: DEMO_CLASSES.inService }).where(eq(teachingClasses.id, inServiceId));
    expect(inService(await classList(other))).toEqual(before);
  });

  it('keeps its answer through writes the list does not show (a class visit, study time)', async () => {
    await classList();
    const visit = await server.typedJson(`${STUDY_DATA}?classId=${inServiceId}`, { token });
    expect(visit.status).toBe(200);
    statements.length = 0;
    await classList();
    expect(readSince()).toEqual(['check']);
  });

  it('refuses a kept answer to a token logged out since, at once', async () => {
    const { token: session } = await signInStudent(server);
    expect((await classList(server.app, session)).status).toBe(200);
    expect((await server.typedJson(LOGOUT, { method: 'POST', token: session })).status).toBe(200);
    const after = await classList(server.app, session);
    expectFailure({ status: after.status, body: after.body as never }, 401, /revoked/, 40009);
    // The demo student's other session is unaffected.
    expect((await classList()).body.data.records.some((record) => record.className === DEMO_CLASSES.inService)).toBe(true);
  });
});
