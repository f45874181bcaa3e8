import { describe, expect, it } from 'vitest';
import { BETA, DEMO, useTestServer } from './support/test-server';
import { signIn } from './support/envelope';

const server = useTestServer();

const USER_INFO = '/api/oauth/appUser/getUserInfo';
const LOGOUT = '/api/oauth/app/token/logout';
const DAY_MS = 24 * 60 * 60 * 1000;

const userInfo = (token: string | undefined, tenantId: string | null = DEMO) => server.typedJson(USER_INFO, { method: 'POST', token, tenantId });

describe('the token header', () => {
  it('answers 401 with code 40001 when no token is sent', async () => {
    const { status, body } = await userInfo(undefined);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 40001, msg: 'a token is required: please log in first', data: null });
  });

  it('answers 40001 for a token it never issued, well-formed or not', async () => {
    for (const token of ['x'.repeat(43), 'not a token', 'A'.repeat(200)]) {
      const { status, body } = await userInfo(token);
      expect(status).toBe(401);
      expect(body).toEqual({ code: 40001, msg: 'the token is not valid: please log in again', data: null });
    }
  });

  it('accepts a token until it expires after 7 days, then answers 40005', async () => {
    const token = (await signIn(server, DEMO, 'demo')).token;
    server.clock.advance(7 * DAY_MS - 1);
    expect((await userInfo(token)).body.code).toBe(0);
    server.clock.advance(1);
    const { status, body } = await userInfo(token);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 40005, msg: 'the token has expired: please log in again', data: null });
  });

  it('is accepted without a tenantId header, for its own school', async () => {
    const token = (await signIn(server, DEMO, 'demo')).token;
    expect((await userInfo(token, null)).body.data.userId).toBe('demo-u-1001');
  });
});

describe('an answer to a call with a token', () => {
  const BANNERS = '/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList';
  const EXPERIENCE_INFO = '/api/teaching/anyone/teachingClass/getExperienceStudentInfo';

  it('tells every cache not to keep it, a refusal too; an anonymous public read is left to its own rules', async () => {
    const token = (await signIn(server, DEMO, 'demo')).token;
    const signedIn = [
      await server.call(USER_INFO, { method: 'POST', token }),
      await server.call(`${EXPERIENCE_INFO}?productId=1`, { token }),
      await server.call(USER_INFO, { method: 'POST', token: 'x'.repeat(43) }),
    ];
    expect(signedIn.map((answer) => answer.status)).toEqual([200, expect.any(Number), 401]);
    for (const answer of signedIn) expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await server.call(BANNERS);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });
});

describe('POST /api/oauth/app/token/logout', () => {
  it('revokes the token: later calls with it answer 40009, other tokens of the user still work', async () => {
    const token = (await signIn(server, DEMO, 'demo')).token;
    const other = (await signIn(server, DEMO, 'demo')).token;
    const { status, body } = await server.typedJson(LOGOUT, { method: 'POST', token });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: null });

    const after = await userInfo(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 40009, msg: 'the token was revoked (logged out): please log in again', data: null });
    expect((await userInfo(other)).body.code).toBe(0);
  });

  it('needs a token, and a revoked one is refused like on any call', async () => {
    const missing = await server.typedJson(LOGOUT, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe(40001);

    const token = (await signIn(server, DEMO, 'demo')).token;
    await server.typedJson(LOGOUT, { method: 'POST', token });
    const again = await server.typedJson(LOGOUT, { method: 'POST', token });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(40009);
  });
});

describe('tenant isolation', () => {
  it("refuses one school's token under another school's header with 40001", async () => {
    const betaToken = (await signIn(server, BETA, 'beta')).token;
    const { status, body } = await userInfo(betaToken, DEMO);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 40001, msg: 'the token is not valid: please log in again', data: null });
    expect((await userInfo(betaToken, BETA)).body.data.userId).toBe('beta-u-2001');
  });

  it("does not let a token log out under another school's header", async () => {
    const betaToken = (await signIn(server, BETA, 'beta')).token;
    expect((await server.typedJson(LOGOUT, { method: 'POST', token: betaToken, tenantId: DEMO })).body.code).toBe(40001);
    expect((await userInfo(betaToken, BETA)).body.code).toBe(0);
  });

  it("reads and writes nothing of another school's users with its own header", async () => {
    const betaToken = (await signIn(server, BETA, 'beta')).token;
    const asBeta = { token: betaToken, tenantId: BETA };

    const studentId = await server.typedJson('/api/userCenter/anyTenant/student/getOrCreateStudentId?tenantId=demo&userId=demo-u-1001', asBeta);
    expect(studentId.status).toBe(403);
    expect(studentId.body.msg).toBe("tenantId: 'demo' is not the school of the signed-in user");

    const otherUser = await server.typedJson('/api/userCenter/anyTenant/student/getOrCreateStudentId?tenantId=beta&userId=demo-u-1001', asBeta);
    expect(otherUser.status).toBe(403);
    expect(otherUser.body.msg).toBe("userId: 'demo-u-1001' is not the signed-in user");

    const invitation = await server.typedJson('/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=ENT001', asBeta);
    expect(invitation.status).toBe(404);
    expect(invitation.body.msg).toBe("no enterprise invitation has the code 'ENT001'");

    const accept = await server.typedJson('/api/userCenter/app/qrCodeUser/acceptInvitation', { ...asBeta, body: { qrCode: 'ENT001', tenantId: BETA, userId: 'beta-u-2001' } });
    expect(accept.status).toBe(404);

    const update = await server.typedJson('/api/userCenter/anyTenant/student/updateStudent', { ...asBeta, body: { id: 'demo-s-1001', nickName: 'hijack' } });
    expect(update.status).toBe(404);
    expect(update.body.msg).toBe("id: the signed-in user has no student 'demo-s-1001'");

    const rolePack = await server.typedJson('/api/base/anyBiz/baseRolePack/getByTenantId?tenantId=demo', asBeta);
    expect(rolePack.status).toBe(403);

    const demoToken = (await signIn(server, DEMO, 'demo')).token;
    const demo = await userInfo(demoToken);
    expect(demo.body.data).toMatchObject({ userId: 'demo-u-1001', nickName: '小明同学' });
  });
});
