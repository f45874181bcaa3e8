import { expect, test, type Page } from './support/test';
import { hrefOfListed, openList } from './support/listing';

// Seed facts (tenants/*/notices.json): demo publishes 12 notices, one of them empty, and pins
// '2026年春季招生简章' (seq 1); beta publishes 7, one of them empty; each has a draft.
const betaUrl = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'beta.localhost')}${path}`;

const noticeHrefOf = (page: Page, title: string, listUrl = '/notice/list/') => hrefOfListed(page, listUrl, '[data-notice-item] a', title);

test.describe('notice list', () => {
  test('shows the published notices 6 a page, pinned first, with writer and date', async ({ page }) => {
    const items = await openList(page, '/notice/list/', '通知公告', '[data-notice-item]');
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText('2026年春季招生简章');
    await expect(items.first()).toContainText('发布人：教务处');
    await expect(items.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.locator('[data-link-pager]')).toContainText('共 12 条');

    await page.locator('[data-link-pager]').getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/notice\/list\/2\/$/);
    await expect(items).toHaveCount(6);
    await expect(page.locator('[data-notice-list]')).not.toContainText('草稿');
  });

  test('the query form ?page=2 reaches the second page', async ({ page }) => {
    await page.goto('/notice/list?page=2');
    await expect(page.locator('[data-notice-list]')).toHaveAttribute('data-page', '2');
    await expect(page.locator('[data-link-pager] [aria-current="page"]')).toHaveText('2');
  });

  test('beta lists its 7 notices in English: 6, then 1', async ({ page, baseURL }) => {
    await page.goto(betaUrl(baseURL, '/notice/list/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(page.locator('[data-notice-item]')).toHaveCount(6);
    await expect(page.locator('[data-notice-item]').first()).toContainText('Posted by Academic office');
    await page.locator('[data-link-pager] a[rel="next"]').click();
    await expect(page.locator('[data-notice-item]')).toHaveCount(1);
    await expect(page.locator('[data-notice-item]')).toContainText('Welcome to Beta Skills Academy');
  });
});

test.describe('notice detail', () => {
  test('shows title, writer, publish time and content', async ({ page }) => {
    await page.goto(await noticeHrefOf(page, '五一劳动节放假安排'));
    const notice = page.locator('[data-notice-detail]');
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText('五一劳动节放假安排');
    await expect(notice.locator('[data-writer]')).toHaveText('发布人：教务处');
    await expect(notice.locator('time')).toContainText(/发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(notice.locator('.rich-text')).toContainText('5 月 6 日正常上课');
    await expect(page.locator('[data-notice-sidebar] [aria-current="page"]')).toContainText('五一劳动节放假安排');
  });

  test("an empty notice says 'no content yet'", async ({ page }) => {
    await page.goto(await noticeHrefOf(page, '线上学习平台维护公告'));
    await expect(page.locator('[data-notice-detail] [data-empty]')).toHaveText('暂无内容');
  });

  test("beta's empty notice says 'No content yet'", async ({ page, baseURL }) => {
    await page.goto(await noticeHrefOf(page, 'Weekend workshop closed for maintenance', betaUrl(baseURL, '/notice/list/')));
    await expect(page.locator('[data-notice-detail] [data-empty]')).toHaveText('No content yet');
  });

  test('the query form /notice/detail?id=… reaches the detail', async ({ page }) => {
    const id = (await noticeHrefOf(page, '证书领取通知')).match(/detail\/(\d+)\//)![1];
    await page.goto(`/notice/detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('证书领取通知');
  });
});

test.describe('notice redirects', () => {
  test('/notice/detail without an id goes to the notice list', async ({ page }) => {
    await page.goto('/notice/detail');
    await expect(page).toHaveURL(/\/notice\/list\/$/);
    await expect(page.locator('[data-notice-item]')).toHaveCount(6);
  });

  test('/notice goes to the notice list', async ({ page }) => {
    await page.goto('/notice');
    await expect(page).toHaveURL(/\/notice\/list\/$/);
  });
});
