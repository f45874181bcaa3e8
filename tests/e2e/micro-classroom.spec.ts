// The micro-classroom viewer (spec 1 §2.3, §4, §9) from the home page's micro-classroom cards
// ([data-open-micro]): it opens at the clicked video among the section's videos, plays it, shows
// its recommended training linking to the training project pages, opens a comment drawer (ten
// comments a page), and locks page scrolling. Seed facts (tenants/*/short-videos.json): demo has
// ten published micro-classroom videos (新生儿抚触的正确手法 first, recommending two products,
// with fourteen comments), three of them tagged 电工安全; beta has three.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { reloadRecordingScripts } from './support/scripts';
import { at } from './support/tenants';

const section = (page: Page) => page.locator('[data-home-section="micro-classroom"]');
const cards = (page: Page) => section(page).locator('[data-open-micro]');
const dialog = (page: Page) => page.getByRole('dialog');
const viewer = (page: Page) => dialog(page).locator('[data-micro-viewer]');
const title = (page: Page) => viewer(page).locator('[data-micro-title]');
const position = (page: Page) => viewer(page).locator('[data-micro-position]');

async function expectPlaying(page: Page) {
  const video = viewer(page).locator('.swiper-slide-active video[data-video-player]');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
}

test.describe('demo (Chinese)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/'));
  });

  test('loads no island code until a card is clicked, then opens at that card', async ({ page }) => {
    const scripts = await reloadRecordingScripts(page);
    expect(scripts.filter((path) => /\/(mount|react|SlideCarousel|Comments|MicroViewer)\.[\w-]+\.js$/.test(path))).toEqual([]);

    const second = cards(page).nth(1);
    const secondTitle = (await second.getAttribute('data-video-title'))!;
    await second.click();
    await expect(dialog(page).getByRole('heading', { name: '微课堂' })).toBeVisible();
    await expect(position(page)).toHaveText(`2 / ${await cards(page).count()}`);
    await expect(title(page)).toHaveText(secondTitle);
    await expect(viewer(page)).toHaveAttribute('data-micro-current', (await second.getAttribute('data-open-micro'))!);
    await expectPlaying(page);
    expect(scripts.some((path) => /\/mount\.[\w-]+\.js$/.test(path))).toBe(true);
  });

  test('shows the recommended training, each linking to its training project page', async ({ page }) => {
    await cards(page).first().click();
    await expect(title(page)).toHaveText('新生儿抚触的正确手法');
    const recommended = viewer(page).locator('[data-micro-recommended]');
    await expect(recommended.getByRole('heading', { name: '推荐培训' })).toBeVisible();
    const links = recommended.getByRole('link');
    await expect(links).toHaveText([/育婴员（五级）职业技能培训\s*¥1980/, /保育师（五级）\s*¥1880/]);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', /^\/educational-product\/\d+\/$/);
  });

  test('moves to the next and previous video, which plays in its turn', async ({ page }) => {
    await cards(page).first().click();
    await expect(position(page)).toHaveText('1 / 10');
    await expect(viewer(page).getByRole('button', { name: '上一个' })).toBeDisabled();
    await viewer(page).getByRole('button', { name: '下一个' }).click();
    await expect(position(page)).toHaveText('2 / 10');
    await expect(title(page)).toHaveText('宝宝辅食添加时间表');
    await expectPlaying(page);
    // Only the video on screen has a player.
    await expect(viewer(page).locator('video[data-video-player]')).toHaveCount(1);
    await viewer(page).getByRole('button', { name: '上一个' }).click();
    await expect(title(page)).toHaveText('新生儿抚触的正确手法');
  });

  test('pages through the videos the tag filter left, from the clicked one', async ({ page }) => {
    await section(page).getByRole('button', { name: '电工安全' }).click();
    await expect(section(page).locator('[data-short-video-card]:visible')).toHaveCount(3);
    await cards(page).nth(2).click();
    await expect(position(page)).toHaveText('3 / 3');
    await expect(title(page)).toHaveText('配电箱日常巡检');
    // A video without recommended training shows no such list.
    await expect(viewer(page).locator('[data-micro-recommended]')).toHaveCount(0);
  });

  test('the comment drawer shows ten comments a page with more to load, and goes back', async ({ page }) => {
    await cards(page).first().click();
    await viewer(page).getByRole('button', { name: '评论' }).click();
    const drawer = viewer(page).locator('[data-micro-comments]');
    await expect(drawer.getByRole('heading', { name: '评论' })).toBeFocused();
    await expect(drawer.locator('[data-comment-list] > li')).toHaveCount(10);
    await drawer.getByRole('button', { name: '查看更多评论' }).click();
    await expect(drawer.locator('[data-comment-list] > li')).toHaveCount(14);
    await expect(drawer).toContainText('跟着视频练了一遍，手法更熟练了。');

    await drawer.getByRole('button', { name: '返回' }).click();
    await expect(viewer(page).locator('[data-micro-recommended]')).toBeVisible();
  });

  test('locks page scrolling while open, and closing stops the video', async ({ page }) => {
    await cards(page).first().click();
    await expectPlaying(page);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const video = await viewer(page).locator('video[data-video-player]').elementHandle();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => video!.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('no serious or critical accessibility violation with the viewer and its drawer open', async ({ page }) => {
    await cards(page).first().click();
    await expect(viewer(page).locator('[data-micro-recommended]')).toBeVisible();
    const scan = async () => {
      const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    expect(await scan()).toEqual([]);
    await viewer(page).getByRole('button', { name: '评论' }).click();
    await expect(viewer(page).locator('[data-comment-list]')).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});

test.describe('beta (English)', () => {
  test('opens at the clicked video with its recommended training in English', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/'));
    await cards(page).nth(1).click();
    await expect(dialog(page).getByRole('heading', { name: 'Micro classroom' })).toBeVisible();
    await expect(position(page)).toHaveText('2 / 3');
    await expect(title(page)).toHaveText('Measuring blood pressure');
    const recommended = viewer(page).locator('[data-micro-recommended]');
    await expect(recommended.getByRole('heading', { name: 'Recommended training' })).toBeVisible();
    await expect(recommended.getByRole('link')).toHaveCount(1);
    await expect(recommended.getByRole('link')).toHaveAttribute('href', /^\/educational-product\/\d+\/$/);
    await expectPlaying(page);
  });
});
