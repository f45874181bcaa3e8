// Question stems keep their markup (issue 25 row 1; spec 3 §3 Question: "trunk (stem as HTML)"):
// stems, options, reference answers and analyses are the paper's HTML, sanitized, in answering and
// in review: a picture in every question type, a wide table, sub and sup. In zh-CN as the demo
// classmate 李华 (his seeded marked attempt), in English as beta's Liam (his), and on a 360×740
// phone, where the page never scrolls sideways but the wide table does, inside its question.
// Nothing is submitted here: the attempts opened stay open for the student's next visit.
import { BETA_ACTIVITIES, BETA_CONTENTS } from '../../src/server/db/seed/study-fixtures';
import { CLIENT, signIn, type Login } from './support/accounts';
import { CLASSMATE_MOBILE, workHref } from './support/homework';
import { at } from './support/tenants';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { lookAt } from './support/shots';

const LIAM = '13900139001';

/** Beta's homework, as its link in the class's activity opens it. */
async function betaHomeworkHref(request: APIRequestContext, login: Login): Promise<string> {
  const headers = { tenantId: 'beta', token: login.token, ...CLIENT };
  const classes = await request.post('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', { headers, data: { userId: login.userId, current: 1, size: 50 } });
  type Activity = { activityName: string; activityId: number; extendId: number; activityContentResultVOS: { contentId: number; contentName: string }[] };
  for (const klass of (await classes.json()).data.records as { classId: number; studentId: number }[]) {
    const page = await request.post('/api/teaching/anyone/classActivity/pageBeforeClassActivity', { headers, data: { current: 1, size: 100, model: { classId: klass.classId, userId: login.userId, studentId: klass.studentId } } });
    const activity = ((await page.json()).data.records as Activity[]).find((record) => record.activityName === BETA_ACTIVITIES.online);
    const content = activity?.activityContentResultVOS.find((item) => item.contentName === BETA_CONTENTS.homework);
    if (!activity || !content) continue;
    const query = new URLSearchParams({ classId: String(klass.classId), classroomId: String(content.contentId), classStudentId: String(klass.studentId), courseId: String(activity.extendId), activityId: String(activity.activityId), status: '0' });
    return `/study/homework/?${query}`;
  }
  throw new Error('beta: no homework in the class of Liam');
}

/** Every picture in `scope` has loaded (a broken or dropped one has no natural width). */
async function expectPicturesLoaded(scope: Locator, atLeast = 1) {
  const pictures = scope.locator('img');
  await expect.poll(() => pictures.count()).toBeGreaterThanOrEqual(atLeast);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { message: await picture.getAttribute('src') ?? '' }).toBeGreaterThan(0);
    // Never wider than the question it is in.
    const [width, room] = await picture.evaluate((image) => [image.getBoundingClientRect().width, image.closest('[data-stem]')!.getBoundingClientRect().width]);
    expect(width).toBeLessThanOrEqual(room + 0.5);
  }
}

const position = (page: Page) => page.locator('[data-question-position]');
const question = (page: Page) => page.locator('[data-question]');
const cell = (page: Page, n: number) => page.locator(`[data-answer-card] [data-cell="${n}"]`);

/** Opens the homework's answering screen from its instructions, as the student does. */
async function startAnswering(page: Page, address: string, start: string) {
  await page.goto(address);
  await page.getByRole('button', { name: start }).click();
  await expect(page).toHaveURL(/\/study\/homework\/answer\/?\?/);
}

/** Opens the review of the first marked attempt from the homework's history. */
async function openReview(page: Page, address: string, marked: string, view: string) {
  await page.goto(address);
  await page.locator('[data-attempt]').filter({ hasText: marked }).first().getByRole('link', { name: view }).click();
  await expect(page).toHaveURL(/check-my-homework/);
  await expect(page.locator('[data-review-question]').first()).toBeVisible();
}

const reviewScreen = (page: Page) => page.locator('[data-study-screen="homework-review"]');

/** The page itself never scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('question stems keep their markup @exam', () => {
  test('zh-CN: a picture in every question type, the table, sub and sup, in answering and in review', async ({ page, request, baseURL }) => {
    const login = await signIn(page, request, 'demo', CLASSMATE_MOBILE);
    const href = at(baseURL, 'demo', await workHref(request, login, 'homework'));
    await startAnswering(page, href, '开始答题');
    // Seven questions, one of each type, each with its picture.
    for (let n = 1; n <= 7; n++) {
      await cell(page, n).click();
      await expect(position(page)).toHaveText(`第${n}题，共7题`);
      await expectPicturesLoaded(question(page).locator('[data-stem]').first());
    }
    // The cloze (7): H₂O-style sub and superscripts in the stem and in an option.
    await expect(question(page).locator('[data-stem] sup').first()).toHaveText('2');
    await expect(question(page).locator('[data-stem] sub').first()).toHaveText('b');
    await expect(question(page).locator('[data-option-content] sub').first()).toHaveText('b');
    // The reading passage (6): its table of readings, in a box of its own, named.
    await cell(page, 6).click();
    const table = question(page).getByRole('group', { name: '表格（可左右滑动查看）' });
    await expect(table.locator('table th').first()).toHaveText('时刻');
    await expect(table.locator('td')).toHaveCount(11);
    await expect(table.locator('tbody th sub')).toHaveText('Δ');
    // A sub-question's radios are named by its own stem.
    await expect(question(page).locator('[data-sub-question]').first().getByRole('radiogroup', { name: '该电工的做法属于？' })).toBeVisible();
    await lookAt(page, 'pc-zh-answering-table.png', { fullPage: true });

    await openReview(page, href, '已批阅', '查看');
    const review = page.locator('[data-review-question]');
    await expectPicturesLoaded(reviewScreen(page), 7);
    await expect(page.getByRole('group', { name: '表格（可左右滑动查看）' }).locator('td')).toHaveCount(11);
    // Options are listed with their markup, so the answer letters can be read against them.
    await expect(review.locator('[data-review-options] [data-option-content] sub').first()).toHaveText('b');
    // Analyses are HTML: a list, a superscript.
    await expect(page.locator('[data-analysis] li')).toHaveText(['停电', '验电', '装设接地线', '悬挂标示牌和装设遮栏']);
    await expect(page.locator('[data-analysis] sup').first()).toHaveText('2');
    await expect(page.getByText('答案解析').first()).toBeVisible();
    // The reference answer is the paper's text; the student's own answer stays as typed.
    await expect(page.locator('[data-reference-answer]').first()).toContainText('脱离电源|心肺复苏');
    await lookAt(page, 'pc-zh-review.png', { fullPage: true });
  });

  test('English: the picture, the table, sub and sup, in answering and in review', async ({ page, request, baseURL }) => {
    const login = await signIn(page, request, 'beta', LIAM);
    const href = at(baseURL, 'beta', await betaHomeworkHref(request, login));
    await startAnswering(page, href, 'Start answering');
    for (let n = 1; n <= 3; n++) {
      await cell(page, n).click();
      await expect(position(page)).toHaveText(`Question ${n} of 3`);
      await expectPicturesLoaded(question(page).locator('[data-stem]').first());
    }
    const table = question(page).getByRole('group', { name: 'Table (scroll sideways to see all of it)' });
    await expect(table.locator('thead th').first()).toHaveText('Time');
    await expect(table.locator('tbody th sub')).toHaveText('L-N');
    await expect(question(page).getByRole('textbox', { name: /Describe the steps of safe isolation/ })).toBeVisible();
    await lookAt(page, 'pc-en-answering.png', { fullPage: true });

    await openReview(page, href, 'Marked', 'View');
    await expectPicturesLoaded(reviewScreen(page), 3);
    await expect(page.getByRole('group', { name: 'Table (scroll sideways to see all of it)' }).locator('td')).toHaveCount(11);
    await expect(page.getByText('Explanation').first()).toBeVisible();
    await expect(page.locator('[data-analysis] sup').first()).toHaveText('2');
    await expect(page.locator('[data-analysis] sub').first()).toHaveText('L-N');
    await lookAt(page, 'pc-en-review.png', { fullPage: true });
  });
});

test.describe('on a 360×740 phone @exam', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page never scrolls sideways; the wide table scrolls inside its question, the wide picture scales down', async ({ page, request, baseURL }) => {
    const login = await signIn(page, request, 'demo', CLASSMATE_MOBILE);
    const href = at(baseURL, 'demo', await workHref(request, login, 'homework'));
    await startAnswering(page, href, '开始答题');
    // The short answer's picture is 1200 px wide.
    await cell(page, 5).click();
    await expect(position(page)).toHaveText('第5题，共7题');
    await expectPicturesLoaded(question(page).locator('[data-stem]'));
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await lookAt(page, 'phone-answering-picture.png', { fullPage: true });

    await cell(page, 6).click();
    await expect(position(page)).toHaveText('第6题，共7题');
    const box = question(page).getByRole('group', { name: '表格（可左右滑动查看）' });
    await expect(box).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    const [scrollWidth, clientWidth] = await box.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // Its columns keep their text on one line ('08:00'), rather than squeezing to a character each.
    const [headHeight, lineHeight] = await box.locator('thead th').nth(1).evaluate((cell) => [cell.getBoundingClientRect().height, parseFloat(getComputedStyle(cell).lineHeight)]);
    expect(headHeight).toBeLessThan(lineHeight * 2);
    // Scrolled with the keyboard (the box takes focus), the table moves; the page does not.
    await box.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await lookAt(page, 'phone-answering-table.png', { fullPage: true });

    await openReview(page, href, '已批阅', '查看');
    await expectPicturesLoaded(reviewScreen(page), 7);
    const reviewBox = page.getByRole('group', { name: '表格（可左右滑动查看）' });
    await reviewBox.scrollIntoViewIfNeeded();
    expect(await reviewBox.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await lookAt(page, 'phone-review.png', { fullPage: true });
  });
});
