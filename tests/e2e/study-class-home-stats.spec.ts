// The class home's duty statistics, ranking, period study target and class-level check (spec 2 §3
// Duty statistics, §4 target states, §7, §9 defeat rate; issue 25 row 2), as the demo student
// (zh-CN) and the beta student (en) see them: this week, this month and the whole period; the place
// and the share of classmates beaten; the target open, closed by the student, and closed before; a
// class with a ranking and an experience class observed, which has none.
import dayjs from 'dayjs';
import { CLIENT, signIn, type Login } from './support/accounts';
import { shot } from './support/shots';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { at } from './support/tenants';

const DEMO_MOBILE = '13800138000';
const BETA_MOBILE = '13900139000';

const duty = (page: Page) => page.locator('[data-duty-stats]');
const dutyTab = (page: Page, name: string) => page.getByRole('tablist', { name: /统计周期|Statistics period/ }).getByRole('tab', { name });
const figure = (page: Page, name: string) => duty(page).locator(`[data-duty="${name}"] [data-duty-count]`);
const ranking = (page: Page) => page.locator('[data-class-ranking]');
const target = (page: Page) => page.locator('[data-study-target]');

interface StudentClass {
  classId: number;
  className: string;
  studentId: number;
}

/** The student's classes as my learning lists them (by name: ids depend on the seeding order). */
async function myClasses(request: APIRequestContext, tenant: string, login: Login): Promise<StudentClass[]> {
  const response = await request.post('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', {
    headers: { tenantId: tenant, token: login.token, ...CLIENT },
    data: { current: 1, size: 50 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { records: StudentClass[] } }).data.records;
}

async function classNamed(request: APIRequestContext, tenant: string, login: Login, className: string) {
  const found = (await myClasses(request, tenant, login)).find((item) => item.className === className);
  expect(found, className).toBeDefined();
  return found!;
}

/** The experience class the demo student observes: not in my learning, so found by the class-level check itself. */
async function observedClassId(request: APIRequestContext, login: Login): Promise<number> {
  for (let classId = 1; classId <= 40; classId += 1) {
    const response = await request.get(`/api/teaching/anyone/classStudent/checkClassLevel?classId=${classId}`, { headers: { tenantId: 'demo', token: login.token, ...CLIENT } });
    if (!response.ok()) continue;
    const level = ((await response.json()) as { data: { isExperience: boolean; studentId: number | null } }).data;
    if (level.isExperience && level.studentId !== null) return classId;
  }
  throw new Error('no observed experience class');
}

const home = (item: { classId: number; studentId?: number }, userId: string) =>
  `/study/training-class/?classId=${item.classId}&userId=${userId}${item.studentId ? `&studentId=${item.studentId}` : ''}`;

/** Sunday to Saturday of this week, as the screen names its range. */
function thisWeek() {
  const today = dayjs();
  const sunday = today.subtract(today.day(), 'day');
  return `${sunday.format('YYYY-MM-DD')} 至 ${sunday.add(6, 'day').format('YYYY-MM-DD')}`;
}

test.describe('demo (zh-CN), the demo student', () => {
  let login: Login;
  test.beforeEach(async ({ page, request }) => {
    login = await signIn(page, request, 'demo', DEMO_MOBILE);
  });

  test('the class in service shows its duty statistics by week, month and whole period, the ranking with the defeat rate, and the open target', async ({ page, request, baseURL }) => {
    const inService = await classNamed(request, 'demo', login, '低压电工作业上岗春季班');
    const dutyCalls: { evaluateType: string; beginDateTime?: string; endDateTime?: string }[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/classActivity/getDutyCount')) dutyCalls.push(call.postDataJSON());
    });
    await page.goto(at(baseURL, 'demo', home(inService, login.userId)));

    await expect(duty(page).getByRole('heading', { level: 2 })).toHaveText('任务统计');
    await expect(page.getByRole('tablist', { name: '统计周期' }).getByRole('tab')).toHaveText(['本周', '本月', '全周期']);
    await expect(dutyTab(page, '本周')).toHaveAttribute('aria-selected', 'true');
    await expect(duty(page).locator('[data-duty-range]')).toHaveText(thisWeek());
    // Today's activities start this week, whatever the weekday: required ones are counted.
    await expect(figure(page, 'attended')).toHaveText(/^\d+\/[1-9]\d*$/);
    await expect(duty(page).locator('[data-duty="attended"]')).toContainText('必修活动出勤');

    await dutyTab(page, '本月').click();
    await expect(dutyTab(page, '本月')).toHaveAttribute('aria-selected', 'true');
    await expect(duty(page).locator('[data-duty-range]')).toHaveText(`${dayjs().startOf('month').format('YYYY-MM-DD')} 至 ${dayjs().endOf('month').format('YYYY-MM-DD')}`);
    await expect(figure(page, 'attended')).toHaveText(/^\d+\/[1-9]\d*$/);

    // The whole period: nine required activities, three attended (spec: the seeded states), and each duty.
    await dutyTab(page, '本月').press('ArrowRight');
    await expect(dutyTab(page, '全周期')).toHaveAttribute('aria-selected', 'true');
    await expect(dutyTab(page, '全周期')).toBeFocused();
    await expect(figure(page, 'attended')).toHaveText('3/9');
    await expect(duty(page).locator('[data-duty]').locator('span').first()).toHaveText('必修活动出勤');
    await expect(duty(page).locator('[data-duty="OFFLINE_FACE2FACE_TEACHING_FIN_TIMES"]')).toContainText('线下面授');
    await expect(duty(page).locator('[data-duty="ONLINE_HOMEWORK_SUBMIT"]')).toContainText(/线上作业\s*\d+\/\d+/);
    await expect(duty(page).locator('[data-duty="ONLINE_TEST_SUBMIT"]')).toContainText(/线上测试\s*1\/1/);
    expect(dutyCalls.map((call) => call.evaluateType)).toEqual(expect.arrayContaining(['WEEK', 'MONTH', 'UNIT']));
    const week = dutyCalls.find((call) => call.evaluateType === 'WEEK')!;
    expect(dayjs(week.beginDateTime).day()).toBe(0);
    expect(dayjs(week.endDateTime).diff(dayjs(week.beginDateTime), 'day')).toBe(6);

    // Ranked first of five: ahead of (1 − 1/5) × 100 = 80 % of the class.
    await expect(ranking(page).getByRole('heading', { level: 2 })).toHaveText('班级排名');
    await expect(ranking(page).locator('[data-rank-place]')).toHaveText('班级排名 1/5');
    await expect(ranking(page).locator('[data-defeat-rate]')).toHaveText('已超过80%的同学');
    await expect(ranking(page).locator('[data-rank-item]')).toHaveCount(5);
    await expect(ranking(page).locator('[data-rank-item][data-me]')).toContainText('王小明');
    await expect(ranking(page).locator('[data-rank-item][data-me]')).toContainText('我');
    await expect(ranking(page).locator('[data-rank-item="2"]')).toContainText('李华');
    await expect(ranking(page).locator('[data-rank-item="2"]')).toContainText('完成2项');
    await expect(page.locator('[data-class-level]')).toHaveCount(0);

    // The period target: the training period is under way and not all of it done.
    await expect(target(page).getByRole('heading', { level: 2 })).toHaveText('本期学习目标');
    await expect(target(page).locator('[data-target-state]')).toHaveAttribute('data-target-state', 'inProgress');
    await expect(target(page).locator('[data-course-tag]')).toHaveText('进行中');
    await expect(target(page).locator('[data-target-count]')).toHaveText('3/9');
    await expect(target(page).getByRole('button', { name: '关闭本期学习目标' })).toBeVisible();
    // The days left to 23:59:59 of the period's last day (spec 2 §4): today's date to the end date.
    const [, end] = (await target(page).locator('[data-target-period]').textContent())!.split(' 至 ');
    await expect(target(page).locator('[data-target-countdown]')).toHaveText(`剩余${dayjs(end).diff(dayjs().startOf('day'), 'day')}天`);
  });

  test('a class whose target the student closed shows none, and a period with nothing required says so', async ({ page, request, baseURL }) => {
    const quiet = await classNamed(request, 'demo', login, '家政服务员（高级）在职提升班');
    await page.goto(at(baseURL, 'demo', home(quiet, login.userId)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('家政服务员（高级）在职提升班');
    await expect(duty(page).locator('[data-empty]')).toHaveText('该时间段暂无必修任务');
    await dutyTab(page, '全周期').click();
    await expect(duty(page).locator('[data-empty]')).toHaveText('该时间段暂无必修任务');
    // Alone in the class: first of one, ahead of nobody.
    await expect(ranking(page).locator('[data-rank-place]')).toHaveText('班级排名 1/1');
    await expect(ranking(page).locator('[data-defeat-rate]')).toHaveText('已超过0%的同学');
    await expect(page.locator('[data-learning-goal]')).toBeVisible();
    await expect(target(page)).toHaveCount(0);
  });

  test('an observer of an experience class is told they are not ranked and has no ranking and no target', async ({ page, request, baseURL }) => {
    const classId = await observedClassId(request, login);
    await page.goto(at(baseURL, 'demo', home({ classId }, login.userId)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('美容师（五级）观摩体验班');
    await expect(ranking(page).locator('[data-class-level="observer"]')).toHaveText('你正在观摩体验本班：观摩学员不参与班级排名，也不设学习目标');
    await expect(ranking(page).locator('[data-empty]')).toHaveText('暂无排名数据');
    await expect(ranking(page).locator('[data-defeat-rate]')).toHaveCount(0);
    await expect(page.locator('[data-learning-goal]')).toBeVisible();
    await expect(target(page)).toHaveCount(0);
  });

  test('screenshots of the class home with its new panels, PC and phone', async ({ page, request, baseURL, browser }) => {
    const inService = await classNamed(request, 'demo', login, '低压电工作业上岗春季班');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(baseURL, 'demo', home(inService, login.userId)));
    await expect(ranking(page).locator('[data-defeat-rate]')).toBeVisible();
    await expect(target(page).locator('[data-target-count]')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: shot('class-home-stats-pc.png'), fullPage: true });
    await page.locator('[data-class-statistics]').screenshot({ path: shot('class-home-stats-pc-panels.png') });

    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const phonePage = await phone.newPage();
    await signIn(phonePage, request, 'demo', DEMO_MOBILE);
    await phonePage.goto(at(baseURL, 'demo', home(inService, login.userId)));
    await expect(ranking(phonePage).locator('[data-defeat-rate]')).toBeVisible();
    await expect(phonePage.locator('[aria-busy="true"]')).toHaveCount(0);
    // Nothing wider than the phone: the panels wrap, never the page.
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phonePage.locator('[data-class-statistics]').screenshot({ path: shot('class-home-stats-phone-panels.png') });
    await phonePage.locator('[data-study-target]').scrollIntoViewIfNeeded();
    await phonePage.screenshot({ path: shot('class-home-stats-phone-target.png') });
    await phone.close();
  });
});

test.describe('beta (en), the second demo student', () => {
  test('the statistics, the ranking and the target read in English, and closing the target keeps it closed', async ({ page, request, baseURL }) => {
    const login = await signIn(page, request, 'beta', BETA_MOBILE);
    const cohort = await classNamed(request, 'beta', login, 'Electrician Safety Permit — Spring Cohort');
    await page.goto(at(baseURL, 'beta', home(cohort, login.userId)));

    await expect(duty(page).getByRole('heading', { level: 2 })).toHaveText('Duty statistics');
    await expect(page.getByRole('tablist', { name: 'Statistics period' }).getByRole('tab')).toHaveText(['This week', 'This month', 'Whole period']);
    await dutyTab(page, 'Whole period').click();
    await expect(figure(page, 'attended')).toHaveText(/^[0-2]\/2$/);
    await expect(duty(page).locator('[data-duty="attended"]')).toContainText('Required activities attended');
    await expect(duty(page).locator('[data-duty="OFFLINE_FACE2FACE_TEACHING_FIN_TIMES"]')).toContainText(/Face-to-face sessions\s*0\/1/);
    await expect(duty(page).locator('[data-duty="ONLINE_HOMEWORK_SUBMIT"]')).toContainText('Online homework');

    // First of two: ahead of half the class.
    await expect(ranking(page).getByRole('heading', { level: 2 })).toHaveText('Class ranking');
    await expect(ranking(page).locator('[data-rank-place]')).toHaveText('Class rank 1/2');
    await expect(ranking(page).locator('[data-defeat-rate]')).toHaveText('Ahead of 50% of classmates');
    await expect(ranking(page).locator('[data-rank-item][data-me]')).toContainText('Me');

    await expect(target(page).getByRole('heading', { level: 2 })).toHaveText("This period's study target");
    await expect(target(page).locator('[data-course-tag]')).toHaveText('In progress');
    const [, end] = (await target(page).locator('[data-target-period]').textContent())!.split(' to ');
    await expect(target(page).locator('[data-target-countdown]')).toHaveText(`${dayjs(end).diff(dayjs().startOf('day'), 'day')}d left`);
    const closed = page.waitForResponse((response) => response.url().includes('/classStudent/closeStudyTarget') && response.ok());
    await target(page).getByRole('button', { name: "Close this period's study target" }).click();
    expect((await (await closed).request().postDataJSON()) as unknown).toEqual({ classId: cohort.classId, studentId: cohort.studentId });
    await expect(target(page)).toHaveCount(0);
    await page.reload();
    await expect(ranking(page).locator('[data-rank-place]')).toHaveText('Class rank 1/2');
    await expect(page.locator('[data-learning-goal]')).toContainText('Work safely on low-voltage installations.');
    await expect(target(page)).toHaveCount(0);
  });
});
