import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { SITE_REDIRECTS } from '../../src/lib/site-routes';

// Every moved address of src/lib/site-routes.ts: the site server redirects it, and the page built
// for a static host without that rule forwards at once, downloading nothing on the way.
for (const [from, to] of Object.entries(SITE_REDIRECTS)) {
  test.describe(from, () => {
    test(`is redirected by the server to ${to}, keeping the query`, async ({ request }) => {
      const answer = await request.get(`${from}?schoolId=demo`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(answer.headers()['location']).toBe(`${to}?schoolId=demo`);
    });

    test('is built as a script-free page that forwards by meta refresh', async ({ baseURL }) => {
      // The e2e server builds into .e2e/dist-<port> (playwright.config.ts).
      const built = path.join('.e2e', `dist-${new URL(baseURL!).port}`, 'demo', from, 'index.html');
      const html = readFileSync(built, 'utf8');
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(`href="${to}"`);
    });
  });
}

test('/educational-product without an id lands on the home page, which lists the training projects', async ({ page }) => {
  await page.goto('/educational-product');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('a[data-product]').first()).toBeVisible();
});
