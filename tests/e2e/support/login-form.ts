// The login page's password form, filled as a visitor does: wait until the island is ready, choose
// the password tab, type the mobile and the password, tick the agreement. Submitting (the button,
// Enter, offline or not) stays with the test, which is what it is about.
import { expect, type Page } from '@playwright/test';
import { interactWithIsland } from './hydrate';

const LABELS = {
  'zh-CN': { passwordTab: '密码登录', mobile: '手机号码', password: '密码' },
  en: { passwordTab: 'Log in with a password', mobile: 'Mobile', password: 'Password' },
} as const;

/** Fills the password form of the login page `page` shows, in the school's locale; answers the form. */
export async function fillPasswordLogin(page: Page, locale: keyof typeof LABELS, mobile: string, password = 'demo123456') {
  const form = page.locator('#login-island');
  const label = LABELS[locale];
  await interactWithIsland(page);
  await expect(page.locator('#login-island[data-ready]')).toBeAttached();
  await form.getByRole('tab', { name: label.passwordTab }).click();
  await form.getByLabel(label.mobile).fill(mobile);
  await form.getByLabel(label.password, { exact: true }).fill(password);
  await form.getByRole('checkbox').check();
  return form;
}
