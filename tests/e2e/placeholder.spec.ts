import { expect, test } from '@playwright/test';

test('plain localhost serves the first tenant of the manifest, in Chinese', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('数字云校演示学校');
});

test('a pre-domain host serves that tenant, in its own locale', async ({ page, baseURL }) => {
  await page.goto(baseURL!.replace('localhost', 'beta.localhost'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta Skills Academy');
});
