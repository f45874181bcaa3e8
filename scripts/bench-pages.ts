// `npm run bench:pages`: for every route of every tenant, the JavaScript and CSS a visitor
// downloads before any interaction, in gzip KB, measured in Chromium on the built output served
// as `npm start` serves it. One line per route; a route with several pages (details, list pages)
// reports its heaviest page. Builds first unless PORTAL_SKIP_BUILD=1.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPages } from './lib/built-pages';
import { routeOf } from './lib/route-of';
import { withServedSites } from './lib/served-sites';

const BUDGET_KB = 80;

const overBudget = await withServedSites(Number(process.env.BENCH_PORT ?? 4381), async ({ manifest, browser, urlOf }) => {
  let over = 0;
  for (const tenant of manifest.tenants) {
    const byRoute = new Map<string, { page: string; js: number; css: number }>();
    for (const pagePath of builtPages(path.join('dist', tenant.id)).filter((p) => p !== '/404/')) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0 };
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
      });
      // Inline scripts and styles are part of the HTML, which is not counted as JS or CSS here.
      await page.goto(urlOf(tenant.preDomain, pagePath), { waitUntil: 'networkidle' });
      const landedOn = new URL(page.url()).pathname;
      await page.close();
      // A moved address (src/lib/site-routes.ts SITE_REDIRECTS) is measured as the page it leads to.
      if (landedOn !== pagePath) continue;
      const route = routeOf(pagePath);
      const previous = byRoute.get(route);
      if (!previous || sizes.js + sizes.css > previous.js + previous.css) byRoute.set(route, { page: pagePath, ...sizes });
    }
    console.log(`\n${tenant.id} (${tenant.locale})`);
    for (const [route, { js, css, page }] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
      const jsKb = js / 1024;
      if (jsKb > BUDGET_KB) over += 1;
      const note = page === route ? '' : `  (heaviest: ${page})`;
      console.log(`${route.padEnd(34)} js ${jsKb.toFixed(1).padStart(6)} KB  css ${(css / 1024).toFixed(1).padStart(5)} KB${jsKb > BUDGET_KB ? '  OVER BUDGET' : ''}${note}`);
    }
  }
  console.log(`\nbudget: ${BUDGET_KB} KB of JavaScript per page; ${over === 0 ? 'every route within it' : `${over} route(s) over it`}`);
  return over;
});
process.exitCode = overBudget === 0 ? 0 : 1;
