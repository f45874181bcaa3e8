import { expect, test, type Page } from './support/test';
import { hrefOfListed, openList } from './support/listing';

// Seed facts (tenants/demo/news.json, tenants/beta/news.json): demo publishes 14 news items (5 of
// them 'policy explainers'), beta 5; a draft in each is never public.
const betaUrl = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'beta.localhost')}${path}`;

const detailHrefOf = (page: Page, title: string) => hrefOfListed(page, '/news-information/list/', '[data-news-item] h2 a', title);

test.describe('news list', () => {
  test('shows 4 items a page with cover, title, introduction and publish time, and pages through all 14', async ({ page }) => {
    const items = await openList(page, '/news-information/list/', '新闻资讯', '[data-news-item]');
    await expect(items).toHaveCount(4);
    const first = items.first();
    await expect(first.locator('img')).toHaveAttribute('src', /\/media\/images\//);
    await expect(first.locator('h2')).toHaveText('我校荣获“省级职业技能培训示范机构”称号');
    await expect(first).toContainText('经省人社厅评审');
    await expect(first.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('[data-link-pager]')).toContainText('共 14 条');

    await page.locator('[data-link-pager]').getByRole('link', { name: '第 4 页' }).click();
    await expect(page).toHaveURL(/\/news-information\/list\/all\/4\/$/);
    await expect(items).toHaveCount(2);
    await expect(page.locator('[data-link-pager] [aria-current="page"]')).toHaveText('4');
    await expect(page.locator('body')).not.toContainText('草稿');
  });

  test('a category tab lists only that category, paged by its own count', async ({ page }) => {
    await page.goto('/news-information/list/');
    await page.locator('[data-category-tabs]').getByRole('link', { name: '政策解读' }).click();
    await expect(page).toHaveURL(/\/news-information\/list\/\d+\/$/);
    await expect(page.locator('[data-category-tabs] [aria-current="page"]')).toHaveText('政策解读');
    const items = page.locator('[data-news-item]');
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) await expect(item).toContainText('政策解读');
    await expect(page.locator('[data-link-pager]')).toContainText('共 5 条');
    await page.locator('[data-link-pager] a[rel="next"]').click();
    await expect(page).toHaveURL(/\/news-information\/list\/\d+\/2\/$/);
    await expect(items).toHaveCount(1);
  });

  test('the query form ?categorizeId=all&page=2 reaches the second page of every category', async ({ page }) => {
    await page.goto('/news-information/list?categorizeId=all&page=2');
    await expect(page.locator('[data-news-list]')).toHaveAttribute('data-page', '2');
    await expect(page.locator('[data-news-item]')).toHaveCount(4);
  });

  test('the sidebar shows the 5 latest notices, each linking to its detail', async ({ page }) => {
    await page.goto('/news-information/list/');
    const notices = page.locator('[data-notice-sidebar] li a');
    await expect(notices).toHaveCount(5);
    await expect(notices.first()).toContainText('关于开展低压电工复审培训的通知');
    await notices.first().click();
    await expect(page).toHaveURL(/\/notice\/detail\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于开展低压电工复审培训的通知');
  });

  test('beta renders its news in English, 4 a page', async ({ page, baseURL }) => {
    await page.goto(betaUrl(baseURL, '/news-information/list/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.locator('[data-category-tabs]')).toContainText('Academy news');
    await expect(page.locator('[data-news-item]')).toHaveCount(4);
    await expect(page.locator('[data-link-pager]')).toContainText('5 in total');
    await expect(page.locator('[data-news-item]').first()).toContainText('Read more');
  });
});

test.describe('news detail', () => {
  test('shows title, introduction, content, sources, publish time, related categories and products', async ({ page }) => {
    await page.goto('/news-information/list/');
    await page.locator('[data-news-item] h2 a').first().click();
    await expect(page).toHaveURL(/\/news-information\/detail\/\d+\/$/);
    const article = page.locator('[data-news-detail]');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('我校荣获“省级职业技能培训示范机构”称号');
    await expect(article).toContainText('经省人社厅评审');
    await expect(article.locator('.rich-text')).toContainText('这是对我校多年来坚持考培一体');
    await expect(article.locator('[data-sources]')).toHaveText('来源：数字云校');
    await expect(article.locator('time')).toContainText(/发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(article.locator('[data-related-categories] a')).toHaveText(['学校新闻']);

    const product = page.locator('[data-related-products] a').first();
    await expect(product).toContainText('低压电工作业上岗培训');
    await product.click();
    await expect(page).toHaveURL(/\/educational-product\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('低压电工作业上岗培训');
  });

  test('the query form /news-information/detail?id=… reaches the detail', async ({ page }) => {
    const href = await detailHrefOf(page, '春季班开学典礼顺利举行');
    const id = href.match(/detail\/(\d+)\//)![1];
    await page.goto(`/news-information/detail?id=${id}&categorizeId=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('春季班开学典礼顺利举行');
  });

  test('a video item (contentType INFORMATION) plays its mp4 in a video element', async ({ page }) => {
    await page.goto(await detailHrefOf(page, '视频：走进滨江实训基地'));
    const video = page.locator('[data-news-video] video');
    await expect(video).toHaveAttribute('src', '/media/video/demo.mp4');
    await expect(video).toHaveAttribute('controls', '');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
  });

  test('beta\'s video item is an HLS stream: a video element for the player and a link to the stream', async ({ page, baseURL }) => {
    await page.goto(betaUrl(baseURL, '/news-information/list/'));
    await page.locator('[data-news-item] h2 a', { hasText: 'Video: a day in the workshop' }).click();
    await expect(page.locator('[data-news-video] video')).toHaveAttribute('data-hls-src', '/media/hls/demo.m3u8');
    await expect(page.locator('[data-news-video]').getByRole('link', { name: /Open the video/ })).toHaveAttribute('href', '/media/hls/demo.m3u8');
  });

  test('the script payload in a CMS item never runs and leaves no script in the page content', async ({ page }) => {
    const href = await detailHrefOf(page, '学员风采：从外卖骑手到持证电工');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(href, { waitUntil: 'load' });
    const content = page.locator('[data-news-detail] .rich-text');
    await expect(content).toContainText('小李在我校学习三个月后');
    await expect(content).toContainText('本文用于检验页面的内容净化');
    // A dialog the page opens itself after load: the listener works, and any dialog the payload
    // opened while the page loaded (its scripts, its images' onerror) would stand before it.
    await page.evaluate(() => alert('marker'));
    expect(dialogs).toEqual(['marker']);
    const html = await content.innerHTML();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
  });
});

test.describe('news redirects', () => {
  test('/news goes to the news list', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveURL(/\/news-information\/list\/$/);
    await expect(page.locator('[data-news-item]')).toHaveCount(4);
  });

  test('/news-information/detail without an id goes to the news list', async ({ page }) => {
    await page.goto('/news-information/detail');
    await expect(page).toHaveURL(/\/news-information\/list\/$/);
  });
});
