// The timetable (spec 2 §2 /study/class-time-table, §4 date markers and period switches, §9
// calendar constants): week, month and all views of the demo class's seeded activities, the
// legend, an event's details, the markers, the breadcrumb, English, axe, and the
// calendar's code kept off the other study screens.
import dayjs from 'dayjs';
import { weekRange } from '../../src/lib/study/ranges';
import { DEMO_ACTIVITIES as A } from '../../src/server/db/seed/study-fixtures';
import { signIn } from './support/accounts';
import { signedInAs } from './support/signed-in';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { BETA_MOBILE, DEMO_MOBILE, STARTS, tab, TIMETABLE } from './support/timetable';
import { expectNoSeriousViolation } from './support/axe';

const dayOf = (offset: number) => dayjs().startOf('day').add(offset, 'day');
const key = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');

/** The activities starting between two days (inclusive), sorted by name. */
function startingBetween(first: dayjs.Dayjs, last: dayjs.Dayjs): string[] {
  return STARTS.filter(([, offset]) => {
    const day = dayOf(offset);
    return !day.isBefore(first, 'day') && !day.isAfter(last, 'day');
  })
    .map(([name]) => name)
    .sort();
}

function weekOf(day: dayjs.Dayjs) {
  const { startTime, endTime } = weekRange(day.toDate());
  return { first: dayjs(startTime), last: dayjs(endTime) };
}

/** The names of the events the calendar shows (a multi-day event counts once). */
async function shownEvents(page: Page): Promise<string[]> {
  const names = await page.locator('[data-calendar] [data-event]').evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.event!));
  return [...new Set(names)].sort();
}

const expectEvents = async (page: Page, names: string[]) => expect.poll(() => shownEvents(page)).toEqual(names);
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test.describe('demo (zh-CN), the demo student', () => {
  test.beforeEach(signedInAs('demo', DEMO_MOBILE));

  test('the week shows this week’s activities, Sunday to Saturday; the arrows move a week and back, and today returns', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('课程表');
    await expect(tab(page, '周')).toHaveAttribute('aria-selected', 'true');
    const week = weekOf(dayjs());
    expect(week.first.day()).toBe(0);
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(week.first)} 至 ${key(week.last)}`);
    await expectEvents(page, startingBetween(week.first, week.last));
    // Seven days from Sunday, in Chinese, 96 quarter-hour slots a day.
    await expect(page.locator('[data-day-header]')).toHaveCount(7);
    await expect(page.locator('[data-day-header]').first()).toHaveAttribute('data-day-header', key(week.first));
    await expect(page.locator('[data-day-header]').first()).toContainText('周日');

    await page.getByRole('button', { name: '下一周' }).click();
    const next = weekOf(week.first.add(7, 'day'));
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(next.first)} 至 ${key(next.last)}`);
    await expectEvents(page, startingBetween(next.first, next.last));

    await page.getByRole('button', { name: '上一周' }).click();
    await page.getByRole('button', { name: '上一周' }).click();
    const previous = weekOf(week.first.subtract(7, 'day'));
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(previous.first)} 至 ${key(previous.last)}`);
    await expectEvents(page, startingBetween(previous.first, previous.last));

    await page.getByRole('button', { name: '今天', exact: true }).click();
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(week.first)} 至 ${key(week.last)}`);
    await expectEvents(page, startingBetween(week.first, week.last));

    // The date-range picker: a start after the week shown moves the seven days there; a nearer end shortens them.
    const later = dayOf(10);
    await page.getByLabel('开始日期').fill(key(later));
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(later)} 至 ${key(later.add(6, 'day'))}`);
    await expect(page.getByLabel('结束日期')).toHaveValue(key(later.add(6, 'day')));
    await expectEvents(page, startingBetween(later, later.add(6, 'day')));
    await page.getByLabel('结束日期').fill(key(later.add(2, 'day')));
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(later)} 至 ${key(later.add(2, 'day'))}`);
    await expect(page.locator('[data-day-header]')).toHaveCount(3);
    await expectEvents(page, startingBetween(later, later.add(2, 'day')));
    // The arrows move a picked range by its own length; today returns to this week.
    await page.getByRole('button', { name: '下一周' }).click();
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(later.add(3, 'day'))} 至 ${key(later.add(5, 'day'))}`);
    await page.getByRole('button', { name: '今天', exact: true }).click();
    await expect(page.locator('[data-period-title]')).toHaveText(`${key(week.first)} 至 ${key(week.last)}`);
    await expect(page.locator('[data-day-header]')).toHaveCount(7);
  });

  test('the week uses 15-minute slots, 96 a day', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    await settled(page);
    await expect(page.locator('[data-calendar="week"] .study-slot')).toHaveCount(96);
  });

  test('the month view, its arrows and its month picker', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    await tab(page, '月').click();
    await expect(tab(page, '月')).toHaveAttribute('aria-selected', 'true');
    const month = dayjs().startOf('month');
    const title = (day: dayjs.Dayjs) => `${day.year()}年${day.month() + 1}月`;
    await expect(page.locator('[data-period-title]')).toHaveText(title(month));
    await expectEvents(page, startingBetween(month, month.endOf('month')));

    await page.getByRole('button', { name: '下个月' }).click();
    const next = month.add(1, 'month');
    await expect(page.locator('[data-period-title]')).toHaveText(title(next));
    await expectEvents(page, startingBetween(next, next.endOf('month')));
    await page.getByRole('button', { name: '上个月' }).click();
    await page.getByRole('button', { name: '上个月' }).click();
    const previous = month.subtract(1, 'month');
    await expect(page.locator('[data-period-title]')).toHaveText(title(previous));
    await expectEvents(page, startingBetween(previous, previous.endOf('month')));

    await page.getByRole('button', { name: '今天', exact: true }).click();
    await expect(page.locator('[data-period-title]')).toHaveText(title(month));
    await page.getByLabel('选择月份').fill(next.format('YYYY-MM'));
    await expect(page.locator('[data-period-title]')).toHaveText(title(next));
    await expectEvents(page, startingBetween(next, next.endOf('month')));
  });

  test('dates carry their markers: info for today, error for a past day left unfinished, success for a finished one', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    await expect(page.locator(`[data-day-header="${key(dayOf(0))}"] [data-date-marker]`)).toHaveAttribute('data-date-marker', 'info');
    // Four days ago: one absence beside one attended activity.
    await page.getByLabel('开始日期').fill(key(dayOf(-4)));
    const unfinished = page.locator(`[data-day-header="${key(dayOf(-4))}"] [data-date-marker]`);
    await expect(unfinished).toHaveAttribute('data-date-marker', 'error');
    await expect(unfinished).toContainText('有未完成的课程（已过期）');
    // Five days ago: the elective attended.
    await page.getByLabel('开始日期').fill(key(dayOf(-5)));
    await expect(page.locator(`[data-day-header="${key(dayOf(-5))}"] [data-date-marker]`)).toHaveAttribute('data-date-marker', 'success');
    // The month marks its days as well.
    await tab(page, '月').click();
    await page.getByRole('button', { name: '今天', exact: true }).click();
    await expect(page.locator(`[data-day-cell="${key(dayOf(0))}"] [data-date-marker]`)).toHaveAttribute('data-date-marker', 'info');
  });

  test('the legend tells online from face-to-face, and an event’s details show on hover and on focus', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    await expect(page.locator('[data-legend] [data-legend-item]')).toHaveText(['线上课堂', '面授课堂']);
    const online = page.locator(`[data-event="${A.todayOnline}"]`).first();
    const offline = page.locator(`[data-event="${A.todayOffline}"]`).first();
    await expect(online).toHaveAttribute('data-event-kind', 'online');
    await expect(offline).toHaveAttribute('data-event-kind', 'offline');
    const colour = (locator: typeof online) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await colour(online)).not.toBe(await colour(offline));

    await offline.hover();
    const detail = page.getByRole('tooltip');
    await expect(detail).toContainText(A.todayOffline);
    await expect(detail).toContainText(`时间：${key(dayOf(0))} 00:00 - ${key(dayOf(0))} 23:59`);
    await expect(detail).toContainText('地点：实训楼 101 室 · 示范市科技路 88 号实训楼');
    await expect(detail).toContainText('状态：待上课');
    await page.mouse.move(0, 0);
    await expect(detail).toHaveCount(0);

    await online.focus();
    await expect(page.getByRole('tooltip')).toContainText(A.todayOnline);
    await expect(page.getByRole('tooltip')).toContainText('地点：线上');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('all lists every activity grouped by date, each date with its weekday', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    await tab(page, '全部').click();
    const days = [...new Set(STARTS.map(([, offset]) => offset))].sort((a, b) => a - b).map(dayOf);
    const weekday = (day: dayjs.Dayjs) => new Intl.DateTimeFormat('zh-CN', { weekday: 'long' }).format(day.toDate());
    await expect(page.locator('[data-day] [data-day-title]')).toHaveText(days.map((day) => `${key(day)} ${weekday(day)}`));
    await expect(page.locator('[data-day-activity]')).toHaveCount(STARTS.length);
    const today = page.locator(`[data-day="${key(dayOf(0))}"]`);
    await expect(today.locator('[data-day-activity]')).toHaveCount(2);
    await expect(today).toContainText('2 节课');
    await expect(page.locator(`[data-day-activity="${A.pastOfflineAbsent}"]`)).toContainText('状态：缺勤');
    await expect(page.locator(`[data-day-activity="${A.pastOfflineAttended}"]`)).toContainText('状态：已出勤');
  });

  test('the breadcrumb leads to my learning and back to the class detail with the class’s query', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['我的学习', '班级详情', '课程表']);
    await expect(crumbs.getByRole('link', { name: '我的学习' })).toHaveAttribute('href', '/study/mine/');
    await crumbs.getByRole('link', { name: '班级详情' }).click();
    await expect(page).toHaveURL(at(baseURL, 'demo', '/study/training-class/?classId=1&userId=demo-u-1001&studentId=1'));
  });

  test('axe finds no serious or critical violation on the week, month and all views', async ({ page, baseURL }) => {
    // Three scans of a week grid of 96 slots a day: slow on a busy 2-core machine, not stuck.
    test.slow();
    await page.goto(at(baseURL, 'demo', TIMETABLE));
    for (const view of ['周', '月', '全部']) {
      await tab(page, view).click();
      await settled(page);
      await expect(page.locator('[data-calendar], [data-day-list]').first()).toBeVisible();
      await expectNoSeriousViolation(page, { where: view });
    }
  });

  test('my learning loads no calendar code; the timetable loads it', async ({ page, baseURL }) => {
    const sources: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') sources.push(response.text().catch(() => ''));
    });
    const calendarCode = async () => (await Promise.all(sources)).some((source) => source.includes('timeGridWeek'));
    await page.goto(at(baseURL, 'demo', '/study/mine/'));
    await expect(page.locator('[data-class-card]').first()).toBeVisible();
    expect(await calendarCode()).toBe(false);

    await page.goto(at(baseURL, 'demo', TIMETABLE));
    await expect(page.locator('[data-calendar="week"]')).toBeVisible();
    expect(await calendarCode()).toBe(true);
  });

});

test('beta (en): the English timetable of the second demo student', async ({ page, baseURL, request }) => {
  await signIn(page, request, 'beta', BETA_MOBILE);
  await page.goto(at(baseURL, 'beta', '/study/mine/'));
  await page.locator('[data-class-card]').first().getByRole('button', { name: 'Start learning' }).click();
  await expect(page).toHaveURL(/\/study\/training-class\/\?classId=\d+/);
  const query = new URL(page.url()).search;
  await page.goto(at(baseURL, 'beta', `/study/class-time-table/${query}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course table');
  await expect(tab(page, 'Week')).toHaveAttribute('aria-selected', 'true');
  const week = weekOf(dayjs());
  await expect(page.locator('[data-period-title]')).toHaveText(`${key(week.first)} to ${key(week.last)}`);
  await expect(page.locator('[data-day-header]').first()).toContainText('Sun');
  await expect(page.locator('[data-legend] [data-legend-item]')).toHaveText(['Online classroom', 'Face-to-face classroom']);
  await expect(page.locator('[data-event="Lesson 1: Safe isolation"]').first()).toBeVisible();
  await page.locator('[data-event="Lesson 1: Safe isolation"]').first().hover();
  await expect(page.getByRole('tooltip')).toContainText('Status: To attend');
  // The date-range picker: today to the day after tomorrow, three days; the workshop in 3 days is not among them.
  await expect(page.getByRole('group', { name: 'Choose a date range' })).toBeVisible();
  await page.getByLabel('Start date').fill(key(dayOf(0)));
  await page.getByLabel('End date').fill(key(dayOf(2)));
  await expect(page.locator('[data-period-title]')).toHaveText(`${key(dayOf(0))} to ${key(dayOf(2))}`);
  await expect(page.locator('[data-day-header]')).toHaveCount(3);
  await expect(page.locator('[data-event="Lesson 1: Safe isolation"]').first()).toBeVisible();
  await expect(page.locator('[data-event="Workshop: Lockout practice"]')).toHaveCount(0);
  await tab(page, 'All').click();
  const titles = page.locator('[data-day] [data-day-title]');
  await expect(titles).toHaveCount(2);
  await expect(titles.first()).toHaveText(`${key(dayOf(0))} ${new Intl.DateTimeFormat('en', { weekday: 'long' }).format(new Date())}`);
  await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('listitem')).toHaveText(['My learning', 'Class details', 'Course table']);
});
