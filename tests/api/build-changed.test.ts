// `npm run build -- --changed` with the operator key: real builds of both schools, as an operator
// runs them, against an API that counts what it is asked. Nothing changed: neither school's content
// is fetched and Astro does not run. A school edited: that school alone is fetched and rebuilt with
// the edit. A wrong key: every school is fetched and compared by its content digest, as without one;
// and a school built without the key keeps no older revision to vouch for what it shows.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../src/server/db/schema';
import { readManifest } from '../../src/server/manifest-file';
import { runBuild } from './support/run-build';
import { BETA, DEMO, useTestServer } from './support/test-server';

const KEY = 'operator-key-of-the-build-test';
const REVISION_PATH = '/api/operator/contentRevision';
const server = useTestServer({ operatorKey: KEY });
let work = '';
let api: Server;
/** What the API was asked since the last build: school and path of every call (the build's probe for an API names none). */
let asked: { tenant: string; path: string }[] = [];

beforeAll(async () => {
  // Inside the checkout: Astro puts a build's prerendered chunks beside an output folder it finds
  // there, but in the checkout's shared .astro/ for one outside it, where the two build suites,
  // running side by side, removed each other's.
  mkdirSync('.e2e', { recursive: true });
  work = mkdtempSync(path.resolve('.e2e', 'build-changed-'));
  api = serve({
    fetch: (request) => {
      asked.push({ tenant: request.headers.get('tenantId') ?? '', path: new URL(request.url).pathname });
      return server.app.fetch(request);
    },
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  await new Promise((resolve) => api.once('listening', resolve));
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const manifest = readManifest('tenants');
  mkdirSync(path.join(work, 'tenants'));
  writeFileSync(path.join(work, 'tenants', 'manifest.json'), JSON.stringify({ ...manifest, tenants: manifest.tenants.map((tenant) => ({ ...tenant, apiBase })) }));
});

afterAll(() => {
  api?.close();
  rmSync(work, { recursive: true, force: true });
});

function build(args: string[], operatorKey = KEY) {
  asked = [];
  return runBuild(work, args, { PORTAL_OPERATOR_KEY: operatorKey });
}

const contentCallsFor = (tenant: string) => asked.filter((call) => call.tenant === tenant && call.path !== REVISION_PATH).length;

/** Every HTML file of the school's output, concatenated. */
function htmlOf(tenant: string): string {
  const root = path.join(work, 'dist', tenant);
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
}

describe('npm run build -- --changed with the operator key', { timeout: 300_000 }, () => {
  it('a full build keeps each school’s content revision beside its output', async () => {
    const { code, output } = await build([]);
    expect(code, output).toBe(0);
    expect(output).toMatch(/build: 2 built \(\d+ pages\)/);
    for (const tenant of [DEMO, BETA]) expect(readFileSync(path.join(work, 'dist', tenant, '.content-revision'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });

  it('with nothing changed, fetches no content and runs no Astro', async () => {
    const { code, output } = await build(['--changed']);
    expect(code, output).toBe(0);
    expect(output).toMatch(/build: 0 built \(0 pages\), 2 unchanged/);
    expect(output).toContain(`build: unchanged since their last build: ${DEMO}, ${BETA}`);
    expect(asked.filter((call) => call.path === REVISION_PATH).map((call) => call.tenant)).toEqual(expect.arrayContaining([DEMO, BETA]));
    expect(contentCallsFor(DEMO) + contentCallsFor(BETA)).toBe(0);
  });

  it('after an edit, fetches and rebuilds that school alone, with the edit', async () => {
    const [article] = await server.db.select().from(articles).where(and(eq(articles.tenantId, DEMO), eq(articles.kind, 'NEW_INFORMATION'))).limit(1);
    if (!article) throw new Error('the demo school has no news article');
    const title = `${article.title}（今日更新）`;
    await server.db.update(articles).set({ title }).where(eq(articles.id, article.id));

    const { code, output } = await build(['--changed']);
    expect(code, output).toBe(0);
    expect(output).toMatch(/build: 1 built \(\d+ pages\), 1 unchanged/);
    expect(contentCallsFor(DEMO)).toBeGreaterThan(10);
    expect(contentCallsFor(BETA)).toBe(0);
    expect(htmlOf(DEMO)).toContain(title);

    // And the next run knows it is built.
    expect((await build(['--changed'])).output).toMatch(/build: 0 built \(0 pages\), 2 unchanged/);
  });

  it('with a wrong key, says so, fetches every school and compares what it fetched', async () => {
    const { code, output } = await build(['--changed'], 'not-the-key');
    expect(code, output).toBe(0);
    expect(output).toMatch(/build: no content revisions from http:\/\/127\.0\.0\.1:\d+ \(.*404.*\): its schools are fetched to see what changed/);
    expect(output).toMatch(/build: 0 built \(0 pages\), 2 unchanged/);
    expect(contentCallsFor(DEMO)).toBeGreaterThan(10);
    expect(contentCallsFor(BETA)).toBeGreaterThan(10);
  });

  it('an edit built without the key, then put back: the next run rebuilds what was put back', async () => {
    const [article] = await server.db.select().from(articles).where(and(eq(articles.tenantId, DEMO), eq(articles.kind, 'NEW_INFORMATION'))).limit(1);
    if (!article) throw new Error('the demo school has no news article');
    expect((await build([], 'not-the-key')).code).toBe(0);
    expect((await build(['--changed'])).output).toMatch(/build: 0 built \(0 pages\), 2 unchanged/);

    const edited = `${article.title}（临时）`;
    await server.db.update(articles).set({ title: edited }).where(eq(articles.id, article.id));
    expect((await build(['--changed'], '')).output).toMatch(/build: 1 built \(\d+ pages\), 1 unchanged/);
    expect(htmlOf(DEMO)).toContain(edited);

    // The rows are back as they were when the last key was written; that key went with the folder
    // the keyless build replaced, so it cannot vouch for the output, which shows the edit.
    await server.db.update(articles).set({ title: article.title }).where(eq(articles.id, article.id));
    const { output } = await build(['--changed']);
    expect(output).toMatch(/build: 1 built \(\d+ pages\), 1 unchanged/);
    expect(htmlOf(DEMO)).not.toContain(edited);
  });
});
