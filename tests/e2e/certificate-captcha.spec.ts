// The certificate query's first captcha is on screen before the form's island has loaded (spec 1
// §2.8: a visitor needs an image to type from): a small page script draws it as the page loads, and
// the island, once hydrated, takes that captcha over (the same key, the same image element, no
// second draw). With the island's code held back as on a slow network, on a desktop and on a phone.
import { expect, test, type Page } from './support/test';
import { delayBundles, expectNotHydrated, PHONE, tapOrClick } from './support/delayed-bundles';

const at = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'demo.localhost')}${path}`;

const island = (page: Page) => page.locator('#certificate-query-island');
const captchaImage = (page: Page) => island(page).locator('img[data-captcha-key]');

const CAPTCHA_PATH = '/api/oauth/anyTenant/captcha';

/** Every captcha image the page asks the API for, by key. */
function captchaDraws(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === CAPTCHA_PATH) keys.push(url.searchParams.get('key') ?? '');
  });
  return keys;
}

/** What went wrong in the page: uncaught errors (React reports a hydration mismatch there) and console errors. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

async function captchaText(page: Page, key: string): Promise<string> {
  const response = await page.request.get(`/api/dev/captcha/${key}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { text: string } }).data.text;
}

/** The captcha on screen before any interaction, with the island's code not even asked for. */
async function firstCaptchaBeforeHydration(page: Page): Promise<{ key: string; src: string }> {
  await expect(captchaImage(page)).toBeVisible();
  await expect(captchaImage(page)).toHaveAttribute('src', /^blob:/);
  await expect(captchaImage(page)).toHaveAttribute('data-captcha-key', /^[A-Za-z0-9]{16}$/);
  await expectNotHydrated(page, island(page));
  // The image is a real picture, not a broken one.
  expect(await captchaImage(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  return { key: (await captchaImage(page).getAttribute('data-captcha-key'))!, src: (await captchaImage(page).getAttribute('src'))! };
}

const VIEWPORTS = [
  { name: 'desktop', use: {} },
  { name: 'phone', use: PHONE },
] as const;

for (const viewport of VIEWPORTS) {
  for (const path of ['/query_pc/', '/query_h5/']) {
    test.describe(`${path} before the code arrives (${viewport.name})`, () => {
      test.use(viewport.use);

      test('the captcha is on screen at once, and the hydrated form queries with it unchanged', async ({ page, baseURL }) => {
        const bundles = await delayBundles(page);
        const draws = captchaDraws(page);
        const errors = pageErrors(page);
        await page.goto(at(baseURL, path));
        const first = await firstCaptchaBeforeHydration(page);
        expect(draws).toEqual([first.key]);
        // The element the page script filled is the one the island keeps (not redrawn by React).
        await captchaImage(page).evaluate((image) => image.setAttribute('data-test-before-hydration', ''));

        await island(page).hover();
        bundles.release();
        await expect(island(page)).toHaveAttribute('data-ready');
        await expect(page.locator('astro-island[ssr]').filter({ has: island(page) })).toHaveCount(0);

        const form = island(page).getByRole('tabpanel');
        await form.getByLabel('姓名', { exact: true }).fill('张三');
        await form.getByLabel('证书编号', { exact: true }).fill('SK202400001');
        await form.getByRole('textbox', { name: '验证码' }).fill(await captchaText(page, first.key));
        await expect(captchaImage(page)).toHaveAttribute('data-captcha-key', first.key);
        await expect(captchaImage(page)).toHaveAttribute('src', first.src);
        await expect(captchaImage(page)).toHaveAttribute('data-test-before-hydration', '');
        expect(draws).toEqual([first.key]);

        await form.getByRole('button', { name: '查询', exact: true }).click();
        await expect(island(page).locator('[data-certificate-result]')).toContainText('育婴员');
        expect(errors).toEqual([]);
      });

      test('a tap on the early captcha draws a new one once the code has arrived', async ({ page, baseURL, hasTouch }) => {
        const bundles = await delayBundles(page);
        await page.goto(at(baseURL, path));
        const first = await firstCaptchaBeforeHydration(page);

        await tapOrClick(island(page).locator('[data-captcha-image]'), hasTouch);
        await expectNotHydrated(page, island(page));
        await expect(captchaImage(page)).toHaveAttribute('data-captcha-key', first.key);
        bundles.release();
        await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', first.key);
        await expect(captchaImage(page)).toHaveAttribute('src', /^blob:/);

        const key = (await captchaImage(page).getAttribute('data-captcha-key'))!;
        const form = island(page).getByRole('tabpanel');
        await form.getByLabel('姓名', { exact: true }).fill('张三');
        await form.getByLabel('证书编号', { exact: true }).fill('SK202400001');
        await form.getByRole('textbox', { name: '验证码' }).fill(await captchaText(page, key));
        await form.getByRole('button', { name: '查询', exact: true }).click();
        await expect(island(page).locator('[data-certificate-result]')).toContainText('育婴员');
      });
    });
  }
}
