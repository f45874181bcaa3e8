// Faults: the API restarted in the middle of an attempt. This spec runs its own API process
// (`npm run api` on a PGlite folder of its own, so a restart finds its data) behind a site server
// of its own that serves the e2e build, as a deployment with the API on another host would; it stops
// the API (SIGTERM, as a deploy does) while the student answers, and starts it again. Answers given
// while it was down are kept in the browser and saved once it is back, the attempt resumes, and the
// server holds every answer after the submit.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createSiteServer } from '../../scripts/lib/site-server';
import { readManifest } from '../../src/server/manifest-file';
import { signIn } from './support/accounts';
import { answerHomework, banner, CLASSMATE_MOBILE, storedAnswers, startHomework, submitAndFinish, workHref } from './support/homework';
import { expect, test } from './support/test';

const e2ePort = Number(process.env.E2E_PORT ?? 4391);
const sitePort = e2ePort + 25;
const apiPort = e2ePort + 26;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
let api: ChildProcess | undefined;
let site: ServerType | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${sitePort}` });

/** Starts `npm run api` on the spec's folder and port; resolves once it listens. */
function startApi(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts'], {
    env: { ...process.env, PORT: String(apiPort), PORTAL_DATA_DIR: dataDir, PORTAL_DEV: '1', PORTAL_REQUEST_LOG: '0', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('api: listening') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before it listened`)));
  });
}

function stopApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startApi();
  const manifest = readManifest('tenants');
  // The API on another process, reached over HTTP; while it is down, an edge proxy's 502.
  const forward = async (request: Request) => {
    const url = new URL(request.url);
    try {
      return await fetch(`http://127.0.0.1:${apiPort}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body: request.body, duplex: 'half' } as RequestInit);
    } catch {
      return new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } });
    }
  };
  const app = createSiteServer({ distDir: process.env.PORTAL_DIST_DIR ?? `.e2e/dist-${e2ePort}`, manifest, api: forward });
  site = serve({ fetch: app.fetch, port: sitePort, hostname: '127.0.0.1' });
});

test.afterAll(async () => {
  if (api && api.exitCode === null) await stopApi(api);
  site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('answers given while the API restarts are kept and saved, and the attempt resumes and submits', async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const login = await signIn(page, request, 'demo', CLASSMATE_MOBILE);
  await startHomework(page, baseURL, await workHref(request, login, 'homework'));
  const attemptUrl = page.url();
  let given = await answerHomework(page, 1, 2);
  await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7);

  await stopApi(api!);
  given += await answerHomework(page, 3, 5);
  await expect(banner(page)).toHaveAttribute('data-save-banner', 'offline');
  await expect(page.locator('[data-answer-card] [data-save="saved"]')).not.toHaveCount(7);

  api = await startApi();
  await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7, { timeout: 30_000 });
  // The same attempt, found again after a reload: the server's answers are on the card.
  await page.goto(attemptUrl);
  await expect(page.locator('[data-answer-card] [data-state="answered"]')).toHaveCount(5);
  expect(new URL(page.url()).searchParams.get('answerLogId')).toBe(new URL(attemptUrl).searchParams.get('answerLogId'));
  await page.locator('[data-answer-card] [data-cell="6"]').click();
  given += await answerHomework(page, 6, 7);

  const answerLogId = await submitAndFinish(page);
  expect(await storedAnswers(request, login, answerLogId)).toHaveLength(given);
});
