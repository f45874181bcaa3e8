// The video modal (spec 1 §2.3) on the home page's 'people say' cards ([data-video-src]): an mp4
// plays in a native player, an m3u8 plays natively where the browser can (this Chromium can) and
// through hls.js where it cannot, hls.js is fetched for nothing else, streams start at volume
// 0.1, and closing stops playback. The island's code loads on the first click only.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { recordScripts } from './support/scripts';
import { at } from './support/tenants';

const card = (page: Page, extension: 'mp4' | 'm3u8') => page.locator(`[data-home-section="people-say"] [data-video-src$=".${extension}"]`).first();
const dialog = (page: Page) => page.getByRole('dialog');
const player = (page: Page) => dialog(page).locator('video[data-video-player]');

const isIslandCode = (path: string) => /\/(mount|react|jsx-runtime|Modal|VideoPlayer|hls\.light)\.[\w-]+\.js$/.test(path);
const isHlsJs = (path: string) => /\/hls(\.light)?\.[\w-]+\.js$/.test(path);

async function expectPlaying(page: Page) {
  await expect.poll(() => player(page).evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  expect(await player(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
}

/** Browsers without native HLS (Firefox, Chromium before HLS shipped): the page is told this one is such. */
async function withoutNativeHls(page: Page) {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
}

test.describe('demo (Chinese)', () => {
  test('an mp4 plays in the modal, titled by its card; the code loads on the first click and hls.js never', async ({ page, baseURL }) => {
    const scripts = recordScripts(page);
    await page.goto(at(baseURL, 'demo', '/'));
    await page.waitForLoadState('load');
    expect(scripts.filter(isIslandCode)).toEqual([]);
    const loaded = scripts.length;

    const trigger = card(page, 'mp4');
    const title = (await trigger.getAttribute('data-video-title'))!;
    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(player(page)).toHaveAttribute('src', /\/media\/video\/demo\.mp4$/);
    await expectPlaying(page);
    expect(scripts.slice(loaded).some((path) => /\/mount\.[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter(isHlsJs)).toEqual([]);
  });

  test('closing stops playback and unlocks the page', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/'));
    await card(page, 'mp4').click();
    await expectPlaying(page);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const video = await player(page).elementHandle();

    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => video!.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    // Escape closes too, and a second video opens in the same island.
    await card(page, 'mp4').click();
    await expectPlaying(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('video[data-video-player]')).toHaveCount(0);
  });

  test('no serious or critical accessibility violation with the modal open', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/'));
    await card(page, 'mp4').click();
    await expect(player(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('beta (English)', () => {
  test('an m3u8 plays natively where the browser can, at volume 0.1, without hls.js', async ({ page, baseURL }) => {
    const scripts = recordScripts(page);
    await page.goto(at(baseURL, 'beta', '/'));
    test.skip(!(await page.evaluate(() => document.createElement('video').canPlayType('application/vnd.apple.mpegurl'))), 'this browser has no native HLS');
    await card(page, 'm3u8').click();
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(player(page)).toHaveAttribute('src', /\/media\/hls\/demo\.m3u8$/);
    await expectPlaying(page);
    expect(await player(page).evaluate((video: HTMLVideoElement) => video.volume)).toBeCloseTo(0.1);
    expect(scripts.filter(isHlsJs)).toEqual([]);
  });

  test('without native HLS, hls.js is fetched for the m3u8 only, and the stream plays at volume 0.1', async ({ page, baseURL }) => {
    await withoutNativeHls(page);
    const scripts = recordScripts(page);
    await page.goto(at(baseURL, 'beta', '/'));

    await card(page, 'mp4').click();
    await expectPlaying(page);
    expect(scripts.filter(isHlsJs)).toEqual([]);
    await page.keyboard.press('Escape');

    const playlist = page.waitForRequest(/\/media\/hls\/demo\.m3u8$/);
    await card(page, 'm3u8').click();
    await playlist;
    await expectPlaying(page);
    expect(scripts.filter(isHlsJs)).toHaveLength(1);
    // hls.js feeds the element through Media Source Extensions: a blob URL, not the playlist.
    expect(await player(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/^blob:/);
    expect(await player(page).evaluate((video: HTMLVideoElement) => video.volume)).toBeCloseTo(0.1);
  });
});
