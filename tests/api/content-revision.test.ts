// The content revision `npm run build -- --changed` asks for before fetching a school's content
// (src/server/services/content-revision.ts, routes/operator.ts): only the operator may ask; it
// changes with any content edit, and only for that school; what students and visitors do leaves
// it alone; and no table it leaves out is one the build reads, which a record of every statement
// run while the build fetches both schools' content proves.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fetchAllContent } from '../../scripts/lib/school-content';
import { articles, commentScores, hotMajors, schoolInfos } from '../../src/server/db/schema';
import { OPERATOR_KEY_HEADER } from '../../src/server/routes/operator';
import { readManifest } from '../../src/server/manifest-file';
import { NOT_READ_BY_THE_BUILD } from '../../src/server/services/content-revision';
import { expectFailure } from './support/envelope';
import { interactionWorld } from './support/study';
import { BETA, DEMO, useTestServer } from './support/test-server';

const KEY = 'operator-key-of-the-test';
const REVISION = '/api/operator/contentRevision';
const statements: string[] = [];
const server = useTestServer({ operatorKey: KEY }, { logQuery: (query) => statements.push(query) });

async function revisionOf(tenantId: string): Promise<string> {
  const answer = await server.json<{ tenantId: string; revision: string }>(REVISION, { tenantId, headers: { [OPERATOR_KEY_HEADER]: KEY } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.tenantId).toBe(tenantId);
  return answer.body.data.revision;
}

const revisions = async () => ({ [DEMO]: await revisionOf(DEMO), [BETA]: await revisionOf(BETA) });

describe('who may ask', () => {
  it('answers 404, as for a path that does not exist, without the key or with a wrong one', async () => {
    expectFailure(await server.json(REVISION), 404, /no such path/);
    expectFailure(await server.json(REVISION, { headers: { [OPERATOR_KEY_HEADER]: 'guess' } }), 404, /no such path/);
    expectFailure(await server.json(REVISION, { headers: { [OPERATOR_KEY_HEADER]: `${KEY}x` } }), 404, /no such path/);
  });

  it('answers 404 to everyone when the server has no operator key', async () => {
    const { createTestServer } = await import('./support/test-server');
    const keyless = await createTestServer();
    try {
      expectFailure(await keyless.json(REVISION, { headers: { [OPERATOR_KEY_HEADER]: '' } }), 404, /no such path/);
      expectFailure(await keyless.json(REVISION, { headers: { [OPERATOR_KEY_HEADER]: 'undefined' } }), 404, /no such path/);
    } finally {
      await keyless.close();
    }
  });

  it('needs a school, and refuses one that does not exist', async () => {
    expectFailure(await server.json(REVISION, { tenantId: null, headers: { [OPERATOR_KEY_HEADER]: KEY } }), 400, /tenantId is required/);
    expectFailure(await server.json(REVISION, { tenantId: 'nowhere', headers: { [OPERATOR_KEY_HEADER]: KEY } }), 400, /unknown tenant/);
  });
});

describe('the revision', () => {
  it('is the same when nothing changed, and differs between schools', async () => {
    const first = await revisions();
    expect(first[DEMO]).toMatch(/^[0-9a-f]{32}$/);
    expect(first[DEMO]).not.toBe(first[BETA]);
    expect(await revisions()).toEqual(first);
  });

  it("changes with an edit of the school's content, and only that school's; back to the same rows, back to the same revision", async () => {
    const before = await revisions();
    const [major] = await server.db.select().from(hotMajors).where(eq(hotMajors.tenantId, DEMO)).limit(1);
    if (!major) throw new Error('the demo school has no hot major');
    await server.db.update(hotMajors).set({ name: `${major.name}（新）` }).where(eq(hotMajors.id, major.id));
    const edited = await revisions();
    expect(edited[DEMO]).not.toBe(before[DEMO]);
    expect(edited[BETA]).toBe(before[BETA]);
    await server.db.update(hotMajors).set({ name: major.name }).where(eq(hotMajors.id, major.id));
    expect(await revisions()).toEqual(before);
  });

  it("changes when a news title, the school's name or the school's answer to a review is edited", async () => {
    const [article] = await server.db.select().from(articles).where(and(eq(articles.tenantId, DEMO), eq(articles.kind, 'NEW_INFORMATION'))).limit(1);
    const [review] = await server.db.select().from(commentScores).where(eq(commentScores.tenantId, DEMO)).limit(1);
    if (!article || !review) throw new Error('the demo school has no news article or no review');
    let last = await revisionOf(DEMO);
    const edits = [
      () => server.db.update(articles).set({ title: `${article.title}！` }).where(eq(articles.id, article.id)),
      () => server.db.update(schoolInfos).set({ universityName: '改名的学校' }).where(eq(schoolInfos.tenantId, DEMO)),
      () => server.db.update(commentScores).set({ schoolCommentContent: '谢谢！' }).where(eq(commentScores.id, review.id)),
    ];
    for (const edit of edits) {
      await edit();
      const now = await revisionOf(DEMO);
      expect(now).not.toBe(last);
      last = now;
    }
  });

  it('stays the same while students and visitors sign in, fail a password, visit, like and take notes', async () => {
    const before = await revisions();
    const world = await interactionWorld(server);
    await server.json('/api/search/anyone/performanceStat/visit', { body: { schoolId: DEMO } });
    const reviews = await server.json('/api/universityAdvertise/anyBiz/commentScore/page', { body: { current: 1, size: 1 } });
    const liked = await server.json('/api/universityAdvertise/anyone/thumbsUserRecord/thumbs', {
      headers: { visitorId: 'visitor-revision' },
      body: { bizId: reviews.body.data.records[0].id, bizType: 'COMMENT_SCORE', thumbs: 1 },
    });
    expect(liked.status).toBe(200);
    const note = await server.json('/api/teaching/anyone/studentNotes', { token: world.demoToken, body: { classId: world.classId, classroomId: world.classroomId, title: '复习', notes: '第一章' } });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const wrongPassword = await server.json('/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: '13800138000', password: 'wrong-password', tenantId: DEMO, terminalType: 'PC' } });
    expect(wrongPassword.status).not.toBe(200);
    expect(await revisions()).toEqual(before);
  });
});

describe('what the revision leaves out', () => {
  it('is no table the build reads: the tables of every statement run while both schools are fetched', async () => {
    statements.length = 0;
    const results = await fetchAllContent(readManifest('tenants').tenants, { apiBaseOf: () => 'http://api.test', fetchOf: () => (request) => server.app.fetch(request) });
    expect(results.every((result) => 'content' in result)).toBe(true);
    const read = new Set(statements.flatMap((statement) => [...statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((match) => match[1] as string)));
    // The record is real: the build reads the content tables.
    expect([...read]).toEqual(expect.arrayContaining(['articles', 'banners', 'hot_majors', 'school_infos', 'products']));
    expect([...read].filter((table) => NOT_READ_BY_THE_BUILD.has(table))).toEqual([]);
  });
});
