// What the journeys share about people: the portal's client credentials, fresh mobiles, the
// development SMS outbox and a page signed in without the login form.
import { expect, type APIRequestContext, type Page } from './test';

/** The Authorization header of the portal's client (the demo credentials of ARCHITECTURE.md). */
export const CLIENT = { Authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}` };

/**
 * A mobile no other test uses: the API allows one code a minute per mobile, and tests run in
 * parallel. Random on purpose (no test branches on it); `prefix` keeps each spec's numbers apart.
 */
export const freshMobile = (prefix = '137') => `${prefix}${String(Math.floor(Math.random() * 10 ** (11 - prefix.length))).padStart(11 - prefix.length, '0')}`;

/** The latest code the development outbox holds for `mobile`, waiting until one of `templateCode` arrives. */
export async function latestCode(page: Page, mobile: string, templateCode = 'MOBILE_LOGIN_REGISTER'): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await page.request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
    const body = (await answer.json()) as { data: { code: string; templateCode: string }[] };
    expect(body.data[0]?.templateCode).toBe(templateCode);
    code = body.data[0]!.code;
  }).toPass();
  return code;
}

export interface Login {
  userId: string;
  token: string;
  expiration: number;
}

/** Logs a seeded account in through the API (password demo123456). */
export async function logIn(request: APIRequestContext, tenant: string, mobile: string): Promise<Login> {
  const response = await request.post('/api/oauth/anyTenant/login', {
    headers: { tenantId: tenant, ...CLIENT },
    data: { grantType: 'PASSWORD', username: mobile, password: 'demo123456', tenantId: tenant, terminalType: 'PC', bizType: 'E_PC' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Login;
}

/** Signs the page in the way the session store keeps it: `portal:<tenant>:session:<field>`, JSON-encoded. */
export async function signIn(page: Page, request: APIRequestContext, tenant: string, mobile: string): Promise<Login> {
  const login = await logIn(request, tenant, mobile);
  await page.addInitScript(
    ({ tenant, login }) => {
      const put = (field: string, value: unknown) => localStorage.setItem(`portal:${tenant}:session:${field}`, JSON.stringify(value));
      put('tenantId', tenant);
      put('userId', login.userId);
      put('token', login.token);
      put('tokenExpireTime', String(login.expiration));
    },
    { tenant, login },
  );
  return login;
}
