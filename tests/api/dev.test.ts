import { describe, expect, it } from 'vitest';
import { smsSignature } from '../../src/lib/sms-signature';
import { type TestServer, useTestServer } from './support/test-server';

const server = useTestServer({ dev: true });

async function sendCode(target: TestServer, mobile: string, templateCode: string) {
  const params = { mobile, templateCode, _t: String(target.clock.now.getTime()) };
  return target.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, {
    headers: { sign: smsSignature(params, target.config.smsAccessKey), 'x-forwarded-for': '10.4.0.1' },
  });
}

describe('GET /api/dev/sms-outbox (development mode)', () => {
  it('lists the codes sent to a mobile, latest first, and no one else’s', async () => {
    await sendCode(server, '13400000001', 'VISITOR_MSG_VERIFY');
    server.clock.advance(61_000);
    await sendCode(server, '13400000001', 'MOBILE_LOGIN_REGISTER');
    await sendCode(server, '13400000002', 'MOBILE_LOGIN_REGISTER');
    const { status, body } = await server.json('/api/dev/sms-outbox?mobile=13400000001');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toEqual([
      { mobile: '13400000001', code: expect.stringMatching(/^\d{6}$/), templateCode: 'MOBILE_LOGIN_REGISTER', createdTime: expect.any(String) },
      { mobile: '13400000001', code: expect.stringMatching(/^\d{6}$/), templateCode: 'VISITOR_MSG_VERIFY', createdTime: expect.any(String) },
    ]);
    expect(Date.parse(body.data[0].createdTime) - Date.parse(body.data[1].createdTime)).toBe(61_000);
  });

  it('answers an empty list for a mobile with no messages, and names a bad mobile', async () => {
    expect((await server.json('/api/dev/sms-outbox?mobile=13400000009')).body.data).toEqual([]);
    const missing = await server.json('/api/dev/sms-outbox');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('mobile: is required');
    const bad = await server.json('/api/dev/sms-outbox?mobile=123');
    expect(bad.body.msg).toBe('please enter a correct mobile number');
  });

  it('needs no client credentials', async () => {
    const response = await server.app.request('/api/dev/sms-outbox?mobile=13400000001');
    expect(response.status).toBe(200);
  });
});

describe('GET /api/dev/captcha/{key} (development mode)', () => {
  it("answers a captcha's text", async () => {
    await server.call('/api/oauth/anyTenant/captcha?key=devCaptchaKey001');
    const { status, body } = await server.json('/api/dev/captcha/devCaptchaKey001');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { key: 'devCaptchaKey001', text: expect.stringMatching(/^\d{4}$/) } });
  });

  it('answers 404 for a key never drawn', async () => {
    const { status, body } = await server.json('/api/dev/captcha/neverDrawnKey001');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: "no captcha text is kept for the key 'neverDrawnKey001'", data: null });
  });
});

describe('/api/dev/ in development mode, for callers not on this machine', () => {
  const paths = ['/api/dev/sms-outbox?mobile=13400000001', '/api/dev/captcha/devCaptchaKey001'];
  const notFound = (path: string) => ({ status: 404, body: { code: 404, msg: `no such path: GET ${path.split('?')[0]}`, data: null } });

  it('answers 404, as without development mode, when the connection is not loopback, whatever it forwards', async () => {
    for (const path of paths) {
      expect(await server.json(path, { remoteAddress: '203.0.113.7' }), path).toEqual(notFound(path));
      expect(await server.json(path, { remoteAddress: '::ffff:192.168.1.9', headers: { 'x-forwarded-for': '127.0.0.1' } }), path).toEqual(notFound(path));
    }
  });

  it('answers 404 when our site server forwards a browser that is not on this machine', async () => {
    for (const path of paths) {
      expect(await server.json(path, { headers: { 'x-forwarded-for': '198.51.100.4' } }), path).toEqual(notFound(path));
      expect(await server.json(path, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1, 10.0.0.2' } }), path).toEqual(notFound(path));
      expect(await server.json(path, { headers: { 'x-forwarded-for': 'unknown' } }), path).toEqual(notFound(path));
    }
  });

  it('answers loopback callers: a loopback connection, a forwarded loopback browser, an in-process call', async () => {
    const path = '/api/dev/sms-outbox?mobile=13400000001';
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', undefined]) {
      expect((await server.json(path, { remoteAddress })).status, remoteAddress).toBe(200);
      expect((await server.json(path, { remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } })).status, remoteAddress).toBe(200);
      expect((await server.json(path, { remoteAddress, headers: { 'x-forwarded-for': '::1' } })).status, remoteAddress).toBe(200);
    }
  });
});

describe('without development mode', () => {
  const production = useTestServer({ dev: false });

  it('answers every /api/dev/ path with 404, exactly like a path that does not exist', async () => {
    const unknown = await production.json('/api/dev/no-such-helper');
    expect(unknown.status).toBe(404);
    for (const path of ['/api/dev/sms-outbox?mobile=13400000001', '/api/dev/sms-outbox', '/api/dev/captcha/devCaptchaKey001']) {
      const { status, body } = await production.json(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ code: 404, msg: `no such path: GET ${path.split('?')[0]}`, data: null });
    }
  });

  it('refuses to send SMS codes while no gateway is configured, and records nothing', async () => {
    const { status, body } = await sendCode(production, '13400000003', 'MOBILE_LOGIN_REGISTER');
    expect(status).toBe(503);
    expect(body).toEqual({ code: 503, msg: 'SMS is not available: no SMS gateway is configured on this server', data: null });
    expect((await sendCode(production, '13400000003', 'MOBILE_LOGIN_REGISTER')).status).toBe(503); // no resend window was started
  });
});
