// @security: one school never reads or writes another's rows. Every operation of the contract is
// called under the beta school with the demo school's ids (its class, enrolment, classroom, course,
// activity, work, attempt, user, school), signed in as beta's student and anonymously; and every
// signed-in operation with demo's token under beta's header. No answer may carry a demo row, and
// no call may change the database except the visitor bookkeeping every call of a visitor keeps.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classActivities, tenants } from '../../../src/server/db/schema';
import { DEMO_CLASSES, DEMO_CONTENTS, DEMO_PAPERS, DEMO_STUDENT } from '../../../src/server/db/seed/study-fixtures';
import { CLASSMATE, EXAM, examWorld, interactionWorld, questionsOf } from '../support/study';
import { BETA, DEMO, useTestServer } from '../support/test-server';
import { contractRequests, type ContractRequest, type IdValues } from './contract-requests';

const server = useTestServer();

// Rows a call may write whoever makes it: a failed try is recorded, a visitor is remembered.
const BOOKKEEPING = new Set(['login_failures', 'rate_events', 'captchas', 'sms_codes', 'visitors']);

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];

/** One statement that digests every table but the bookkeeping ones: a round trip per table made the sweep 2 minutes long. */
let digestQuery: string | undefined;

async function digest(): Promise<Record<string, string>> {
  if (!digestQuery) {
    const tables = rowsOf(await server.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`))
      .map((row) => row.table_name!)
      .filter((table) => !BOOKKEEPING.has(table));
    digestQuery = tables
      .map((table) => `SELECT '${table}' AS t, (SELECT count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') FROM "${table}" r) AS d`)
      .join(' UNION ALL ');
  }
  return Object.fromEntries(rowsOf(await server.db.execute(sql.raw(digestQuery))).map((row) => [row.t, row.d]));
}

const changedTables = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((table) => before[table] !== after[table]);

let betaToken: string;
let demoToken: string;
/** Texts only demo rows hold: if one appears in an answer to beta, a demo row leaked. */
let demoMarkers: string[];
/** The demo school's ids, one set per meaning of a bare `id`. */
let demoIdSets: IdValues[];

beforeAll(async () => {
  const world = await interactionWorld(server);
  const exam = await examWorld(server);
  betaToken = world.betaToken;
  demoToken = world.demoToken;
  const attempt = await server.json(EXAM.homeworkStart, { body: { id: exam.homework.workId }, token: exam.token });
  const answerLogId = attempt.body.data.answerLogId as number;
  const { paperId, rows } = await questionsOf(server, DEMO, DEMO_PAPERS.homework);
  const [activity] = await server.db.select({ id: classActivities.id }).from(classActivities).where(and(eq(classActivities.tenantId, DEMO), eq(classActivities.classId, world.classId)));
  const [school] = await server.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, DEMO));
  demoMarkers = [school!.name, DEMO_CLASSES.inService, DEMO_STUDENT.userId, CLASSMATE.userId, DEMO_PAPERS.homework, DEMO_CONTENTS.videoFinished, DEMO_CONTENTS.homework];

  const base = {
    classId: world.classId,
    studentId: world.studentId,
    classroomId: world.classroomId,
    courseId: world.courseId ?? 1,
    activityId: activity!.id,
    workId: exam.homework.workId,
    studentWorkId: exam.homework.workId,
    studentWorkMasterId: exam.homework.workId,
    testStudentId: exam.test.classroomId,
    testId: exam.test.classroomId,
    answerLogId,
    questionId: rows.find((row) => row.questionType === 1)!.id,
    questionUnitId: paperId,
    userId: DEMO_STUDENT.userId,
    tenantId: DEMO,
    schoolId: DEMO,
    universityId: DEMO,
    bizId: world.classroomId,
    contentId: world.classroomId,
    activityContentId: world.classroomId,
  };
  demoIdSets = [world.classId, world.classroomId, world.articleId, exam.homework.workId].map((otherId) => ({ ...base, otherId }));
});

async function send(request: ContractRequest, caller: { tenantId: string; token?: string }) {
  const body = request.method === 'GET' ? undefined : request.body ?? {};
  return server.json(request.url, { method: request.method, body, tenantId: caller.tenantId, token: caller.token });
}

/** The marker texts found in a call's data. */
const markersIn = (data: unknown) => demoMarkers.filter((marker) => JSON.stringify(data ?? null).includes(marker));

const sweep = { calls: 0, leaks: 0, writes: 0 };
afterAll(() => console.log(`cross-tenant: ${sweep.calls} calls, leaks: ${sweep.leaks}, writes: ${sweep.writes}`));

describe('cross-tenant @security', () => {
  it('sees demo rows when the demo student makes the same calls in their own school (the probe can see a leak)', async () => {
    let answeredWithDemoRows = 0;
    for (const ids of demoIdSets) {
      for (const request of contractRequests(ids)) {
        if (/logout/i.test(request.path)) continue;
        const { body } = await send(request, { tenantId: DEMO, token: demoToken });
        if (markersIn(body.data).length) answeredWithDemoRows += 1;
      }
    }
    expect(answeredWithDemoRows).toBeGreaterThanOrEqual(10);
  });

  it("refuses a school's token under another school's header on every signed-in operation (401, code 40001)", async () => {
    // The school fields name the header's school: this sweep is about the token alone.
    const signedIn = contractRequests({ ...demoIdSets[0]!, tenantId: BETA, schoolId: BETA, universityId: BETA }).filter((request) => request.signedIn);
    expect(signedIn.length).toBeGreaterThanOrEqual(70);
    const wrong: string[] = [];
    for (const request of signedIn) {
      const { status, body } = await send(request, { tenantId: BETA, token: demoToken });
      if (status !== 401 || body.code !== 40001) wrong.push(`${request.method} ${request.path}: ${status} ${body.code} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
  });

  for (const caller of ['the beta student', 'a visitor of beta'] as const) {
    it(`answers ${caller} no demo row, and lets no call with demo's ids change a table`, async () => {
      const leaks: string[] = [];
      const writes: string[] = [];
      // Nothing writes between one call's digest after and the next call's before: each is taken once.
      let before = await digest();
      for (const ids of demoIdSets) {
        for (const request of contractRequests(ids)) {
          if (/logout/i.test(request.path)) continue;
          const { status, body } = await send(request, { tenantId: BETA, token: caller === 'the beta student' ? betaToken : undefined });
          sweep.calls += 1;
          expect(status, `${request.method} ${request.url}`).toBeLessThan(500);
          // A refusal may repeat what was sent (`userId: 'demo-u-1001' is not the signed-in user`): only data can leak.
          const leaked = markersIn(body.data);
          if (leaked.length) leaks.push(`${request.method} ${request.url}: ${leaked.join(', ')}`);
          const after = await digest();
          const changed = changedTables(before, after);
          before = after;
          if (changed.length) writes.push(`${request.method} ${request.url} (${status}): ${changed.join(', ')}`);
        }
      }
      sweep.leaks += leaks.length;
      sweep.writes += writes.length;
      expect(leaks).toEqual([]);
      expect(writes).toEqual([]);
    });
  }
});
