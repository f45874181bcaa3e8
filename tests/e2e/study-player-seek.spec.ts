// Issue 25 row 9 and row 7's "video without permission" (spec 2 §8, spec 3 §4 Video, §9): what the
// server stores as watched is what the browser really played, whatever control moved the playhead.
// Every control is plyr's own, as a student uses it: the mouse on its progress bar (a click, a drag),
// a finger (a touch context tapping the bar), the keyboard (the bar focused and its arrows, plyr's
// number keys), the speed menu. Nothing sets currentTime; the page's media element is only read.
//
// The rule asserted: every stretch any report claimed, and everything the server stored since the
// test began, lies inside the element's `played` ranges (a frame of tolerance), so a skipped
// stretch is never stored; a drag to near the end is not `finished`.
//
// As Liam, beta's second student (no other spec writes his progress), on beta's elective 60-second
// clip. The tests run one after another: each compares the record before and after itself.
import { mergeIntervals } from '../../src/lib/study/watched-intervals';
import { CLIENT, signIn, type Login } from './support/accounts';
import { activityNamed, classActivities } from './support/class-activities';
import { expect, test, type APIRequestContext, type Page, type Request } from './support/test';
import { at } from './support/tenants';
import { lookAt } from './support/shots';
import { attachMediaJournal, journalMedia } from './support/media-journal';

type Interval = [number, number];

const LIAM = '13900139001';
const CLASS = 'Electrician Safety Permit — Spring Cohort';
const LESSON = 'Lesson 1: Safe isolation';
const LONG_VIDEO = 'Proving dead, step by step (video)';
const NO_PERMISSION_VIDEO = 'Test lamp check (video)';
const SAVE_PROGRESS = '/api/library/anyone/studyRecord/saveVideoProgress';
/** Chromium's played ranges and the reports are rounded to ms; a timeupdate is 250 ms apart at most. */
const TOLERANCE_MS = 300;

interface Enrolment {
  login: Login;
  classId: number;
  studentId: number;
  courseId: number;
  contents: { contentId: number; contentName: string }[];
}

async function enrolment(request: APIRequestContext, login: Login): Promise<Enrolment> {
  const klass = await classActivities(request, 'beta', login, CLASS);
  const lesson = activityNamed(klass, LESSON);
  return { login, classId: klass.classId, studentId: klass.studentId, courseId: lesson.extendId, contents: lesson.activityContentResultVOS };
}

const classroomIdOf = (student: Enrolment, name: string) => student.contents.find((content) => content.contentName === name)!.contentId;

function onlineHref(student: Enrolment, name: string): string {
  const query = new URLSearchParams({ classId: String(student.classId), studentId: String(student.studentId), courseId: String(student.courseId), classroomId: String(classroomIdOf(student, name)) });
  return `/study/classroom/online/?${query}`;
}

async function learningRecord(request: APIRequestContext, student: Enrolment, classroomId: number) {
  const answer = await request.get('/api/library/anyone/classroom/detail', {
    headers: { tenantId: 'beta', token: student.login.token, ...CLIENT },
    params: { classroomId, classId: student.classId, studentId: student.studentId },
  });
  return (await answer.json()).data.learningRecord as { lastStudyTime: number; watchedIntervals: Interval[]; learnProcess: number; finished: boolean } | null;
}

// Interval arithmetic of the assertions. The union is the lib's rule (unit-tested in
// tests/unit/lib/study/watched-intervals.test.ts); what this test checks is what the player
// reported and the server stored, not the arithmetic.
function minus(from: readonly Interval[], holes: readonly Interval[]): Interval[] {
  let rest = mergeIntervals(from);
  for (const [holeStart, holeEnd] of mergeIntervals(holes)) {
    rest = rest.flatMap(([start, end]): Interval[] => {
      if (holeEnd <= start || holeStart >= end) return [[start, end]];
      const pieces: Interval[] = [
        [start, Math.min(end, holeStart)],
        [Math.max(start, holeEnd), end],
      ];
      return pieces.filter(([pieceStart, pieceEnd]) => pieceEnd > pieceStart);
    });
  }
  return rest;
}
const widen = (intervals: readonly Interval[], by: number) => mergeIntervals(intervals.map(([start, end]) => [Math.max(0, start - by), end + by] as Interval));
const total = (intervals: readonly Interval[]) => mergeIntervals(intervals).reduce((sum, [start, end]) => sum + end - start, 0);
/** Fails naming what `claimed` holds beyond what the browser played. */
function expectWithinPlayed(claimed: readonly Interval[], played: readonly Interval[], what: string) {
  expect(minus(claimed, widen(played, TOLERANCE_MS)), `${what} ${JSON.stringify(claimed)} beyond played ${JSON.stringify(played)}`).toEqual([]);
}

const media = (page: Page) => page.locator('[data-classroom-media]');
const plyr = (page: Page) => page.locator('.plyr');
const seekBar = (page: Page) => plyr(page).locator('input[data-plyr="seek"]');
const playButton = (page: Page) => plyr(page).locator('.plyr__controls button[data-plyr="play"]');

/** What the browser really played, ms. */
const playedRanges = (page: Page) =>
  media(page).evaluate((element: HTMLMediaElement) => {
    const ranges: [number, number][] = [];
    for (let index = 0; index < element.played.length; index++) ranges.push([Math.round(element.played.start(index) * 1000), Math.round(element.played.end(index) * 1000)]);
    return ranges;
  });
const currentSeconds = (page: Page) => media(page).evaluate((element: HTMLMediaElement) => element.currentTime);
const isPaused = (page: Page) => media(page).evaluate((element: HTMLMediaElement) => element.paused);

/** Waits until the playhead has passed `seconds` (read only). */
async function reach(page: Page, seconds: number) {
  await page.waitForFunction((until) => (document.querySelector('[data-classroom-media]') as HTMLMediaElement).currentTime >= until, seconds, { timeout: 30_000 });
}

/** plyr hides its controls while playing until the pointer moves over the player, as a student's does. */
async function revealControls(page: Page) {
  const box = (await plyr(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + Math.random() * 20, box.y + box.height / 3);
  await expect(plyr(page)).not.toHaveClass(/plyr--hide-controls/);
}

/**
 * Clicks one of plyr's controls the way a mouse reaches it: over the player, the controls show, then
 * the click (plyr hides them again two seconds after the pointer stops, so it may take a second try).
 */
async function clickControl(page: Page, control: ReturnType<typeof playButton>) {
  await expect(async () => {
    await revealControls(page);
    await control.click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Plays or pauses by plyr's own key (k, the play button focused), only when the media is not already
 * so. The controls under test (the bar, the menu) are clicked and tapped; plyr hides its controls two
 * seconds after the pointer stops while playing, which made a click on the play button a race on a
 * busy machine.
 */
async function setPlaying(page: Page, playing: boolean) {
  await expect(async () => {
    if ((await isPaused(page)) === playing) {
      await playButton(page).focus();
      await page.keyboard.press('k');
    }
    await expect.poll(() => isPaused(page), { timeout: 2000 }).toBe(!playing);
  }).toPass({ timeout: 20_000 });
}

/** On a touch screen plyr's hidden controls come back with a tap on the picture. */
async function tapControlsIntoView(page: Page) {
  await expect(async () => {
    if (await plyr(page).evaluate((element) => element.classList.contains('plyr--hide-controls'))) {
      const box = (await plyr(page).boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
    }
    await expect(plyr(page)).not.toHaveClass(/plyr--hide-controls/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A finger taps plyr's bar at `fraction`; answers once the playhead is past `landsAfter` seconds. A tap
 * that finds the controls hidden again lands on the picture, which shows them: the next try seeks.
 */
async function tapBar(page: Page, fraction: number, landsAfter: number) {
  await expect(async () => {
    // Still the clip: a tap that opened another content could never seek this one.
    await expect(page.locator('[data-classroom-name]')).toHaveText(LONG_VIDEO, { timeout: 1000 });
    await tapControlsIntoView(page);
    const point = await barPoint(page, fraction);
    await page.touchscreen.tap(point.x, point.y);
    await expect.poll(() => currentSeconds(page), { timeout: 2000 }).toBeGreaterThanOrEqual(landsAfter);
  }).toPass({ timeout: 20_000 });
}

/**
 * The point of plyr's bar at `fraction` of the media, in page coordinates, where the bar shows. plyr hides
 * its controls while playing by moving them down by their height, out of the picture: a bar measured at
 * that moment lay over the Previous and Next buttons below the player, and the tap meant for it opened
 * the next content (CI's 'playhead 0 s': the next content is the empty player). So the bar's place is
 * read without the hiding's move; a person aims where the bar shows too.
 */
async function barPoint(page: Page, fraction: number) {
  return plyr(page).evaluate((player, fraction) => {
    const { transform } = getComputedStyle(player.querySelector('.plyr__controls')!);
    const hiddenBy = transform === 'none' ? 0 : new DOMMatrixReadOnly(transform).m42;
    const bar = player.querySelector('.plyr__progress')!.getBoundingClientRect();
    return { x: bar.x + bar.width * fraction, y: bar.y - hiddenBy + bar.height / 2 };
  }, fraction);
}

/** Every progress report's claimed stretches, as sent. */
function recordReports(page: Page): Interval[][] {
  const reports: Interval[][] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes(SAVE_PROGRESS)) reports.push(request.postDataJSON().watchedIntervals);
  });
  return reports;
}

/** Opens the long clip and brings it, paused, to the start by plyr's own key (0: 0 % of the bar). */
async function openAtStart(page: Page, baseURL: string | undefined, student: Enrolment) {
  await page.goto(at(baseURL, 'beta', onlineHref(student, LONG_VIDEO)));
  // plyr's controls slide in and out over 0.4 s: without the slide, they are where they are shown, at once
  // (the tests measure the bar to press it; plyr has no reduced-motion setting).
  await page.addStyleTag({ content: '.plyr__controls, .plyr__control { transition: none !important; }' });
  expect(await page.evaluate(() => document.createElement('video').canPlayType('video/webm; codecs="vp9"'))).not.toBe('');
  await expect.poll(() => media(page).evaluate((element: HTMLMediaElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await expect(media(page)).toHaveJSProperty('duration', 60);
  // It plays by itself, from the last position (spec 3 §4 Video); the play button pauses it.
  await expect.poll(() => isPaused(page)).toBe(false);
  await setPlaying(page, false);
  await playButton(page).focus();
  await page.keyboard.press('0');
  await expect.poll(() => currentSeconds(page)).toBeLessThan(0.05);
}

/** Plays by plyr's button; answers when the playhead passed `seconds`. */
async function playTo(page: Page, seconds: number) {
  await setPlaying(page, true);
  await reach(page, seconds);
}

/** Pauses by plyr's button and waits until the server holds the pause's report; answers the stored record. */
async function pauseAndSettle(page: Page, request: APIRequestContext, student: Enrolment, classroomId: number) {
  await setPlaying(page, false);
  const at = Math.floor((await currentSeconds(page)) * 1000);
  let record = await learningRecord(request, student, classroomId);
  await expect(async () => {
    record = await learningRecord(request, student, classroomId);
    expect(Math.abs(record!.lastStudyTime - at)).toBeLessThanOrEqual(TOLERANCE_MS);
  }).toPass();
  return record!;
}

/** The test's verdict: what it stored and every report it sent lie inside what the browser played; answers what it added. */
async function expectStoredIsPlayed(page: Page, before: Interval[], after: Interval[], reports: Interval[][]) {
  const played = await playedRanges(page);
  const added = minus(after, before);
  expectWithinPlayed(added, played, 'stored');
  for (const claimed of reports) expectWithinPlayed(claimed, played, 'a report claimed');
  // And what was played was stored (less the tolerance at each end of each stretch).
  expect(total(added)).toBeGreaterThanOrEqual(total(minus(played, before)) - TOLERANCE_MS * 2 * played.length);
  return { played, added };
}

/**
 * The stretch a control skipped, from the played range holding `fromMs` to the one holding `toMs`,
 * less anything played at another moment (the autoplay at the resume position): none of it is stored.
 */
function expectSkippedNotStored(played: Interval[], added: Interval[], fromMs: number, toMs: number, atLeastMs: number) {
  const holding = (ms: number) => played.find(([start, end]) => start - TOLERANCE_MS <= ms && ms <= end + TOLERANCE_MS);
  const left = holding(fromMs);
  const right = holding(toMs);
  expect(left, `a played range holds ${fromMs} ms: ${JSON.stringify(played)}`).toBeDefined();
  expect(right, `a played range holds ${toMs} ms: ${JSON.stringify(played)}`).toBeDefined();
  const skipped = minus([[left![1], right![0]]], widen(played, TOLERANCE_MS));
  expect(total(skipped)).toBeGreaterThanOrEqual(atLeastMs);
  expect(minus(skipped, added), `stored ${JSON.stringify(added)} covers some of the skipped ${JSON.stringify(skipped)}`).toEqual(skipped);
}

type LearningRecord = NonNullable<Awaited<ReturnType<typeof learningRecord>>>;

/** Liam signed in, his enrolment, and the long clip's classroom. */
async function liamOnLongClip(page: Page, request: APIRequestContext) {
  const student = await enrolment(request, await signIn(page, request, 'beta', LIAM));
  return { student, classroomId: classroomIdOf(student, LONG_VIDEO) };
}

/** Opens the long clip at its start and reads the record before the test moves anything; every report from then on is kept. */
async function begin(page: Page, baseURL: string | undefined, request: APIRequestContext, student: Enrolment, classroomId: number) {
  await openAtStart(page, baseURL, student);
  const beforeRecord = (await learningRecord(request, student, classroomId))!;
  return { beforeRecord, before: beforeRecord.watchedIntervals, reports: recordReports(page) };
}

/** What a block's test starts from: Liam on the long clip, opened at its start (`liamOnLongClip`, then `begin`). */
type OnLongClip = Awaited<ReturnType<typeof liamOnLongClip>> & Awaited<ReturnType<typeof begin>>;

/** A beforeEach that starts every test of the block on the long clip; answers what it set up, filled in before each test. */
function beginEachOnLongClip(): OnLongClip {
  const clip = {} as OnLongClip;
  test.beforeEach(async ({ page, baseURL, request }) => {
    await journalMedia(page);
    const { student, classroomId } = await liamOnLongClip(page, request);
    Object.assign(clip, { student, classroomId }, await begin(page, baseURL, request, student, classroomId));
  });
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await attachMediaJournal(page, testInfo);
  });
  return clip;
}

/** Waits until the server holds the report of the clip's end; answers the stored record. */
async function settledAtEnd(request: APIRequestContext, student: Enrolment, classroomId: number) {
  let record = (await learningRecord(request, student, classroomId))!;
  await expect(async () => {
    record = (await learningRecord(request, student, classroomId))!;
    expect(record.lastStudyTime).toBeGreaterThanOrEqual(59_000);
  }).toPass();
  return record;
}

/** A move to near the end finishes nothing (on a fresh seed: not finished); the progress grew only by what was played. */
function expectProgressOnlyByPlayed(beforeRecord: LearningRecord, record: LearningRecord, added: Interval[]) {
  expect(record.finished).toBe(beforeRecord.finished);
  expect(record.learnProcess - beforeRecord.learnProcess).toBeLessThanOrEqual(total(added) / 600 + 0.1);
}

/**
 * The verdict on a control that skipped: what `record` stores and every report lie inside what was played, none of
 * the `skips` ([fromMs, toMs, atLeastMs], as expectSkippedNotStored takes them) is stored, the progress grew only by what was played.
 */
async function expectOnlyPlayingCounted(page: Page, { beforeRecord, before, reports }: Awaited<ReturnType<typeof begin>>, record: LearningRecord, ...skips: [number, number, number][]) {
  const { played, added } = await expectStoredIsPlayed(page, before, record.watchedIntervals, reports);
  for (const [fromMs, toMs, atLeastMs] of skips) expectSkippedNotStored(played, added, fromMs, toMs, atLeastMs);
  expectProgressOnlyByPlayed(beforeRecord, record, added);
}

test.describe.configure({ mode: 'serial' });
// The whole player in view below the school's sticky header, as on a PC.
test.use({ viewport: { width: 1280, height: 1000 } });

test.describe('issue 25 row 9: plyr’s controls move the playhead, only playing counts (Liam, the 60 s clip)', () => {
  const clip = beginEachOnLongClip();

  test('@player the issue’s case by mouse: playing, at 1 s the bar is clicked at 50 %, paused 0.6 s later', async ({ page, request }) => {
    await playTo(page, 1);
    await revealControls(page);
    const middle = await barPoint(page, 0.5);
    await page.mouse.click(middle.x, middle.y);
    await expect.poll(() => currentSeconds(page)).toBeGreaterThanOrEqual(29.5);
    // plyr resumes playing after the press; 0.6 s of it, then the pause.
    await reach(page, 30.6);
    // The start was played, then from the landing on; the 28 s between is not watched. Not finished by
    // it; the progress grew by what was played (about 1.6 s of 60), not by the half skipped. Bounded by
    // what was stored as played, as the drags below are: a fixed "< 4 %" failed once in CI when the
    // test's own clicks came late on a loaded machine (4.43 %: 2.7 s played).
    await expectOnlyPlayingCounted(page, clip, await pauseAndSettle(page, request, clip.student, clip.classroomId), [500, 30_300, 20_000]);
  });

  test('@player a mouse drag of the bar to near the end while playing: the skipped stretch is not stored, the video is not finished', async ({ page, request }) => {
    await playTo(page, 1);
    await revealControls(page);
    const from = await barPoint(page, 0.1);
    const to = await barPoint(page, 0.97);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    // plyr plays on from where the drag let go, to the end.
    await expect.poll(() => media(page).evaluate((element: HTMLMediaElement) => element.ended), { timeout: 15_000 }).toBe(true);
    await expectOnlyPlayingCounted(page, clip, await settledAtEnd(request, clip.student, clip.classroomId), [500, 59_500, 40_000]);
  });

  test('@player the keyboard: the bar focused, its arrow keys, plyr’s number keys and the speed menu', async ({ page, request }) => {
    const { beforeRecord, before, reports } = clip;
    await playTo(page, 0.8);
    // The bar focused, as a keyboard user tabs to it: the right arrow seeks 5 s on (plyr pauses and plays again).
    await seekBar(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSeconds(page)).toBeGreaterThanOrEqual(5.5);
    await expect.poll(() => isPaused(page)).toBe(false);
    const afterArrow = await currentSeconds(page);
    await reach(page, afterArrow + 0.5);
    // plyr's number key 4: 40 % of the clip, while playing.
    await page.keyboard.press('4');
    await expect.poll(() => currentSeconds(page)).toBeGreaterThanOrEqual(24);
    await reach(page, 24.5);
    // Twice the speed from the settings menu (paused, so plyr keeps its controls up): more media time per second, all of it played.
    await setPlaying(page, false);
    await clickControl(page, plyr(page).getByRole('button', { name: 'Settings' }));
    await plyr(page).getByRole('menuitem', { name: /Speed/ }).click();
    await plyr(page).getByRole('menuitemradio', { name: /2×/ }).click();
    await expect.poll(() => media(page).evaluate((element: HTMLMediaElement) => element.playbackRate)).toBe(2);
    const atDouble = await currentSeconds(page);
    await setPlaying(page, true);
    await reach(page, atDouble + 2.5);
    const record = await pauseAndSettle(page, request, clip.student, clip.classroomId);
    const { played, added } = await expectStoredIsPlayed(page, before, record.watchedIntervals, reports);
    // What the keys skipped: from about 0.8 s to 5.8 s (the arrow; less what the autoplay at the resume position
    // may have played of it before the test paused it), and from about 6.3 s to 24 s (the 4).
    expectSkippedNotStored(played, added, 500, Math.round(afterArrow * 1000) + 200, 1000);
    expectSkippedNotStored(played, added, Math.round(afterArrow * 1000) + 200, 24_300, 12_000);
    expect(record.finished).toBe(beforeRecord.finished);
  });
});

test.describe('issue 25 row 9 by touch: a finger on plyr’s bar (Liam, the 60 s clip)', () => {
  test.use({ hasTouch: true });
  const clip = beginEachOnLongClip();

  test('@player a tap on the bar at 70 % while playing is a seek, not watching; a tap near the end neither finishes it', async ({ page, request }) => {
    await playTo(page, 1);
    // A finger on the picture shows plyr's controls; on the bar, it seeks (plyr pauses on touchstart, plays on touchend).
    await tapBar(page, 0.7, 41);
    await expect.poll(() => isPaused(page)).toBe(false);
    await reach(page, 42.6);
    await tapBar(page, 0.98, 58);
    await expect.poll(() => media(page).evaluate((element: HTMLMediaElement) => element.ended), { timeout: 15_000 }).toBe(true);
    await expectOnlyPlayingCounted(page, clip, await settledAtEnd(request, clip.student, clip.classroomId), [500, 42_300, 30_000], [42_300, 59_500, 10_000]);
  });
});

test.describe('row 7: a video without permission (an empty learning record) gives an empty player without autoplay', () => {
  test('@player beta (en): the player is there, empty, paused, says why, and reports nothing', async ({ page, baseURL, request }) => {
    const student = await enrolment(request, await signIn(page, request, 'beta', LIAM));
    const classroomId = classroomIdOf(student, NO_PERMISSION_VIDEO);
    expect(await learningRecord(request, student, classroomId)).toBeNull();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SAVE_PROGRESS)) writes.push(request.postData() ?? '');
    });
    await page.goto(at(baseURL, 'beta', onlineHref(student, NO_PERMISSION_VIDEO)));
    await expect(page.locator('[data-classroom-name]')).toHaveText(NO_PERMISSION_VIDEO);
    await expect(page.locator('[data-media-player="video"] [data-no-permission]')).toHaveText('No permission to play');
    await expect(media(page)).toHaveAttribute('data-stream', 'none');
    // No source at all (NETWORK_EMPTY), and nothing playing.
    await expect(media(page)).toHaveJSProperty('networkState', 0);
    await expect(media(page)).toHaveJSProperty('currentSrc', '');
    await expect(media(page)).toHaveJSProperty('paused', true);
    await expect(plyr(page).locator('.plyr__control--overlaid')).toHaveCount(0);
    await lookAt(page, 'empty-player-beta.png');
    // Leaving it (the list's next item) would send its last report if anything were tracked.
    await page.locator('[data-content-list]').getByRole('button', { name: new RegExp(LONG_VIDEO.replace(/[(),]/g, '.')) }).click();
    await expect(page.locator('[data-classroom-name]')).toHaveText(LONG_VIDEO);
    expect(writes.filter((body) => body.includes(`"classroomId":${classroomId}`))).toEqual([]);
  });

  test('@player demo (zh): the same empty player says 暂无播放权限', async ({ page, baseURL, request }) => {
    const login = await signIn(page, request, 'demo', '13800138001');
    // The demo school seeds no file-less video: the detail of one of its videos is answered as the
    // server answers a video without a file (tests/api/classroom-player.test.ts): no pageData, learningRecord null.
    await page.route('**/api/library/anyone/classroom/detail?**', async (route) => {
      const answer = await route.fetch({ url: route.request().url().replace(/\/\/[a-z0-9-]+\.localhost/, '//localhost') });
      const body = await answer.json();
      if (body.data?.classroomType === 1) body.data = { ...body.data, classroomContent: { pageData: [] }, learningRecord: null, transCodeVideoList: [] };
      await route.fulfill({ response: answer, json: body });
    });
    const headers = { tenantId: 'demo', token: login.token, ...CLIENT };
    const classes = await request.post('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', { headers, data: { userId: login.userId, current: 1, size: 50 } });
    const klass = ((await classes.json()).data.records as { className: string; classId: number; studentId: number }[]).find((record) => record.className === '低压电工作业上岗春季班')!;
    const activities = await request.post('/api/teaching/anyone/classActivity/pageBeforeClassActivity', {
      headers,
      data: { current: 1, size: 100, model: { classId: klass.classId, userId: login.userId, studentId: klass.studentId } },
    });
    const lesson = ((await activities.json()).data.records as { activityName: string; extendId: number; activityContentResultVOS: { contentId: number; contentName: string }[] }[]).find(
      (activity) => activity.activityName === '第1课 安全用电基础',
    )!;
    const video = lesson.activityContentResultVOS.find((content) => content.contentName === '安全用电基础（视频）')!;
    const query = new URLSearchParams({ classId: String(klass.classId), studentId: String(klass.studentId), courseId: String(lesson.extendId), classroomId: String(video.contentId) });
    await page.goto(at(baseURL, 'demo', `/study/classroom/online/?${query}`));
    await expect(page.locator('[data-media-player="video"] [data-no-permission]')).toHaveText('暂无播放权限');
    await expect(media(page)).toHaveJSProperty('networkState', 0);
    await expect(media(page)).toHaveJSProperty('paused', true);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator('[data-no-permission]')).toBeInViewport();
    await lookAt(page, 'empty-player-demo-phone.png');
  });
});
