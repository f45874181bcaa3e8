// @security: the XSS corpus (tests/e2e/support/xss-corpus.ts) in every CMS text and HTML field and
// in every text users write is inert, in the built site and in the study widget, in Chromium. The
// site is one of its own (tests/e2e/support/poisoned-site.ts: its own API and database, the demo
// school built from the poisoned content), so the shared server's data stays clean.
//
// Inert means: nothing the corpus carries runs (no dialog, `window.__xss` never set, no CSP
// violation: the fixture fails on any), and the DOM holds no script, handler, frame, base, refresh
// or javascript: address from it, so that the sanitizer, not only the CSP, is what stops it (a
// handler that waits for a gesture is caught by the DOM check: no `on…` attribute may exist).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { logInStudent, sessionScript, studyAddresses, DEMO_STUDENTS } from '../../scripts/lib/study-addresses';
import { XSS_MARKER, XSS_PAYLOADS } from './support/xss-corpus';
import { expect, test, type Page } from './support/test';

const port = Number(process.env.E2E_PORT ?? 4391) + 23;
const base = `http://localhost:${port}`;
const distDir = `.e2e/xss-dist-${port}`;
let site: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(distDir, { recursive: true, force: true });
  site = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/poisoned-site.ts', String(port), distDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    site!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    site!.once('exit', (code) => reject(new Error(`the poisoned site exited (${code}) before it served`)));
  });
});

const seen = { pages: 0, screens: 0, live: 0 };

test.afterAll(() => {
  console.log(`xss: ${XSS_PAYLOADS.length} payloads in every field, ${seen.pages} built pages and ${seen.screens} study screens, live markup: ${seen.live}`);
  site?.kill();
  rmSync(distDir, { recursive: true, force: true });
});

/**
 * The built pages of the demo school that show a poisoned field, one or two per kind of page. Not
 * the study shells: a visitor there is sent on to sign in, a navigation that can land in the middle
 * of the next page's; the next test opens them signed in.
 */
function poisonedPages(): string[] {
  const root = path.join(distDir, 'demo');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (path.relative(root, file) !== 'study') walk(file);
      }
      else if (name === 'index.html' && readFileSync(file, 'utf8').includes(XSS_MARKER)) found.push(`/${path.relative(root, dir)}/`.replace(/^\/\/$/, '/'));
    }
  };
  walk(root);
  const perKind = new Map<string, string[]>();
  for (const page of found.sort()) {
    const kind = page.replace(/\d+/g, 'N');
    perKind.set(kind, [...(perKind.get(kind) ?? []), page].slice(0, 2));
  }
  return [...perKind.values()].flat();
}

/** What of the corpus made it into the page as live markup (an empty list when inert). */
async function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as { __xss?: unknown }).__xss !== undefined) found.push(`window.__xss = ${String((window as { __xss?: unknown }).__xss)}`);
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (tag === 'script' && element.textContent?.includes('__xss')) found.push('a <script> of the corpus');
      if (tag === 'iframe' && element.hasAttribute('srcdoc')) found.push('an <iframe srcdoc>');
      if (['object', 'embed'].includes(tag)) found.push(`an <${tag}>`);
      if (tag === 'base' && element.getAttribute('href')?.includes('evil')) found.push('a foreign <base>');
      if (tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') found.push('a <meta refresh>');
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) found.push(`<${tag} ${attribute.name}>`);
        if (/^\s*javascript:/i.test(attribute.value.replace(/[\u0000-\u001f]/g, ''))) found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
      }
    }
    return found;
  });
}

async function expectInert(page: Page, address: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`${base}${address}`);
  expect(response?.status(), address).toBe(200);
  await page.waitForLoadState('networkidle');
  const live = await liveMarkup(page);
  seen.live += live.length;
  expect(live, address).toEqual([]);
  expect(dialogs, address).toEqual([]);
}

test('the XSS corpus in every CMS field is inert on the built pages that show it @security', async ({ page }) => {
  test.setTimeout(240_000);
  const pages = poisonedPages();
  // Home, news, notices, majors, products, the school profile, the agreements, the FAQ: at least these kinds.
  expect(pages.length).toBeGreaterThanOrEqual(10);
  for (const address of pages) {
    await expectInert(page, address);
    seen.pages += 1;
    await expect(page.locator('body'), address).toContainText(XSS_MARKER);
  }
});

test('the XSS corpus in every text users write is inert in the study widget @security', async ({ page }) => {
  test.setTimeout(240_000);
  const login = await logInStudent(base, 'demo', DEMO_STUDENTS.demo);
  await page.addInitScript(sessionScript(login));
  const addresses = await studyAddresses(base, login);
  let shown = 0;
  for (const [route, address] of addresses) {
    await expectInert(page, address);
    seen.screens += 1;
    // The screens that show others' texts: open every tab so that its list renders too.
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click({ timeout: 2_000 }).catch(() => {});
      await page.waitForLoadState('networkidle');
      expect(await liveMarkup(page), `${route}, a tab`).toEqual([]);
    }
    if ((await page.locator('body').innerText()).includes(XSS_MARKER)) shown += 1;
  }
  // The class home (dynamics), the classroom (notes, questions, comments), the review (answers)…
  expect(shown).toBeGreaterThanOrEqual(3);
});

test('the XSS corpus in every question field (stem, options, reference answer, analysis) is inert in answering and review @security', async ({ page }) => {
  test.setTimeout(120_000);
  const login = await logInStudent(base, 'demo', DEMO_STUDENTS.demo);
  await page.addInitScript(sessionScript(login));
  const addresses = await studyAddresses(base, login);
  // Answering: the first question's stem and options, as the paper's HTML, sanitized.
  await expectInert(page, addresses.get('/study/homework/answer')!);
  await expect(page.locator('[data-stem]').first()).toContainText(XSS_MARKER);
  await expect(page.locator('[data-option-content]').first()).toContainText(XSS_MARKER);
  // Review: every stem, the options, the reference answers and the analyses.
  await expectInert(page, addresses.get('/study/homework/check-my-homework')!);
  for (const field of ['[data-stem]', '[data-option-content]', '[data-reference-answer]', '[data-analysis]']) {
    await expect(page.locator(field).first(), field).toContainText(XSS_MARKER);
  }
  seen.screens += 2;
});
