// The operator's request log (src/server/request-log.ts): one JSON line per call with the method,
// the route pattern, the status, the duration and the tenant, and nothing a caller must keep
// secret: no token, SMS code or password, whatever the call carried.
import { describe, expect, it } from 'vitest';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../src/lib/sms-signature';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { basicAuthorization } from '../../src/server/middleware';
import type { RequestLogLine } from '../../src/server/request-log';
import { DEMO_PASSWORD } from './support/envelope';
import { useTestServer } from './support/test-server';

const lines: string[] = [];
const server = useTestServer({ requestLog: true }, { log: (line) => lines.push(line) });

/** The lines logged while `call` ran. */
async function logOf(call: () => Promise<unknown>): Promise<string[]> {
  const from = lines.length;
  await call();
  return lines.slice(from);
}

describe('the request log', () => {
  it('writes one JSON line per call with the method, route pattern, status, duration and tenant', async () => {
    const [line, ...more] = await logOf(() => server.json('/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: '13800138000', password: DEMO_PASSWORD, tenantId: 'demo', terminalType: 'PC' } }));
    expect(more).toEqual([]);
    const parsed: RequestLogLine = JSON.parse(line!);
    expect(parsed).toEqual({ time: expect.any(String), method: 'POST', route: '/api/oauth/anyTenant/login', status: 200, durationMs: expect.any(Number), tenant: 'demo' });
    expect(parsed.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('names the route pattern, not the path with its ids', async () => {
    const [line] = await logOf(() => server.json('/api/universityAdvertise/anyUser/discoverArticle/getVOById/987654'));
    expect(JSON.parse(line!)).toMatchObject({ method: 'GET', route: '/api/universityAdvertise/anyUser/discoverArticle/getVOById/:id', tenant: 'demo' });
    expect(line).not.toContain('987654');
  });

  it('logs refusals too, an unknown path without its text', async () => {
    const [line] = await logOf(() => server.json('/api/no/such/path/12345', { tenantId: 'beta' }));
    expect(JSON.parse(line!)).toMatchObject({ method: 'GET', route: '(no route)', status: 404, tenant: 'beta' });
    expect(line).not.toContain('12345');
  });

  it('never holds the password, the token or the SMS code of a login', async () => {
    const log: string[] = [];
    log.push(...(await logOf(async () => {
      const { body } = await server.json('/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: '13800138000', password: DEMO_PASSWORD, tenantId: 'demo', terminalType: 'PC' } });
      const token: string = body.data.token;
      // The token in the header and, as some clients send it, in the query.
      await server.json(`/api/universityAdvertise/anyUser/customerService/page?token=${token}`, { token });
      log.push(`token:${token}`);
    })));
    const token = log.pop()!.slice('token:'.length);
    server.digits.next('482913');
    const params = { mobile: '13800138000', templateCode: 'MOBILE_LOGIN_REGISTER', _t: String(server.clock.now.getTime()) };
    log.push(...(await logOf(async () => {
      await server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, { headers: { [SMS_SIGNATURE_HEADER]: smsSignature(params, server.config.smsAccessKey), 'x-forwarded-for': '10.9.9.9' } });
      const sms = await server.json('/api/oauth/anyTenant/login', { body: { grantType: 'SMS_CODE', mobile: '13800138000', code: '482913', tenantId: 'demo', terminalType: 'PC' } });
      expect(sms.body.code).toBe(0);
    })));
    expect(log.length).toBeGreaterThanOrEqual(4);
    const text = log.join('\n');
    for (const secret of [token, DEMO_PASSWORD, '482913', server.config.clientSecret]) expect(text).not.toContain(secret);
  });

  it('logs a 5xx with the stack of its error', async () => {
    // A database that fails every query: the tenant header's check is the first to reach it.
    const broken = new Proxy({}, { get: () => { throw new Error('the database is gone'); } }) as Database;
    const logged: string[] = [];
    const app = createApp({ db: broken, config: { ...loadConfig({}), requestLog: true }, now: () => new Date(), log: (line) => logged.push(line) });
    const response = await app.request('/api/universityAdvertise/anyUser/university/info/getInfoByTenantId', { headers: { authorization: basicAuthorization('portal-web', 'portal-web-secret'), tenantId: 'demo' } });
    expect(response.status).toBe(500);
    expect(logged).toHaveLength(1);
    const line: RequestLogLine = JSON.parse(logged[0]!);
    expect(line).toMatchObject({ status: 500, route: '/api/universityAdvertise/anyUser/university/info/getInfoByTenantId' });
    expect(line.stack).toContain('the database is gone');
  });
});
