// The xskt signing key comes from the configuration (issue 27): every process of the API checks the
// xsktUserTokens any other issued, a restart keeps open work valid, and a rotation keeps accepting
// the previous key's tokens. A server that keeps its database refuses to start without a key.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { DEV_XSKT_KEY, loadConfig, xsktKeyProblem } from '../../src/server/config';
import { DEMO_PAPERS } from '../../src/server/db/seed/study-fixtures';
import { startServer } from '../../src/server/main';
import { basicAuthorization } from '../../src/server/middleware';
import { createXsktSigner } from '../../src/server/xskt/token';
import { expectFailure } from './support/envelope';
import { EXAM, examWorld, questionsOf } from './support/study';
import { DEMO, useTestServer } from './support/test-server';

const FIRST = 'first-key-of-the-xskt-service-0123456789';
const SECOND = 'second-key-of-the-xskt-service-987654321';

describe('the xskt key in the configuration', () => {
  it('is PORTAL_XSKT_KEY, with PORTAL_XSKT_PREVIOUS_KEYS still accepted; the development mode has a fixed one', () => {
    expect(loadConfig({ PORTAL_XSKT_KEY: SECOND, PORTAL_XSKT_PREVIOUS_KEYS: ` ${FIRST} , ` }).xsktKeys).toEqual({ current: SECOND, previous: [FIRST] });
    expect(loadConfig({ PORTAL_DEV: '1' }).xsktKeys).toEqual({ current: DEV_XSKT_KEY, previous: [] });
    expect(loadConfig({}).xsktKeys).toBeUndefined();
  });

  it('is required for a database that is kept, outside the development mode, and must be long enough', async () => {
    expect(xsktKeyProblem(loadConfig({ DATABASE_URL: 'postgres://db.example/portal' }))).toMatch(/PORTAL_XSKT_KEY is not set/);
    expect(xsktKeyProblem(loadConfig({ PORTAL_DATA_DIR: '/srv/portal/pglite' }))).toMatch(/PORTAL_XSKT_KEY is not set/);
    expect(xsktKeyProblem(loadConfig({ PORTAL_DATA_DIR: 'memory://' }))).toBeUndefined();
    expect(xsktKeyProblem(loadConfig({ DATABASE_URL: 'postgres://db.example/portal', PORTAL_DEV: '1' }))).toBeUndefined();
    expect(xsktKeyProblem(loadConfig({ DATABASE_URL: 'postgres://db.example/portal', PORTAL_XSKT_KEY: FIRST }))).toBeUndefined();
    expect(xsktKeyProblem(loadConfig({ DATABASE_URL: 'postgres://db.example/portal', PORTAL_XSKT_KEY: 'short' }))).toMatch(/at least 32 characters/);
    expect(xsktKeyProblem(loadConfig({ DATABASE_URL: 'postgres://db.example/portal', PORTAL_XSKT_KEY: FIRST, PORTAL_XSKT_PREVIOUS_KEYS: 'short' }))).toMatch(/at least 32/);
    // Refused before the database is even opened.
    await expect(startServer({ port: 0, config: loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:1/none', PORTAL_REQUEST_LOG: '0' }) })).rejects.toThrow(/refusing to start: PORTAL_XSKT_KEY is not set/);
  });

  it('signs with the current key and accepts the previous ones, nothing else', () => {
    const grant = { tenantId: DEMO, userId: 'demo-u-1001', workId: 7 };
    const now = new Date();
    const { token } = createXsktSigner({ current: FIRST }).issue(grant, now);
    expect(createXsktSigner({ current: FIRST }).refusal(token, grant, now)).toBeUndefined();
    expect(createXsktSigner({ current: SECOND, previous: [FIRST] }).refusal(token, grant, now)).toBeUndefined();
    expect(createXsktSigner({ current: SECOND }).refusal(token, grant, now)).toMatch(/not an xskt token of this service/);
    expect(createXsktSigner().refusal(token, grant, now)).toMatch(/not an xskt token of this service/);
  });
});

describe('an xskt paper fetched before a restart with a rotated key', () => {
  const server = useTestServer({ xsktKeys: { current: FIRST, previous: [] } });

  it('is submitted to the restarted server, which signs new papers with the new key', async () => {
    const world = await examWorld(server);
    const lookup = await server.typedJson(`${EXAM.homeworkLookup}?classId=${world.classId}&studentId=${world.studentId}&classroomId=${world.xskt.classroomId}`, { token: world.token });
    const workId = lookup.body.data.id;
    const { body } = await server.typedJson(`${EXAM.xsktPaper}?workId=${workId}`, { token: world.token });
    const before = body.data.xsktUserToken;
    const answerLogId = (await server.typedJson(EXAM.homeworkStart, { token: world.token, body: { id: workId } })).body.data.answerLogId;
    const questionId = (await questionsOf(server, DEMO, DEMO_PAPERS.xskt)).find('QS').id;

    // Another process, or this one restarted: the same database, the rotated keys.
    const restarted = createApp({ db: server.db, config: { ...server.config, xsktKeys: { current: SECOND, previous: [FIRST] } }, now: () => server.clock.now });
    const headers = { authorization: basicAuthorization(server.config.clientId, server.config.clientSecret), tenantId: DEMO, token: world.token, 'content-type': 'application/json' };
    const submit = (xsktUserToken: string) =>
      restarted.request(EXAM.xsktSubmit, { method: 'POST', headers, body: JSON.stringify({ studentWorkId: workId, answerLogId, use_time: 60, xsktUserToken, userAnswerObjects: [{ questionId, questionAnswerVO: { optionList: ['A'] } }] }) });

    const fresh = (await (await restarted.request(`${EXAM.xsktPaper}?workId=${workId}`, { headers })).json()) as { data: { xsktUserToken: string } };
    expect(createXsktSigner({ current: FIRST }).refusal(fresh.data.xsktUserToken, { tenantId: DEMO, userId: 'demo-u-1001', workId }, server.clock.now)).toMatch(/not an xskt token/);
    const [payload] = before.split('.');
    const forged = await submit(`${payload}.${createXsktSigner({ current: 'a-key-the-service-never-had-0123456789' }).issue({ tenantId: DEMO, userId: 'demo-u-1001', workId }, server.clock.now).token.split('.')[1]}`);
    expectFailure({ status: forged.status, body: await forged.json() }, 403, /^xsktUserToken: /);
    const accepted = await submit(before);
    expect(accepted.status).toBe(200);
  });
});
