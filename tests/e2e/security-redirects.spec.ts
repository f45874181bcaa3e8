// @security: the return path after signing in (/login/?redirect=) never leaves the school's site,
// whatever an attacker writes into the link (src/lib/redirect-target.ts). Each hostile target is
// signed in through in the browser, as the classmate 李华.
import { at } from './support/tenants';
import { expect, test, type Page } from './support/test';
import { fillPasswordLogin } from './support/login-form';

const HOSTILE_TARGETS = [
  '//evil.example/',
  'https://evil.example/',
  'http:evil.example',
  '///evil.example/',
  '/\\evil.example/',
  '\\\\evil.example',
  '/..//evil.example/',
  '/%2F/evil.example/',
  '%2F%2Fevil.example',
  '/\t/evil.example/',
  '\n//evil.example/',
  ' //evil.example/',
  '@evil.example',
  'javascript:window.__xss=1',
  'data:text/html,<script>alert(1)</script>',
];

async function signInAsClassmate(page: Page) {
  const form = await fillPasswordLogin(page, 'zh-CN', '13800138001');
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

test('a sign-in with a hostile return path stays on the school site @security', async ({ page, baseURL }) => {
  // One real sign-in per target: 5–12 s each on a busy 2-core machine.
  test.setTimeout(300_000);
  const home = new URL(at(baseURL, 'demo', '/'));
  const left: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(home.origin) && /^https?:/.test(request.url()) && !request.url().startsWith('http://127.0.0.1')) left.push(request.url());
  });
  for (const target of HOSTILE_TARGETS) {
    await page.goto(at(baseURL, 'demo', `/login/?redirect=${encodeURIComponent(target)}`));
    await signInAsClassmate(page);
    await expect(page, target).not.toHaveURL(/\/login\//);
    expect(new URL(page.url()).origin, target).toBe(home.origin);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), target).toBeUndefined();
    // Signed out again, so that the next target meets the login form.
    await page.evaluate(() => localStorage.clear());
  }
  expect(left).toEqual([]);
});
