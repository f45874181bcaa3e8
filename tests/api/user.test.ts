import { beforeAll, describe, expect, it } from 'vitest';
import { smsSignature } from '../../src/lib/sms-signature';
import { BETA, DEMO, useTestServer } from './support/test-server';
import { signIn } from './support/envelope';

const server = useTestServer();
let demoToken: string;
let enterpriseToken: string;
beforeAll(async () => {
  demoToken = (await signIn(server, DEMO, '13800138000')).token;
  enterpriseToken = (await signIn(server, DEMO, '13800138003')).token;
});

let sequence = 0;
/** A new account (registered by SMS), for tests that change what they read. */
async function newAccount(): Promise<{ token: string; userId: string }> {
  const mobile = `1350000${String(++sequence).padStart(4, '0')}`;
  const params = { mobile, templateCode: 'MOBILE_LOGIN_REGISTER', _t: '1' };
  await server.typedJson(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, {
    headers: { sign: smsSignature(params, server.config.smsAccessKey), 'x-forwarded-for': `10.3.0.${sequence}` },
  });
  const code = (await server.typedJson(`/api/dev/sms-outbox?mobile=${mobile}`)).body.data[0]!.code;
  const { body } = await server.typedJson('/api/oauth/anyTenant/login', { body: { grantType: 'SMS_CODE', mobile, code } });
  return body.data;
}

const expectTokenNeeded = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const { status, body } = await server.json(path, init);
  expect(status).toBe(401);
  expect(body).toEqual({ code: 40001, msg: 'a token is required: please log in first', data: null });
};

describe('POST /api/oauth/appUser/getUserInfo', () => {
  it("answers the signed-in user's info with the mobile masked", async () => {
    const { status, body } = await server.typedJson('/api/oauth/appUser/getUserInfo', { method: 'POST', token: demoToken });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { id: 'demo-u-1001', type: 'USER', userId: 'demo-u-1001', avatar: null, realName: '王小明', nickName: '小明同学', username: 'demo', mobile: '138****8000' },
    });
  });

  it('needs a token', () => expectTokenNeeded('/api/oauth/appUser/getUserInfo', { method: 'POST' }));
});

describe('GET /api/userCenter/anyTenant/student/getOrCreateStudentId', () => {
  it("answers a seeded student's id", async () => {
    const { body } = await server.typedJson('/api/userCenter/anyTenant/student/getOrCreateStudentId?tenantId=demo&userId=demo-u-1001&_t=1', { token: demoToken });
    expect(body).toEqual({ code: 0, msg: 'ok', data: 'demo-s-1001' });
  });

  it('creates the student record on the first call and answers the same id after', async () => {
    const account = await newAccount();
    const path = `/api/userCenter/anyTenant/student/getOrCreateStudentId?tenantId=demo&userId=${account.userId}` as const;
    const first = await server.typedJson(path, { token: account.token });
    expect(first.body.data).toEqual(expect.any(String));
    expect((await server.typedJson(path, { token: account.token })).body.data).toBe(first.body.data);
  });

  it('names missing parameters and needs a token', async () => {
    const { status, body } = await server.typedJson('/api/userCenter/anyTenant/student/getOrCreateStudentId?tenantId=demo', { token: demoToken });
    expect(status).toBe(400);
    expect(body.msg).toBe('userId: is required');
    await expectTokenNeeded('/api/userCenter/anyTenant/student/getOrCreateStudentId?tenantId=demo&userId=demo-u-1001');
  });

  it("refuses another user's id", async () => {
    const { status, body } = await server.typedJson('/api/userCenter/anyTenant/student/getOrCreateStudentId?tenantId=demo&userId=demo-u-1002', { token: demoToken });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, msg: "userId: 'demo-u-1002' is not the signed-in user", data: null });
  });
});

describe('GET /api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode', () => {
  it('resolves the demo invitation code to its school, in any letter case', async () => {
    expect((await server.typedJson('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=ENT001&userId=demo-u-1001', { token: demoToken })).body).toEqual({
      code: 0,
      msg: 'ok',
      data: 'demo',
    });
    expect((await server.typedJson('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=ent001', { token: demoToken })).body.data).toBe('demo');
  });

  it('answers 404 for an unknown code and 400 for an overlong one', async () => {
    const unknown = await server.typedJson('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=NOPE01', { token: demoToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("no enterprise invitation has the code 'NOPE01'");
    const long = await server.typedJson('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=ENT0001', { token: demoToken });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('qrCode: at most 6 characters');
  });

  it("needs a token and the caller's own userId", async () => {
    await expectTokenNeeded('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=ENT001');
    const other = await server.typedJson('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=ENT001&userId=demo-u-1002', { token: demoToken });
    expect(other.status).toBe(403);
  });
});

describe('guessing invitation codes', () => {
  const byCode = (token: string, qrCode: string, ip: string) =>
    server.typedJson(`/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=${qrCode}`, { token, headers: { 'x-forwarded-for': ip } });
  const TOO_MANY = { status: 429, body: { code: 429, msg: 'too many wrong invitation codes: try again in an hour', data: null } };

  it('stops a network after 10 wrong codes an hour, the right one included, whoever signs in', async () => {
    const guesser = await newAccount();
    for (let i = 0; i < 10; i++) expect((await byCode(guesser.token, `ENX${String(i).padStart(3, '0')}`, '10.50.0.1')).status).toBe(404);
    expect(await byCode(guesser.token, 'ENT001', '10.50.0.1')).toEqual(TOO_MANY);
    const accomplice = await newAccount();
    expect(await byCode(accomplice.token, 'ENT001', '10.50.0.1')).toEqual(TOO_MANY);
    const accept = await server.typedJson('/api/userCenter/app/qrCodeUser/acceptInvitation', {
      token: accomplice.token,
      body: { qrCode: 'ENT001', tenantId: DEMO, userId: accomplice.userId },
      headers: { 'x-forwarded-for': '10.50.0.1' },
    });
    expect(accept).toEqual(TOO_MANY);
    // Another network is not held back; an hour later this one may try again.
    expect((await byCode(accomplice.token, 'ENT001', '10.50.0.2')).body.data).toBe(DEMO);
    server.clock.advance(60 * 60_000);
    expect((await byCode(guesser.token, 'ENT001', '10.50.0.1')).body.data).toBe(DEMO);
  });

  it('stops a user after 10 wrong codes an hour, from any networks', async () => {
    const guesser = await newAccount();
    for (let i = 0; i < 10; i++) expect((await byCode(guesser.token, `ENY${String(i).padStart(3, '0')}`, `10.51.0.${i}`)).status).toBe(404);
    expect(await byCode(guesser.token, 'ENT001', '10.51.1.1')).toEqual(TOO_MANY);
    const other = await newAccount();
    expect((await byCode(other.token, 'ENT001', '10.51.1.1')).body.data).toBe(DEMO);
  });
});

describe('POST /api/userCenter/app/qrCodeUser/acceptInvitation', () => {
  const accept = (token: string, body: unknown) => server.typedJson('/api/userCenter/app/qrCodeUser/acceptInvitation', { token, body });

  it('joins the enterprise, once: accepting again changes nothing', async () => {
    const account = await newAccount();
    const first = await accept(account.token, { qrCode: 'ENT001', tenantId: DEMO, userId: account.userId });
    expect(first.body).toEqual({ code: 0, msg: 'ok', data: { tenantId: DEMO, studentId: expect.any(String), enterpriseName: '云智科技有限公司' } });
    const again = await accept(account.token, { qrCode: 'ent001', tenantId: DEMO, userId: account.userId });
    expect(again.body.data).toEqual(first.body.data);
    const roles = await server.typedJson('/api/base/anyBiz/baseRolePack/getByTenantId', { token: account.token });
    expect(roles.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['USER', 'STUDENT', 'ENTERPRISE_USER']);
  });

  it('refuses a second enterprise with 409', async () => {
    const { status, body } = await accept(enterpriseToken, { qrCode: 'ENT002', tenantId: DEMO, userId: 'demo-u-1004' });
    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, msg: "this account already belongs to the enterprise '云智科技有限公司'", data: null });
  });

  it('names bad fields and refuses ids not the caller\'s', async () => {
    const missing = await accept(demoToken, { qrCode: 'ENT001', tenantId: DEMO });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('userId: is required');
    const otherSchool = await accept(demoToken, { qrCode: 'ENT001', tenantId: BETA, userId: 'demo-u-1001' });
    expect(otherSchool.status).toBe(403);
    const unknown = await accept(demoToken, { qrCode: 'XYZ', tenantId: DEMO, userId: 'demo-u-1001' });
    expect(unknown.status).toBe(404);
    await expectTokenNeeded('/api/userCenter/app/qrCodeUser/acceptInvitation', { body: { qrCode: 'ENT001', tenantId: DEMO, userId: 'demo-u-1001' } });
  });
});

describe('POST /api/userCenter/anyTenant/student/updateStudent', () => {
  const update = (token: string, body: unknown) => server.typedJson('/api/userCenter/anyTenant/student/updateStudent', { token, body });

  it("changes the student's nickName, realName and avatar, and user info shows them", async () => {
    const account = await newAccount();
    const { status, body } = await update(account.token, { nickName: '新名字', realName: '张三', avatar: 'https://cdn.example.com/a.png' });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        id: expect.any(String),
        userId: account.userId,
        tenantId: DEMO,
        nickName: '新名字',
        realName: '张三',
        avatar: 'https://cdn.example.com/a.png',
        cloudSchool: null,
        enterpriseName: null,
      },
    });
    const info = await server.typedJson('/api/oauth/appUser/getUserInfo', { method: 'POST', token: account.token });
    expect(info.body.data).toMatchObject({ nickName: '新名字', realName: '张三', avatar: 'https://cdn.example.com/a.png' });

    const cleared = await update(account.token, { avatar: '', realName: '' });
    expect(cleared.body.data).toMatchObject({ nickName: '新名字', realName: null, avatar: null });
  });

  it('accepts its own student id and a site-relative avatar', async () => {
    const { body } = await update(enterpriseToken, { id: 'demo-s-1004', userId: 'demo-u-1004', avatar: '/media/avatar.png' });
    expect(body.data).toMatchObject({ id: 'demo-s-1004', avatar: '/media/avatar.png', enterpriseName: '云智科技有限公司' });
  });

  it('names bad fields and changes nothing', async () => {
    const cases: [unknown, string, number][] = [
      [{}, 'nothing to update: give nickName, realName or avatar', 400],
      [{ nickName: '' }, 'nickName: must not be empty', 400],
      [{ nickName: '这个名字超过了十一个字符啊' }, 'nickName: at most 11 characters', 400],
      [{ nickName: 7 }, 'nickName: must be a string', 400],
      [{ avatar: 'javascript:alert(1)' }, 'the avatar must be an http(s) address or a path of this site starting with a single /', 400],
      // Protocol-relative: every reader's browser would load them from another host.
      [{ avatar: '//evil.example/a.png' }, 'the avatar must be an http(s) address or a path of this site starting with a single /', 400],
      [{ avatar: '/\\evil.example/a.png' }, 'the avatar must be an http(s) address or a path of this site starting with a single /', 400],
      [{ realName: 'x'.repeat(31) }, 'realName: at most 30 characters', 400],
      [{ userId: 'demo-u-1002', nickName: 'x' }, "userId: 'demo-u-1002' is not the signed-in user", 403],
      [{ id: 'demo-s-1002', nickName: 'x' }, "id: the signed-in user has no student 'demo-s-1002'", 404],
    ];
    for (const [body, msg, status] of cases) {
      const response = await update(demoToken, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body).toEqual({ code: status, msg, data: null });
    }
    const info = await server.typedJson('/api/oauth/appUser/getUserInfo', { method: 'POST', token: demoToken });
    expect(info.body.data).toMatchObject({ nickName: '小明同学', realName: '王小明', avatar: null });
  });

  it('needs a token', () => expectTokenNeeded('/api/userCenter/anyTenant/student/updateStudent', { body: { nickName: 'x' } }));
});

describe('GET /api/base/anyBiz/baseRolePack/getByTenantId', () => {
  it("answers the signed-in user's roles in the school", async () => {
    const { body } = await server.typedJson('/api/base/anyBiz/baseRolePack/getByTenantId?tenantId=demo&_t=1', { token: demoToken });
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: { tenantId: DEMO, userId: 'demo-u-1001', roles: [{ code: 'USER', name: 'user' }, { code: 'STUDENT', name: 'student' }] },
    });
  });

  it('knows a fresh account as a plain user', async () => {
    const account = await newAccount();
    const { body } = await server.typedJson('/api/base/anyBiz/baseRolePack/getByTenantId', { token: account.token });
    expect(body.data.roles).toEqual([{ code: 'USER', name: 'user' }]);
  });

  it("needs a token and the token's own school", async () => {
    await expectTokenNeeded('/api/base/anyBiz/baseRolePack/getByTenantId?tenantId=demo');
    const other = await server.typedJson('/api/base/anyBiz/baseRolePack/getByTenantId?tenantId=beta', { token: demoToken });
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe("tenantId: 'beta' is not the school of the signed-in user");
  });
});

describe('POST /api/userCenter/anyTenant/visitor/getOrCreateVisitor', () => {
  const visitor = (visitorId: unknown, tenantId: string | null = DEMO) =>
    server.typedJson('/api/userCenter/anyTenant/visitor/getOrCreateVisitor', { tenantId, body: { visitorId } });

  it('creates a visitor record for a device id and answers the same one after', async () => {
    const first = await visitor('3f2a9c0d1b7e4a5f8c6d2e1f0a9b8c7d');
    expect(first.body).toEqual({ code: 0, msg: 'ok', data: { id: expect.any(String), type: 'VISITOR', visitorId: '3f2a9c0d1b7e4a5f8c6d2e1f0a9b8c7d' } });
    expect((await visitor('3f2a9c0d1b7e4a5f8c6d2e1f0a9b8c7d')).body.data.id).toBe(first.body.data.id);
  });

  it('keeps one record per school', async () => {
    const demo = await visitor('device-0000000001');
    const beta = await visitor('device-0000000001', BETA);
    expect(beta.body.data.id).not.toBe(demo.body.data.id);
  });

  it('names a bad visitorId and a missing school', async () => {
    for (const [visitorId, msg] of [
      [undefined, 'visitorId: is required'],
      ['short', 'visitorId: must be 8 to 128 letters, digits, - or _'],
      ['has spaces in it', 'visitorId: must be 8 to 128 letters, digits, - or _'],
    ] as const) {
      const { status, body } = await visitor(visitorId);
      expect(status).toBe(400);
      expect(body.msg).toBe(msg);
    }
    const noSchool = await visitor('device-0000000002', null);
    expect(noSchool.status).toBe(400);
    expect(noSchool.body.msg).toMatch(/^tenantId is required/);
  });
});
