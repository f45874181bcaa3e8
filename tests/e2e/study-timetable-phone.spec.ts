// The timetable on a phone (spec 2 §2): it fits the screen, and a tap on an event shows its details.
// In the full browser, which a phone's Chrome is: the headless shell the other specs run in shows no
// details on this tap (its touch emulation differs), so this file gets a worker of its own.
import { DEMO_ACTIVITIES as A } from '../../src/server/db/seed/study-fixtures';
import { fullBrowser } from './support/browsers';
import { signedInPhone } from './support/signed-in';
import { expect, test } from './support/test';
import { at } from './support/tenants';
import { DEMO_MOBILE, STARTS, tab, TIMETABLE } from './support/timetable';

test.use({ launchOptions: fullBrowser });

test.describe('demo (zh-CN), the demo student', () => {
  test('on a phone the timetable fits the screen, and a tap shows an event’s details', async ({ browser, baseURL, request }) => {
    const { context, phone } = await signedInPhone(browser, request, 'demo', DEMO_MOBILE);
    await phone.goto(at(baseURL, 'demo', TIMETABLE));
    await expect(phone.locator('[data-calendar="week"]')).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.locator(`[data-event="${A.todayOffline}"]`).first().tap();
    await expect(phone.getByRole('tooltip')).toContainText('状态：待上课');
    await tab(phone, '全部').tap();
    await expect(phone.locator('[data-day-activity]')).toHaveCount(STARTS.length);
    await context.close();
  });
});
