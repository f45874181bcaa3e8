// `npm run bench:lighthouse`: Lighthouse (mobile, its default) on one page of every route of every
// tenant, served as `npm start` serves them, in Debian's Chromium. Prints performance,
// accessibility, best practices and SEO per page, and the audits that cost accessibility or SEO
// points. Target: 100 accessibility and 100 SEO on every public page; exits non-zero below it.
// Builds first unless PORTAL_SKIP_BUILD=1; `-- /login/ /` measures only those paths.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtPages, onePagePerRoute } from './lib/built-pages';
import { withServedSites } from './lib/served-sites';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MUST_BE_FULL = ['accessibility', 'seo'] as const;
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const short = await withServedSites(Number(process.env.BENCH_PORT ?? 4371), async ({ manifest, urlOf }) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let failing = 0;
  try {
    for (const tenant of manifest.tenants) {
      console.log(`\n${tenant.id} (${tenant.locale})        perf  a11y  best   seo`);
      const pages = only.length > 0 ? only : [...onePagePerRoute(builtPages(path.join('dist', tenant.id))).values()];
      for (const page of pages) {
        const result = await lighthouse(urlOf(tenant.preDomain, page), { port: chrome.port, onlyCategories: [...CATEGORIES], output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`lighthouse gave no result for ${page}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        console.log(`${page.padEnd(28)} ${CATEGORIES.map((id) => String(score(id)).padStart(5)).join(' ')}`);
        for (const id of MUST_BE_FULL) {
          if (score(id) === 100) continue;
          failing += 1;
          const lost = categories[id]!.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
          console.log(`  ${id}: ${lost.join(', ')}`);
          // Where, so the fix can start at once: the first few elements each audit names.
          for (const audit of lost) {
            const items = ((audits[audit]?.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? []).slice(0, 3);
            for (const { node } of items) if (node) console.log(`    ${audit}: ${node.selector ?? ''} ${node.snippet ?? ''}`.slice(0, 220));
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(`\ntarget: 100 accessibility and 100 SEO on every page; ${failing === 0 ? 'met' : `${failing} score(s) below it`}`);
  return failing;
});
process.exitCode = short === 0 ? 0 : 1;
