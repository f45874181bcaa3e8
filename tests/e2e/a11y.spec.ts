// Accessibility of every public page in both tenants: axe-core finds no serious or critical
// violation (WCAG 2.2 AA included: targets of at least 24 px), and every page has a description
// for search engines. Detail pages are found through their lists, so the suite follows the seed data.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';

const TENANTS = ['demo', 'beta'] as const;

const STATIC_ROUTES = [
  '/',
  '/school-info/',
  '/school-info/?index=1',
  '/school-info/?index=2',
  '/login/',
  '/login/student-login/',
  '/login/promotion/',
  '/query_pc/',
  '/query_h5/',
  '/news-information/list/',
  '/notice/list/',
  '/hot-major/',
  '/register/',
  '/agreement/user-agreement/',
  '/agreement/privacy-policy/',
  '/sso-login/',
  '/404/',
];

/** A detail page: the first link of its kind on the first of the pages that list them. */
const DETAIL_ROUTES = [
  { name: 'news detail', lists: ['/news-information/list/'], link: /^\/news-information\/detail\/[^/]+\/$/ },
  { name: 'notice detail', lists: ['/notice/list/'], link: /^\/notice\/detail\/[^/]+\/$/ },
  { name: 'educational product', lists: ['/', '/hot-major/'], link: /^\/educational-product\/[^/]+\/$/ },
];

async function firstLink(page: Page, pattern: RegExp): Promise<string | undefined> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
}

async function expectNoSeriousViolations(page: Page) {
  // The floating tools and islands settle after load; scan what a visitor actually gets.
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

for (const tenant of TENANTS) {
  test.describe(`${tenant}: no serious or critical accessibility violation`, () => {
    for (const route of STATIC_ROUTES) {
      test(route, async ({ page, baseURL }) => {
        const response = await page.goto(at(baseURL, tenant, route));
        expect(response?.status(), `${route} is built`).toBe(200);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
        await expectNoSeriousViolations(page);
      });
    }

    test('an unknown path (the 404 page as served)', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant, '/no/such/page/'));
      await expectNoSeriousViolations(page);
    });

    for (const detail of DETAIL_ROUTES) {
      test(detail.name, async ({ page, baseURL }) => {
        let href: string | undefined;
        for (const list of detail.lists) {
          await page.goto(at(baseURL, tenant, list));
          href = await firstLink(page, detail.link);
          if (href) break;
        }
        expect(href, `${detail.lists.join(' or ')} links to a ${detail.name}`).toBeTruthy();
        const response = await page.goto(at(baseURL, tenant, href!));
        expect(response?.status()).toBe(200);
        await expectNoSeriousViolations(page);
      });
    }
  });
}
