// The site server (scripts/lib/site-server.ts) through its fetch, on a small built output of two
// tenants: which tenant's files a request can reach, what it answers to odd paths, the security
// headers of every answer, the schoolId override and the study area's shells.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../../scripts/lib/site-server';
import { parseManifest } from '../../../src/lib/manifest';
import { workerContentSecurityPolicy } from '../../../src/lib/security-headers';
import { STUDY_WORKER_URL, WEB_APP_MANIFEST_URL } from '../../../src/lib/study-offline';
import manifestJson from '../../../tenants/manifest.json';

const manifest = parseManifest(manifestJson);
const INLINE = 'console.log("island bootstrap")';
const INLINE_HASH = 'sha256-wB6bSP4Ing1kGJc3kSmAgU7Fuokc7nd0e7vy9m08WLU=';

let dist: string;
let apiRequests: Request[];
let site: ReturnType<typeof createSiteServer>;

function write(file: string, text: string) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

const page = (tenant: string, what: string) => `<!doctype html><html data-tenant="${tenant}"><body>${what}<script>${INLINE}</script></body></html>`;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  for (const tenant of ['demo', 'beta']) {
    write(`${tenant}/index.html`, page(tenant, `${tenant} home`));
    write(`${tenant}/404.html`, page(tenant, `${tenant} not found`));
    write(`${tenant}/school-info/index.html`, page(tenant, `${tenant} school`));
    write(`${tenant}/study/index.html`, page(tenant, `${tenant} study shell`));
    write(`${tenant}/study/mine/index.html`, page(tenant, `${tenant} my learning`));
    write(`${tenant}/study/sw.js`, `/* ${tenant} worker */`);
    write(`${tenant}/manifest.webmanifest`, JSON.stringify({ name: tenant }));
  }
  write('_astro/app.js', 'export {}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Leftovers of a build in progress: they hold tenant folders and must stay unreachable.
  write('.staging-1-2/beta/index.html', page('beta', 'beta staged'));
  write('beta.previous-9/index.html', page('beta', 'beta previous'));
  apiRequests = [];
  site = createSiteServer({
    distDir: dist,
    manifest,
    api: (request) => {
      apiRequests.push(request);
      return Response.json({ code: 0, msg: 'ok', data: null });
    },
  });
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A GET as the browser sends it: the raw path, unnormalised, on a host. */
function get(host: string, rawPath: string, headers: Record<string, string> = {}) {
  return site.fetch(new Request(`http://${host}${rawPath}`, { headers: { host, ...headers } }));
}

describe('what a path can reach', () => {
  it("serves the host's tenant and the shared root files", async () => {
    expect(await (await get('demo.localhost:4321', '/school-info/')).text()).toContain('demo school');
    expect(await (await get('beta.localhost:4321', '/')).text()).toContain('beta home');
    expect((await get('demo.localhost:4321', '/_astro/app.js')).status).toBe(200);
    expect((await get('demo.localhost:4321', '/favicon.svg')).status).toBe(200);
  });

  it.each(['/%', '/%E0%A4%A', '/school-info/%zz', '/%C0%AF'])('answers 400 to the malformed encoding of %s', async (rawPath) => {
    const response = await get('demo.localhost:4321', rawPath);
    expect(response.status).toBe(400);
  });

  it.each([
    '/beta/',
    '/%62eta/',
    '/%62%65%74%61/index.html',
    '/BETA/index.html',
    '/_astro/..%2fbeta%2findex.html',
    '/_astro/%2e%2e/beta/index.html',
    '/_astro/%2E%2E%2Fbeta%2Findex.html',
    '/_astro/..%5cbeta%5cindex.html',
    '/_astro/..\\beta\\index.html',
    '/%252e%252e/beta/index.html',
    '/_astro/%252e%252e%252fbeta%252findex.html',
    '/.staging-1-2/beta/index.html',
    '/beta.previous-9/index.html',
    '/%00/index.html',
  ])("never serves beta's pages on demo's host for %s: 404 with demo's page", async (rawPath) => {
    const response = await get('demo.localhost:4321', rawPath);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('beta');
    expect(body).toContain('demo not found');
  });
});

describe('security headers', () => {
  it('a page carries the page policy with the hashes of its inline scripts', async () => {
    const response = await get('demo.localhost:4321', '/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${INLINE_HASH}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['a not-found page', '/no/such/page/'],
    ['a bundle', '/_astro/app.js'],
    ['a bad request', '/%'],
    ['an API answer', '/api/anyone/thing'],
  ])('%s carries them too', async (_what, rawPath) => {
    const response = await get('demo.localhost:4321', rawPath);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('anything but a page gets a policy that allows nothing to run', async () => {
    const response = await get('demo.localhost:4321', '/api/anyone/thing');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('the API proxy', () => {
  it("hands the API the caller's real address, replacing what the browser claimed", async () => {
    apiRequests.length = 0;
    const env = { incoming: { socket: { remoteAddress: '192.168.1.50', remotePort: 51000, remoteFamily: 'IPv4' } } };
    const request = new Request('http://demo.localhost:4321/api/dev/sms-outbox?mobile=1', { headers: { host: 'demo.localhost:4321', 'x-forwarded-for': '127.0.0.1' } });
    await site.fetch(request, env);
    expect(apiRequests[0]?.headers.get('x-forwarded-for')).toBe('192.168.1.50');
  });
});

describe('the schoolId override (spec 1 §2.2)', () => {
  const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

  it("holds on the host of another tenant for the next navigations", async () => {
    const first = await get('demo.localhost:4321', '/?schoolId=beta');
    expect(await first.text()).toContain('beta home');
    const next = await get('demo.localhost:4321', '/school-info/', { cookie: cookieOf(first) });
    expect(await next.text()).toContain('beta school');
  });

  it("an unknown schoolId falls back to the host's tenant, not the first one", async () => {
    const response = await get('beta.localhost:4321', '/?schoolId=nosuch');
    expect(await response.text()).toContain('beta home');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('another known schoolId replaces the remembered one', async () => {
    const first = await get('demo.localhost:4321', '/?schoolId=beta');
    const back = await get('demo.localhost:4321', '/?schoolId=demo', { cookie: cookieOf(first) });
    expect(await back.text()).toContain('demo home');
    const next = await get('demo.localhost:4321', '/school-info/', { cookie: cookieOf(back) });
    expect(await next.text()).toContain('demo school');
  });
});

describe('the study area', () => {
  it('serves the pre-built shell of a study route', async () => {
    const response = await get('demo.localhost:4321', '/study/mine/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('demo my learning');
  });

  it("serves any other study address with the study area's shell, not a 404", async () => {
    for (const rawPath of ['/study', '/study/homework/answer?id=3', '/study/some/deep/link/']) {
      const response = await get('beta.localhost:4321', rawPath);
      expect(response.status, rawPath).toBe(200);
      expect(await response.text(), rawPath).toContain('beta study shell');
    }
  });

  it("serves the school's service worker as a script that revalidates, under a policy that lets it fetch the site", async () => {
    const response = await get('beta.localhost:4321', STUDY_WORKER_URL);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('/* beta worker */');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(workerContentSecurityPolicy());
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it("serves the school's web app manifest with its type", async () => {
    const response = await get('demo.localhost:4321', WEB_APP_MANIFEST_URL);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(await response.json()).toEqual({ name: 'demo' });
  });

  it('a path that only begins like the study area is still not found', async () => {
    expect((await get('demo.localhost:4321', '/studyroom/')).status).toBe(404);
  });
});

describe('byte ranges (media elements seek with them)', () => {
  it('answers one range with 206 and its content-range, and says ranges are accepted', async () => {
    const whole = await get('demo.localhost', '/favicon.svg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const text = await whole.text();

    const first = await get('demo.localhost', '/favicon.svg', { range: 'bytes=0-3' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-3/${text.length}`);
    expect(await first.text()).toBe(text.slice(0, 4));

    expect(await (await get('demo.localhost', '/favicon.svg', { range: 'bytes=5-' })).text()).toBe(text.slice(5));
    expect(await (await get('demo.localhost', '/favicon.svg', { range: 'bytes=-4' })).text()).toBe(text.slice(-4));
    expect(await (await get('demo.localhost', '/favicon.svg', { range: 'bytes=5-9999' })).text()).toBe(text.slice(5));
  });

  it('a range past the end is 416; several ranges or another unit get the whole file', async () => {
    const past = await get('demo.localhost', '/favicon.svg', { range: 'bytes=9999-' });
    expect(past.status).toBe(416);
    for (const range of ['bytes=0-1,3-4', 'items=0-1', 'bytes=-']) {
      expect((await get('demo.localhost', '/favicon.svg', { range })).status).toBe(200);
    }
  });
});
