// What the journeys share about people: the portal's client credentials, fresh mobiles, the
// development SMS outbox and a page signed in without the login form.
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../../src/lib/sms-signature';
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
  await keepSession(page, tenant, login);
  return login;
}

/** Every page of the context opens signed in as `login` (a second tab, a tab reopened). */
export async function keepSessionInContext(page: Page, tenant: string, login: Login): Promise<void> {
  await page.context().addInitScript(sessionScript, { tenant, login });
}

/** Logs a seeded account with no password in by the development SMS code (one code a minute per mobile). */
export async function logInByCode(request: APIRequestContext, tenant: string, mobile: string): Promise<Login> {
  const params = { mobile, templateCode: 'MOBILE_LOGIN_REGISTER', _t: String(Date.now()) };
  const sent = await request.get(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, { headers: { tenantId: tenant, ...CLIENT, [SMS_SIGNATURE_HEADER]: smsSignature(params, 'portal-sms-key') } });
  expect(sent.ok(), `a code for ${mobile}: ${await sent.text()}`).toBe(true);
  const outbox = (await (await request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { data: { code: string }[] };
  const response = await request.post('/api/oauth/anyTenant/login', {
    headers: { tenantId: tenant, ...CLIENT },
    data: { grantType: 'SMS_CODE', mobile, code: outbox.data[0]!.code, tenantId: tenant, terminalType: 'PC' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Login;
}

function sessionScript({ tenant, login }: { tenant: string; login: Login }) {
  const put = (field: string, value: unknown) => localStorage.setItem(`portal:${tenant}:session:${field}`, JSON.stringify(value));
  put('tenantId', tenant);
  put('userId', login.userId);
  put('token', login.token);
  put('tokenExpireTime', String(login.expiration));
}

/** The page opens signed in as `login`. */
async function keepSession(page: Page, tenant: string, login: Login): Promise<void> {
  await page.addInitScript(sessionScript, { tenant, login });
}
