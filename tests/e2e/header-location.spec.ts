// The header's distance from the visitor and the school's visit count (spec 1 §1, §2.3, §9). The
// reference API places a loopback visitor at Hangzhou's city centre (its offline IP table), a few
// km from the demo school and about a thousand from beta's in Shenzhen.
import { expect, test } from './support/test';
import { at } from './support/tenants';

test.describe('demo (Chinese)', () => {
  test('shows the distance from the visitor and the visit count; the address opens the map marker', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-distance]')).toHaveText(/^距您\d+(\.\d)?(米|km)$/);
    await expect(page.locator('[data-visit-count]')).toBeVisible();
    await expect(page.locator('[data-visit-count]')).toHaveText(/^访问量 (\d+|10万\+|50万\+)$/);
    const map = page.locator('[data-map-link]');
    await expect(map).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=120\.12931,30\.27902&name=/);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);
  });

  test('counts the visit once per tab session and only reads the count on later pages', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/performanceStat/') || path.endsWith('/mapProxy')) calls.push(`${request.method()} ${path}`);
    });
    await page.goto('/');
    await expect(page.locator('[data-visit-count]')).toBeVisible();
    await page.goto('/notice/list/');
    await expect(page.locator('[data-visit-count]')).toBeVisible();
    await expect(page.locator('[data-distance]')).not.toBeEmpty();
    expect(calls).toEqual([
      'POST /api/system/anyTenant/mapProxy',
      'POST /api/search/anyone/performanceStat/visit',
      // The second page: the visitor's place is remembered for the visit, the count only read.
      'GET /api/search/anyone/performanceStat/visitCount',
    ]);
  });

  test('an unknown location and a failed count leave the header quiet: no distance, no count, no toast', async ({ page }) => {
    await page.route('**/api/system/anyTenant/mapProxy', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 404, msg: 'no location is known for ip 8.8.8.8', data: null }) }),
    );
    await page.route('**/api/search/anyone/performanceStat/**', (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-distance]')).toBeEmpty();
    await expect(page.locator('[data-visit-count]')).toBeHidden();
    await expect(page.locator('[data-toast]')).toHaveCount(0);
  });
});

test.describe('beta (English)', () => {
  test('shows the distance and the visit count in English', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta'));
    await expect(page.locator('[data-distance]')).toHaveText(/^\d+(\.\d)? km from you$/);
    await expect(page.locator('[data-visit-count]')).toHaveText(/^(\d+|100k\+|500k\+) visits$/);
  });
});
