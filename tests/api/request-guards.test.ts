import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerMalformedRequests } from '../../src/server/main';
import { API_BODY_LIMIT_BYTES } from '../../src/server/request-guards';
import { useTestServer } from './support/test-server';

const server = useTestServer();
let token: string;
beforeAll(async () => {
  const login = await server.json('/api/oauth/anyTenant/login', {
    body: { grantType: 'PASSWORD', username: 'demo', password: 'demo123456' },
    headers: { 'x-forwarded-for': '10.31.0.1' },
  });
  token = login.body.data.token;
});

const NUL = '\u0000';
const clientMistake = (status: number, msg: RegExp | string) => ({ status, body: { code: status, msg: typeof msg === 'string' ? msg : expect.stringMatching(msg), data: null } });

describe('a NUL byte anywhere in a request', () => {
  // Each of these reached PostgreSQL and answered 500 before the guard.
  const bodies: [string, string, Record<string, unknown>, string][] = [
    ['login username', '/api/oauth/anyTenant/login', { grantType: 'PASSWORD', username: `demo${NUL}`, password: 'x' }, 'username'],
    ['comment content', '/api/universityAdvertise/app/comments/saveComment', { commentObjectId: '1', commentObjectType: 'NEWS', commentContent: `好${NUL}` }, 'commentContent'],
    ['nickName', '/api/userCenter/anyTenant/student/updateStudent', { nickName: `昵称${NUL}` }, 'nickName'],
    ['tenantId in the body', '/api/oauth/anyTenant/login', { grantType: 'PASSWORD', username: 'demo', password: 'x', tenantId: `demo${NUL}` }, 'tenantId'],
    ['a list filter', '/api/universityAdvertise/anyUser/newInformation/newInformationPage', { current: 1, model: { title: `新闻${NUL}` } }, 'model.title'],
    ['an array item', '/api/universityAdvertise/app/comments/saveComment', { commentObjectId: '1', commentObjectType: 'NEWS', commentContent: 'ok', file: ['/a.png', `/b${NUL}.png`] }, 'file.1'],
    ['a key', '/api/oauth/anyTenant/login', { grantType: 'PASSWORD', [`user${NUL}name`]: 'demo', password: 'x' }, 'body'],
  ];
  it.each(bodies)('in the JSON body (%s) answers 400 naming the field', async (_, path, body, field) => {
    const answer = await server.json(path, { body, token, tenantId: null });
    expect(answer).toEqual(clientMistake(400, `${field}: contains a NUL character (\\u0000), which the API does not accept`));
  });

  const queries: [string, string][] = [
    ['/api/universityAdvertise/anyUser/university/info/getInfoByTenantId?tenantId=de%00mo', 'tenantId'],
    ['/api/system/anyTenant/defTenant/getTenantByPreDomain?data=demo%00', 'data'],
    ['/api/dev/sms-outbox?mobile=1380013800%00', 'mobile'],
    ['/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode?qrCode=ENT%00', 'qrCode'],
  ];
  it.each(queries)('in the query (%s) answers 400 naming the parameter', async (path, field) => {
    expect(await server.json(path, { token, tenantId: null })).toEqual(clientMistake(400, new RegExp(`^${field}: contains a NUL character`)));
  });

  it('in a path parameter answers 400 naming the path', async () => {
    expect(await server.json('/api/dev/captcha/abc%00defghijklmn')).toEqual(clientMistake(400, /^path: contains a NUL character/));
  });

  it('in a header never reaches the app: the HTTP server answers a 400 envelope', async () => {
    const http: Server = createServer((_, response) => response.end('reached the app'));
    answerMalformedRequests(http);
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    const socket = connect((http.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(`GET /api/openapi.json HTTP/1.1\r\nHost: localhost\r\ntenantId: de${NUL}mo\r\n\r\n`);
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk));
    await once(socket, 'end');
    http.close();
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, msg: expect.stringMatching(/not valid HTTP/), data: null });
  });
});

describe('a lone surrogate in a JSON body', () => {
  // JSON can carry half a surrogate pair as an escape (\udc00), which no UTF-8 byte can; jsonb refuses it.
  const bodies: [string, string, Record<string, unknown>, string][] = [
    ['comment content', '/api/universityAdvertise/app/comments/saveComment', { commentObjectId: '1', commentObjectType: 'NEWS', commentContent: '好\udc00' }, 'commentContent'],
    ['a list filter', '/api/universityAdvertise/anyUser/newInformation/newInformationPage', { current: 1, model: { title: '\ud83d新闻' } }, 'model.title'],
    ['a key', '/api/oauth/anyTenant/login', { grantType: 'PASSWORD', ['user\ud800']: 'demo', password: 'x' }, 'body'],
  ];
  it.each(bodies)('(%s) answers 400 naming the field', async (_, path, body, field) => {
    const answer = await server.json(path, { body, token, tenantId: null });
    expect(answer).toEqual(clientMistake(400, `${field}: contains a lone surrogate (a \\ud800–\\udfff escape that is no character), which the API does not accept`));
  });

  it('lets a whole pair (an emoji) through', async () => {
    const answer = await server.json('/api/universityAdvertise/anyUser/newInformation/newInformationPage', { body: { current: 1, model: { title: '😀' } } });
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
  });
});

describe('bytes the API cannot read', () => {
  const authorization = () => ({ authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`, tenantId: 'demo' });
  const post = (body: BodyInit, contentType?: string) =>
    server.app.request('/api/oauth/anyTenant/login', { method: 'POST', body, headers: { ...authorization(), ...(contentType ? { 'content-type': contentType } : {}) } });
  const envelope = async (response: Response) => ({ status: response.status, body: await response.json() });

  it('answers 400 for malformed JSON and for a body that is not UTF-8', async () => {
    expect(await envelope(await post('{"grantType":', 'application/json'))).toEqual(clientMistake(400, 'the request body is not valid JSON'));
    expect(await envelope(await post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'))).toEqual(
      clientMistake(400, 'the request body is not valid UTF-8'),
    );
  });

  it('answers a 4xx envelope for a body of another content type, or none', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const { status, body } = await envelope(await post('grantType=PASSWORD&username=%', contentType));
      expect(status, contentType).toBeGreaterThanOrEqual(400);
      expect(status, contentType).toBeLessThan(500);
      expect(body).toEqual({ code: status, msg: expect.any(String), data: null });
    }
  });

  it('answers 400 for a query that is not percent-encoded UTF-8, naming the parameter', async () => {
    const path = '/api/system/anyTenant/defTenant/getTenantByPreDomain';
    expect(await server.json(`${path}?data=%E0%A4%A`)).toEqual(clientMistake(400, 'data: not valid percent-encoded UTF-8'));
    expect(await server.json(`${path}?data=%C3%28`)).toEqual(clientMistake(400, 'data: not valid percent-encoded UTF-8'));
    expect(await server.json(`${path}?data=%ZZ`)).toEqual(clientMistake(400, 'data: not valid percent-encoded UTF-8'));
    expect(await server.json(`${path}?%ZZ=demo`)).toEqual(clientMistake(400, "query parameter '%ZZ': not valid percent-encoded UTF-8"));
    expect(await server.json('/api/dev/captcha/%C3%28bcdefghijklmnop')).toEqual(clientMistake(400, 'path: not valid percent-encoded UTF-8'));
    expect((await server.json(`${path}?data=demo&_t=1+2`)).status).toBe(200);
  });
});

describe('the body limit', () => {
  it(`answers 413 in an envelope for a body over ${API_BODY_LIMIT_BYTES / 1024} KB, in the reader's language`, async () => {
    const body = { grantType: 'PASSWORD', username: 'demo', password: 'x'.repeat(API_BODY_LIMIT_BYTES) };
    expect(await server.json('/api/oauth/anyTenant/login', { body })).toEqual(clientMistake(413, 'the request body is too large (at most 64 KB)'));
    const inChinese = await server.json('/api/oauth/anyTenant/login', { body, headers: { 'accept-language': 'zh-CN' } });
    expect(inChinese).toEqual(clientMistake(413, '提交的内容过大（最多64KB）'));
  });

  it('counts the bytes of a streamed body without a length too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await server.app.request('/api/oauth/anyTenant/login', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}` },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413 });
  });

  it('lets a body just under the limit through to the route', async () => {
    const body = { grantType: 'PASSWORD', username: 'demo', password: 'x'.repeat(100) };
    expect((await server.json('/api/oauth/anyTenant/login', { body, headers: { 'x-forwarded-for': '10.31.0.2' } })).status).toBe(400);
  });
});
