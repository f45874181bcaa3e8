// Viewing on behalf of a userId (spec 2 §6, issue 25 row 8), as each school's head teacher (班主任)
// does it: my learning with the student's userId, the class card, the class home and a course,
// each with the read-only banner naming the student, no control that writes, and no write sent.
// Both locales: demo (zh-CN) and beta (en).
import { signIn } from './support/accounts';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { lookAt } from './support/shots';


interface School {
  tenant: string;
  headTeacher: string;
  studentUserId: string;
  banner: string;
  className: string;
  course: string;
  enter: string;
}

const SCHOOLS: School[] = [
  { tenant: 'demo', headTeacher: '13700137000', studentUserId: 'demo-u-1001', banner: '正在查看 王小明 的学习（只读）', className: '低压电工作业上岗春季班', course: '低压电工基础理论', enter: '进入学习' },
  { tenant: 'beta', headTeacher: '13700137001', studentUserId: 'beta-u-2001', banner: "Viewing Emma Wilson's study (read-only)", className: 'Electrician Safety Permit — Spring Cohort', course: 'Electrical Safety Basics', enter: 'Start learning' },
];

// Calls that would write for the student: none may leave the page in a read-only view.
const WRITES = /updateEnrolState|closeStudyTarget|recordVisit|saveVideoProgress|signInOrOut|classroomLike\/thumbs|\/save$|studentNotes$|thirdPlatform\/syncUser/;

function watchWrites(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && request.method() !== 'GET' && WRITES.test(path)) sent.push(`${request.method()} ${path}`);
  });
  return sent;
}

/** The API calls of the page answered with a refusal: a read-only view reads everything it shows. */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/') && response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${path}`);
  });
  return refused;
}

for (const school of SCHOOLS) {
  test(`${school.tenant}: the head teacher opens a student's class home and course read-only`, async ({ page, request, baseURL }) => {
    await signIn(page, request, school.tenant, school.headTeacher);
    const writes = watchWrites(page);
    const refused = watchRefusals(page);
    const banner = page.locator('[data-viewing-banner]');

    await page.goto(at(baseURL, school.tenant, `/study/mine/?userId=${school.studentUserId}`));
    await expect(banner).toContainText(school.banner);
    // Only the class the head teacher heads, and no enrolling to offer.
    const cards = page.locator('[data-class-card]');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(school.className);
    await expect(page.locator('[data-enrolling]')).toHaveCount(0);

    await cards.getByRole('button', { name: school.enter }).click();
    await expect(page).toHaveURL(/\/study\/training-class\/\?.*userId=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(school.className);
    await expect(banner).toContainText(school.banner);
    await expect(page.locator('[data-my-courses]')).toContainText(school.course);
    // The study target is the student's to close, not the viewer's.
    await expect(page.locator('[data-target-close]')).toHaveCount(0);
    await lookAt(page, `head-teacher-class-home-${school.tenant}.png`, { fullPage: true });

    await page.locator('[data-my-courses]').getByRole('button', { name: school.course }).click();
    await expect(page).toHaveURL(/\/study\/course\/course-detail\/\?.*userId=/);
    await expect(banner).toContainText(school.banner);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(school.course);
    await expect(page.locator('[data-course-requirements-panel]')).not.toContainText(/加载中|Loading/);
    await lookAt(page, `head-teacher-course-${school.tenant}.png`, { fullPage: true });

    expect(writes).toEqual([]);
    expect(refused).toEqual([]);
  });
}

test('demo: in a classroom of the student the head teacher gets no like, question, note or comment control', async ({ page, request, baseURL }) => {
  await signIn(page, request, 'demo', '13700137000');
  const writes = watchWrites(page);
  const refused = watchRefusals(page);
  await page.goto(at(baseURL, 'demo', '/study/mine/?userId=demo-u-1001'));
  await page.locator('[data-class-card]').getByRole('button', { name: '进入学习' }).click();
  await page.locator('[data-my-courses]').getByRole('button', { name: '低压电工基础理论' }).click();
  await page.locator('[data-course-item]').filter({ hasText: '安全用电基础（视频）' }).first().getByRole('button').click();
  await expect(page).toHaveURL(/\/study\/classroom\/.*userId=/);
  await expect(page.locator('[data-viewing-banner]')).toContainText('正在查看 王小明 的学习（只读）');
  const panel = page.locator('[data-interaction-panel]');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: '向老师提问' })).toHaveCount(0);
  await panel.getByRole('tab', { name: /笔记/ }).click();
  await expect(panel.locator('[data-panel-tab="notes"]')).toBeVisible();
  await expect(panel.getByRole('button', { name: '写笔记' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^(编辑|删除)/ })).toHaveCount(0);
  await panel.getByRole('tab', { name: /评论/ }).click();
  await expect(panel.locator('[data-panel-tab="comments"]')).toBeVisible();
  await expect(panel.locator('[data-like], [data-reply]')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '写评论' })).toHaveCount(0);
  await lookAt(page, `head-teacher-classroom-demo.png`, { fullPage: true });
  expect(writes).toEqual([]);
  expect(refused).toEqual([]);
});

// The experience entry (issue 25 row 7): a student observes the experience class of a product
// from my learning's enrolling list; they open its class home and a classroom and play it, and are
// offered nothing that takes part (the server refuses those, code 40302: tests/api/head-teacher.test.ts).
test('demo: the experience entry opens the experience class to observe, without the controls that take part', async ({ page, request, baseURL }) => {
  await signIn(page, request, 'demo', '13800138000');
  const writes = watchWrites(page);
  await page.goto(at(baseURL, 'demo', '/study/mine/'));
  await page.locator('[data-enrolling-class]').filter({ hasText: '美容师（五级）秋季招生班' }).getByRole('button', { name: '观摩体验' }).click();
  await expect(page).toHaveURL(/\/study\/training-class\/\?.*experience=1/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('美容师（五级）观摩体验班');
  const banner = page.locator('[data-observer-banner]');
  await expect(banner).toContainText('你正在观摩体验该班级');
  await expect(page.locator('[data-viewing-banner]')).toHaveCount(0);
  await expect(page.locator('[data-activity-card]')).toHaveCount(1);
  await expect(page.locator('[data-my-courses]')).not.toContainText('加载中');
  await lookAt(page, `observer-class-home-demo.png`, { fullPage: true });

  await page.locator('[data-activity-card]').filter({ hasText: '体验课 美容基础入门' }).locator('[data-activity-enter]').click();
  await expect(page).toHaveURL(/\/study\/classroom\/.*experience=1/);
  await expect(banner).toContainText('你正在观摩体验该班级');
  await expect(page.getByRole('heading', { name: '美容基础导学（视频）' }).first()).toBeVisible();
  const panel = page.locator('[data-interaction-panel]');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: '向老师提问' })).toHaveCount(0);
  await panel.getByRole('tab', { name: /评论/ }).click();
  await expect(panel.locator('[data-panel-tab="comments"]')).toBeVisible();
  await expect(panel.locator('[data-like]')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '写评论' })).toHaveCount(0);
  await lookAt(page, `observer-classroom-demo.png`, { fullPage: true });
  // Opening the classroom records the observer's own visit; nothing that takes part is sent.
  expect(writes.filter((call) => !call.endsWith('/recordVisit'))).toEqual([]);
});
