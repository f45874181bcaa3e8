import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../src/lib/sms-signature';
import { authTokens, students, users } from '../../src/server/db/schema';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();

const LOGIN = '/api/oauth/anyTenant/login';
const REGISTER = '/api/oauth/anyTenant/registration/login';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const LOGIN_FAILED = 'the mobile number (or username) or the password is wrong';

let sequence = 0;
const freshMobile = () => `1360000${String(++sequence).padStart(4, '0')}`;

async function codeFor(mobile: string): Promise<string> {
  const params = { mobile, templateCode: 'MOBILE_LOGIN_REGISTER', _t: String(server.clock.now.getTime()) };
  const sent = await server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, {
    headers: { [SMS_SIGNATURE_HEADER]: smsSignature(params, server.config.smsAccessKey), 'x-forwarded-for': `10.2.0.${++sequence % 250}` },
  });
  expect(sent.status).toBe(200);
  return (await server.json(`/api/dev/sms-outbox?mobile=${mobile}`)).body.data[0].code;
}

const userInfo = (token: string, tenantId = DEMO) => server.json('/api/oauth/appUser/getUserInfo', { method: 'POST', token, tenantId });

describe('POST /api/oauth/anyTenant/login with grantType PASSWORD', () => {
  it('logs the demo student in by mobile and answers userId, token and expiration', async () => {
    const { status, body } = await server.json(LOGIN, {
      body: { grantType: 'PASSWORD', username: '13800138000', password: 'demo123456', tenantId: DEMO, terminalType: 'PC', bizType: 'E_PC' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { userId: 'demo-u-1001', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiration: server.clock.now.getTime() + WEEK_MS },
    });
    expect((await userInfo(body.data.token)).body.data).toMatchObject({ userId: 'demo-u-1001', realName: '王小明' });
  });

  it('accepts the username, or the mobile in the mobile field', async () => {
    const byUsername = await server.json(LOGIN, { body: { grantType: 'PASSWORD', username: 'demo', password: 'demo123456' } });
    expect(byUsername.body.data.userId).toBe('demo-u-1001');
    const byMobile = await server.json(LOGIN, { body: { grantType: 'PASSWORD', mobile: '13800138000', password: 'demo123456' } });
    expect(byMobile.body.data.userId).toBe('demo-u-1001');
  });

  it('gives one message for a wrong password, an unknown account and an account without a password', async () => {
    const attempts = [
      { username: '13800138000', password: 'wrong-password1' },
      { username: '13899999999', password: 'demo123456' },
      { username: 'nobody', password: 'demo123456' },
      { username: '13800138002', password: 'demo123456' }, // signs in by SMS only
    ];
    for (const attempt of attempts) {
      const { status, body } = await server.json(LOGIN, { body: { grantType: 'PASSWORD', ...attempt } });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 400, msg: LOGIN_FAILED, data: null });
    }
  });

  it("does not let one school's account sign in at another", async () => {
    const { status, body } = await server.json(LOGIN, { body: { grantType: 'PASSWORD', username: '13900139000', password: 'demo123456' } });
    expect(status).toBe(400);
    expect(body.msg).toBe(LOGIN_FAILED);
    const beta = await server.json(LOGIN, { tenantId: BETA, body: { grantType: 'PASSWORD', username: '13900139000', password: 'demo123456' } });
    expect(beta.body.data.userId).toBe('beta-u-2001');
  });

  it('stores the token only as its SHA-256', async () => {
    const { body } = await server.json(LOGIN, { body: { grantType: 'PASSWORD', username: 'demo', password: 'demo123456' } });
    const rows = await server.db.select().from(authTokens).where(eq(authTokens.userId, 'demo-u-1001'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.tokenHash !== body.data.token && /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('names what is missing or wrong in the body', async () => {
    const cases: [unknown, RegExp][] = [
      [{ username: 'demo', password: 'demo123456' }, /^grantType: must be SMS_CODE or PASSWORD$/],
      [{ grantType: 'CAPTCHA', username: 'demo', password: 'x' }, /^grantType: must be SMS_CODE or PASSWORD$/],
      [{ grantType: 'PASSWORD', username: 'demo' }, /^password: is required$/],
      [{ grantType: 'PASSWORD', password: 'demo123456' }, /^give the username or the mobile number$/],
      [{ grantType: 'PASSWORD', mobile: '1380013800', password: 'demo123456' }, /^please enter a correct mobile number$/],
      [{ grantType: 'PASSWORD', username: 42, password: 'demo123456' }, /^username: must be a string$/],
      [{ grantType: 'SMS_CODE', mobile: '13800138000' }, /^code: is required$/],
      [{ grantType: 'SMS_CODE', mobile: '13800138000', code: '12345' }, /^please enter the 6-digit code$/],
    ];
    for (const [body, msg] of cases) {
      const response = await server.json(LOGIN, { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: 400, msg: expect.stringMatching(msg), data: null });
    }
    const notJson = await server.call(LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('takes the school from the body when no header names one, and refuses a body that disagrees with the header', async () => {
    const fromBody = await server.json(LOGIN, { tenantId: null, body: { grantType: 'PASSWORD', username: 'beta', password: 'demo123456', tenantId: BETA } });
    expect(fromBody.body.data.userId).toBe('beta-u-2001');

    const disagree = await server.json(LOGIN, { tenantId: DEMO, body: { grantType: 'PASSWORD', username: 'beta', password: 'demo123456', tenantId: BETA } });
    expect(disagree.status).toBe(400);
    expect(disagree.body.msg).toBe("tenantId: 'beta' differs from the tenantId header 'demo'");

    const unknown = await server.json(LOGIN, { tenantId: null, body: { grantType: 'PASSWORD', username: 'demo', password: 'demo123456', tenantId: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe("tenantId: unknown tenant 'nope'");

    const none = await server.json(LOGIN, { tenantId: null, body: { grantType: 'PASSWORD', username: 'demo', password: 'demo123456' } });
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(/^tenantId is required/);
  });
});

describe('POST /api/oauth/anyTenant/login with grantType SMS_CODE', () => {
  it('registers an unknown mobile on its first login, and finds the same account after', async () => {
    const mobile = freshMobile();
    const first = await server.json(LOGIN, { body: { grantType: 'SMS_CODE', mobile, code: await codeFor(mobile), tenantId: DEMO, terminalType: 'PC' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userId: expect.any(String), token: expect.any(String), expiration: server.clock.now.getTime() + WEEK_MS });
    const info = await userInfo(first.body.data.token);
    expect(info.body.data).toMatchObject({ type: 'USER', nickName: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, realName: null });

    server.clock.advance(61_000);
    const second = await server.json(LOGIN, { body: { grantType: 'SMS_CODE', mobile, code: await codeFor(mobile) } });
    expect(second.body.data.userId).toBe(first.body.data.userId);
  });

  it("signs a seeded student in by SMS to their own account", async () => {
    const { body } = await server.json(LOGIN, { body: { grantType: 'SMS_CODE', mobile: '13800138002', code: await codeFor('13800138002') } });
    expect(body.data.userId).toBe('demo-u-1003');
  });

  it('keeps one account per school: the same mobile at another school is a different account', async () => {
    const mobile = '13900139001';
    const atDemo = await server.json(LOGIN, { body: { grantType: 'SMS_CODE', mobile, code: await codeFor(mobile) } });
    expect(atDemo.status).toBe(200);
    expect(atDemo.body.data.userId).not.toBe('beta-u-2002');
  });
});

describe('POST /api/oauth/anyTenant/registration/login', () => {
  const register = (body: Record<string, unknown>) => server.json(REGISTER, { body: { grantType: 'SMS_CODE', terminalType: 'PC', bizType: 'E_PC', ...body } });

  it('registers a student with the cloud school chosen and logs in', async () => {
    const mobile = freshMobile();
    const { status, body } = await register({ type: 1, nickName: '赵六', mobile, code: await codeFor(mobile), cloudSchool: '信息技术' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { userId: expect.any(String), token: expect.any(String), expiration: expect.any(Number), registered: true } });
    const [student] = await server.db.select().from(students).where(eq(students.userId, body.data.userId));
    expect(student).toMatchObject({ tenantId: DEMO, cloudSchool: '信息技术' });
    expect((await userInfo(body.data.token)).body.data.nickName).toBe('赵六');
  });

  it('registers an enterprise user (type 2) with the nickName sent, in the enterprise of its invitation', async () => {
    const mobile = freshMobile();
    const { body } = await register({ type: 2, nickName: '星河科技', qrCode: 'ent001', mobile, code: await codeFor(mobile) });
    expect(body.data.registered).toBe(true);
    const [user] = await server.db.select().from(users).where(eq(users.id, body.data.userId));
    expect(user).toMatchObject({ nickName: '星河科技', mobile });
    const [student] = await server.db.select().from(students).where(eq(students.userId, body.data.userId));
    expect(student).toMatchObject({ enterpriseCode: 'ENT001', cloudSchool: null });
  });

  it('checks the invitation first: a wrong one creates no account, issues no token and leaves the SMS code unspent', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const wrong = await register({ type: 2, nickName: '星河科技', qrCode: 'NOPE01', mobile, code });
    expect(wrong).toEqual({ status: 404, body: { code: 404, msg: "no enterprise invitation has the code 'NOPE01'", data: null } });
    expect(await server.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
    // No account, so no token either: tokens belong to accounts.
    const missing = await register({ type: 2, nickName: '星河科技', mobile, code });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^please enter the invitation code$/);
    expect((await register({ type: 2, nickName: '星河科技', qrCode: 'ENT001', mobile, code })).status).toBe(200);
  });

  it('just logs an already registered mobile in, leaving its account as it was', async () => {
    const { body } = await register({ type: 3, nickName: '别人', mobile: '13800138001', code: await codeFor('13800138001'), cloudSchool: '乡村振兴' });
    expect(body.data).toMatchObject({ userId: 'demo-u-1002', registered: false });
    const [user] = await server.db.select().from(users).where(eq(users.id, 'demo-u-1002'));
    expect(user!.nickName).toBe('李华');
    const [student] = await server.db.select().from(students).where(eq(students.userId, 'demo-u-1002'));
    expect(student!.cloudSchool).toBe('智能制造');
  });

  it('asks students for the cloud school before spending the code', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const missing = await register({ type: 1, mobile, code });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 400, msg: 'please choose the cloud school to join', data: null });
    expect((await register({ type: 1, mobile, code, cloudSchool: '智能制造' })).status).toBe(200);
  });

  it('names bad fields', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ mobile: '13811112222', code: '123456', cloudSchool: 'x' }, /^type: must be 1, 2 \(enterprise\) or 3$/],
      [{ type: 4, mobile: '13811112222', code: '123456' }, /^type: /],
      [{ type: 2, nickName: '一二三四五六七八九十一二', mobile: '13811112222', code: '123456' }, /^nickName: at most 11 characters$/],
      [{ type: 2, nickName: '   ', mobile: '13811112222', code: '123456' }, /^nickName: must not be empty$/],
      [{ type: 2, mobile: '12345', code: '123456' }, /^please enter a correct mobile number$/],
      [{ type: 2, mobile: '13811112222' }, /^code: is required$/],
      [{ type: 2, mobile: '13811112222', code: '123456', grantType: 'PASSWORD' }, /^grantType: must be SMS_CODE$/],
    ];
    for (const [body, msg] of cases) {
      const response = await register(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.msg).toMatch(msg);
    }
  });

  it('refuses a wrong code and registers nobody', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const { status, body } = await register({ type: 2, nickName: '某公司', qrCode: 'ENT001', mobile, code: wrong });
    expect(status).toBe(400);
    expect(body.msg).toBe('the verification code is wrong');
    expect(await server.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
  });
});
