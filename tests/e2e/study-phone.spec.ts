// Issue 28 items 4, 5 and 6: the study area on a 360×740 touch phone, as the demo student (the
// player as beta's, whose 60-second clip plays long enough to turn the phone and hide the tab). Every
// study screen fits (no sideways scroll of the page; every target at least 24×24 px, or with the
// room around it that WCAG 2.2's 2.5.8 asks of a smaller one); answering a test is a focused screen
// (the countdown and the save state in view at the bottom of the page, the school's header, footer
// and floating tools out of the way, no Alt+ hints, the answer card a bottom sheet, a leave that
// asks first); the player keeps its position when the phone turns, and pauses and reports when the
// tab goes to the background. Wide tables and pictures inside a question are study-exam-content's.
import { studyAddresses } from '../../scripts/lib/study-addresses';
import { BETA_ACTIVITIES, BETA_CLASSES, BETA_CONTENTS, BETA_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { CLIENT, signIn, type Login } from './support/accounts';
import { activityNamed, classActivities } from './support/class-activities';
import { lookAt } from './support/shots';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { at } from './support/tenants';

const DEMO_MOBILE = '13800138000';
const PHONE = { width: 360, height: 740 };
const SAVE_ANSWER = '**/api/teaching/anyone/answerLog/saveAnswer';
const SAVE_PROGRESS = '/api/library/anyone/studyRecord/saveVideoProgress';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The screen is up and has read its data: no loading note, nothing busy. */
async function settled(page: Page) {
  const screen = page.locator('[data-study-screen]');
  await expect(screen).toBeVisible();
  await expect(screen).not.toHaveAttribute('data-study-screen', 'login-first');
  await expect(page.getByRole('status').filter({ hasText: /^加载中/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * What does not fit a phone: the page wider than the screen, and every visible target smaller than
 * 24×24 px whose 24 px circle (centred on it) meets another target or another small target's circle
 * (WCAG 2.2, 2.5.8 and its spacing exception). A link inside a sentence is exempt, as 2.5.8 says; a
 * native checkbox or radio counts with its label, which a tap on also checks it.
 */
function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    const SIZE = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="option"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    type Box = { left: number; top: number; right: number; bottom: number };
    const union = (a: Box, b: Box): Box => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) });
    const inSentence = (element: Element) =>
      element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || element.closest('[inert]') || inSentence(element)) return [];
      let full: Box = element.getBoundingClientRect();
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        const label = element.closest('label') ?? element.labels?.[0];
        if (label) full = union(full, label.getBoundingClientRect());
      }
      // A target's size is its own; what lies near it is what a scrolling box (the timetable's grid, a
      // wide table) shows of it.
      let box = full;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const { left, top, right, bottom } = parent.getBoundingClientRect();
        box = { left: Math.max(box.left, left), top: Math.max(box.top, top), right: Math.min(box.right, right), bottom: Math.min(box.bottom, bottom) };
      }
      // Visually hidden (a skip link until focused) or scrolled out of its box: nothing to tap.
      if (box.right - box.left <= 1 || box.bottom - box.top <= 1) return [];
      // A bar fixed to the screen (the floating tools) lies over the page: its targets are spaced among themselves.
      let fixed = false;
      for (let node: Element | null = element; node && !fixed; node = node.parentElement) fixed = getComputedStyle(node).position === 'fixed';
      return [{ element, box, fixed, small: full.right - full.left < SIZE - 0.5 || full.bottom - full.top < SIZE - 0.5, size: `${Math.round(full.right - full.left)}×${Math.round(full.bottom - full.top)}` }];
    });
    const centre = ({ left, top, right, bottom }: Box) => [(left + right) / 2, (top + bottom) / 2] as const;
    const distanceTo = ([x, y]: readonly [number, number], { left, top, right, bottom }: Box) => Math.hypot(Math.max(left - x, 0, x - right), Math.max(top - y, 0, y - bottom));
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    for (const target of targets.filter((candidate) => candidate.small)) {
      const point = centre(target.box);
      const near = targets.find(
        (other) =>
          !related(other.element, target.element) &&
          other.fixed === target.fixed &&
          (distanceTo(point, other.box) < SIZE / 2 - 0.5 || (other.small && Math.hypot(point[0] - centre(other.box)[0], point[1] - centre(other.box)[1]) < SIZE - 0.5)),
      );
      if (near) {
        const name = (element: HTMLElement) => `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
        problems.push(`${name(target.element)} is ${target.size} px, too close to ${name(near.element)}`);
      }
    }
    return problems;
  });
}

/** A study address of the demo student, opened as a deep link. */
async function open(page: Page, baseURL: string | undefined, addresses: Map<string, string>, route: string) {
  await page.goto(at(baseURL, 'demo', addresses.get(route)!));
  await settled(page);
}

/** The online classroom of beta's 60-second clip (demo's clips last 4 s: too short to turn the phone and hide the tab while one plays). */
async function longClipHref(request: APIRequestContext, login: Login): Promise<string> {
  const klass = await classActivities(request, 'beta', login, BETA_CLASSES.inService);
  const lesson = activityNamed(klass, BETA_ACTIVITIES.online);
  const clip = lesson.activityContentResultVOS.find((content) => content.contentName === BETA_CONTENTS.longVideo)!;
  const query = new URLSearchParams({ classId: String(klass.classId), studentId: String(klass.studentId), courseId: String(lesson.extendId), classroomId: String(clip.contentId) });
  return `/study/classroom/online/?${query}`;
}

async function demoStudent(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<{ login: Login; addresses: Map<string, string> }> {
  const login = await signIn(page, request, 'demo', DEMO_MOBILE);
  return { login, addresses: await studyAddresses(baseURL!, { tenant: 'demo', ...login }) };
}

test.describe('demo (zh-CN), the demo student on a 360×740 touch phone', () => {
  // Two halves, so that each stays short on a loaded machine and the two run side by side.
  const screens = [
    ['my learning, the class home, the timetable and the offline classroom', ['/study/mine', '/study/training-class', '/study/class-time-table', '/study/classroom/offline']],
    ['the online classroom, the course, a test’s instructions and a homework’s review', ['/study/classroom/online', '/study/course/course-detail', '/study/test', '/study/homework/check-my-homework']],
  ] as const;
  for (const [names, routes] of screens) {
    test(`${names} fit the phone: no sideways scroll, every target 24 px or spaced`, async ({ page, request, baseURL }) => {
      const { addresses } = await demoStudent(page, request, baseURL);
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        await open(page, baseURL, addresses, route);
        const problems = await phoneProblems(page);
        if (problems.length > 0) found[route] = problems;
        await lookAt(page, `phone${route.replaceAll('/', '-')}.png`, { fullPage: true });
      }
      expect(found).toEqual({});
    });
  }

  test('answering a test is a focused screen: countdown and save state in view, no site chrome or Alt+ hints, the card a sheet, a leave asks', async ({ page, request, baseURL }) => {
    const { addresses } = await demoStudent(page, request, baseURL);
    await open(page, baseURL, addresses, '/study/test/answer');
    const countdown = page.locator('[data-countdown]');
    const saveState = page.locator('[data-save-banner]');
    await expect(countdown).toBeVisible();
    await expect(saveState).toHaveAttribute('data-attempt-state', 'saved');
    // The school's header, footer and floating tools are out of the way; a touch screen gets no keyboard hints.
    for (const chrome of ['[data-site-header]', '[data-site-footer]', '[data-floating-tools]']) await expect(page.locator(chrome)).toBeHidden();
    await expect(page.locator('body')).not.toContainText('Alt+', { useInnerText: true });
    expect(await phoneProblems(page)).toEqual([]);

    // At the bottom of the page, below the question and its card, the countdown and the save state are still in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(countdown).toBeInViewport({ ratio: 1 });
    await expect(saveState).toBeInViewport({ ratio: 1 });

    // The answer card opens from the bar as a sheet along the bottom edge; a question picked there is shown.
    await page.getByRole('button', { name: /^答题卡（已答\d+\/5）$/ }).tap();
    const sheet = page.getByRole('dialog', { name: '答题卡' });
    await expect(sheet).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(Math.round(box.width)).toBe(PHONE.width);
    await lookAt(page, 'phone-answering-card.png');
    await sheet.locator('[data-cell="2"]').tap();
    await expect(sheet).toBeHidden();
    await expect(page.locator('[data-question-position]')).toHaveText('第2题，共5题');

    // A link of the widget asks with the exit confirmation before it leaves; Cancel stays.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-breadcrumb]').getByRole('link', { name: '在线测验' }).tap();
    const confirm = page.locator('dialog[data-confirm]');
    await expect(confirm).toContainText('当前测试未提交，确定要退出吗？');
    await confirm.getByRole('button', { name: '取消' }).tap();
    await expect(confirm).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/study/test/answer/');

    // An answer the server has not confirmed: closing the tab asks first (the answer stays in this context only).
    await page.route(SAVE_ANSWER, (route) => route.abort());
    await page.locator('[data-question] [data-option="A"]').tap();
    await expect(saveState).not.toHaveAttribute('data-attempt-state', 'saved');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
  });

});

test.describe('beta (en), the second demo student on a 360×740 touch phone', () => {
  test('the player: turning the phone keeps the position; a background tab pauses and reports the progress', async ({ page, request, baseURL }) => {
    const login = await signIn(page, request, 'beta', BETA_STUDENT.mobile);
    await page.goto(at(baseURL, 'beta', await longClipHref(request, login)));
    await settled(page);
    const media = page.locator('[data-classroom-media="video"]');
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // Whatever autoplay started stops; the student taps play: the poster's button, or plyr's once
    // it is built (it is, when the clip played by itself from the last position).
    await media.evaluate((element: HTMLMediaElement) => element.pause());
    await page.locator('[data-media-player]').getByRole('button', { name: 'Play', exact: true }).first().tap();
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await phoneProblems(page)).toEqual([]);
    await lookAt(page, 'phone-player.png');

    // Turned to landscape: the same element plays on from where it was.
    const before = await media.evaluate((element: HTMLMediaElement & { turned?: boolean }) => {
      element.turned = true;
      return element.currentTime;
    });
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime)).toBeGreaterThan(before);
    expect(await media.evaluate((element: HTMLMediaElement & { turned?: boolean }) => element.turned === true && !element.paused)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.height);
    await lookAt(page, 'phone-player-landscape.png');

    // The tab goes to the background while the clip plays: the video pauses and a report carries what was played.
    expect(await media.evaluate((element: HTMLMediaElement) => element.paused)).toBe(false);
    const report = page.waitForRequest((sent) => sent.url().includes(SAVE_PROGRESS) && sent.postDataJSON().watchedIntervals.length > 0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const sent = (await report).postDataJSON() as { classroomId: number; classId: number; studentId: number; lastStudyTime: number };
    await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.paused)).toBe(true);
    const pausedAt = await media.evaluate((element: HTMLMediaElement) => Math.round(element.currentTime * 1000));
    expect(sent.lastStudyTime).toBeGreaterThan(1000);
    // The server holds the position the video paused at (the pause's own report follows the hiding's).
    await expect
      .poll(async () => {
        const answer = await request.get('/api/library/anyone/classroom/detail', {
          headers: { tenantId: 'beta', token: login.token, ...CLIENT },
          params: { classroomId: sent.classroomId, classId: sent.classId, studentId: sent.studentId },
        });
        return Math.abs((await answer.json()).data.learningRecord.lastStudyTime - pausedAt);
      })
      .toBeLessThan(300);
  });
});
