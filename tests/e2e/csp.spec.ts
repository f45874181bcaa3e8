// The Content-Security-Policy in the browser (src/lib/security-headers.ts): the headers arrive,
// the watch of support/test.ts catches a violation, and every spec runs under that watch.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { at } from './support/tenants';

test('a page and an API answer carry the security headers', async ({ page, baseURL }) => {
  const response = await page.goto(at(baseURL, 'demo', '/'));
  const csp = (await response!.allHeaders())['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  const api = await page.request.get('/api/openapi.json');
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(api.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test.describe('the violation watch', () => {
  // The watch fails a test whose page reports a violation: this test must fail for that reason.
  test.fail();
  test('fails a test whose page runs an inline script the policy does not know', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/school-info/'));
    // Ends once the browser has either refused the script (its violation event: the watch's listener,
    // added before any of the page's, has reported it by then) or run it (no violation: the test then
    // passes, and test.fail() reports that).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => resolve(), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true;';
          document.body.append(script);
          if ((window as { __injected?: boolean }).__injected) resolve();
        }),
    );
    // No assertion here: only the watch can make this test fail, and it must.
  });
});

test('every spec runs under the watch', () => {
  const dir = path.join(process.cwd(), 'tests', 'e2e');
  const playwrightItself = `from '${['@playwright', 'test'].join('/')}'`;
  const unwatched = readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return text.includes(playwrightItself) || !text.includes("from './support/test'");
    });
  expect(unwatched).toEqual([]);
});
