// Constants of spec 2 the study screens keep, asserted as a student meets them (issue 25 row 7):
// my learning's 'not logged in' warning and the login page a second later (§2, §6), the whole lists
// an offline classroom reads at once, size 999 (§7, §9: teachers, knowledge points, Q&A, notes), and
// the highlight video's preview, its frame at 3 seconds (§9).
import { signIn, type Login } from './support/accounts';
import { expect, test, type Page } from './support/test';
import { offlineClassroom } from './support/offline-classroom';
import { at } from './support/tenants';

const toasts = (page: Page) => page.locator('[data-toast]');

for (const { tenant, message } of [
  { tenant: 'demo', message: '请先登录' },
  { tenant: 'beta', message: 'Please log in first' },
]) {
  test(`${tenant}: a visitor on my learning is told '${message}', and the login page follows a second later`, async ({ page, baseURL }) => {
    const arrived: { url: string; at: number }[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) arrived.push({ url: frame.url(), at: Date.now() });
    });
    await page.goto(at(baseURL, tenant, '/study/mine/'));
    await expect(toasts(page).filter({ hasText: message })).toBeVisible();
    // The warning is read on the page it concerns: still my learning while it shows.
    expect(new URL(page.url()).pathname).toBe('/study/mine/');
    await expect(page).toHaveURL(at(baseURL, tenant, `/login/?redirect=${encodeURIComponent('/study/mine/')}`));
    const mine = arrived.find((entry) => new URL(entry.url).pathname === '/study/mine/')!;
    const login = arrived.find((entry) => new URL(entry.url).pathname === '/login/')!;
    // A second at least between arriving on my learning and leaving it, however loaded the machine.
    expect(login.at - mine.at).toBeGreaterThanOrEqual(1_000);
  });
}

test.describe('demo (zh-CN), the demo student in an offline classroom', () => {
  let login: Login;
  test.beforeEach(async ({ page, request }) => {
    login = await signIn(page, request, 'demo', '13800138000');
  });

  test('teachers, knowledge points, questions and notes are each read whole: page 1, size 999', async ({ page, baseURL, request }) => {
    const { href, classroomId } = await offlineClassroom(request, 'demo', login, '低压电工作业上岗春季班', '面授课 触电急救实训');
    const lists = new Map<string, { current: number; size: number; classroomId?: number; model?: { classroomId?: number } }>();
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      const list = ['/offlineClassroom/teacherPage', '/offlineClassroom/pointPage', '/classroomQuestion/page', '/studentNotes/page'].find((end) => path.endsWith(end));
      if (list && sent.method() === 'POST') lists.set(list, sent.postDataJSON());
    });
    await page.goto(at(baseURL, 'demo', href));
    await expect(page.locator('[data-teacher]')).toHaveText(['陈建国主讲老师', '刘芳助教老师', '王海助教老师']);
    const panel = page.locator('[data-interaction-panel]');
    await expect(panel.getByRole('tab', { name: /^问答/ })).toHaveAttribute('aria-selected', 'true');
    await panel.getByRole('tab', { name: /^笔记/ }).click();
    await expect(panel.getByRole('tab', { name: /^笔记/ })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => [...lists.keys()].sort()).toEqual(['/classroomQuestion/page', '/offlineClassroom/pointPage', '/offlineClassroom/teacherPage', '/studentNotes/page']);
    for (const [list, body] of lists) {
      expect(body, list).toMatchObject({ current: 1, size: 999 });
      expect(body.classroomId ?? body.model?.classroomId, list).toBe(classroomId);
    }
  });

  test("a highlight video's preview is its frame at 3 seconds", async ({ page, baseURL, request }) => {
    const { href } = await offlineClassroom(request, 'demo', login, '低压电工作业上岗春季班', '面授课 触电急救实训');
    await page.goto(at(baseURL, 'demo', href));
    const preview = page.getByRole('button', { name: '播放视频：心肺复苏示范' }).locator('video');
    await expect(preview).toHaveAttribute('src', /#t=3$/);
    // What the browser draws: the frame at 3.0 s, loaded (HAVE_CURRENT_DATA or more), not playing.
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => ({ at: video.currentTime, frame: video.readyState >= 2, paused: video.paused })))
      .toEqual({ at: 3, frame: true, paused: true });
  });
});
