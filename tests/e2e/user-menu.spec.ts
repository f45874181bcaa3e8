// The header's user menu (spec 1 §2.3, §4): after signing in, every page shows the user instead
// of the register/login link, also after a reload; the menu opens and closes like a disclosure
// (aria-expanded, Escape); the personal centre opens the phone-frame preview of /mine; logging out
// asks first, revokes the token on the server and re-creates the visitor. Demo and beta.
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { CLIENT } from './support/accounts';
import { fillPasswordLogin } from './support/login-form';

const TENANTS = [
  {
    id: 'demo',
    locale: 'zh-CN',
    student: { mobile: '13800138000', name: '小明同学' },
    text: {
      submit: '登录',
      login: '注册/登录',
      personalCentre: '个人中心',
      logout: '退出登录',
      confirmText: '确定要退出登录吗？',
      confirm: '确认',
      cancel: '取消',
      loggedOut: '退出登录成功',
    },
  },
  {
    id: 'beta',
    locale: 'en',
    student: { mobile: '13900139000', name: 'Emma' },
    text: {
      submit: 'Log in',
      login: 'Register / Log in',
      personalCentre: 'Personal centre',
      logout: 'Log out',
      confirmText: 'Are you sure you want to log out?',
      confirm: 'Confirm',
      cancel: 'Cancel',
      loggedOut: 'Logout successful',
    },
  },
] as const;

for (const tenant of TENANTS) {
  const { text } = tenant;
  const header = (page: Page) => page.getByRole('banner');
  const userButton = (page: Page) => header(page).getByRole('button', { name: new RegExp(tenant.student.name) });
  const stored = (page: Page, key: string) => page.evaluate(([tenantId, name]) => localStorage.getItem(`portal:${tenantId}:session:${name}`), [tenant.id, key] as const);

  async function signIn(page: Page, baseURL: string | undefined) {
    await page.goto(at(baseURL, tenant.id, '/login/'));
    const form = await fillPasswordLogin(page, tenant.locale, tenant.student.mobile);
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
  }

  test.describe(`${tenant.id}: header user menu`, () => {
    test('a visitor sees the register/login link and no user menu', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/'));
      await expect(header(page).getByRole('link', { name: text.login })).toBeVisible();
      await expect(header(page).locator('[data-user-menu] button')).toHaveCount(0);
    });

    test('after sign-in every page shows the user instead of the login link, also after a reload', async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      for (const path of ['/', '/news-information/list/', '/notice/list/', '/school-info/', '/query_pc/', '/login/student-login/']) {
        await page.goto(at(baseURL, tenant.id, path));
        await expect(userButton(page), path).toBeVisible();
        await expect(header(page).getByRole('link', { name: text.login }), path).toBeHidden();
      }
      await page.reload();
      await expect(userButton(page)).toBeVisible();
    });

    test('the menu opens and closes like a disclosure and offers the personal centre preview', async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      const button = userButton(page);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      const personalCentre = menu.getByRole('button', { name: text.personalCentre });
      await expect(personalCentre).toBeVisible();
      await expect(personalCentre).toHaveAttribute('data-open-preview', '');
      await expect(personalCentre).toHaveAttribute('data-preview-path', '/mine');
      await expect(menu.getByRole('button', { name: text.logout })).toBeVisible();

      await personalCentre.focus();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      await button.press('Enter');
      await expect(menu).toBeVisible();
      await page.getByRole('main').click({ position: { x: 5, y: 5 } });
      await expect(menu).toBeHidden();
    });

    test('log out asks first; confirmed, the token is revoked, the visitor re-created and the login link back', async ({ page, baseURL }) => {
      await signIn(page, baseURL);
      const token = JSON.parse((await stored(page, 'token'))!) as string;
      expect(token).toMatch(/^[\w-]{43}$/);

      await userButton(page).click();
      await page.getByRole('button', { name: text.logout }).click();
      const dialog = page.getByRole('dialog', { name: text.confirmText });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(userButton(page)).toBeVisible();

      await userButton(page).click();
      await page.getByRole('button', { name: text.logout }).click();
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(page.locator('[data-toast]').filter({ hasText: text.loggedOut })).toBeVisible();
      await expect(header(page).getByRole('link', { name: text.login })).toBeVisible();
      await expect(header(page).locator('[data-user-menu] button')).toHaveCount(0);
      expect(await stored(page, 'token')).toBe('""');
      expect(JSON.parse((await stored(page, 'uuid'))!)).toMatch(/^[\w-]{36}$/);

      // The old token no longer opens anything: a later token call is refused.
      const answer = await page.request.post('/api/oauth/appUser/getUserInfo', { headers: { ...CLIENT, tenantId: tenant.id, token } });
      expect(answer.status()).toBe(401);
      expect(((await answer.json()) as { code: number }).code).toBe(40009);

      await page.reload();
      await expect(header(page).getByRole('link', { name: text.login })).toBeVisible();
    });
  });
}

test('a visitor downloads no user-menu code: it loads only once someone is signed in', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(at(baseURL, 'demo', '/'));
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('header-menu'))).toEqual([]);
});
