// `npm run publish` (scripts/lib/publish.ts): the folder of one school, served alone by a plain
// static server (files, directory index pages, the school's 404 page; /api/ passed to the API as a
// static host's rule would), holds every page and everything its pages load. Runs in
// `npm run test:nginx` (playwright.nginx.config.ts), whose portal has built the sites.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { publishTenant } from '../../scripts/lib/publish';
import { CONTENT_TYPES } from '../../scripts/lib/site-server';
import { readManifest } from '../../src/server/manifest-file';
import { expect, test } from '../e2e/support/test';

const port = Number(process.env.E2E_PORT ?? 4391);
const distDir = path.join('.e2e', `dist-${port}`);
const tenantIds = readManifest('tenants').tenants.map((tenant) => tenant.id);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The plainest static host: a file, a directory's index.html, else the 404 page with status 404. */
function staticServer(root: string, apiPort: number): Server {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname.startsWith('/api/')) {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(`http://127.0.0.1:${apiPort}${url.pathname}${url.search}`, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      return response.end(Buffer.from(await answer.arrayBuffer()));
    }
    const candidate = path.join(root, decodeURIComponent(url.pathname));
    const file = [candidate, path.join(candidate, 'index.html')].find((entry) => entry.startsWith(root) && existsSync(entry) && statSync(entry).isFile());
    const served = file ?? path.join(root, '404', 'index.html');
    response.writeHead(file ? 200 : 404, { 'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
}

/** True when the whole build serves the address (the school's own file or a shared one). */
function builtHas(pathname: string): boolean {
  return [path.join(distDir, 'demo', pathname), path.join(distDir, pathname)].some((file) => existsSync(file) && (statSync(file).isFile() || existsSync(path.join(file, 'index.html'))));
}

test.describe('a published school, served alone', () => {
  let out: string;
  let server: Server;
  let base: string;
  test.beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), 'portal-publish-'));
    publishTenant({ distDir, tenantId: 'demo', tenantIds, outDir: out });
    server = staticServer(out, port + 400);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(out, { recursive: true, force: true });
  });

  test('holds nothing of another school', () => {
    const names = [...files(out)].map((file) => path.relative(out, file));
    expect(names.filter((name) => tenantIds.some((id) => id !== 'demo' && name.split(path.sep)[0] === id))).toEqual([]);
    const pages = names.filter((name) => name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((name) => !readFileSync(path.join(out, name), 'utf8').includes('lang="zh-CN"'))).toEqual([]);
    expect(pages.filter((name) => readFileSync(path.join(out, name), 'utf8').includes('Beta Skills Academy'))).toEqual([]);
  });

  test('every page loads with nothing missing', async ({ page }) => {
    test.setTimeout(300_000);
    const indexPages = [...files(out)].filter((file) => file.endsWith(`${path.sep}index.html`));
    const addressOf = (file: string) => `/${path.relative(out, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/+/, '/');
    // A moved address's page forwards at once (meta refresh): where it leads must be in the folder.
    const isForward = (file: string) => readFileSync(file, 'utf8').includes('http-equiv="refresh"');
    for (const file of indexPages.filter(isForward)) {
      const target = /content="0; url=([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      expect(existsSync(path.join(out, target, 'index.html')), `${addressOf(file)} → ${target}`).toBe(true);
    }
    const addresses = indexPages.filter((file) => !isForward(file)).map(addressOf);
    const missing: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.status() !== 404 || pathname.startsWith('/404') || pathname.startsWith('/api/')) return;
      // A CMS text's own broken picture (the seed keeps a sanitised '<img src="x">') is missing from the build too: not the folder's.
      if (!builtHas(pathname)) return;
      missing.push(`${pathname} (on ${page.url()})`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // A navigation or a fetch cut short by the next page is not a missing file.
      if (!/ERR_ABORTED/.test(failure) && new URL(request.url()).origin === base) missing.push(`${request.url()}: ${failure}`);
    });
    for (const address of addresses) {
      const response = await page.goto(base + address, { waitUntil: 'load' });
      expect(response!.status(), address).toBe(200);
    }
    expect(missing).toEqual([]);
  });
});
