import { expect, type Locator, type Page } from '@playwright/test';

export interface DelayedBundles {
  /** Lets the held scripts (and any asked for later) through. */
  release(): void;
  /** The paths of the scripts held so far. */
  held: string[];
}

/**
 * A slow network for the islands: every script the page asks for once its own have run (an
 * island's code, loaded on interaction, when idle or on a click) is held until `release()`, or
 * `holdMs` at most. Call it before `page.goto`.
 */
export async function delayBundles(page: Page, { holdMs = 20_000 } = {}): Promise<DelayedBundles> {
  let armed = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  page.on('domcontentloaded', () => (armed = true));
  await page.route(/\/_astro\/[^?#]+\.js([?#].*)?$/, async (route) => {
    if (!armed) return route.continue();
    held.push(new URL(route.request().url()).pathname);
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, holdMs))]);
    // The page may have gone meanwhile (a test that failed, a navigation).
    await route.continue().catch(() => undefined);
  });
  return { release, held };
}

/** The page's island has not hydrated yet: what was just done happened before its code arrived. */
export async function expectNotHydrated(page: Page, island: Locator) {
  await expect(page.locator('astro-island[ssr]').filter({ has: island })).toHaveCount(1);
}

/** A tap on a phone (touch events, then the click), a click elsewhere. */
export const tapOrClick = (target: Locator, hasTouch: boolean) => (hasTouch ? target.tap() : target.click());

/** A phone viewport with touch, for `test.use`. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** A network that loses the islands: every script asked for once the page's own have run fails. */
export async function failBundles(page: Page): Promise<void> {
  let armed = false;
  page.on('domcontentloaded', () => (armed = true));
  await page.route(/\/_astro\/[^?#]+\.js([?#].*)?$/, (route) => (armed ? route.abort('connectionfailed') : route.continue()));
}
