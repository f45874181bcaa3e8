// Faults: the browser goes offline on the login page. The visitor is told they are offline, keeps
// what they typed, and signs in once back online without typing again. As the classmate 李华.
import { fillPasswordLogin } from './support/login-form';
import { at } from './support/tenants';
import { expect, test, type Page } from './support/test';

const form = (page: Page) => page.locator('#login-island');

test('a password sign-in made offline says so, keeps the form, and goes through once back online', async ({ page, context, baseURL }) => {
  await page.goto(at(baseURL, 'demo', '/login/'));
  await fillPasswordLogin(page, 'zh-CN', '13800138001');

  await context.setOffline(true);
  await form(page).getByRole('button', { name: '登录', exact: true }).click();
  await expect(form(page).getByRole('alert')).toHaveText('网络连接已断开，请检查网络后重试');
  await expect(form(page).getByLabel('手机号码')).toHaveValue('13800138001');
  await expect(form(page).getByLabel('密码', { exact: true })).toHaveValue('demo123456');
  await expect(page).toHaveURL(/\/login\//);

  await context.setOffline(false);
  await form(page).getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\//);
});
