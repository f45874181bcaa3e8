// No interaction is lost and no native form submission happens before an island hydrates
// (ARCHITECTURE.md, Islands and hydration): with the islands' code held back as on a slow network,
// every tap, tick, key and submission made meanwhile takes effect once the code arrives, on a
// desktop and on a phone. Demo (Chinese) throughout; the login's mode switch in English too.
import { expect, test, type Locator, type Page } from './support/test';
import { at } from './support/tenants';
import { freshMobile } from './support/accounts';
import { delayBundles, expectNotHydrated, failBundles, PHONE, tapOrClick } from './support/delayed-bundles';

const login = (page: Page) => page.locator('#login-island');
const register = (page: Page) => page.locator('#register-island');
const certificate = (page: Page) => page.locator('#certificate-query-island');
const fieldErrors = (page: Page) => page.locator('astro-island [data-field-error]');

/** Opens `url` with the islands' code held back, taps (or clicks) `target` before `island` hydrates, then lets the code arrive. */
async function firstTapBeforeCode(page: Page, hasTouch: boolean, url: string, island: Locator, target: Locator) {
  const bundles = await delayBundles(page);
  await page.goto(url);
  await tapOrClick(target, hasTouch);
  await expectNotHydrated(page, island);
  bundles.release();
}

const VIEWPORTS = [
  { name: 'desktop', use: {} },
  { name: 'phone', use: PHONE },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`before the code arrives (${viewport.name})`, () => {
    test.use(viewport.use);

    test.describe('login', () => {
      test('the first tap on the password mode switches to it', async ({ page, baseURL, hasTouch }) => {
        await firstTapBeforeCode(page, hasTouch, at(baseURL, 'beta', '/login/'), login(page), login(page).getByRole('tab', { name: 'Log in with a password' }));
        await expect(login(page)).toHaveAttribute('data-mode', 'password');
        await expect(login(page).getByLabel('Password', { exact: true })).toBeVisible();
      });

      test('a mobile typed and the first tap on 获取验证码 send the code', async ({ page, baseURL, hasTouch }) => {
        const bundles = await delayBundles(page);
        await page.goto(at(baseURL, 'demo', '/login/'));
        const mobile = freshMobile('136');
        await login(page).getByLabel('手机号码').pressSequentially(mobile);
        await tapOrClick(login(page).locator('[data-send-code]'), hasTouch);
        await expectNotHydrated(page, login(page));
        bundles.release();
        await expect(login(page).locator('[data-send-code]')).toHaveText(/^\d{1,2}秒后重新获取$/);
        await expect(page.locator('[data-toast]').filter({ hasText: '验证码已发送' })).toBeVisible();
        const outbox = await page.request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
        expect(((await outbox.json()) as { data: unknown[] }).data).toHaveLength(1);
      });

      test('登录 on the empty form shows the validation messages', async ({ page, baseURL, hasTouch }) => {
        await firstTapBeforeCode(page, hasTouch, at(baseURL, 'demo', '/login/'), login(page), login(page).getByRole('button', { name: '登录', exact: true }));
        await expect(fieldErrors(page)).toHaveText(['请输入手机号码', '请输入验证码', '请先阅读并同意协议']);
        await expect(page).toHaveURL(at(baseURL, 'demo', '/login/'));
      });

      test('the agreement ticked stays ticked, and a password sign-in then proceeds', async ({ page, baseURL, hasTouch }) => {
        const bundles = await delayBundles(page);
        await page.goto(at(baseURL, 'demo', '/login/'));
        const agreement = login(page).getByRole('checkbox');
        await tapOrClick(agreement, hasTouch);
        await expectNotHydrated(page, login(page));
        bundles.release();
        await expect(login(page)).toHaveAttribute('data-ready');
        await expect(agreement).toBeChecked();
        await tapOrClick(login(page).getByRole('tab', { name: '密码登录' }), hasTouch);
        await login(page).getByLabel('手机号码').fill('13800138000');
        await login(page).getByLabel('密码', { exact: true }).fill('demo123456');
        await expect(agreement).toBeChecked();
        await tapOrClick(login(page).getByRole('button', { name: '登录', exact: true }), hasTouch);
        await expect(page).toHaveURL(at(baseURL, 'demo', '/'));
        await expect(page.locator('[data-toast]').filter({ hasText: '登录成功' })).toBeVisible();
      });
    });

    test('registration: the first tap on a cloud school chooses it', async ({ page, baseURL, hasTouch }) => {
      const bundles = await delayBundles(page);
      await page.goto(at(baseURL, 'demo', '/register/1/'));
      const schools = register(page).getByRole('radiogroup', { name: '加入的云校' });
      await tapOrClick(schools.getByText('智能制造', { exact: true }), hasTouch);
      await expectNotHydrated(page, register(page));
      bundles.release();
      await expect(register(page)).toHaveAttribute('data-ready');
      await expect(schools.getByRole('radio', { name: /智能制造/ })).toBeChecked();
      // The choice is the form's, not only the screen's: the check finds no school missing.
      await tapOrClick(register(page).getByRole('button', { name: '立即加入' }), hasTouch);
      await expect(fieldErrors(page)).toHaveText(['请输入手机号码', '请输入验证码']);
    });

    test.describe('certificate query', () => {
      test('the first tap on a certificate type switches to it', async ({ page, baseURL, hasTouch }) => {
        await firstTapBeforeCode(page, hasTouch, at(baseURL, 'demo', '/query_pc/'), certificate(page), certificate(page).getByRole('tab', { name: '培训结业证书' }));
        await expect(certificate(page)).toHaveAttribute('data-certificate-type', '1');
        await expect(certificate(page).getByRole('tab', { name: '培训结业证书' })).toHaveAttribute('aria-selected', 'true');
      });

      for (const path of ['/query_h5/', '/query_pc/']) {
        test(`查询 on ${path} does not reload the page and shows the form's messages`, async ({ page, baseURL, hasTouch }) => {
          const bundles = await delayBundles(page);
          await page.goto(at(baseURL, 'demo', path));
          await tapOrClick(certificate(page).getByRole('button', { name: '查询', exact: true }), hasTouch);
          await expectNotHydrated(page, certificate(page));
          await expect(page).toHaveURL(at(baseURL, 'demo', path));
          bundles.release();
          await expect(fieldErrors(page)).toHaveText(['请输入姓名', '请输入证书编号', '请输入图形验证码']);
          await expect(page).toHaveURL(at(baseURL, 'demo', path));
        });
      }

      test('if the code never arrives, 查询 still does not submit the plain form', async ({ page, baseURL, hasTouch }) => {
        await failBundles(page);
        await page.goto(at(baseURL, 'demo', '/query_h5/'));
        const failed = page.waitForEvent('console', (message) => message.text().includes('Error hydrating'));
        await tapOrClick(certificate(page).getByRole('button', { name: '查询', exact: true }), hasTouch);
        await failed;
        await tapOrClick(certificate(page).getByRole('button', { name: '查询', exact: true }), hasTouch);
        await certificate(page).getByLabel('姓名', { exact: true }).press('Enter');
        await expect(page).toHaveURL(at(baseURL, 'demo', '/query_h5/'));
        await expect(page.locator('astro-island[aria-busy]')).toHaveCount(0);
      });

      test('Enter in a field queries instead of reloading the page, keeping what was typed', async ({ page, baseURL }) => {
        const bundles = await delayBundles(page);
        await page.goto(at(baseURL, 'demo', '/query_h5/'));
        const name = certificate(page).getByLabel('姓名', { exact: true });
        await name.pressSequentially('张三');
        await name.press('Enter');
        await expectNotHydrated(page, certificate(page));
        await expect(page).toHaveURL(at(baseURL, 'demo', '/query_h5/'));
        bundles.release();
        await expect(fieldErrors(page)).toHaveText(['请输入证书编号', '请输入图形验证码']);
        await expect(name).toHaveValue('张三');
        await expect(page).toHaveURL(at(baseURL, 'demo', '/query_h5/'));
      });
    });

    test('text typed before the code arrives is given back once: the island and the visitor change it afterwards', async ({ page, baseURL }) => {
      const bundles = await delayBundles(page);
      await page.goto(at(baseURL, 'demo', '/query_h5/'));
      const code = certificate(page).getByRole('textbox', { name: '验证码' });
      await certificate(page).getByLabel('姓名', { exact: true }).pressSequentially('张三');
      await certificate(page).getByLabel('证书编号', { exact: true }).pressSequentially('SK202400001');
      // Captchas are four digits: five never match.
      await code.pressSequentially('00000');
      await code.press('Enter');
      await expectNotHydrated(page, certificate(page));
      bundles.release();
      await expect(certificate(page).locator('[data-server-message]')).toContainText('图形验证码错误');
      // The island emptied the code for the fresh captcha, and what the visitor types next stands.
      await expect(code).toHaveValue('');
      await code.pressSequentially('1');
      await expect(code).toHaveValue('1');
      await expect(certificate(page).getByLabel('姓名', { exact: true })).toHaveValue('张三');
    });

    test('an on-demand island opens on the first tap of its trigger', async ({ page, baseURL, hasTouch }) => {
      const bundles = await delayBundles(page);
      await page.goto(at(baseURL, 'demo', '/'));
      const trigger = page.locator('[data-floating-tools] [data-open-consult]');
      await tapOrClick(trigger, hasTouch);
      await expect(trigger).toHaveAttribute('aria-busy', 'true');
      bundles.release();
      await expect(page.getByRole('dialog', { name: '留言咨询' })).toBeVisible();
    });
  });
}
