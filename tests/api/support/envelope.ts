// What the API tests share about answers and signing in: one copy each, not one per test file.
import { expect } from 'vitest';
import { DEMO, type TestServer } from './test-server';

export const DEMO_PASSWORD = 'demo123456';

/** A successful envelope (code 0) around `data`. */
export const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

/** The answer to a client mistake, for toMatchObject: the status, its code and a msg matching `msg`. */
export const clientError = (status: number, msg: RegExp, code: number = status) => ({ status, body: { code, msg: expect.stringMatching(msg), data: null } });

/** The call failed with `status` and a message matching `msg`, and answered nothing else. */
export function expectFailure(result: { status: number; body: unknown }, status: number, msg: RegExp, code: number = status) {
  expect(result.status).toBe(status);
  expect(result.body).toEqual(clientError(status, msg, code).body);
}

/** Signs a demo account in with its password (the seed gives every demo account the same one). */
export async function signIn(server: TestServer, tenantId: string = DEMO, username = '13800138000'): Promise<{ token: string; userId: string }> {
  const { body } = await server.json('/api/oauth/anyTenant/login', { tenantId, body: { grantType: 'PASSWORD', username, password: DEMO_PASSWORD, tenantId, terminalType: 'PC' } });
  expect(body.code).toBe(0);
  return { token: body.data.token, userId: body.data.userId };
}
