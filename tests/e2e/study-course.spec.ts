// The course detail page (spec 3 §2 Course detail page, §3 Course, §4 Course target state, §8, §9)
// as the demo students see it in the study widget: the course's data, the tabs shown only with
// content, the requirements tag and bars, where every item opens, the APP modal of live items and
// the trail. Other specs of the run study in the same database, so progress figures are read from
// the API, not fixed here. External addresses are answered by page.route: nothing leaves the machine.
import { CLIENT, signIn, type Login } from './support/accounts';
import { keepClassroomWritesAway } from './support/classroom-writes';
import { signedInPhone } from './support/signed-in';
import { shot } from './support/shots';
import { expect, test, type APIRequestContext, type Page, type Route } from './support/test';
import { at } from './support/tenants';
import { expectNoSeriousViolation } from './support/axe';

const DEMO_MOBILE = '13800138000';
const BETA_MOBILE = '13900139000';
const INTERNAL = '低压电工基础理论';
const EXTERNAL = '电气安全法规在线读本';
const NO_LINK = '电工职业素养';
const EXTERNAL_URL = 'https://open.example.com/courses/electrical-law';

interface Enrolment {
  login: Login;
  classId: number;
  studentId: number;
  courses: Map<string, number>;
}

/** The student's class in service and its courses' ids, as the class home reads them. */
async function enrolment(request: APIRequestContext, tenant: string, mobile: string, page: Page): Promise<Enrolment> {
  const login = await signIn(page, request, tenant, mobile);
  const headers = { tenantId: tenant, token: login.token, ...CLIENT };
  const classes = await request.post('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', { headers, data: { userId: login.userId, current: 1, size: 50 } });
  type Record = { classId: number; studentId: number; serviceStatus: number; className: string };
  const records = (await classes.json()).data.records as Record[];
  const klass = records.find((record) => record.className === (tenant === 'demo' ? '低压电工作业上岗春季班' : 'Electrician Safety Permit — Spring Cohort'))!;
  const list = await request.get(`/api/teaching/anyone/classStudent/listClassCourse?classId=${klass.classId}&studentId=${klass.studentId}`, { headers });
  const courses = new Map(((await list.json()).data as { courseName: string; courseId: number }[]).map((course) => [course.courseName, course.courseId]));
  return { login, classId: klass.classId, studentId: klass.studentId, courses };
}

const coursePath = (student: Enrolment, courseName: string) => `/study/course/course-detail/?courseId=${student.courses.get(courseName)}&classId=${student.classId}&classStudentId=${student.studentId}`;

type Situation = { lastClassroomId: number | null; lastClassroomName: string | null; courseLearnProcess: number };

async function situation(request: APIRequestContext, student: Enrolment, courseName: string, tenant = 'demo'): Promise<Situation> {
  const answer = await request.get(
    `/api/library/anyone/course/getStudentCourseSituation?courseId=${student.courses.get(courseName)}&classId=${student.classId}&studentId=${student.studentId}`,
    { headers: { tenantId: tenant, token: student.login.token, ...CLIENT } },
  );
  return (await answer.json()).data as Situation;
}

const tabs = (page: Page) => page.getByRole('tablist', { name: /课程内容|Course content/ }).getByRole('tab');
const item = (page: Page, name: string) => page.locator('[data-course-item]').filter({ hasText: name });
const panel = (page: Page) => page.locator('[data-course-requirements-panel]');

/** Answers the API call `path` with its real answer changed by `change`. */
async function rewrite(page: Page, path: string, change: (data: unknown) => unknown) {
  await page.route(`**${path}?**`, async (route: Route) => {
    // The test runner cannot resolve the tenant's *.localhost host as Chromium does; the API reads the tenant from its header.
    const response = await route.fetch({ url: route.request().url().replace(/\/\/\w+\.localhost/, '//localhost') });
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

test.describe('demo (zh-CN), the demo student', () => {
  let student: Enrolment;

  test.beforeEach(async ({ page, request }) => {
    student = await enrolment(request, 'demo', DEMO_MOBILE, page);
    await keepClassroomWritesAway(page);
  });

  test('@player the course shows its cover, name, introduction, classmates, last studied card, teachers and blocks', async ({ page, baseURL, request }) => {
    const now = await situation(request, student, INTERNAL);
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTERNAL);
    await expect(page.locator('[data-course-cover]')).toHaveAttribute('src', '/media/images/c-1.jpg');
    await expect(page.locator('[data-course-introduce]')).toHaveText('低压电工上岗必修理论：电路基础、安全用电、配电线路与电工识图。');
    await expect(page.locator('[data-course-joined]')).toHaveText('5位同学已加入学习');

    const last = page.locator('[data-last-studied]');
    await expect(last.locator('[data-last-name]')).toHaveText(`上次学到：${now.lastClassroomName}`);
    await expect(last.locator('[data-course-progress]')).toHaveText(`已学${now.courseLearnProcess}%`);
    await expect(last.getByRole('button', { name: '继续学习' })).toBeVisible();

    const teachers = page.locator('[data-course-block="teachers"] [data-teacher]');
    await expect(teachers).toHaveCount(2);
    await expect(teachers.nth(0)).toContainText('陈建国');
    await expect(teachers.nth(0).locator('[data-teacher-role]')).toHaveText('课程老师');
    await expect(teachers.nth(1)).toContainText('刘芳');
    await expect(teachers.nth(1).locator('[data-teacher-role]')).toHaveText('辅导老师');
    await expect(page.locator('[data-course-block="materials"]')).toContainText('安全用电讲义（PDF）');
    await expect(page.locator('[data-course-block="quality-service"]')).toContainText('学习期间在线答疑，48 小时内回复。');

    // Continue opens the classroom the card names, in the online classroom.
    await last.getByRole('button', { name: '继续学习' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/study/classroom/online/\\?classId=${student.classId}&classroomId=${now.lastClassroomId}&studentId=${student.studentId}&courseId=${student.courses.get(INTERNAL)}$`),
    );
  });

  test('@player the directory is the chapter tree of a type 2 course, expandable, with icons, required marks and progress', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    const tree = page.locator('[data-chapter-tree]');
    await expect(tree.locator(':scope > li > details > summary [data-chapter-name]')).toHaveText(['第一章 电工基础', '第二章 电工识图', '其他']);
    const leaf = tree.locator('[data-level="3"]').filter({ hasText: '1.1 安全电压与触电' });
    const video = leaf.locator('[data-course-item]').filter({ hasText: '安全用电基础（视频）' });
    await expect(video.locator('[data-content-icon]')).toHaveAttribute('data-content-icon', 'video');
    await expect(video.locator('[data-item-required]')).toHaveText('必学');
    await expect(video.locator('[data-item-progress]')).toHaveText('已学100%');
    await expect(item(page, '安全用电综合作业（作业）').locator('[data-item-progress]')).toHaveText('已完成');
    await expect(item(page, '配电线路补充（视频）').locator('[data-item-required]')).toHaveText('选学');
    await expect(item(page, '安全用电讲义（PDF）').locator('[data-content-icon]')).toHaveAttribute('data-content-icon', 'document');

    // A chapter folds away and opens again.
    await leaf.locator('summary').first().click();
    await expect(video).toBeHidden();
    await leaf.locator('summary').first().click();
    await expect(video).toBeVisible();
  });

  test('@player the type exam lists every classroom of the course, not only the class\'s', async ({ page, baseURL }) => {
    const trees: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/course/chapterTree')) trees.push(new URL(request.url()).searchParams.get('ignoreClass')!);
    });
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(page.locator('[data-chapter-tree]')).toBeVisible();
    await page.goto(at(baseURL, 'demo', `${coursePath(student, INTERNAL)}&type=exam`));
    await expect(page.locator('[data-chapter-tree]')).toBeVisible();
    expect(trees).toEqual(['0', '1']);
  });

  test('@player the tabs: All always, each courseware tab only with content, each listing its own items', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(tabs(page)).toHaveText(['全部', '线上教学', '线上作业', '线上测试', '线下面授', '学习资料']);
    await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
    await tabs(page).filter({ hasText: '线上测试' }).click();
    await expect(page.locator('[data-tab-panel="ONLINE_TEST"] [data-item-name]')).toHaveText(['安全用电阶段测试（测试）']);
    // The arrows move between tabs and wrap at the ends.
    await tabs(page).filter({ hasText: '学习资料' }).click();
    await tabs(page).filter({ hasText: '学习资料' }).press('ArrowRight');
    await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-chapter-tree]')).toBeVisible();

    // A course with face-to-face content only: All and Offline face-to-face, as a flat list (type 1).
    await page.goto(at(baseURL, 'demo', coursePath(student, NO_LINK)));
    await expect(tabs(page)).toHaveText(['全部', '线下面授']);
    await expect(page.locator('[data-chapter-tree]')).toHaveCount(0);
    await expect(page.locator('[data-tab-panel="ALL"] [data-item-name]')).toHaveText(['触电急救实训课堂']);

    // A course with nothing in the class: All only, and its empty state.
    await page.goto(at(baseURL, 'demo', coursePath(student, EXTERNAL)));
    await expect(tabs(page)).toHaveText(['全部']);
    await expect(page.locator('[data-tab-panel="ALL"] [data-empty]')).toHaveText('暂无数据');
  });

  test('@player the requirements panel: the period, the tag only with requirements (yellow overdue, green completed) and bars of at least 0.1 %', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(panel(page).locator('[data-course-period]')).toHaveText(/^学习周期：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
    // The window is open and ten hours of study are required: in progress, no colour.
    await expect(panel(page).locator('[data-course-tag]')).toHaveText('进行中');
    await expect(panel(page).locator('[data-course-tag]')).toHaveAttribute('data-tone', 'none');
    const bars = panel(page).getByRole('progressbar');
    await expect(bars).toHaveCount(3);
    await expect(panel(page).locator('[data-requirement="faceTeaching"] [data-requirement-count]')).toHaveText(/^\d\/3$/);
    await expect(panel(page).locator('[data-requirement="studyTime"] [data-requirement-count]')).toHaveText(/^\d{2}:\d{2}:\d{2}\/10:00:00$/);
    await expect(panel(page).locator('[data-requirement="homeworkTest"] [data-requirement-count]')).toHaveText(/^\d\/3$/);

    // Closed, an hour of study required in a course with nothing to study: overdue in yellow, the bar at its 0.1 % minimum.
    await page.goto(at(baseURL, 'demo', coursePath(student, EXTERNAL)));
    await expect(panel(page).locator('[data-course-tag]')).toHaveText('已逾期未学习');
    await expect(panel(page).locator('[data-course-tag]')).toHaveAttribute('data-tone', 'yellow');
    await expect(panel(page).getByRole('progressbar')).toHaveCount(1);
    await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0.1');
    await expect(panel(page).locator('[data-requirement="studyTime"] [role="progressbar"] > div')).toHaveAttribute('style', 'width: 0.1%;');
    await expect(panel(page).locator('[data-requirement="studyTime"] [role="progressbar"]')).toHaveCSS('height', '6px');

    // Closed with its one face-to-face session signed in: completed in green, the bar full.
    await page.goto(at(baseURL, 'demo', coursePath(student, NO_LINK)));
    await expect(panel(page).locator('[data-course-tag]')).toHaveText('已完成');
    await expect(panel(page).locator('[data-course-tag]')).toHaveAttribute('data-tone', 'green');
    await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // No requirement at all: no tag, and the panel says so.
    await rewrite(page, '/api/library/anyone/course/learningStatistics', (data) => ({
      ...(data as object),
      faceTeachingNumber: 0,
      studyTime: 0,
      homeworkNumber: 0,
      testNumber: 0,
    }));
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(panel(page)).toContainText('本课程暂无学习要求');
    await expect(panel(page).locator('[data-course-tag]')).toHaveCount(0);
  });

  test('@player every item opens where its kind leads: online classroom, homework and test instructions, offline classroom', async ({ page, baseURL }) => {
    const base = at(baseURL, 'demo', coursePath(student, INTERNAL));
    const ids = `classId=${student.classId}&classroomId=\\d+`;
    const course = `courseId=${student.courses.get(INTERNAL)}`;
    const cases: [string, RegExp][] = [
      ['安全用电基础（视频）', new RegExp(`/study/classroom/online/\\?${ids}&studentId=${student.studentId}&${course}$`)],
      ['安全用电守则（图文）', new RegExp(`/study/classroom/online/\\?${ids}&studentId=${student.studentId}&${course}$`)],
      ['安全用电综合作业（作业）', new RegExp(`/study/homework/\\?${ids}&classStudentId=${student.studentId}&${course}&status=0$`)],
      ['电工识图练习（作业）', new RegExp(`/study/homework/\\?${ids}&classStudentId=${student.studentId}&${course}&status=0&sourceType=xskt$`)],
      ['安全用电阶段测试（测试）', new RegExp(`/study/test/\\?${ids}&studentId=${student.studentId}&${course}&status=0$`)],
      ['低压配电实操课堂', new RegExp(`/study/classroom/offline/\\?${ids}&studentId=${student.studentId}&${course}$`)],
    ];
    for (const [name, destination] of cases) {
      await page.goto(base);
      await item(page, name).getByRole('button').click();
      await expect(page, name).toHaveURL(destination);
    }
    // Inside the widget: no page load on the way.
    await page.goto(base);
    await page.evaluate(() => Object.assign(window, { __studyMark: true }));
    await item(page, '安全用电阶段测试（测试）').getByRole('button').click();
    await expect(page).toHaveURL(/\/study\/test\//);
    expect(await page.evaluate(() => (window as { __studyMark?: boolean }).__studyMark)).toBe(true);
  });

  test('@player a live item opens only the APP modal, which OK and Close both shut', async ({ page, baseURL }) => {
    // The seed has no live lecture: one is added to the directory's answer, as the platform would send it.
    await rewrite(page, '/api/library/anyone/course/chapterTree', (data) => {
      const tree = data as { id: number | null; classrooms: Record<string, unknown>[] }[];
      const template = tree.at(-1)!.classrooms[0]!;
      const live = { ...template, contentId: 990001, classroomId: 990001, contentName: '直播 安全用电答疑', dataType: 10, classroomType: 10, contentType: 'EE_LIVE_LECTURES', courseLiveClassroomResultVO: { liveStatus: 1, classStartTime: null, classEndTime: null } };
      tree.at(-1)!.classrooms.push(live);
      return tree;
    });
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    const live = item(page, '直播 安全用电答疑');
    await expect(live.locator('[data-content-icon]')).toHaveAttribute('data-content-icon', 'live');
    await expect(live.locator('[data-item-progress]')).toHaveText('直播中');
    const url = page.url();

    await live.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('PC版暂未开放，请使用APP');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toHaveCount(0);

    await live.getByRole('button').click();
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolation(page);
    await dialog.locator('[data-app-modal-close]').click();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(url);
  });

  test('@player a type 3 course with a learningUrl opens every item at that url', async ({ page, baseURL }) => {
    const outside: string[] = [];
    await page.route('https://open.example.com/**', (route) => {
      outside.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>reader</title>' });
    });
    await rewrite(page, '/api/library/anyone/course/detail', (data) => ({ ...(data as object), courseType: 3, learningUrl: EXTERNAL_URL }));
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await item(page, '安全用电基础（视频）').getByRole('button').click();
    await expect(page).toHaveURL(EXTERNAL_URL);
    expect(outside).toEqual([EXTERNAL_URL]);
  });

  test('@player the trail: my learning, the class details with its query, the course details', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    const trail = page.getByRole('navigation', { name: '当前位置' });
    await expect(trail.getByRole('listitem')).toHaveText(['我的学习', '班级详情', '课程详情']);
    await expect(trail.getByRole('link', { name: '我的学习' })).toHaveAttribute('href', '/study/mine/');
    await expect(trail.getByRole('link', { name: '班级详情' })).toHaveAttribute('href', `/study/training-class/?classId=${student.classId}&studentId=${student.studentId}`);
    await expect(trail.getByText('课程详情')).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: '班级详情' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('低压电工作业上岗春季班');
    await page.goBack();
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '我的学习' }).click();
    await expect(page).toHaveURL(/\/study\/mine\/$/);
  });

  test('@player axe finds no serious or critical violation on the course page', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(page.locator('[data-chapter-tree]')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolation(page);
  });

  test('@player on a phone the panel goes below the content and nothing overflows', async ({ browser, baseURL, request }) => {
    const { context, phone } = await signedInPhone(browser, request, 'demo', DEMO_MOBILE);
    await phone.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(phone.locator('[data-chapter-tree]')).toBeVisible();
    await expect(phone.locator('[aria-busy="true"]')).toHaveCount(0);
    const content = (await phone.locator('[data-course-content]').boundingBox())!;
    const side = (await phone.locator('[data-course-side]').boundingBox())!;
    expect(side.y).toBeGreaterThanOrEqual(content.y + content.height);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
    await phone.screenshot({ path: shot('course-detail-phone.png'), fullPage: true });
    await phone.locator('[data-course-content]').evaluate((element) => element.scrollIntoView());
    await phone.screenshot({ path: shot('course-detail-phone-tree.png') });
    await item(phone, '安全用电阶段测试（测试）').getByRole('button').tap();
    await expect(phone).toHaveURL(/\/study\/test\//);
    await context.close();
  });

  test('desktop screenshot', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(baseURL, 'demo', coursePath(student, INTERNAL)));
    await expect(page.locator('[data-chapter-tree]')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
    await page.screenshot({ path: shot('course-detail-desktop.png'), fullPage: true });
  });
});

test.describe('beta (en), the second demo student', () => {
  test('@player the course page in English: tabs by content, the tree, the tag and the trail', async ({ page, baseURL, request }) => {
    const student = await enrolment(request, 'beta', BETA_MOBILE, page);
    await page.goto(at(baseURL, 'beta', coursePath(student, 'Electrical Safety Basics')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electrical Safety Basics');
    await expect(page.locator('[data-course-joined]')).toHaveText('2 classmates joined');
    await expect(tabs(page)).toHaveText(['All', 'Online teaching', 'Online homework', 'Offline face-to-face']);
    await expect(page.locator('[data-chapter-tree] [data-chapter-name]').first()).toHaveText('Unit 1 Safe isolation');
    await expect(item(page, 'Safe isolation (video)').locator('[data-item-required]')).toHaveText('Required');
    await expect(panel(page).getByRole('heading')).toHaveText('Course requirements');
    await expect(panel(page).locator('[data-course-period]')).toHaveText(/^Study period: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    await expect(panel(page).locator('[data-requirement]')).toHaveCount(2);
    await expect(page.locator('[data-teacher-role]')).toHaveText('Course teacher');
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link')).toHaveText(['My learning', 'Class details']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shot('course-detail-beta-desktop.png'), fullPage: true });
    await item(page, 'Lockout practice workshop').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/study/classroom/offline/\\?classId=${student.classId}&classroomId=\\d+&studentId=${student.studentId}&courseId=\\d+$`));
  });
});
