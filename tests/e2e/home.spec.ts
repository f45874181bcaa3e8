// The home page of every tenant (spec 1 §2.1 home row, §9), on the built output: demo in Chinese
// with the full data set, beta in English with a smaller one.
import { expect, test, type Page } from './support/test';

const beta = (baseURL: string | undefined) => baseURL!.replace('localhost', 'beta.localhost');

const section = (page: Page, id: string) => page.locator(`[data-home-section="${id}"]`);
/** The items of a client-paged list that the current page shows. */
const shown = (page: Page, id: string) => section(page, id).locator('[data-pager-items] > li:visible');

test.describe('demo (Chinese, full data set)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('renders every home section in Chinese under the school name', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('杭州数字职业技能培训学校');
    for (const title of ['数字赋能', '补贴券', '培训项目', '学员点评', '大家说', '微课堂', '热门专业', '新闻资讯']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
  });

  test('the banner carousel holds the published banners and moves on by itself every 4 seconds', async ({ page }) => {
    const carousel = page.locator('[data-carousel]');
    const slides = carousel.locator('[data-slide]');
    await expect(slides).toHaveCount(3);
    await expect(slides.locator('img').first()).toHaveAttribute('src', '/media/images/b-1.jpg');
    const bullets = carousel.getByRole('button', { name: /切换到第/ });
    await expect(bullets).toHaveCount(3);
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 6_000 });
    await expect(bullets.nth(0)).not.toHaveAttribute('aria-current');
    await bullets.nth(2).click();
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '第 3 张，共 3 张' })).toBeInViewport({ ratio: 0.9 });
  });

  test('the category strip shows at most three categories, labelled by the last two characters of their names', async ({ page }) => {
    const categories = page.locator('[data-category]');
    await expect(categories).toHaveCount(3);
    await expect(categories.locator('[data-category-label]')).toHaveText(['新闻', '解读', '动态']);
    await expect(categories.first()).toHaveAttribute('title', '学校新闻');
    for (const link of await categories.all()) await expect(link).toHaveAttribute('href', /^\/news-information\/list\/\d+\/$/);
  });

  test('the notice ticker lists the notices of the last 30 days, each opening its detail', async ({ page }) => {
    const lines = page.locator('[data-ticker-item]:not([aria-hidden])');
    await expect(lines).toHaveCount(9);
    await expect(lines.first()).toHaveText(/关于开展低压电工复审培训的通知/);
    await expect(page.locator('[data-ticker]')).not.toContainText('2026年春季招生简章');
    for (const link of await lines.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/notice\/detail\/\d+\/$/);
  });

  test('the notice ticker moves up one line every 6 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const track = page.locator('[data-ticker-track]');
    await page.clock.runFor(6_100);
    await expect(track).toHaveAttribute('style', /translateY\(-40px\)/);
    await page.clock.runFor(6_000);
    await expect(track).toHaveAttribute('style', /translateY\(-80px\)/);
  });

  test('the entry grid offers every business the school has enabled', async ({ page }) => {
    const entries = page.locator('[data-entry]');
    await expect(entries).toHaveCount(6);
    await expect(page.locator('[data-entry="CERTIFICATE"] a')).toHaveAttribute('href', '/query_pc/');
    await page.locator('[data-entry="EVALUATE"] button').click();
    await expect(page.locator('[data-pc-unavailable]')).toBeVisible();
    await expect(page.locator('[data-pc-unavailable]')).toContainText('PC版暂无此功能');
    await page.locator('[data-pc-unavailable]').getByRole('button', { name: '确定' }).click();
    await expect(page.locator('[data-pc-unavailable]')).toBeHidden();
  });

  test('coupons show the newest three in force with their threshold and validity', async ({ page }) => {
    const coupons = page.locator('[data-coupon]');
    await expect(coupons).toHaveCount(3);
    await expect(coupons.locator('h3')).toHaveText(['考证直降券', '报名立减券', '技能提升补贴券']);
    await expect(coupons.first().locator('[data-coupon-threshold]')).toHaveText('满1500元可用');
    await expect(coupons.first().locator('[data-coupon-validity]')).toHaveText(/^有效期：截至\d{4}-\d{2}-\d{2}$/);
    await expect(coupons.nth(1).locator('[data-coupon-validity]')).toHaveText(/^有效期：\d{4}-\d{2}-\d{2}起$/);
  });

  test('training projects show four per page and the pager pages through them', async ({ page }) => {
    const projects = section(page, 'training-projects');
    await expect(shown(page, 'training-projects')).toHaveCount(4);
    const first = shown(page, 'training-projects').first().locator('[data-product]');
    await expect(first).toHaveAttribute('href', /^\/educational-product\/\d+\/$/);
    await expect(first).toContainText('育婴员（五级）职业技能培训');
    await expect(first.locator('[data-diamonds]')).toHaveAttribute('data-diamonds', '4');
    await expect(first.getByRole('img', { name: '评级：极好' })).toBeVisible();
    await expect(first.locator('[data-price]')).toHaveText('¥1980');
    await expect(first.locator('[data-certificate]')).toContainText('证书：职业技能等级证书');

    const pager = projects.getByRole('navigation', { name: '分页' });
    await expect(pager.getByRole('button', { name: /^第 \d 页$/ })).toHaveCount(3);
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect(shown(page, 'training-projects')).toHaveCount(4);
    await expect(shown(page, 'training-projects').first()).not.toContainText('育婴员（五级）');
    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(shown(page, 'training-projects')).toHaveCount(2);
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  test('reviews show two per page, pinned first, and a long one collapses and expands', async ({ page }) => {
    const reviews = section(page, 'reviews');
    await expect(shown(page, 'reviews')).toHaveCount(2);
    await expect(shown(page, 'reviews').locator('[data-review] header')).toContainText(['王女士', '陈先生']);
    await expect(shown(page, 'reviews').first().getByRole('img', { name: /王女士的点评图片/ })).toHaveCount(2);
    await expect(shown(page, 'reviews').nth(1).getByRole('link', { name: '播放陈先生的点评视频' })).toHaveAttribute('data-video-src', /\.mp4$/);

    const pager = reviews.getByRole('navigation', { name: '分页' });
    await expect(pager.getByRole('button', { name: /^第 \d 页$/ })).toHaveCount(4);
    await pager.getByRole('button', { name: '第 3 页' }).click();
    const long = shown(page, 'reviews').locator('[data-collapsible]');
    await expect(long).toHaveCount(1);
    const toggle = long.getByRole('button', { name: '展开全文' });
    await expect(long.locator('[data-collapsed-text]')).toBeVisible();
    await expect(long.locator('[data-collapsed-text]')).toHaveText(/…$/);
    expect(Array.from((await long.locator('[data-collapsed-text]').textContent())!.trim()).length).toBe(134);
    await expect(long.locator('[data-full-text]')).toBeHidden();
    await toggle.click();
    await expect(long.locator('[data-full-text]')).toBeVisible();
    await expect(long.locator('[data-collapsed-text]')).toBeHidden();
    await expect(long.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await long.getByRole('button', { name: '收起' }).click();
    await expect(long.locator('[data-collapsed-text]')).toBeVisible();
  });

  test('short-video sections offer only tags that hold videos and show eight cards per page', async ({ page }) => {
    const peopleSay = section(page, 'people-say');
    await expect(peopleSay.locator('[data-tag-filter]')).toHaveText(['全部', '学员故事', '就业分享', '考证经验', '活动花絮']);
    const cards = peopleSay.locator('[data-short-video-card]:visible');
    await expect(cards).toHaveCount(8);
    await expect(cards.first().locator('a')).toHaveAttribute('data-biz-type', 'PEOPLE_SAY');
    await expect(cards.first().locator('a')).toHaveAttribute('data-short-video', /^\d+$/);
    await expect(peopleSay.getByRole('navigation', { name: '分页' }).getByRole('button', { name: /^第 \d 页$/ })).toHaveCount(2);

    await peopleSay.getByRole('button', { name: '考证经验' }).click();
    await expect(peopleSay.getByRole('button', { name: '考证经验' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(2);
    await expect(peopleSay.getByRole('navigation', { name: '分页' }).getByRole('button')).toHaveCount(0);
    await peopleSay.getByRole('button', { name: '全部' }).click();
    await expect(cards).toHaveCount(8);

    // Waterfall: the cards stand side by side in columns, not one under another.
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    expect(Math.abs(b!.y - a!.y)).toBeLessThan(1);

    const micro = section(page, 'micro-classroom');
    await expect(micro.locator('[data-tag-filter]')).toHaveText(['全部', '育婴护理', '电工安全', '健康养老']);
    await expect(micro.locator('[data-short-video-card]:visible')).toHaveCount(8);
  });

  test('hot majors show five in seq order and news the latest four, each opening its page', async ({ page }) => {
    const majors = page.locator('[data-hot-major]');
    await expect(majors).toHaveCount(5);
    await expect(majors.locator('h3')).toHaveText(['低压电工', '高压电工', '焊工', '育婴员', '健康管理师']);
    for (const link of await majors.all()) await expect(link).toHaveAttribute('href', /^\/hot-major\/\d+\/$/);
    const news = page.locator('[data-news-item]');
    await expect(news).toHaveCount(4);
    for (const link of await news.all()) await expect(link).toHaveAttribute('href', /^\/news-information\/detail\/\d+\/$/);
  });

  test('images carry their size and a text alternative, and load lazily below the fold', async ({ page }) => {
    const images = page.locator('main img');
    // Banners, product and review pictures, majors and news at least.
    expect(await images.count()).toBeGreaterThanOrEqual(10);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(image).toHaveAttribute('alt');
    }
    await expect(page.locator('[data-home-section="news"] img').first()).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('[data-slide] img').first()).toHaveAttribute('loading', 'eager');
  });
});

test.describe('beta (English, smaller data set)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.goto(beta(baseURL));
  });

  test('renders its own data in English', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta Skills Academy');
    for (const title of ['Digital empowerment', 'Coupons', 'Training projects', 'Reviews', 'People say', 'Micro classroom', 'Hot majors', 'News']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.locator('[data-carousel] [data-slide]')).toHaveCount(3);
    await expect(page.locator('[data-category]')).toHaveCount(2);
    await expect(page.locator('[data-ticker-item]:not([aria-hidden])')).toHaveCount(5);
  });

  test('offers only the four businesses beta has enabled', async ({ page }) => {
    await expect(page.locator('[data-entry]')).toHaveCount(4);
    await expect(page.locator('[data-entry="EVALUATE"], [data-entry="CERTIFICATION"]')).toHaveCount(0);
    await expect(page.locator('[data-pc-unavailable]')).toHaveCount(0);
  });

  test('coupons read in English, with no threshold and unlimited validity where the data says so', async ({ page }) => {
    const coupons = page.locator('[data-coupon]');
    await expect(coupons.locator('h3')).toHaveText(['Early-bird voucher', 'Skills subsidy voucher', 'Welcome voucher']);
    await expect(coupons.nth(2).locator('[data-coupon-threshold]')).toHaveText('No threshold');
    await expect(coupons.nth(2).locator('[data-coupon-validity]')).toHaveText('Valid: Unlimited');
  });

  test('five training projects page as four and one', async ({ page }) => {
    await expect(shown(page, 'training-projects')).toHaveCount(4);
    const pager = section(page, 'training-projects').getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(shown(page, 'training-projects')).toHaveCount(1);
  });

  test("a long review is collapsed with 'Expand' and opens in full", async ({ page }) => {
    const long = shown(page, 'reviews').locator('[data-collapsible]');
    await expect(long).toHaveCount(1);
    await long.getByRole('button', { name: 'Expand' }).click();
    await expect(long.locator('[data-full-text]')).toContainText('started a new job the month after.');
    await expect(long.getByRole('button', { name: 'Collapse' })).toBeVisible();
  });

  test('short-video tags without videos are not offered', async ({ page }) => {
    await expect(section(page, 'people-say').locator('[data-tag-filter]')).toHaveText(['All', 'Student stories']);
    await expect(section(page, 'micro-classroom').locator('[data-tag-filter]')).toHaveText(['All', 'Care skills']);
    await expect(section(page, 'people-say').locator('[data-short-video-card]:visible')).toHaveCount(3);
    // Three videos fit one page: no pager.
    await expect(section(page, 'people-say').getByRole('navigation', { name: 'Pagination' }).getByRole('button')).toHaveCount(0);
  });
});

test('no home list of either seeded tenant is empty, so no empty state shows', async ({ page, baseURL }) => {
  // Every list on the home page of both demo tenants holds data (beta's are shorter, not empty);
  // the empty branches render the catalogue's 'no data yet' / 'no reviews yet' through EmptyState.
  for (const url of ['/', beta(baseURL)]) {
    await page.goto(url);
    await expect(page.locator('main [data-empty]')).toHaveCount(0);
    await expect(page.locator('[data-home-section]')).toHaveCount(8);
  }
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const tenant of ['demo', 'beta']) {
    test(`the ${tenant} home has no horizontal scroll`, async ({ page, baseURL }) => {
      await page.goto(tenant === 'demo' ? '/' : beta(baseURL));
      // Lazy pictures and the waterfall settle as the page scrolls.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth).toBe(clientWidth);
    });
  }

  test('short videos become a row to swipe through', async ({ page }) => {
    await page.goto('/');
    const list = section(page, 'people-say').locator('[data-waterfall]');
    await expect(list).toHaveAttribute('data-layout', 'strip');
    const box = await section(page, 'people-say').locator('[data-short-video-card]').first().boundingBox();
    expect(box!.width).toBe(230);
  });
});
