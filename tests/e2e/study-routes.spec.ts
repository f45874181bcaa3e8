// Every study route of src/study/screens.ts as the demo student, with the query a real link
// carries (scripts/lib/study-addresses.ts finds the seeded ids through the API): a deep link is a
// plain file (200, no redirect), a reload opens the same screen with the same query, axe finds
// nothing serious; and on a slow network a study link or tab used before its code arrives still
// ends on the screen the student asked for (ARCHITECTURE.md, "Islands and hydration").
import { studyAddresses } from '../../scripts/lib/study-addresses';
import { SCREEN_TITLES } from '../../src/study/screens';
import { signIn } from './support/accounts';
import { signedInAs } from './support/signed-in';
import { delayBundles } from './support/delayed-bundles';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { seriousViolations } from './support/axe';

const DEMO_MOBILE = '13800138000';

const screen = (page: Page) => page.locator('[data-study-screen]');

/** The screen is up and has read its data: no loading note, nothing busy. */
async function settled(page: Page) {
  await expect(screen(page)).toBeVisible();
  await expect(screen(page)).not.toHaveAttribute('data-study-screen', 'login-first');
  await expect(page.getByRole('status').filter({ hasText: /^加载中/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('demo (zh-CN), the demo student, every study route', () => {
  // /study itself opens my learning (tests/e2e/study-mine.spec.ts); every other route is a screen.
  const routes = Object.keys(SCREEN_TITLES).filter((route) => route !== '/study');

  test('the routes listed here are every screen of src/study/screens.ts', async ({ page, request, baseURL }) => {
    const login = await signIn(page, request, 'demo', DEMO_MOBILE);
    const addresses = await studyAddresses(baseURL!, { tenant: 'demo', ...login });
    expect([...addresses.keys()].sort()).toEqual([...routes].sort());
  });

  for (const route of routes) {
    test(`${route}: a deep link with its query is a plain file, reloads as the same screen, and axe finds nothing serious`, async ({ page, request, baseURL }) => {
      const login = await signIn(page, request, 'demo', DEMO_MOBILE);
      const address = at(baseURL, 'demo', (await studyAddresses(baseURL!, { tenant: 'demo', ...login })).get(route as never)!);

      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await settled(page);
      await expect(page).toHaveURL(address);
      const shown = await screen(page).getAttribute('data-study-screen');
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      if (route !== '/study/mine') expect(shown).not.toBe('mine');

      const violations = await seriousViolations(page);
      expect(violations, `${route}: ${JSON.stringify(violations)}`).toEqual([]);

      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      await settled(page);
      await expect(page).toHaveURL(address);
      await expect(screen(page)).toHaveAttribute('data-study-screen', shown!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    });
  }
});

test.describe('on a slow network, the demo student', () => {
  // A first visit, before the study area's service worker has cached anything: with the worker in
  // control, its own fetches of the screens' chunks pass by page.route (Playwright's routing sees
  // the page's requests, not those a worker makes), and cached ones never reach the network at all.
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(signedInAs('demo', DEMO_MOBILE));

  test('a study link of the site, followed before the widget arrives, opens its screen once it does', async ({ page, baseURL }) => {
    const bundles = await delayBundles(page);
    await page.goto(at(baseURL, 'demo', '/study/training-class/?classId=1&userId=demo-u-1001&studentId=1'));
    // The shell's pre-built heading and loading note: the widget's code is held.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('班级详情');
    await expect(page.locator('[data-study-mounted]')).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: '我的学习' }).click();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
    bundles.release();
    await expect(page.locator('[data-study-screen="mine"]')).toBeVisible();
    await expect(page.locator('[data-class-card]')).toHaveCount(4);
  });

  test("a class entered and the timetable opened while each screen's code is on its way end on the timetable of that class", async ({ page, baseURL }) => {
    // Hold every script asked for once my learning is on screen: each screen's own chunk.
    let holding = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/_astro\/[^?#]+\.js([?#].*)?$/, async (route) => {
      if (!holding) return route.continue();
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await page.getByRole('tablist', { name: '班级状态' }).getByRole('tab', { name: /^服务中/ }).click();
    const card = page.locator('[data-class-card]').filter({ has: page.getByRole('heading', { name: '低压电工作业上岗春季班', exact: true }) });
    await expect(card).toBeVisible();
    holding = true;

    await card.getByRole('button', { name: '进入学习' }).click();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/training-class/?classId=1&userId=demo-u-1001&studentId=1'));
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('[data-study-screen="training-class"]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-study-screen="training-class"]')).toBeVisible();

    // The class home's course-table link, with the timetable's chunk (and its calendar) held again.
    let releaseAgain!: () => void;
    const releasedAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    const heldAgain: string[] = [];
    await page.unroute(/\/_astro\/[^?#]+\.js([?#].*)?$/);
    await page.route(/\/_astro\/[^?#]+\.js([?#].*)?$/, async (route) => {
      heldAgain.push(new URL(route.request().url()).pathname);
      await releasedAgain;
      await route.continue().catch(() => undefined);
    });
    await page.locator('[data-course-table]').click();
    await expect(page).toHaveURL(/\/study\/class-time-table\/\?classId=1&/);
    await expect.poll(() => heldAgain.length).toBeGreaterThan(0);
    await expect(page.locator('[data-study-screen="timetable"]')).toHaveCount(0);
    releaseAgain();
    await expect(page.locator('[data-study-screen="timetable"]')).toBeVisible();
    await expect(page.locator('[data-calendar="week"]')).toBeVisible();
    await expect(page).toHaveURL(/\/study\/class-time-table\/\?classId=1&/);
  });
});
