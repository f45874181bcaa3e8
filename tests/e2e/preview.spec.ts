// The phone-frame preview modal (spec 1 §2.3, §4, §9) with the bundled demo mobile page standing in
// for the mobile web app on a local host, and the 'PC version does not have this function yet'
// notice (spec 1 §8.2, spec 2 §1). The personal centre that opens the preview belongs to the header
// user menu; these tests add a trigger of the same shape, so they hold whatever that menu looks like.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { addTriggers, frame, trigger } from './support/preview';

const sessionKey = (tenant: string, key: string) => `portal:${tenant}:session:${key}`;
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

// The open modal, frame included: the page behind it is inert, and the page suites scan it.
const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

test.describe('phone-frame preview, demo (Chinese)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await addTriggers(page);
  });

  test('opens the mobile page 375 wide, scaled by the window width, behind a spinner until it has loaded', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mobile-preview/?*', async (route) => {
      await held;
      await route.continue();
    });
    await trigger(page, 'preview').click();
    const dialog = page.getByRole('dialog', { name: 'APP预览' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-preview-loading]')).toHaveText('页面加载中…');
    const iframe = dialog.locator('[data-preview-frame]');
    await expect(iframe).toHaveAttribute('width', '375');
    await expect(iframe).toHaveAttribute('src', /\/mobile-preview\/\?path=%2Fmine&tenantId=demo&lang=zh-CN$/);
    // 1280 wide is under 1440: scale 0.75 (src/lib/preview-frame.ts).
    expect(await iframe.evaluate((element) => [getComputedStyle(element).width, getComputedStyle(element).transform])).toEqual(['375px', 'matrix(0.75, 0, 0, 0.75, 0, 0)']);
    await expect(dialog.locator('[data-preview-viewport]')).toHaveCSS('width', '281.25px');

    release();
    await expect(dialog.locator('[data-preview-loading]')).toBeHidden();
    await expect(frame(page).getByRole('heading', { name: '我的' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'APP下载' })).toHaveAttribute('href', '/login/student-login/');
  });

  test('a wider window scales the frame up', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await trigger(page, 'preview').click();
    await expect(page.locator('[data-preview-viewport]')).toHaveAttribute('data-scale', '0.85');
    await page.setViewportSize({ width: 1536, height: 900 });
    await expect(page.locator('[data-preview-viewport]')).toHaveAttribute('data-scale', '0.78');
  });

  test('tells the frame to sign out when nobody is signed in here', async ({ page }) => {
    await trigger(page, 'preview').click();
    await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-out');
    await expect(frame(page).getByRole('status')).toHaveText('已退出登录');
  });

  test('hears login messages only from its own frame', async ({ page }) => {
    await trigger(page, 'preview').click();
    await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-out');
    // The page itself, not the frame, claims a sign-in; then the frame, genuinely, says it is ready.
    // The portal answers 'ready' with 'log out' only while nobody is signed in: that answer, to a
    // message sent after the forged one, shows the forged sign-in was not taken.
    await frame(page).locator('body').evaluate((body) => (body.dataset.state = 'waiting'));
    await page.evaluate(() => window.postMessage({ type: 'portal:login', userId: '666', token: 'forged' }, '*'));
    await frame(page).locator('body').evaluate(() => window.parent.postMessage({ type: 'portal:ready' }, window.location.origin));
    await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-out');
    expect(await stored(page, sessionKey('demo', 'token'))).not.toBe('"forged"');
  });

  test('no serious or critical accessibility violation with the preview open', async ({ page }) => {
    await trigger(page, 'preview').click();
    await expect(frame(page).getByRole('heading', { name: '我的' })).toBeVisible();
    await expect(page.locator('[data-preview-loading]')).toBeHidden();
    expect(await serious(page)).toEqual([]);
  });
});

test.describe('phone-frame preview, beta (English)', () => {
  test('a sign-in inside the frame signs the portal in, and the next preview is not told to sign out', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta'));
    await addTriggers(page);
    await trigger(page, 'preview').click();
    const dialog = page.getByRole('dialog', { name: 'App preview' });
    await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-out');
    await frame(page).getByRole('button', { name: 'Sign in as the demo student' }).click();
    await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-in');

    await expect.poll(() => stored(page, sessionKey('beta', 'token'))).toMatch(/^".+"$/);
    expect(await stored(page, sessionKey('beta', 'userId'))).toMatch(/^".+"$/);
    expect(JSON.parse((await stored(page, sessionKey('beta', 'user'))) ?? 'null')).toMatchObject({ username: expect.any(String) });

    await dialog.getByRole('button', { name: 'Close' }).click();
    // Every message the next frame receives, in order.
    await page.context().addInitScript(() => {
      if (window.parent === window) return;
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      window.addEventListener('message', (event) => received.push((event.data as { type?: unknown })?.type));
    });
    await trigger(page, 'preview').click();
    await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-in');
    await expect(page.locator('[data-preview-loading]')).toBeHidden();
    // A marker posted after the frame has loaded and announced itself: whatever the portal said on
    // load or in answer to 'ready' arrived before it.
    await page.locator('[data-preview-frame]').evaluate((element: HTMLIFrameElement) => element.contentWindow!.postMessage({ type: 'test:marker' }, '*'));
    const received = () => frame(page).locator('body').evaluate(() => (window as unknown as { received: unknown[] }).received);
    await expect.poll(received).toContain('test:marker');
    expect(await received()).not.toContain('portal:logout');
    await expect(frame(page).locator('body')).toHaveAttribute('data-state', 'signed-in');
  });

  test('on a phone the frame keeps its 375 layout at the smallest scale', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(at(baseURL, 'beta'));
    await addTriggers(page);
    await trigger(page, 'preview').click();
    const viewport = page.locator('[data-preview-viewport]');
    await expect(viewport).toHaveAttribute('data-scale', '0.75');
    const box = (await viewport.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});

test.describe("'not on PC yet' notice", () => {
  test('opens with the catalogue text and closes with OK or Escape (demo)', async ({ page }) => {
    await page.goto('/');
    await addTriggers(page);
    await trigger(page, 'pc').click();
    const notice = page.getByRole('dialog', { name: '提示' });
    await expect(notice).toContainText('PC版暂无此功能，请打开APP使用；即将开放，敬请期待');
    expect(await serious(page)).toEqual([]);
    await notice.getByRole('button', { name: '确定' }).click();
    await expect(notice).toBeHidden();

    await trigger(page, 'pc-study').click();
    await expect(notice).toContainText('PC版功能暂未开放，请打开APP使用');
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
  });

  test('speaks English on beta', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta'));
    await addTriggers(page);
    await trigger(page, 'pc').click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('The PC version does not have this function yet, please open the app; coming soon, stay tuned');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
  });
});
