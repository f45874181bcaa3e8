import { expect, test } from '@playwright/test';

test('the built site opens with the default Chinese title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('数字云校');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('数字云校');
});
