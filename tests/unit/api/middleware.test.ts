// Each middleware of the typed client alone, on a client over a fetch stub: what it does to the
// request a server receives, and to the answer a caller gets.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { abandonment, cancellation } from '../../../src/api/middleware/cancellation';
import { envelopeMiddleware, LOGIN_ROUTE } from '../../../src/api/middleware/envelope';
import { headersMiddleware } from '../../../src/api/middleware/headers';
import { SMS_CODE_PATH, smsSignatureMiddleware } from '../../../src/api/middleware/sms-signature';
import { timestampMiddleware } from '../../../src/api/middleware/timestamp';
import { PLATFORM_TYPE } from '../../../src/api/request-headers';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../../src/lib/sms-signature';

type LooseClient = Client<Record<string, { get: unknown; post: unknown }>>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client with only the given middleware, over a stub that records what it was sent. */
function stubbed(answer: (request: Request) => Response | Promise<Response>, ...middleware: Middleware[]) {
  const sent: Request[] = [];
  const client = createClient({
    baseUrl: 'http://portal.test',
    fetch: async (request: Request) => {
      sent.push(request);
      return answer(request);
    },
  }) as unknown as LooseClient;
  client.use(...middleware);
  return { client, sent };
}

const ok = () => json(200, { code: 0, msg: 'ok', data: null });

describe('the headers middleware', () => {
  it('names the caller read afresh for each call, and leaves a header the call sets itself', async () => {
    let token = 'first';
    const { client, sent } = stubbed(ok, headersMiddleware(() => ({ tenantId: 'demo', token, locale: 'en' }), 'Basic abc'));
    await client.GET('/api/one');
    token = 'second';
    await client.GET('/api/two', { headers: { tenantId: 'beta' } } as never);
    expect(Object.fromEntries(sent[0]!.headers)).toMatchObject({ tenantid: 'demo', schoolid: 'demo', token: 'first', platformtype: PLATFORM_TYPE, authorization: 'Basic abc', 'accept-language': 'en' });
    expect(sent[1]!.headers.get('token')).toBe('second');
    expect(sent[1]!.headers.get('tenantId')).toBe('beta');
  });
});

describe('the timestamp middleware', () => {
  it('stamps a GET with `_t` and leaves a POST as it is', async () => {
    const { client, sent } = stubbed(ok, timestampMiddleware(() => 1234));
    await client.GET('/api/one', { params: { query: { a: '1' } } } as never);
    await client.POST('/api/two', { body: { b: 2 } } as never);
    expect(new URL(sent[0]!.url).search).toBe('?a=1&_t=1234');
    expect(new URL(sent[1]!.url).search).toBe('');
    await expect(sent[1]!.json()).resolves.toEqual({ b: 2 });
  });
});

describe('the SMS signature middleware', () => {
  it('signs the SMS code call over its query as sent, timestamp included', async () => {
    const { client, sent } = stubbed(ok, timestampMiddleware(() => 99), smsSignatureMiddleware('key'));
    await client.GET(SMS_CODE_PATH, { params: { query: { mobile: '13800138000' } } } as never);
    expect(sent[0]!.headers.get(SMS_SIGNATURE_HEADER)).toBe(smsSignature({ mobile: '13800138000', _t: '99' }, 'key'));
  });

  it('signs no other call', async () => {
    const { client, sent } = stubbed(ok, smsSignatureMiddleware('key'));
    await client.GET('/api/oauth/anyTenant/captcha');
    expect(sent[0]!.headers.has(SMS_SIGNATURE_HEADER)).toBe(false);
  });
});

describe('the cancellation middleware', () => {
  it('abandons the calls in flight, and later calls get a fresh signal', async () => {
    const pending = cancellation(60_000);
    const { client, sent } = stubbed(ok, pending.middleware);
    await client.GET('/api/one');
    pending.cancelPending('session ended');
    await client.GET('/api/two');
    expect(abandonment(sent[0]!.signal)).toBe('cancelled');
    expect(sent[0]!.signal.reason).toBe('session ended');
    expect(abandonment(sent[1]!.signal)).toBeUndefined();
  });

  it('ends a call by its time-out', async () => {
    const pending = cancellation(1);
    const { client, sent } = stubbed(async (request) => {
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
      return ok();
    }, pending.middleware);
    await client.GET('/api/slow');
    expect(abandonment(sent[0]!.signal)).toBe('timeout');
  });
});

describe('the envelope middleware', () => {
  function envelope() {
    const shown: string[] = [];
    const navigated: string[] = [];
    const logged: ApiCallError[] = [];
    const ended: ApiCallError[] = [];
    const middleware = envelopeMiddleware({
      locale: () => 'en',
      endSession: (error) => ended.push(error),
      hooks: { onErrorMessage: (message) => shown.push(message), navigate: (path) => navigated.push(path), log: (error) => logged.push(error) },
    });
    return { middleware, shown, navigated, logged, ended };
  }

  it('passes a success with its paging fields as numbers', async () => {
    const { middleware } = envelope();
    const { client } = stubbed(() => json(200, { code: '200', data: { records: [], total: '3', size: '10' } }), middleware);
    const { data } = await client.GET('/api/page');
    expect(data).toEqual({ code: '200', data: { records: [], total: 3, size: 10 } });
  });

  it('rejects a refusal with its code, message and field, shown to the user', async () => {
    const { middleware, shown } = envelope();
    const { client } = stubbed(() => new Response(JSON.stringify({ code: 400, msg: 'mobile: is required' }), { status: 400, headers: { 'Api-Field': 'mobile' } }), middleware);
    await expect(client.GET('/api/form')).rejects.toMatchObject({ reason: 'code', code: 400, field: 'mobile' });
    expect(shown).toEqual(['mobile: is required']);
  });

  it('only logs the refusal of a login', async () => {
    const { middleware, shown, logged } = envelope();
    const { client } = stubbed(() => json(200, { code: 1001, msg: 'wrong password' }), middleware);
    await expect(client.POST('/api/oauth/anyTenant/login')).rejects.toMatchObject({ reason: 'code' });
    expect(shown).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it('ends the session on a token code, in any code field', async () => {
    const { middleware, shown, navigated, ended } = envelope();
    const { client } = stubbed(() => json(401, { errorCode: '40009' }), middleware);
    await expect(client.POST('/api/mine')).rejects.toMatchObject({ reason: 'token', code: 40009 });
    expect(ended).toHaveLength(1);
    expect(navigated).toEqual([LOGIN_ROUTE]);
    expect(shown).toEqual([ended[0]!.msg]);
  });

  it('answers "system busy" in the context’s language for a 5xx, a page that is no envelope and a dropped connection', async () => {
    const { middleware } = envelope();
    const answers = [() => json(500, { code: 0, data: null }), () => new Response('<html>', { status: 200 }), () => Promise.reject(new TypeError('fetch failed'))];
    for (const answer of answers) {
      const { client } = stubbed(answer, middleware);
      await expect(client.GET('/api/any')).rejects.toMatchObject({ reason: 'busy', msg: 'System busy, please try again later' });
    }
  });
});
