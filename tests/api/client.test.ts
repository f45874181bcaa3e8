// The shared call behaviour of spec 1 §7.1 and §8.1, seen from the client: against the real app
// where the server can produce the situation, against a stub fetch where it cannot (an HTML 502,
// a dropped connection, a server that writes its numbers as text).
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createBuildClient } from '../../src/api/build-client';
import { ApiCallError, call, createApiClient, PLATFORM_TYPE, type ApiClientOptions } from '../../src/api/client';
import type { components } from '../../src/api/schema';
import { smsSignature } from '../../src/lib/sms-signature';
import { appFetch, BASE, json, rejection, SYSTEM_BUSY, TENANT_BY_PRE_DOMAIN, type LooseClient } from './support/client-calls';
import { useTestServer } from './support/test-server';


const server = useTestServer();

/** A client with recording hooks, over the given fetch. */
function clientWith(fetch: ApiClientOptions['fetch'], context: ApiClientOptions['context'] = () => ({ tenantId: 'demo' })) {
  const shown: string[] = [];
  const busy: ApiCallError[] = [];
  const logged: ApiCallError[] = [];
  const navigated: string[] = [];
  const tokenInvalid: ApiCallError[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    fetch,
    context,
    hooks: {
      onErrorMessage: (message) => shown.push(message),
      onSystemBusy: (error) => busy.push(error),
      onTokenInvalid: (error) => tokenInvalid.push(error),
      navigate: (path) => navigated.push(path),
      log: (error) => logged.push(error),
    },
  });
  const loose = client as unknown as LooseClient;
  return { client, loose, shown, busy, logged, navigated, tokenInvalid };
}

describe('every request carries the shared headers and parameters (§7.1)', () => {
  it('passes the client check with the Basic authorization and gets the unwrapped, typed data', async () => {
    const { fetch } = appFetch(server);
    const { client } = clientWith(fetch);
    const tenant = await call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }));
    expectTypeOf(tenant).toEqualTypeOf<components['schemas']['Tenant']>();
    expect(tenant).toMatchObject({ id: 'demo', preDomain: 'demo' });
  });

  it('sends tenantId, schoolId, token, gray version, platformType, applicationId and a GET timestamp', async () => {
    const { sent, fetch } = appFetch(server);
    const { client } = clientWith(fetch, () => ({ tenantId: 'demo', token: 'tok-1', applicationId: 'app-9', grayVersion: 'v2' }));
    const before = Date.now();
    await call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }));
    const request = sent[0]!;
    expect(request.headers.get('authorization')).toBe(`Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`);
    expect(Object.fromEntries(['tenantId', 'schoolId', 'token', 'gray-version', 'platformType', 'applicationId'].map((name) => [name, request.headers.get(name)]))).toEqual({
      tenantId: 'demo',
      schoolId: 'demo',
      token: 'tok-1',
      'gray-version': 'v2',
      platformType: PLATFORM_TYPE,
      applicationId: 'app-9',
    });
    const t = Number(new URL(request.url).searchParams.get('_t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('leaves out the token and applicationId when there are none', async () => {
    const { sent, fetch } = appFetch(server);
    const { client } = clientWith(fetch);
    await call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }));
    expect(sent[0]!.headers.has('token')).toBe(false);
    expect(sent[0]!.headers.has('applicationId')).toBe(false);
  });

  it("asks for the context's language in Accept-Language, unless the call names its own", async () => {
    const { sent, fetch } = appFetch(server);
    const { client } = clientWith(fetch, () => ({ tenantId: 'demo', locale: 'zh-CN' }));
    await call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }));
    await call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } }, headers: { 'accept-language': 'en' } }));
    expect(sent.map((request) => request.headers.get('accept-language'))).toEqual(['zh-CN', 'en']);

    const { client: withoutLocale } = clientWith(fetch);
    await call(withoutLocale.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }));
    expect(sent[2]!.headers.has('accept-language')).toBe(false);
  });

  it('drops null fields from the query and the body, and adds no timestamp to a POST', async () => {
    const sent: Request[] = [];
    const { loose } = clientWith(async (request) => {
      sent.push(request.clone());
      return json(200, { code: 0, msg: 'ok', data: null });
    });
    await call(loose.GET('/api/any/thing', { params: { query: { keep: 'a', gone: null, zero: 0 } } }) as never);
    await call(loose.POST('/api/any/thing', { body: { keep: 'a', gone: null, model: { tenantId: 'demo', nothing: null }, list: [1, null] } } as never) as never);
    const query = new URL(sent[0]!.url).searchParams;
    expect([...query.keys()].sort()).toEqual(['_t', 'keep', 'zero']);
    expect(new URL(sent[1]!.url).searchParams.has('_t')).toBe(false);
    expect(await sent[1]!.json()).toEqual({ keep: 'a', model: { tenantId: 'demo' }, list: [1, null] });
  });

  it('signs the SMS call over its final query, timestamp included', async () => {
    const sent: Request[] = [];
    const { loose } = clientWith(async (request) => {
      sent.push(request.clone());
      return json(200, { code: 0, msg: 'ok', data: true });
    });
    await call(loose.GET('/api/oauth/anyTenant/sendSmsCode', { params: { query: { mobile: '13800138000', templateCode: 'MOBILE_LOGIN_REGISTER' } } }) as never);
    const query = Object.fromEntries(new URL(sent[0]!.url).searchParams);
    expect(query).toMatchObject({ mobile: '13800138000', templateCode: 'MOBILE_LOGIN_REGISTER', _t: expect.any(String) });
    expect(sent[0]!.headers.get('sign')).toBe(smsSignature(query, 'portal-sms-key'));
  });

  it('signs no other call', async () => {
    const { sent, fetch } = appFetch(server);
    const { client } = clientWith(fetch);
    await call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }));
    expect(sent[0]!.headers.has('sign')).toBe(false);
  });
});

describe('answers (§8.1)', () => {
  it('accepts 0, 200 and 1 as success', async () => {
    for (const code of [0, 200, 1]) {
      const { loose, shown } = clientWith(async () => json(200, { code, msg: 'ok', data: { code } }));
      await expect(call(loose.GET('/api/any/thing') as never)).resolves.toEqual({ code });
      expect(shown).toEqual([]);
    }
  });

  it('converts the paging fields of a page to numbers', async () => {
    const page = { records: [{ id: 1, size: '2MB' }], current: '2', pages: '3', size: '10', total: '25' };
    const { loose } = clientWith(async () => json(200, { code: 0, msg: 'ok', data: page }));
    await expect(call(loose.GET('/api/any/page') as never)).resolves.toEqual({ records: [{ id: 1, size: '2MB' }], current: 2, pages: 3, size: 10, total: 25 });
  });

  it('shows the message of a 4xx envelope from the server and rejects with its code', async () => {
    const { fetch } = appFetch(server);
    const { client, shown, busy } = clientWith(fetch);
    const error = await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'nope' } } })));
    expect(error).toMatchObject({ reason: 'code', code: 404, msg: "no tenant has the pre-domain 'nope'" });
    expect(shown).toEqual(["no tenant has the pre-domain 'nope'"]);
    expect(busy).toEqual([]);
  });

  it('shows the field a validation failure names', async () => {
    const { fetch } = appFetch(server);
    const { client, shown } = clientWith(fetch);
    const error = await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: '' } } })));
    expect(error.code).toBe(400);
    expect(shown[0]).toMatch(/^data: /);
  });

  it('rejects a refusing code sent with HTTP 200, reading the message from any of its spellings', async () => {
    const bodies = [
      { code: 500123, msg: 'quota exceeded' },
      { status: 500123, errorMsg: 'quota exceeded' },
      { msgCode: '500123', message: 'quota exceeded' },
      { errorCode: 500123, errorMessage: 'quota exceeded' },
    ];
    for (const body of bodies) {
      const { loose, shown } = clientWith(async () => json(200, body));
      const error = await rejection(call(loose.GET('/api/any/thing') as never));
      expect(error).toMatchObject({ reason: 'code', code: 500123, msg: 'quota exceeded' });
      expect(shown).toEqual(['quota exceeded']);
    }
  });

  it('shows "system busy" for a network failure', async () => {
    const { client, busy, shown } = clientWith(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } })));
    expect(error).toMatchObject({ reason: 'busy', code: 0, msg: SYSTEM_BUSY });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(busy).toEqual([error]);
    expect(shown).toEqual([]);
  });

  it('says the browser is offline when it is, for a network failure', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const { client, busy } = clientWith(async () => {
        throw new TypeError('Failed to fetch');
      });
      const error = await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } })));
      expect(error).toMatchObject({ reason: 'busy', code: 0, msg: '网络连接已断开，请检查网络后重试' });
      expect(busy).toEqual([error]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows "system busy" for a 502 page from a proxy', async () => {
    const { client, busy } = clientWith(async () => new Response('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } })));
    expect(error).toMatchObject({ reason: 'busy', code: 502, msg: SYSTEM_BUSY });
    expect(busy).toHaveLength(1);
  });

  it('shows "system busy" for a 5xx even when it carries an envelope, and for a 200 that is not one', async () => {
    const answers = [json(500, { code: 500, msg: 'internal server error', data: null }), new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } })];
    for (const answer of answers) {
      const { client, busy, shown } = clientWith(async () => answer);
      const error = await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } })));
      expect(error.reason).toBe('busy');
      expect(busy).toHaveLength(1);
      expect(shown).toEqual([]);
    }
  });

  it('gives up after the time-out with "system busy"', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: () => new Promise<Response>(() => {}), timeoutMs: 20 });
    const error = await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } })));
    expect(error).toMatchObject({ reason: 'busy', msg: SYSTEM_BUSY });
  });

  it('lets a non-JSON answer through when the call asks for one (the captcha image)', async () => {
    const { loose } = clientWith(async () => new Response('PNG', { status: 200, headers: { 'content-type': 'image/png' } }));
    const { data } = await loose.GET('/api/oauth/anyTenant/captcha', { parseAs: 'text' } as never);
    expect(data).toBe('PNG');
  });
});

describe('a missing, expired or revoked token (§8.1)', () => {
  it.each([
    ['code', { code: 40001, msg: 'a token is required' }],
    ['status', { status: 40005, msg: 'the token has expired' }],
    ['msgCode', { code: 500, msgCode: 40009, message: 'the token was revoked' }],
    ['errorCode', { errorCode: '40001', errorMsg: 'a token is required' }],
  ])('read from %s: clears the session, goes to /login and shows the message', async (_field, body) => {
    const { loose, shown, navigated, tokenInvalid } = clientWith(async () => json(401, body));
    const error = await rejection(call(loose.POST('/api/oauth/appUser/getUserInfo') as never));
    expect(error.reason).toBe('token');
    expect([40001, 40005, 40009]).toContain(error.code);
    expect(tokenInvalid).toEqual([error]);
    expect(navigated).toEqual(['/login']);
    expect(shown).toEqual([error.msg]);
    expect(error.msg).toMatch(/token/);
  });

  it('cancels the calls in flight silently, and later calls go through', async () => {
    const { loose, shown, busy, navigated } = clientWith(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/slow') return new Promise<Response>(() => {});
      if (path === '/api/expired') return json(401, { code: 40005, msg: 'the token has expired', data: null });
      return json(200, { code: 0, msg: 'ok', data: 'fine' });
    });
    const slow = rejection(call(loose.GET('/api/slow') as never));
    const expired = rejection(call(loose.GET('/api/expired') as never));
    expect((await expired).reason).toBe('token');
    expect((await slow).reason).toBe('cancelled');
    expect(shown).toEqual(['the token has expired']);
    expect(busy).toEqual([]);
    expect(navigated).toEqual(['/login']);
    await expect(call(loose.GET('/api/later') as never)).resolves.toBe('fine');
  });

  it('reacts once when several calls come back with a token code together', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { loose, shown, navigated } = clientWith(async () => {
      await gate;
      return json(401, { code: 40001, msg: 'a token is required', data: null });
    });
    const calls = [1, 2, 3].map(() => rejection(call(loose.GET('/api/mine') as never)));
    release();
    const reasons = (await Promise.all(calls)).map((error) => error.reason).sort();
    expect(reasons).toEqual(['cancelled', 'cancelled', 'token']);
    expect(shown).toHaveLength(1);
    expect(navigated).toEqual(['/login']);
  });
});

describe('against the sign-in routes', () => {
  const SMS = '/api/oauth/anyTenant/sendSmsCode';
  // The contract declares the signature header; the middleware computes it, replacing this placeholder.
  const unsigned = { sign: '' };

  it('sends an SMS code with a signature the server accepts', async () => {
    const { fetch } = appFetch(server);
    const { client, shown } = clientWith(fetch);
    const sent = await call(client.GET(SMS, { params: { query: { mobile: '13800138000', templateCode: 'MOBILE_LOGIN_REGISTER' }, header: unsigned } }));
    expect(sent).toMatchObject({ validSeconds: expect.any(Number), resendSeconds: expect.any(Number) });
    expect(shown).toEqual([]);
  });

  it('shows the server’s refusal of a signature made with the wrong access key', async () => {
    const { fetch } = appFetch(server);
    const shown: string[] = [];
    const client = createApiClient({ baseUrl: BASE, fetch, credentials: { smsAccessKey: 'not-the-key' }, context: () => ({ tenantId: 'demo' }), hooks: { onErrorMessage: (message) => shown.push(message) } });
    const error = await rejection(call(client.GET(SMS, { params: { query: { mobile: '13900139000' }, header: unsigned } })));
    expect(error).toMatchObject({ reason: 'code', code: 401 });
    expect(shown).toEqual([error.msg]);
    expect(error.msg).toMatch(/^sign: /);
  });

  it('only logs a failed login or registration', async () => {
    const { fetch } = appFetch(server);
    const { client, shown, logged } = clientWith(fetch);
    const login = await rejection(call(client.POST('/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: '13800138000', password: 'wrong-password' } })));
    const registration = await rejection(
      call(client.POST('/api/oauth/anyTenant/registration/login', { body: { type: 2, mobile: '13800138000', code: '000000', nickName: 'ACME' } })),
    );
    expect([login.reason, registration.reason]).toEqual(['code', 'code']);
    expect(shown).toEqual([]);
    expect(logged).toEqual([login, registration]);
  });

  it('signs in, then sends the token with every call', async () => {
    const { fetch } = appFetch(server);
    let token: string | undefined;
    const { client } = clientWith(fetch, () => ({ tenantId: 'demo', token }));
    const result = await call(client.POST('/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: '13800138000', password: 'demo123456' } }));
    token = result.token;
    const user = await call(client.POST('/api/oauth/appUser/getUserInfo'));
    expect(user).toMatchObject({ userId: result.userId });
  });

  it('answers a token-needed call without a token with 40001: session cleared, /login, message shown', async () => {
    const { fetch } = appFetch(server);
    const { client, shown, navigated, tokenInvalid } = clientWith(fetch);
    const error = await rejection(call(client.POST('/api/oauth/appUser/getUserInfo')));
    expect(error).toMatchObject({ reason: 'token', code: 40001 });
    expect(tokenInvalid).toEqual([error]);
    expect(navigated).toEqual(['/login']);
    expect(shown).toEqual([error.msg]);
  });

  it('reads a real page with numeric paging fields', async () => {
    const { fetch } = appFetch(server);
    const { client } = clientWith(fetch);
    const page = await call(client.POST('/api/universityAdvertise/anyUser/customerService/page', { body: { current: 1, size: 1, model: { tenantId: 'demo' } } }));
    for (const field of ['current', 'pages', 'size', 'total'] as const) expect(typeof page[field]).toBe('number');
    expect(page.size).toBe(1);
  });
});

describe('the build client', () => {
  it('fetches with the tenant header and no token', async () => {
    const { sent, fetch } = appFetch(server);
    const client = createBuildClient({ apiBase: BASE, tenantId: 'beta', fetch });
    const tenant = await call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'beta' } } }));
    expect(tenant.name).toBe('Beta Skills Academy');
    expect(sent[0]!.headers.get('tenantId')).toBe('beta');
    expect(sent[0]!.headers.has('token')).toBe(false);
  });

  it('fails loudly, naming the call and the server message', async () => {
    const { fetch } = appFetch(server);
    const client = createBuildClient({ apiBase: BASE, tenantId: 'demo', fetch });
    await expect(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'nope' } } }))).rejects.toThrow(
      `GET ${TENANT_BY_PRE_DOMAIN} failed (code 404): no tenant has the pre-domain 'nope'`,
    );
  });

  it('fails loudly for an unknown tenant and for an unreachable API', async () => {
    const { fetch } = appFetch(server);
    await expect(call(createBuildClient({ apiBase: BASE, tenantId: 'nope', fetch }).GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }))).rejects.toThrow(/unknown tenant 'nope'/);
    const unreachable = createBuildClient({ apiBase: 'http://127.0.0.1:9', tenantId: 'demo' });
    await expect(call(unreachable.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } }))).rejects.toThrow(`GET ${TENANT_BY_PRE_DOMAIN} failed (busy 0)`);
  });
});
