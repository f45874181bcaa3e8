// The offline classroom (spec 2 §2 /study/classroom/offline, §4 sign-in and sign-out, §5, §8) and
// its interaction panel (Q&A and notes) as the demo student sees them in the study widget. The
// e2e database is shared by the specs of a run: what this spec writes carries texts of its own.
import { signIn, type Login } from './support/accounts';
import { offlineClassroom } from './support/offline-classroom';
import { signedInPhone } from './support/signed-in';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { expectNoSeriousViolation } from './support/axe';

const DEMO_MOBILE = '13800138000';
const BETA_MOBILE = '13900139000';
/** 李华, the demo student's classmate in the class in service. */
const CLASSMATE_MOBILE = '13800138001';
const DEMO_CLASS = '低压电工作业上岗春季班';
const TODAY_OFFLINE = '面授课 低压配电实操';
const PAST_OFFLINE = '面授课 触电急救实训';

const toasts = (page: Page) => page.locator('[data-toast]');
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });
const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const panel = (page: Page) => page.locator('[data-interaction-panel]');
const drawer = (page: Page) => page.locator('dialog[data-drawer][open]');

test.describe('demo (zh-CN), the demo student', () => {
  let login: Login;
  test.beforeEach(async ({ page, request }) => {
    login = await signIn(page, request, 'demo', DEMO_MOBILE);
  });

  test("today's classroom shows its place, notes before class, knowledge points and teachers, the lead first", async ({ page, baseURL, request }) => {
    const { href } = await offlineClassroom(request, 'demo', login, DEMO_CLASS, TODAY_OFFLINE);
    await page.goto(at(baseURL, 'demo', href));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('低压配电实操课堂');
    await expect(page.locator('[data-offline-position]')).toHaveText('上课地点：实训楼 101 室');
    await expect(page.locator('[data-offline-address]')).toHaveText('上课地址：示范市科技路 88 号实训楼');
    await expect(page.locator('[data-offline-time]')).toContainText('上课时间：');
    await expect(page.locator('[data-offline-notes]')).toHaveText('今日实操，请按时签到与签退。');
    await expect(page.locator('[data-offline-points] li')).toHaveText(['配电箱的安装', '漏电保护器的接线']);
    await expect(page.locator('[data-teacher]')).toHaveText(['陈建国主讲老师', '王海助教老师']);
    await expect(page.getByRole('heading', { name: '课堂花絮（0）' })).toBeVisible();
    await expect(page.locator('#offline-highlights ~ div [data-empty]')).toHaveText('学校暂未上传内容');
    // The panel: Q&A and notes, no comments on a face-to-face classroom.
    await expect(panel(page).getByRole('tab')).toHaveText([/^问答/, /^笔记/]);
    await expect(panel(page).getByRole('tab', { name: /^问答/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('the highlights of a past classroom: images preview at 160×160 and open larger, a video plays in a dialog', async ({ page, baseURL, request }) => {
    const { href } = await offlineClassroom(request, 'demo', login, DEMO_CLASS, PAST_OFFLINE);
    await page.goto(at(baseURL, 'demo', href));
    await expect(page.getByRole('heading', { name: '课堂花絮（3）' })).toBeVisible();
    await expect(page.locator('[data-teacher]')).toHaveText(['陈建国主讲老师', '刘芳助教老师', '王海助教老师']);
    const image = page.getByRole('button', { name: '查看大图：实训现场' });
    const box = await image.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([160, 160]);
    await image.click();
    const dialog = page.getByRole('dialog', { name: '实训现场' });
    await expect(dialog.locator('img[data-highlight-image]')).toHaveAttribute('src', '/media/images/a-1.jpg');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: '播放视频：心肺复苏示范' }).click();
    const player = page.getByRole('dialog', { name: '心肺复苏示范' }).locator('video[data-highlight-player]');
    await expect(player).toHaveAttribute('src', '/media/video/demo.mp4');
    await expect(player).toHaveAttribute('controls', '');
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();

    // Signed in and out a week ago: a click on either says it cannot repeat, and nothing is sent.
    let signCalls = 0;
    page.on('request', (sent) => sent.url().includes('/signInOrOut') && (signCalls += 1));
    await expect(page.locator('[data-attendance-button="signIn"]')).toHaveText('已签到');
    await expect(page.locator('[data-attendance-button="signOut"]')).toHaveText('已签退');
    await page.locator('[data-attendance-button="signOut"]').click();
    await expect(toast(page, '不允许重复考勤打卡')).toBeVisible();
    expect(signCalls).toBe(0);
  });

  test('sign in and sign out once each, with the stored place; a repeat is refused, also by the server', async ({ page, baseURL, request }) => {
    // As the classmate: the demo student's own attendance of today stays as seeded for the class
    // home's and the timetable's specs, which share this run's server.
    const login = await signIn(page, request, 'demo', CLASSMATE_MOBILE);
    const { href } = await offlineClassroom(request, 'demo', login, DEMO_CLASS, TODAY_OFFLINE);
    // The header stores the visitor's place for the tab; the sign call sends it.
    await page.addInitScript(() => sessionStorage.setItem('portal:visitorLocation', JSON.stringify({ latitude: 31.23, longitude: 121.47 })));
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (sent) => sent.url().includes('/signInOrOut') && bodies.push(sent.postDataJSON()));
    await page.goto(at(baseURL, 'demo', href));
    const signInButton = page.locator('[data-attendance-button="signIn"]');
    const signOutButton = page.locator('[data-attendance-button="signOut"]');
    await expect(signInButton).toHaveText('签到');

    // Two quick clicks: one request.
    await signInButton.dblclick();
    await expect(toast(page, '签到成功')).toBeVisible();
    await expect(signInButton).toHaveText('已签到');
    await expect(page.getByText(/^签到时间：/)).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ type: 1, lat: 31.23, lon: 121.47, classroomId: expect.any(Number), userId: login.userId });

    // The double click's second click may already have said so: the newest toast is this click's.
    await signInButton.click();
    await expect(toast(page, '不允许重复考勤打卡').last()).toBeVisible();
    expect(bodies).toHaveLength(1);

    await signOutButton.click();
    await expect(toast(page, '签退成功')).toBeVisible();
    await expect(signOutButton).toHaveText('已签退');
    expect(bodies[1]).toMatchObject({ type: 2 });

    // A page whose attendance is stale (another tab signed in): the server refuses the repeat.
    await page.route('**/classroomAttendance/getAttendanceInfo', async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(/\/\/[a-z0-9-]+\.localhost/, '//localhost') });
      const json = await response.json();
      json.data = { ...json.data, isSignIn: 0, signInTime: null, isSignOut: 0, signOutTime: null };
      await route.fulfill({ response, json });
    });
    await page.reload();
    await expect(signInButton).toHaveText('签到');
    await signInButton.click();
    await expect(page.locator('[data-toast="error"]').filter({ hasText: '不允许重复考勤打卡' })).toBeVisible();
    expect(bodies).toHaveLength(3);
    // The widget may still be refreshing the attendance as the test ends: let that fetch go.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('ask the teacher: the question waits for an answer, and a draft closed with text is kept', async ({ page, baseURL, request }) => {
    const { href } = await offlineClassroom(request, 'demo', login, DEMO_CLASS, TODAY_OFFLINE);
    // A screen tall enough for the drawer's own height (it never passes 92 % of a shorter one).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(baseURL, 'demo', href));
    await expect(panel(page).locator('[data-remote="ready"], [data-empty]').first()).toBeVisible();

    await panel(page).getByRole('button', { name: '向老师提问' }).click();
    await expect(drawer(page)).toBeVisible();
    expect((await drawer(page).boundingBox())!.height).toBe(528);
    await drawer(page).getByRole('button', { name: '发送' }).click();
    await expect(toast(page, '请填写提问内容')).toBeVisible();

    const question = unique('漏电保护器多久测试一次？');
    await drawer(page).getByRole('textbox', { name: '提问' }).fill(question);
    await expect(drawer(page).locator('[data-counter]')).toHaveText(`${[...question].length}/100`);
    await drawer(page).getByRole('button', { name: '发送' }).click();
    await expect(toast(page, '问题已发送，请等待老师回复')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    const asked = panel(page).locator('[data-question]').filter({ hasText: question });
    await expect(asked.locator('[data-waiting]')).toHaveText('等待老师解答');
    await panel(page).getByRole('button', { name: /^只看我的/ }).click();
    await expect(panel(page).getByRole('button', { name: /^只看我的/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(asked).toBeVisible();

    // A draft: closing with text asks to keep it; keeping saves it with isDraft 1 and it comes back.
    const draft = unique('接地电阻怎么测？');
    const saves: Record<string, unknown>[] = [];
    page.on('request', (sent) => sent.url().includes('/classroomQuestion/save') && saves.push(sent.postDataJSON()));
    await panel(page).getByRole('button', { name: '向老师提问' }).click();
    await drawer(page).getByRole('textbox', { name: '提问' }).fill(draft);
    await drawer(page).getByRole('button', { name: '关闭' }).click();
    const keep = page.getByRole('dialog', { name: '提示' });
    await expect(keep.locator('[data-keep-draft]')).toHaveText('是否保留草稿？');
    await keep.getByRole('button', { name: '保留', exact: true }).click();
    await expect(drawer(page)).toHaveCount(0);
    expect(saves.at(-1)).toMatchObject({ title: draft, isDraft: 1 });
    await expect(panel(page).locator('[data-question]').filter({ hasText: draft }).getByText('草稿', { exact: true })).toBeVisible();

    await panel(page).getByRole('button', { name: '向老师提问' }).click();
    await expect(drawer(page).getByRole('textbox', { name: '提问' })).toHaveValue(draft);
    // Discarding closes without saving.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '不保留' }).click();
    await expect(drawer(page)).toHaveCount(0);
    expect(saves).toHaveLength(1);
  });

  test('notes: write a private one, edit it with the share box locked, delete it after confirming; only own notes carry actions', async ({ page, baseURL, request }) => {
    const { href } = await offlineClassroom(request, 'demo', login, DEMO_CLASS, TODAY_OFFLINE);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(at(baseURL, 'demo', href));
    await panel(page).getByRole('tab', { name: /^笔记/ }).click();
    await expect(panel(page).getByRole('button', { name: /^只看老师/ })).toBeVisible();

    await panel(page).getByRole('button', { name: '写笔记' }).click();
    expect((await drawer(page).boundingBox())!.height).toBe(700);
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '请先填写笔记名称')).toBeVisible();
    const title = unique('配电箱接线顺序');
    await drawer(page).getByRole('textbox', { name: '笔记名称' }).fill(title);
    await drawer(page).getByRole('textbox', { name: '笔记内容' }).fill('先零线后火线。');
    await drawer(page).getByRole('checkbox', { name: '分享给同学' }).uncheck();
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '笔记添加成功')).toBeVisible();
    const note = panel(page).locator('[data-note]').filter({ hasText: title });
    await expect(note.locator('[data-private]')).toHaveText('私密');

    await note.getByRole('button', { name: `编辑 ${title}` }).click();
    await expect(drawer(page).getByRole('checkbox', { name: '分享给同学' })).toBeDisabled();
    await expect(drawer(page).getByRole('checkbox', { name: '分享给同学' })).not.toBeChecked();
    const renamed = `${title}（改）`;
    await drawer(page).getByRole('textbox', { name: '笔记名称' }).fill(renamed);
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '笔记修改成功')).toBeVisible();
    const edited = panel(page).locator('[data-note]').filter({ hasText: renamed });
    await expect(edited.locator('[data-note-title]')).toHaveText(renamed);

    await edited.getByRole('button', { name: `删除 ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: '提示' });
    await expect(confirm.locator('[data-delete-confirm]')).toHaveText(`确认删除笔记“${renamed}”吗？`);
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(edited).toHaveCount(0);

    // The past classroom: the student's own note has actions, the teacher's none.
    const past = await offlineClassroom(request, 'demo', login, DEMO_CLASS, PAST_OFFLINE);
    await page.goto(at(baseURL, 'demo', past.href));
    await panel(page).getByRole('tab', { name: /^笔记/ }).click();
    await expect(panel(page).locator('[data-note]').filter({ hasText: '急救步骤' }).getByRole('button')).toHaveCount(2);
    await expect(panel(page).locator('[data-note]').filter({ hasText: '实训要点' }).getByRole('button')).toHaveCount(0);
    await panel(page).getByRole('button', { name: /^只看老师/ }).click();
    await expect(panel(page).locator('[data-note-title]')).toHaveText(['实训要点']);
  });

  test('axe finds no serious or critical violation on the classroom, nor in its drawer', async ({ page, baseURL, request }) => {
    const { href } = await offlineClassroom(request, 'demo', login, DEMO_CLASS, PAST_OFFLINE);
    await page.goto(at(baseURL, 'demo', href));
    await expect(page.getByRole('heading', { name: '课堂花絮（3）' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolation(page);
    await panel(page).getByRole('tab', { name: /^笔记/ }).click();
    await panel(page).getByRole('button', { name: '写笔记' }).click();
    await expect(drawer(page)).toBeVisible();
    await expectNoSeriousViolation(page);
  });

  test('on a phone, the panel follows the classroom and nothing overflows the screen', async ({ browser, baseURL, request }) => {
    const { context, phone, login: phoneLogin } = await signedInPhone(browser, request, 'demo', DEMO_MOBILE);
    const { href } = await offlineClassroom(request, 'demo', phoneLogin, DEMO_CLASS, PAST_OFFLINE);
    await phone.goto(at(baseURL, 'demo', href));
    await expect(phone.getByRole('heading', { name: '课堂花絮（3）' })).toBeVisible();
    const highlights = await phone.locator('#offline-highlights').boundingBox();
    const panelBox = await panel(phone).boundingBox();
    expect(panelBox!.y).toBeGreaterThan(highlights!.y);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await panel(phone).getByRole('button', { name: '向老师提问' }).tap();
    const box = await drawer(phone).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await context.close();
  });
});

test.describe('beta (en), the second demo student', () => {
  test('the classroom, the attendance and the panel speak English', async ({ page, baseURL, request }) => {
    const login = await signIn(page, request, 'beta', BETA_MOBILE);
    const { href } = await offlineClassroom(request, 'beta', login, 'Electrician Safety Permit — Spring Cohort', 'Workshop: Lockout practice');
    await page.goto(at(baseURL, 'beta', href));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lockout practice workshop');
    await expect(page.locator('[data-offline-notes]')).toHaveText('Bring safety boots and your own padlock.');
    await expect(page.locator('[data-teacher]')).toHaveText(['Grace LeeLead teacher', 'Tom ReidAssistant teacher']);
    await expect(page.getByRole('heading', { name: 'Notes before class' })).toBeVisible();
    await expect(page.locator('[data-attendance-button="signIn"]')).toHaveText('Sign in');
    await expect(panel(page).getByRole('tab')).toHaveText([/^Q&A/, /^Notes/]);
    await panel(page).getByRole('button', { name: 'Ask the teacher' }).click();
    await expect(drawer(page).locator('[data-counter]')).toHaveText('0/100');
    await drawer(page).getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Please fill in the question content')).toBeVisible();
  });
});
