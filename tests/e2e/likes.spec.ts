// Likes on the home page (spec 1 §4 review thumbs, §7.5, §7.7): review thumbs and short-video
// likes by a visitor, who is named by the visitorId header. The static page was built before
// anyone liked anything; the buttons catch up with the server once they come into view.
// Serial: these tests share the seeded reviews and videos, and check their counts.
import { expect, test, type Locator, type Page, type Request } from './support/test';
import { at } from './support/tenants';

test.describe.configure({ mode: 'serial' });

const reviewLike = (page: Page) => page.locator('[data-review-pager] [data-pager-items] > li:visible [data-like][data-like-kind="review"]').first();
const videoLike = (page: Page) => page.locator('[data-short-videos] [data-pager-items] > li:visible [data-like][data-like-kind="short-video"]').first();
const countOf = async (button: Locator) => Number(await button.locator('[data-like-count]').textContent());

/** Opens the home and waits until the buttons of `kind` hold this visitor's state. */
async function openHome(page: Page, url: string, kind: 'review' | 'short-video') {
  const synced = page.waitForResponse((response) => response.url().includes(kind === 'review' ? '/commentScore/page' : '/contentOperation/page'));
  await page.goto(url);
  const button = kind === 'review' ? reviewLike(page) : videoLike(page);
  await button.scrollIntoViewIfNeeded();
  await synced;
  return button;
}

/** What the visitor sees of a like button: pressed or not, and its count. */
async function expectLike(like: Locator, pressed: boolean, count: number) {
  await expect(like).toHaveAttribute('aria-pressed', String(pressed));
  await expect(like.locator('[data-like-count]')).toHaveText(String(count));
}

/** Unlikes: not pressed and one fewer at once, then the call to `path` is answered. */
async function unlike(page: Page, like: Locator, path: string, before: number) {
  const undo = page.waitForRequest((request) => request.url().includes(path));
  await like.click();
  await expectLike(like, false, before);
  await (await undo).response();
}

const visitorIdOf = (page: Page, tenant: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '""') as string, `portal:${tenant}:session:uuid`);

test('a visitor likes a review: pressed and one more at once, and still so after a reload; unliking undoes both', async ({ page }) => {
  let like = await openHome(page, '/', 'review');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(/点赞/);
  const before = await countOf(like);

  const call = page.waitForRequest((request) => request.url().includes('/thumbsUserRecord/thumbs'));
  await like.click();
  await expectLike(like, true, before + 1);
  const sent: Request = await call;
  expect(sent.postDataJSON()).toMatchObject({ bizType: 'COMMENT_SCORE', bizId: expect.any(Number), thumbs: 1 });
  expect(sent.headers()['visitorid']).toBe(await visitorIdOf(page, 'demo'));
  await sent.response();

  like = await openHome(page, '/', 'review');
  await expectLike(like, true, before + 1);

  await unlike(page, like, '/thumbsUserRecord/deleted', before);

  like = await openHome(page, '/', 'review');
  await expectLike(like, false, before);
});

test('a like belongs to its visitor: another visitor sees the count but not the like as theirs', async ({ page, browser }) => {
  let like = await openHome(page, '/', 'review');
  const before = await countOf(like);
  const liked = page.waitForResponse((response) => response.url().includes('/thumbsUserRecord/thumbs'));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await liked;

  const other = await browser.newPage();
  const theirs = await openHome(other, '/', 'review');
  await expect(theirs.locator('[data-like-count]')).toHaveText(String(before + 1));
  await expect(theirs).toHaveAttribute('aria-pressed', 'false');
  await other.close();

  // Leave the seed as it was.
  like = await openHome(page, '/', 'review');
  const unliked = page.waitForResponse((response) => response.url().includes('/thumbsUserRecord/deleted'));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await unliked;
});

test('a click before the current counts have arrived counts from the server, not from the built page', async ({ page, browser }) => {
  // Someone else likes the review after the build: the page is one behind the server.
  const other = await browser.newPage();
  const theirs = await openHome(other, '/', 'review');
  const built = await countOf(theirs);
  const liked = other.waitForResponse((response) => response.url().includes('/thumbsUserRecord/thumbs'));
  await theirs.click();
  await liked;

  // The states arrive late; the visitor clicks before they do.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/commentScore/page*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const like = reviewLike(page);
  await like.scrollIntoViewIfNeeded();
  await expect(like.locator('[data-like-count]')).toHaveText(String(built));
  // Every (pressed, count) the button shows from now on.
  await like.evaluate((button) => {
    const seen: string[] = [];
    (window as unknown as { likeShown: string[] }).likeShown = seen;
    const record = () => seen.push(`${button.getAttribute('aria-pressed')} ${button.querySelector('[data-like-count]')!.textContent}`);
    new MutationObserver(record).observe(button, { attributes: true, attributeFilter: ['aria-pressed'], subtree: true, childList: true, characterData: true });
  });
  const mine = page.waitForResponse((response) => response.url().includes('/thumbsUserRecord/thumbs'));
  await like.click();
  release();
  await mine;
  await expectLike(like, true, built + 2);
  const shown = await page.evaluate(() => (window as unknown as { likeShown: string[] }).likeShown);
  expect(shown.filter((entry) => entry.startsWith('true')).every((entry) => entry === `true ${built + 2}`), shown.join(', ')).toBe(true);

  // Leave the seed as it was.
  for (const [who, button] of [[page, like], [other, theirs]] as const) {
    const unliked = who.waitForResponse((response) => response.url().includes('/thumbsUserRecord/deleted'));
    await button.click();
    await unliked;
  }
  await other.close();
});

test('a like the server refuses is rolled back, with the reason shown', async ({ page }) => {
  const like = await openHome(page, '/', 'review');
  const before = await countOf(like);
  await page.route('**/thumbsUserRecord/thumbs*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await like.click();
  await expect(page.locator('[data-toast="error"]', { hasText: '系统繁忙' })).toBeVisible();
  await expectLike(like, false, before);
});

test('quick clicks end in the state of the last click, confirmed by the server', async ({ page }) => {
  let like = await openHome(page, '/', 'review');
  const before = await countOf(like);
  await like.click();
  await like.click();
  await like.click();
  await expectLike(like, true, before + 1);
  await page.waitForLoadState('networkidle');
  await expect(like.locator('[data-like-count]')).toHaveText(String(before + 1));

  like = await openHome(page, '/', 'review');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const unliked = page.waitForResponse((response) => response.url().includes('/thumbsUserRecord/deleted'));
  await like.click();
  await unliked;
});

test('a visitor likes a short video without opening it, and the like persists', async ({ page }) => {
  let like = await openHome(page, '/', 'short-video');
  const before = await countOf(like);
  const url = page.url();

  const call = page.waitForRequest((request) => request.url().includes('/contentOperation/like'));
  await like.click();
  await expectLike(like, true, before + 1);
  const sent = await call;
  expect(sent.postDataJSON()).toEqual({ id: expect.any(Number) });
  expect(sent.headers()['visitorid']).toBe(await visitorIdOf(page, 'demo'));
  await sent.response();
  expect(page.url()).toBe(url);
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  like = await openHome(page, '/', 'short-video');
  await expectLike(like, true, before + 1);

  await unlike(page, like, '/contentOperation/unlike', before);
});

test('beta: a visitor likes a review, in English', async ({ page, baseURL }) => {
  let like = await openHome(page, at(baseURL, 'beta', '/'), 'review');
  await expect(like).toHaveAccessibleName(/Like/);
  const before = await countOf(like);
  const liked = page.waitForResponse((response) => response.url().includes('/thumbsUserRecord/thumbs'));
  await like.click();
  await expectLike(like, true, before + 1);
  await liked;

  like = await openHome(page, at(baseURL, 'beta', '/'), 'review');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const unliked = page.waitForResponse((response) => response.url().includes('/thumbsUserRecord/deleted'));
  await like.click();
  await expect(like.locator('[data-like-count]')).toHaveText(String(before));
  await unliked;
});

test('the review text longer than 133 characters is collapsed and expands and collapses again', async ({ page }) => {
  await page.goto('/');
  const collapsible = page.locator('[data-review-pager] [data-collapsible]').first();
  // Reviews are paged two at a time: find the page that holds a long one.
  const nav = page.locator('[data-review-pager] [data-pager-nav]');
  for (let n = 1; !(await collapsible.isVisible()); n++) {
    await nav.getByRole('button', { name: `第 ${n + 1} 页` }).click();
  }
  const short = collapsible.locator('[data-collapsed-text]');
  const full = collapsible.locator('[data-full-text]');
  const toggle = collapsible.locator('[data-collapse-toggle]');
  await expect(short).toBeVisible();
  await expect(full).toBeHidden();
  const shown = (await short.textContent())!;
  expect(Array.from(shown).length).toBe(134);
  expect(shown.endsWith('…')).toBe(true);
  await toggle.click();
  await expect(full).toBeVisible();
  await expect(toggle).toHaveText('收起');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(short).toBeVisible();
  await expect(toggle).toHaveText('展开全文');
});
