// `npm run screenshots`: the home page of every tenant at desktop (1280) and phone (375) widths,
// as PNG files in tests/e2e/screenshots/ (shown in the README).
import { withServedSites } from './lib/served-sites';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

await withServedSites(Number(process.env.SCREENSHOT_PORT ?? 4371), async ({ manifest, browser, urlOf }) => {
  for (const tenant of manifest.tenants) {
    for (const { name, width, height } of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(urlOf(tenant.preDomain, '/'), { waitUntil: 'networkidle' });
      const file = `tests/e2e/screenshots/home-${tenant.id}-${name}.png`;
      await page.screenshot({ path: file });
      console.log(`screenshot: ${file}`);
      await page.close();
    }
  }
});
