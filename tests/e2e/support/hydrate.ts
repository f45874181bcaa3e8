import { expect, type Page } from '@playwright/test';

/**
 * Points at the page's island, as a visitor does before using a form, and waits until it has
 * hydrated (client:interaction loads its code on that first interaction; Astro drops the island's
 * `ssr` attribute once it has hydrated).
 */
export async function interactWithIsland(page: Page, selector = 'astro-island') {
  const island = page.locator(selector).first();
  await island.hover();
  await expect(page.locator(`${selector}[ssr]`)).toHaveCount(0);
}
