// Every study call of the README's contract section refuses what it must, whatever is sent: no
// token, or a token with a malformed body or query, answers a 4xx envelope with a msg (never data,
// never a 5xx). The per-area tests check each call's own rules; this sweep makes sure no call was
// left without them.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/envelope';
import { DEMO, useTestServer } from './support/test-server';

/** The `METHOD /api/…` calls of the README's "Study area" table. */
function readmeStudyCalls(): [method: string, path: string][] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Study area'), readme.indexOf('## Security'));
  return [...section.matchAll(/^\| (?:★ )?`(GET|POST|PUT|DELETE) (\/api\/[^`]+)`/gm)].map((match) => [match[1]!, match[2]!]);
}

const server = useTestServer();
let token: string;
beforeAll(async () => {
  ({ token } = await signIn(server));
});

// Malformed values for every parameter the study calls take, in the query and in the body.
const MALFORMED = { classId: 'x', studentId: -1, classroomId: '1e999', courseId: [], activityId: {}, workId: 'DROP TABLE', answerLogId: 'null', id: 'abc', userId: 'someone-else', current: -5, size: 'all' };
const malformedQuery = new URLSearchParams(Object.entries(MALFORMED).map(([key, value]) => [key, String(value)])).toString();

function expectRefusal(status: number, body: { code: number; msg: string; data: unknown }) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body.code).not.toBe(0);
  expect(body.msg).toEqual(expect.any(String));
  expect(body.msg.length).toBeGreaterThan(0);
  expect(body.data).toBeNull();
}

describe('study calls', () => {
  const calls = readmeStudyCalls();

  it('are listed in the README (at least 60)', () => {
    expect(calls.length).toBeGreaterThanOrEqual(60);
  });

  it.each(calls)('%s %s refuses a call without a token', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const { status, body: answer } = await server.json(path, { method, body, tenantId: DEMO });
    expectRefusal(status, answer);
  });

  it.each(calls)('%s %s refuses malformed parameters from a signed-in student', async (method, path) => {
    const init = method === 'GET' ? { method } : { method, body: method === 'DELETE' ? ['x'] : { ...MALFORMED, model: MALFORMED } };
    const { status, body } = await server.json(method === 'GET' ? `${path}?${malformedQuery}` : path, { ...init, tenantId: DEMO, token });
    expectRefusal(status, body);
  });
});
