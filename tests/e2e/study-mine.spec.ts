// My learning (spec 2 §2 /study/mine, §4 class-card outcomes, §6 on behalf of a userId) in the
// study widget: the status tabs and their counts, the class cards 4 per page, the enrolling
// classes, what a click on a card does, and moving to the class home without a page load.
import { signedInAs, signedInPhone } from './support/signed-in';
import { expect, test, type Page, type Route } from './support/test';
import { at } from './support/tenants';
import { recordToasts, toastsShown } from './support/toasts-shown';
import { expectNoSeriousViolation } from './support/axe';

const DEMO_MOBILE = '13800138000';
const BETA_MOBILE = '13900139000';
const CLASSES_CALL = '**/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList';

const toasts = (page: Page) => page.locator('[data-toast]');
const cards = (page: Page) => page.locator('[data-class-card]');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: /班级状态|Class status/ }).getByRole('tab', { name });

/** The API's real answer to an intercepted call (Node does not resolve <tenant>.localhost: the tenant travels in a header). */
const answerOf = (route: Route) => route.fetch({ url: route.request().url().replace(/\/\/[a-z0-9-]+\.localhost/, '//localhost') });

/** Marks the document: the mark survives a move inside the widget and is gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __studyMark: true }));
const documentIsMarked = (page: Page) => page.evaluate(() => (window as { __studyMark?: boolean }).__studyMark === true);

test.describe('demo (zh-CN), the demo student', () => {
  test.beforeEach(signedInAs('demo', DEMO_MOBILE));

  test('the status tabs count the seeded classes, and the cards come 4 to a page', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的学习');
    const labels = ['全部（7）', '待录取（1）', '待开学（1）', '待报到（1）', '服务中（2）', '服务结束（2）'];
    await expect(page.getByRole('tab')).toHaveText(labels);
    await expect(tab(page, '全部（7）')).toHaveAttribute('aria-selected', 'true');

    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).getByRole('heading')).toHaveText(['育婴员（五级）暑期班', '养老护理员（四级）六月班', '健康管理师（三级）周末班', '家政服务员（高级）在职提升班']);
    const pager = page.getByRole('navigation', { name: /我的班级/ });
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect(cards(page).getByRole('heading')).toHaveText(['低压电工作业上岗春季班', '电子商务师（直播销售员）秋季班', '茶艺师（初级）春季班']);
    await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();

    await tab(page, '服务中（2）').click();
    await expect(cards(page).getByRole('heading')).toHaveText(['家政服务员（高级）在职提升班', '低压电工作业上岗春季班']);
    await expect(page.getByRole('navigation', { name: /我的班级/ })).toHaveCount(0);
    // The counts stay those of every status, whatever the tab.
    await expect(page.getByRole('tab')).toHaveText(labels);
    // The keyboard moves between tabs (WAI-ARIA tabs).
    await tab(page, '服务中（2）').press('ArrowRight');
    await expect(tab(page, '服务结束（2）')).toBeFocused();
    await expect(cards(page).getByRole('heading')).toHaveText(['电子商务师（直播销售员）秋季班', '茶艺师（初级）春季班']);
  });

  test('a status with no class says 当前状态下暂无学习班级', async ({ page, baseURL }) => {
    // The seed fills every status: an answer without records stands for a status left empty.
    await page.route(CLASSES_CALL, async (route) => {
      const body = route.request().postDataJSON() as { serviceStatus?: number | null };
      if (body.serviceStatus !== 1) return route.fallback();
      const response = await answerOf(route);
      const json = await response.json();
      json.data = { ...json.data, records: [], total: 0, pages: 0 };
      await route.fulfill({ response, json });
    });
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await tab(page, '待报到（1）').click();
    await expect(page.locator('[data-my-classes] [data-empty]')).toHaveText('当前状态下暂无学习班级');
    await expect(cards(page)).toHaveCount(0);
  });

  test('the enrolling classes list the open class periods, and their experience buttons say why there is nothing to observe', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    const enrolling = page.locator('[data-enrolling]');
    await expect(enrolling.getByRole('heading', { level: 2 })).toHaveText('报名中的学班');
    await expect(enrolling.locator('[data-enrolling-class]').getByRole('heading')).toHaveText(['网络安全管理员（四级）招生班', '育婴员（五级）暑期班', '美容师（五级）秋季招生班']);
    await expect(enrolling.locator('[data-enrolling-class]').first()).toContainText('已报名12人');
    await expect(enrolling.getByRole('link', { name: '网络安全管理员（四级）招生班' })).toHaveAttribute('href', /^\/educational-product\/\d+\/$/);

    const item = (name: string) => enrolling.locator('[data-enrolling-class]').filter({ hasText: name });
    await item('育婴员（五级）暑期班').getByRole('button', { name: '观摩体验' }).click();
    await expect(toasts(page).filter({ hasText: '你已经是该班级的学员，无法再观摩体验' })).toBeVisible();
    await item('网络安全管理员（四级）招生班').getByRole('button', { name: '观摩体验' }).click();
    await expect(toasts(page).filter({ hasText: '观摩体验内容在紧锣密鼓的筹备中，请稍候再试...' })).toBeVisible();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
  });

  test('the enrolling classes come 8 to a page, and no open class says 暂无有效的报名学班', async ({ page, baseURL }) => {
    const sizes: number[] = [];
    await page.route('**/api/search/anyTenant/class/queryTenantClassPeriodPage', async (route) => {
      sizes.push((route.request().postDataJSON() as { size: number }).size);
      const response = await answerOf(route);
      const json = await response.json();
      json.data = { ...json.data, records: [], total: 0, pages: 0 };
      await route.fulfill({ response, json });
    });
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await expect(page.locator('[data-enrolling] [data-empty]')).toHaveText('暂无有效的报名学班');
    expect(sizes).toEqual([8]);
  });

  test('a card pending admission does nothing, one pending start says the content is being prepared', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    let enrolStateCalls = 0;
    page.on('request', (request) => request.url().includes('/updateEnrolState') && (enrolStateCalls += 1));

    await card(page, '育婴员（五级）暑期班').getByRole('button', { name: '进入学习' }).click();
    // Clicks are handled in order: once the next card's warning shows, the first click has had its
    // turn, and it showed nothing and went nowhere.
    await card(page, '养老护理员（四级）六月班').click();
    await expect(toasts(page).filter({ hasText: '开学内容准备中，请稍候' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
    expect(enrolStateCalls).toBe(0);
  });

  test('a card whose teaching class has not opened says when it is expected to open, or to wait', async ({ page, baseURL }) => {
    // The seed has no such enrolment: the pending-report card is shown as not opened, once with its start time and once without.
    let withStart = true;
    await page.route(CLASSES_CALL, async (route) => {
      const response = await answerOf(route);
      const json = await response.json();
      for (const record of json.data.records) {
        if (record.serviceStatus !== 1) continue;
        record.teachingClassStatus = 0;
        // Noon UTC: 1 March on the student's clock in every zone from UTC−12 to UTC+11 (the suite's zone varies: playwright.config.ts).
        record.trainingStartTime = withStart ? '2027-03-01T12:00:00.000Z' : null;
      }
      await route.fulfill({ response, json });
    });
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await card(page, '健康管理师（三级）周末班').getByRole('button', { name: '进入学习' }).click();
    await expect(toasts(page).filter({ hasText: '您报名的培训，预计在2027-03-01开班，请耐心等待' })).toBeVisible();

    withStart = false;
    await tab(page, '待报到（1）').click();
    await expect(card(page, '健康管理师（三级）周末班')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(1);
    await card(page, '健康管理师（三级）周末班').getByRole('button', { name: '进入学习' }).click();
    await expect(toasts(page).filter({ hasText: '请耐心等待开班' })).toBeVisible();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
  });

  test('a class in service is entered: the enrol state is updated, then the class home opens without a page load', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await tab(page, '服务中（2）').click();
    await expect(cards(page)).toHaveCount(2);
    await markDocument(page);

    const enrolState = page.waitForRequest('**/api/product/app/classStudent/updateEnrolState');
    await card(page, '低压电工作业上岗春季班').getByRole('button', { name: '进入学习' }).click();
    expect((await enrolState).postDataJSON()).toEqual({ classId: 1, userId: 'demo-u-1001' });

    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/training-class/?classId=1&userId=demo-u-1001&studentId=1'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('低压电工作业上岗春季班');
    await expect(page.locator('[data-study-screen="training-class"]')).toBeVisible();
    expect(await documentIsMarked(page)).toBe(true);

    // Back, in the browser or by the link, is my learning again, still without a page load.
    await page.goBack();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的学习');
    await page.goForward();
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '我的学习' }).click();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
    await expect(cards(page).first()).toBeVisible();
    expect(await documentIsMarked(page)).toBe(true);
  });

  test('a deep link to a study screen, reloaded, opens the same screen with its query', async ({ page, baseURL }) => {
    const address = at(baseURL, 'demo', '/study/training-class/?classId=1&studentId=1');
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('低压电工作业上岗春季班');
    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('低压电工作业上岗春季班');

    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的学习');
    await expect(cards(page)).toHaveCount(4);
  });

  test('/study itself, and a study address without a screen, open my learning', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/study/'));
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的学习');
    await page.goto(at(baseURL, 'demo', '/study/not/yet/known/'));
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
  });

  test('viewing on behalf of a userId: their own id reads as usual, another user is refused with the API\'s message and the page stays usable', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/study/mine/?userId=demo-u-1001'));
    await expect(cards(page)).toHaveCount(4);
    await expect(page.locator('[data-viewing-banner]')).toHaveCount(0);

    // Only a head teacher may view someone else's study (tests/e2e/study-head-teacher.spec.ts).
    await page.goto(at(baseURL, 'demo', '/study/mine/?userId=demo-u-9999'));
    await expect(page.locator('[data-viewing-banner]')).toContainText('无法查看该学员的学习');
    const failure = page.locator('[data-my-classes]').getByRole('alert');
    await expect(failure).toContainText('学习班级加载失败');
    await expect(failure).toContainText('a student may only act on their own study');
    await expect(page.locator('[data-enrolling]')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(6);

    await page.getByRole('link', { name: '查看我的学习' }).click();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/mine/'));
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('axe finds no serious or critical violation on my learning or on an exam address that names no work', async ({ page, baseURL }) => {
    for (const address of ['/study/mine/', '/study/homework/?classId=1']) {
      await page.goto(at(baseURL, 'demo', address));
      await expect(page.locator('[data-study-screen]')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolation(page, { where: address });
    }
  });

  test('on a phone, the cards stack and a class is entered by a tap', async ({ browser, baseURL, request }) => {
    const { context, phone } = await signedInPhone(browser, request, 'demo', DEMO_MOBILE);
    await phone.goto(at(baseURL, 'demo', '/study/mine/'));
    await expect(cards(phone)).toHaveCount(4);
    const [first, second] = [await cards(phone).nth(0).boundingBox(), await cards(phone).nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeLessThanOrEqual(390);
    await tab(phone, '服务中（2）').tap();
    await card(phone, '家政服务员（高级）在职提升班').getByRole('button', { name: '进入学习' }).tap();
    await expect(phone).toHaveURL(/\/study\/training-class\/\?classId=2&userId=demo-u-1001&studentId=6$/);
    await context.close();
  });
});

test('a visitor is told 请先登录 and sent to the login page with the way back', async ({ page, baseURL }) => {
  // The study page sends a visitor on at once (a slow machine gets there before a test could read its
  // heading) and its toast is handed to the login page for 3 s: every toast the tab showed is recorded.
  await recordToasts(page);
  await page.goto(at(baseURL, 'demo', '/study/mine/'));
  await expect(page).toHaveURL(at(baseURL, 'demo', `/login/?redirect=${encodeURIComponent('/study/mine/')}`));
  await expect.poll(() => toastsShown(page)).toContainEqual(expect.stringContaining('请先登录'));
});

test.describe('beta (en), the second demo student', () => {
  test.beforeEach(signedInAs('beta', BETA_MOBILE));

  test('my learning in English: tabs, the class card, no enrolling class, and entering the class', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/study/mine/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My learning');
    await expect(page.getByRole('tab')).toHaveText(['All (1)', 'Pending admission (0)', 'Pending start (0)', 'Pending report (0)', 'In service (1)', 'Service finished (0)']);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('In service');
    await expect(cards(page).first()).toContainText('Head teacher: Grace Lee');
    await expect(page.locator('[data-enrolling] [data-empty]')).toHaveText('No open enrolling classes yet');

    await tab(page, 'Pending start (0)').click();
    await expect(page.locator('[data-my-classes] [data-empty]')).toHaveText('No classes in this status yet');
    await tab(page, 'All (1)').click();

    await markDocument(page);
    await cards(page).first().getByRole('button', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(/\/study\/training-class\/\?classId=\d+&userId=beta-u-2001&studentId=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electrician Safety Permit — Spring Cohort');
    await expect(page.locator('[data-study-screen="training-class"]')).toBeVisible();
    expect(await documentIsMarked(page)).toBe(true);
  });
});

test('beta: a visitor is told "Please log in first" on a deep link and keeps its query on the way to the login page', async ({ page, baseURL }) => {
  await recordToasts(page);
  await page.goto(at(baseURL, 'beta', '/study/class-time-table/?classId=1'));
  await expect(page).toHaveURL(at(baseURL, 'beta', `/login/?redirect=${encodeURIComponent('/study/class-time-table/?classId=1')}`));
  await expect.poll(() => toastsShown(page)).toContainEqual(expect.stringContaining('Please log in first'));
});
