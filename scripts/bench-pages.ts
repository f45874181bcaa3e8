// `npm run bench:pages`: for every route of every tenant, the JavaScript and CSS a visitor
// downloads before any interaction, in gzip KB, measured in Chromium on the built output served
// as `npm start` serves it. One line per route; a route with several pages (details, list pages)
// reports its heaviest page. Then every study route signed in as each tenant's demo student, with
// the query a real link carries: the widget's JavaScript, the target for the first study route
// (/study/mine), whether FullCalendar's code came (it must on the timetable only) and whether hls.js
// came (only once an HLS source plays, never with the player route itself). Builds first unless
// PORTAL_SKIP_BUILD=1.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { builtPages } from './lib/built-pages';
import { routeOf } from './lib/route-of';
import { withServedSites } from './lib/served-sites';
import { DEMO_STUDENTS, logInStudent, sessionScript, studyAddresses } from './lib/study-addresses';

const BUDGET_KB = 80;
/** The first study route a student opens (/study/mine), signed in: the widget included. */
const STUDY_TARGET_KB = 150;
const CALENDAR_ROUTE = '/study/class-time-table';

interface Downloaded {
  js: number;
  css: number;
  /** Some script is FullCalendar's (its package name in the chunk's address or code). */
  calendar: boolean;
  /** Some script is hls.js (its chunk, hls.light.*.js, or its code). */
  hls: boolean;
  /** An HLS playlist (.m3u8) was requested: a stream is playing, the one reason to load hls.js. */
  stream: boolean;
}

/** Counts the gzip size of every script and stylesheet the page downloads. */
function measure(page: Page): Downloaded {
  const sizes: Downloaded = { js: 0, css: 0, calendar: false, hls: false, stream: false };
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (new URL(response.url()).pathname.endsWith('.m3u8')) sizes.stream = true;
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
    if (type !== 'script') return;
    const code = body.toString('utf8');
    if (/fullcalendar/i.test(response.url()) || /@fullcalendar|fullcalendar/i.test(code)) sizes.calendar = true;
    if (/\/hls[.-]/i.test(response.url())) sizes.hls = true;
  });
  return sizes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

/** The study routes as a signed-in student sees them; returns how many lines missed a target. */
async function benchStudy(browser: Browser, apiBase: string, tenant: string, mobile: string, urlOf: (path: string) => string): Promise<number> {
  const login = await logInStudent(apiBase, tenant, mobile);
  let missed = 0;
  console.log(`\n${tenant}, signed in as ${mobile} (every script before any interaction; calendar = FullCalendar's code loaded)`);
  for (const [route, address] of await studyAddresses(apiBase, login)) {
    const context = await browser.newContext();
    await context.addInitScript(sessionScript(login));
    const page = await context.newPage();
    const sizes = measure(page);
    await page.goto(urlOf(address), { waitUntil: 'networkidle' });
    // The screen's own chunk comes after the widget mounts: wait for the screen, then for quiet.
    await page.locator('[data-study-screen]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    const calendarWanted = route === CALENDAR_ROUTE;
    const calendarNote = sizes.calendar === calendarWanted ? `calendar ${sizes.calendar ? 'yes' : 'no '} (ok)` : `calendar ${sizes.calendar ? 'yes' : 'no'} (WRONG: ${calendarWanted ? 'missing' : 'only the timetable may load it'})`;
    if (sizes.calendar !== calendarWanted) missed += 1;
    const hlsNote = !sizes.hls ? 'hls.js no ' : sizes.stream ? 'hls.js yes (an HLS source plays)' : 'hls.js yes (WRONG: no HLS source plays)';
    if (sizes.hls && !sizes.stream) missed += 1;
    let target = '';
    if (route === '/study/mine') {
      const met = sizes.js / 1024 <= STUDY_TARGET_KB;
      if (!met) missed += 1;
      target = `  target ${STUDY_TARGET_KB} KB: ${met ? 'met' : 'NOT MET'}`;
    }
    console.log(`${route.padEnd(34)} js ${kb(sizes.js)} KB  css ${kb(sizes.css)} KB  ${calendarNote}  ${hlsNote}${target}  ${address}`);
  }
  return missed;
}

const overBudget = await withServedSites(Number(process.env.BENCH_PORT ?? 4381), async ({ manifest, distDir, browser, apiBase, urlOf }) => {
  let over = 0;
  for (const tenant of manifest.tenants) {
    const byRoute = new Map<string, { page: string; js: number; css: number }>();
    for (const pagePath of builtPages(path.join(distDir, tenant.id)).filter((p) => p !== '/404/')) {
      const page = await browser.newPage();
      const sizes = measure(page);
      // Inline scripts and styles are part of the HTML, which is not counted as JS or CSS here.
      await page.goto(urlOf(tenant.preDomain, pagePath), { waitUntil: 'networkidle' });
      const landedOn = new URL(page.url()).pathname;
      await page.close();
      // A moved address (src/lib/site-routes.ts SITE_REDIRECTS) is measured as the page it leads to.
      if (landedOn !== pagePath) continue;
      const route = routeOf(pagePath);
      const previous = byRoute.get(route);
      if (!previous || sizes.js + sizes.css > previous.js + previous.css) byRoute.set(route, { page: pagePath, js: sizes.js, css: sizes.css });
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

  let missed = 0;
  for (const tenant of manifest.tenants) {
    const mobile = DEMO_STUDENTS[tenant.id as keyof typeof DEMO_STUDENTS];
    if (mobile) missed += await benchStudy(browser, apiBase, tenant.id, mobile, (address) => urlOf(tenant.preDomain, address));
  }
  console.log(`\nsigned in: /study/mine within ${STUDY_TARGET_KB} KB, the calendar on ${CALENDAR_ROUTE} only, hls.js only with an HLS source: ${missed === 0 ? 'met' : `${missed} miss(es)`}`);
  return over + missed;
});
process.exitCode = overBudget === 0 ? 0 : 1;
