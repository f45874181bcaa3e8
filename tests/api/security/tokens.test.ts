// @security: a token that was revoked (logout) or has expired opens nothing. Every signed-in
// operation of the contract is called with a well-formed request, so that the refusal seen is
// the token's and not the body's.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/envelope';
import { DEMO, useTestServer } from '../support/test-server';
import { contractRequests } from './contract-requests';

const server = useTestServer();
const DAY_MS = 24 * 60 * 60 * 1000;

const signedIn = contractRequests({ otherId: 1, tenantId: DEMO, schoolId: DEMO, universityId: DEMO }).filter((request) => request.signedIn);

/** The signed-in operations that do not answer 401 with `code` for `token`. */
async function notRefused(token: string, code: number) {
  const wrong: string[] = [];
  for (const request of signedIn) {
    const { status, body } = await server.json(request.url, { method: request.method, body: request.method === 'GET' ? undefined : request.body ?? {}, token });
    if (status !== 401 || body.code !== code) wrong.push(`${request.method} ${request.path}: ${status} ${body.code} ${body.msg}`);
  }
  return wrong;
}

describe('tokens that no longer hold @security', () => {
  let live: string;
  beforeAll(async () => {
    live = (await signIn(server)).token;
    expect(signedIn.length).toBeGreaterThanOrEqual(70);
  });

  it('a revoked token is refused on every signed-in operation (401, code 40009), while another token of the same student still works', async () => {
    const revoked = (await signIn(server)).token;
    expect((await server.json('/api/oauth/app/token/logout', { method: 'POST', token: revoked })).status).toBe(200);
    expect(await notRefused(revoked, 40009)).toEqual([]);
    expect((await server.json('/api/oauth/appUser/getUserInfo', { method: 'POST', token: live })).body.code).toBe(0);
  });

  it('an expired token is refused on every signed-in operation (401, code 40005)', async () => {
    server.clock.advance(7 * DAY_MS);
    expect(await notRefused(live, 40005)).toEqual([]);
  });
});
