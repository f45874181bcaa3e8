// @security: every kind of page the build writes, for every school, and every study route answer
// with the page Content-Security-Policy, and are used without a violation (the fixture of
// support/test.ts fails a test on any). The kinds come from the built output itself, so a new page
// kind is covered as soon as it is built.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { logInStudent, sessionScript, studyAddresses, DEMO_STUDENTS } from '../../scripts/lib/study-addresses';
import { at } from './support/tenants';
import { expect, test, type Response } from './support/test';

const port = Number(process.env.E2E_PORT ?? 4391);
const distDir = process.env.PORTAL_DIST_DIR ?? `.e2e/dist-${port}`;

/** One built page of each kind (`/news-information/detail/N/`), for a school. */
function pageKinds(tenant: string): string[] {
  const root = path.join(distDir, tenant);
  const kinds = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === 'index.html') {
        const address = `/${path.relative(root, dir)}/`.replace(/^\/\/$/, '/');
        if (!address.startsWith('/study/')) kinds.set(address.replace(/\d+/g, 'N'), kinds.get(address.replace(/\d+/g, 'N')) ?? address);
      }
    }
  };
  walk(root);
  return [...kinds.values()];
}

function expectPagePolicy(response: Response | null, address: string) {
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(response!.status(), address).toBe(200);
  expect(csp, address).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) expect(csp, address).toContain(directive);
  // Styles may be inline (React's style attributes); scripts never.
  const scriptSources = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSources, address).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:/);
  expect(headers['x-content-type-options'], address).toBe('nosniff');
}

for (const tenant of ['demo', 'beta']) {
  test(`every kind of built page of ${tenant} carries the page policy and runs without a violation @security`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const addresses = pageKinds(tenant);
    expect(addresses.length).toBeGreaterThanOrEqual(15);
    for (const address of addresses) {
      expectPagePolicy(await page.goto(at(baseURL, tenant, address)), address);
      await page.waitForLoadState('networkidle');
    }
  });
}

test('every study route carries the page policy and runs without a violation, signed in @security', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const apiBase = `http://127.0.0.1:${port + 400}`;
  const login = await logInStudent(apiBase, 'demo', DEMO_STUDENTS.demo);
  await page.addInitScript(sessionScript(login));
  // Only screens that read: the answering screens would start an attempt in the shared database.
  const addresses = [...(await studyAddresses(apiBase, login))].filter(([route]) => !/answer$|classroom\/online/.test(route));
  expect(addresses.length).toBeGreaterThanOrEqual(10);
  for (const [route, address] of addresses) {
    expectPagePolicy(await page.goto(at(baseURL, 'demo', address)), route);
    await page.waitForLoadState('networkidle');
  }
});
