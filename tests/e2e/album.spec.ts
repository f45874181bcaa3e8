// The album modal (spec 1 §2.3, §4, §5.1, §9) from the home page's album entry: category tabs with
// counts ('all' sums them, empty categories are hidden), the carousel with thumbnails and download,
// the item's comments, the login gate and the empty-reply warning, and page scrolling locked while
// open. Seed facts (tenants/*/albums.json, comments.json): demo has 校园环境 (3 pictures, 1 HLS
// video), 教学实景 (2 + 1 mp4), 考试现场 (1 open picture of 2), 学员风采 (1 + 1) and an empty
// 活动回顾; its first picture has three comments. Beta has Campus (2 + 1), Workshops (1), empty Events.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { reloadRecordingScripts } from './support/scripts';
import { at } from './support/tenants';
import { CLIENT, signIn } from './support/accounts';

const dialog = (page: Page) => page.getByRole('dialog');
const position = (page: Page) => dialog(page).locator('[data-album-position]');
const itemName = (page: Page) => dialog(page).locator('[data-album-name]');
const toast = (page: Page, text: string) => page.locator('[data-toast]', { hasText: text });

async function openAlbum(page: Page) {
  await page.locator('[data-open-album]').click();
  await expect(dialog(page).locator('[data-album-carousel]')).toBeVisible();
}

/** The demo student, signed in through the API, opens the album from the home page at picture `index` (from 0). */
async function openAlbumSignedIn(page: Page, request: APIRequestContext, baseURL: string | undefined, index: number) {
  await signIn(page, request, 'demo', '13800138000');
  await page.goto(at(baseURL, 'demo', '/'));
  await openAlbum(page);
  await dialog(page).locator('[data-album-thumbnails] button').nth(index).click();
}

test.describe('demo (Chinese)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/'));
  });

  test('loads no island code until the album entry is clicked', async ({ page }) => {
    const scripts = await reloadRecordingScripts(page);
    expect(scripts.filter((path) => /\/(mount|react|SlideCarousel|Comments)\.[\w-]+\.js$/.test(path))).toEqual([]);
    await openAlbum(page);
    expect(scripts.filter((path) => /\/(mount|SlideCarousel|Comments)\.[\w-]+\.js$/.test(path)).length).toBeGreaterThanOrEqual(3);
  });

  test('opens with the category tabs and their counts; the empty category is hidden', async ({ page }) => {
    await openAlbum(page);
    await expect(dialog(page).getByRole('heading', { name: '相册' })).toBeVisible();
    await expect(dialog(page).getByRole('tab')).toHaveText(['全部（10）', '校园环境（4）', '教学实景（3）', '考试现场（1）', '学员风采（2）']);
    await expect(dialog(page).getByRole('tab', { name: /活动回顾/ })).toHaveCount(0);
    await expect(dialog(page).getByRole('tab', { name: '全部（10）' })).toHaveAttribute('aria-selected', 'true');
    await expect(position(page)).toHaveText('1 / 10');
    await expect(itemName(page)).toContainText('教学楼外景');
    await expect(dialog(page).locator('[data-album-thumbnails] button')).toHaveCount(10);
  });

  test('moves through the items with the arrows, the keyboard and the thumbnails', async ({ page }) => {
    await openAlbum(page);
    await expect(dialog(page).getByRole('button', { name: '上一张' })).toBeDisabled();
    await dialog(page).getByRole('button', { name: '下一张' }).click();
    await expect(position(page)).toHaveText('2 / 10');
    await expect(itemName(page)).toContainText('图书阅览室');
    await expect(dialog(page).locator('[data-album-thumbnails] button').nth(1)).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('3 / 10');

    // The fourth item is the HLS video: a player, and no download of a playlist.
    await dialog(page).locator('[data-album-thumbnails] button').nth(3).click();
    await expect(position(page)).toHaveText('4 / 10');
    await expect(itemName(page)).toContainText('校园宣传片');
    await expect(dialog(page).locator('.swiper-slide-active video[data-video-player]')).toBeVisible();
    await expect(dialog(page).locator('[data-album-download]')).toHaveCount(0);

    await dialog(page).getByRole('button', { name: '上一张' }).click();
    await expect(dialog(page).locator('video[data-video-player]')).toHaveCount(0);
    await expect(dialog(page).locator('[data-album-download]')).toHaveAttribute('href', '/media/images/a-3.jpg');
  });

  test('a category tab shows only its items, from the first', async ({ page }) => {
    await openAlbum(page);
    await dialog(page).getByRole('button', { name: '下一张' }).click();
    await dialog(page).getByRole('tab', { name: '教学实景（3）' }).click();
    await expect(position(page)).toHaveText('1 / 3');
    await expect(itemName(page)).toContainText('电工实训课');
    await dialog(page).locator('[data-album-thumbnails] button').nth(2).click();
    await expect(itemName(page)).toContainText('焊接实训演示');
    await expect(dialog(page).locator('[data-album-download]')).toHaveAttribute('href', '/media/video/demo.mp4');
  });

  test('data-album-item opens the album at that item', async ({ page }) => {
    // No seeded page names an item yet: the entry is pointed at the second picture here.
    const items = await page.request.get('/api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId?categoryTabKey=all&open=1', {
      headers: { tenantId: 'demo', ...CLIENT },
    });
    const second = ((await items.json()).data as { id: number; name: string }[])[1]!;
    await page.locator('[data-open-album]').evaluate((entry, id) => entry.setAttribute('data-album-item', String(id)), second.id);
    await openAlbum(page);
    await expect(position(page)).toHaveText('2 / 10');
    await expect(itemName(page)).toContainText(second.name);
  });

  test("shows the item's comments with their replies, and follows the item", async ({ page }) => {
    await openAlbum(page);
    const comments = dialog(page).locator('[data-comments]');
    await expect(comments.getByRole('heading', { name: '评论（3）' })).toBeVisible();
    await expect(comments.locator('[data-comment-list] > li')).toHaveCount(3);
    await expect(comments).toContainText('下周就要来这里上课啦');
    await expect(comments).toContainText('虚拟评论');
    await comments.getByRole('button', { name: '查看1条回复' }).click();
    await expect(comments.locator('[data-reply]')).toContainText('是的，每个人都能上手操作。');

    await dialog(page).getByRole('button', { name: '下一张' }).click();
    await expect(comments).toContainText('怀念在这里学习的日子。');
    await expect(comments).not.toContainText('下周就要来这里上课啦');
  });

  test('locks page scrolling while open and unlocks it on close', async ({ page }) => {
    await openAlbum(page);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('a visitor who comments is asked to log in first and taken to /login a second later', async ({ page }) => {
    await openAlbum(page);
    await dialog(page).getByRole('textbox', { name: '写评论' }).fill('想来参观一下');
    await dialog(page).getByRole('button', { name: '发表评论' }).click();
    await expect(toast(page, '请先登录')).toBeAttached();
    await expect(page).toHaveURL(/\/login\/\?redirect=%2F/);
  });

  test('no serious or critical accessibility violation with the album open', async ({ page }) => {
    await openAlbum(page);
    await expect(dialog(page).locator('[data-comment-list]')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('demo, signed in', () => {
  test('an empty reply warns "please enter content"; a reply with words is posted under its comment', async ({ page, request, baseURL }) => {
    // The third picture: no seeded comments, so this test's words stand alone.
    await openAlbumSignedIn(page, request, baseURL, 2);
    const comments = dialog(page).locator('[data-comments]');
    await expect(comments.locator('[data-comments-empty]')).toBeVisible();

    await comments.getByRole('button', { name: '发表评论' }).click();
    await expect(toast(page, '请输入内容')).toBeAttached();

    const words = `休息区很舒服 ${Date.now()}`;
    await comments.getByRole('textbox', { name: '写评论' }).fill(words);
    await comments.getByRole('button', { name: '发表评论' }).click();
    const posted = comments.locator('[data-comment]', { hasText: words });
    await expect(posted).toBeVisible();

    await expect(toast(page, '请输入内容')).toHaveCount(0, { timeout: 5_000 });
    await posted.getByRole('button', { name: '回复', exact: true }).click();
    await posted.locator('form').getByRole('button', { name: '回复', exact: true }).click();
    await expect(toast(page, '请输入内容')).toBeAttached();
    await expect(page).not.toHaveURL(/\/login\//);
  });
});

test.describe('demo, signed in, deleting', () => {
  test('deleting one\'s own comment asks in a dialog of its own: cancelling or confirming leaves the album open', async ({ page, request, baseURL }) => {
    await openAlbumSignedIn(page, request, baseURL, 1);
    const album = page.getByRole('dialog', { name: '相册' });
    const comments = album.locator('[data-comments]');
    const words = `删除测试 ${Date.now()}`;
    await comments.getByRole('textbox', { name: '写评论' }).fill(words);
    await comments.getByRole('button', { name: '发表评论' }).click();
    const posted = comments.locator('[data-comment]', { hasText: words });
    await expect(posted).toBeVisible();

    const confirm = page.getByRole('dialog', { name: '提示' });
    await posted.getByRole('button', { name: '删除' }).click();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
    await expect(album).toBeVisible();
    await expect(posted).toBeVisible();

    await posted.getByRole('button', { name: '删除' }).click();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(album).toBeVisible();

    await posted.getByRole('button', { name: '删除' }).click();
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(posted).toHaveCount(0);
    await expect(album).toBeVisible();
    await expect(album.locator('[data-album-carousel]')).toBeVisible();
  });
});

test.describe('beta (English)', () => {
  test('opens with English tabs, hides the empty category and moves on', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/'));
    await openAlbum(page);
    await expect(dialog(page).getByRole('heading', { name: 'Album' })).toBeVisible();
    await expect(dialog(page).getByRole('tab')).toHaveText(['All (4)', 'Campus (3)', 'Workshops (1)']);
    await expect(position(page)).toHaveText('1 / 4');
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    await expect(itemName(page)).toContainText('Classroom');
    await dialog(page).getByRole('tab', { name: 'Workshops (1)' }).click();
    await expect(itemName(page)).toContainText('Electrical workshop');
    await expect(dialog(page).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/media/images/a-4.jpg');
    await expect(dialog(page).locator('[data-comments]')).toContainText('No comments yet');
  });

  test('no serious or critical accessibility violation with the album open', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/'));
    await openAlbum(page);
    const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
