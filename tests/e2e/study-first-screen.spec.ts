// A test's instruction screen on a phone, as Lighthouse's mobile run opens it (issue 28's Lighthouse
// line): it loads no question code (DOMPurify and the question views come with answering and review
// only), and nothing on it moves while the widget and its data arrive: the paper's introduction and
// the attempt history hold their room from the first render.
import { studyAddresses } from '../../scripts/lib/study-addresses';
import { signIn } from './support/accounts';
import { expect, test } from './support/test';
import { at } from './support/tenants';

const DEMO_MOBILE = '13800138000';

/** A hook name of DOMPurify's, a string that survives minification: its code is in the script. */
const DOMPURIFY_CODE = 'uponSanitizeAttribute';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test("a test's instruction screen on a phone loads no question code, and its history does not move", async ({ page, request, baseURL }) => {
  const login = await signIn(page, request, 'demo', DEMO_MOBILE);
  const address = (await studyAddresses(baseURL!, { tenant: 'demo', ...login })).get('/study/test')!;
  // Every layout shift of the page, with the elements that moved (what Lighthouse's CLS adds up).
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) => (node instanceof Element ? (node.closest('[aria-labelledby="exam-history"]') ? 'history' : node.tagName) : '?'));
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const code = await response.text().catch(() => '');
    if (code.includes(DOMPURIFY_CODE)) scripts.push(new URL(response.url()).pathname);
  });

  await page.goto(at(baseURL, 'demo', address));
  const history = page.locator('section[aria-labelledby="exam-history"]');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.locator('[data-test-start]')).toBeEnabled();
  // The history's answer: the attempts, or the note that there are none yet.
  await expect(history.locator('[data-attempts], [data-empty]')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  expect(scripts, 'DOMPurify loaded on the instruction screen').toEqual([]);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts);
  expect(shifts.filter(({ moved }) => moved.includes('history')), 'the history moved').toEqual([]);
  const total = shifts.reduce((sum, { value }) => sum + value, 0);
  expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
});
