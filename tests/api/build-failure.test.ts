// `npm run build` when one school's API fails: a real build, as an operator runs it, of two
// schools, one of them behind an API that answers 500. The failing school is reported with its
// reason and keeps its last output; the other is built; the build exits non-zero.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../src/server/manifest-file';
import { runBuild } from './support/run-build';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();
let work = '';
const servers: Server[] = [];

function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const listener = createServer(handler);
  servers.push(listener);
  return new Promise((resolve) => listener.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(listener.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  // Inside the checkout: Astro puts a build's prerendered chunks beside an output folder it finds
  // there, but in the checkout's shared .astro/ for one outside it, where the two build suites,
  // running side by side, removed each other's.
  mkdirSync('.e2e', { recursive: true });
  work = mkdtempSync(path.resolve('.e2e', 'build-failure-'));
  const api = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  servers.push(api);
  await new Promise((resolve) => api.once('listening', resolve));
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const failing = await listen((_request, response) => response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream down'));
  // The demo school's API fails; beta's answers.
  const manifest = readManifest('tenants');
  const tenants = manifest.tenants.map((tenant) => ({ ...tenant, apiBase: tenant.id === DEMO ? failing : apiBase }));
  mkdirSync(path.join(work, 'tenants'));
  writeFileSync(path.join(work, 'tenants', 'manifest.json'), JSON.stringify({ ...manifest, tenants }));
  // The demo school's last build.
  mkdirSync(path.join(work, 'dist', DEMO), { recursive: true });
  writeFileSync(path.join(work, 'dist', DEMO, 'index.html'), '<p>last build</p>');
  writeFileSync(path.join(work, 'dist', DEMO, '.content-digest'), 'last\n');
});

afterAll(() => {
  for (const listener of servers) listener.close();
  rmSync(work, { recursive: true, force: true });
});

const build = () => runBuild(work);

describe('npm run build with a school whose API answers 500', () => {
  it('reports that school with its reason, keeps its last output, builds the others and exits non-zero', { timeout: 300_000 }, async () => {
    const { code, output } = await build();
    expect(output).toMatch(/build: demo FAILED: its content could not be fetched: \w+ from http:\/\/127\.0\.0\.1:\d+: .*busy 500/);
    expect(output).toMatch(/build: 1 built \(\d+ pages\), 1 FAILED \(demo\)/);
    expect(code).toBe(1);
    expect(readFileSync(path.join(work, 'dist', DEMO, 'index.html'), 'utf8')).toBe('<p>last build</p>');
    expect(readFileSync(path.join(work, 'dist', DEMO, '.content-digest'), 'utf8')).toBe('last\n');
    expect(readFileSync(path.join(work, 'dist', BETA, 'index.html'), 'utf8')).toContain('<html lang="en"');
    expect(readFileSync(path.join(work, 'dist', BETA, '.content-digest'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });
});
