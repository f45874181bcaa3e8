import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Walks a paged list from `listUrl` until a link in `itemLinks` carries `title`, and returns
 * that link's absolute address.
 *
 * Each next page is reached with `goto`, which waits for it to load: clicking the pager and
 * reading the links at once can read the old page and walk past the item.
 */
export async function hrefOfListed(page: Page, listUrl: string, itemLinks: string, title: string): Promise<string> {
  await page.goto(listUrl);
  for (;;) {
    const link = page.locator(itemLinks, { hasText: title });
    if ((await link.count()) > 0) return new URL((await link.first().getAttribute('href'))!, page.url()).href;
    const next = page.locator('[data-link-pager] a[rel="next"]');
    if ((await next.count()) === 0) throw new Error(`no item titled ${title} in ${listUrl}`);
    await page.goto(new URL((await next.getAttribute('href'))!, page.url()).href);
  }
}

/** Opens the list page at `url`, sees its heading, and answers its items (`itemSelector`). */
export async function openList(page: Page, url: string, heading: string, itemSelector: string): Promise<Locator> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page.locator(itemSelector);
}
