// The study area's gate (spec 1 §2.1, §8.2): a visitor on any /study/… link is told to log in first
// and taken to the login page, which brings them back; a signed-in student gets the study widget's
// screen of that address (an exam address that names no work says where to open one), never a 404.
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { fillPasswordLogin } from './support/login-form';

const toasts = (page: Page) => page.locator('[data-toast]');

test.describe('demo, as a visitor', () => {
  test("the home page's 学习 entry says 请先登录 and opens the login page with the way back", async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/'));
    await page.locator('[data-entry="STUDY"] a').click();
    await expect(toasts(page).filter({ hasText: '请先登录' })).toBeVisible();
    await expect(page).toHaveURL(at(baseURL, 'demo', `/login/?redirect=${encodeURIComponent('/study/mine/')}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
  });

  test('every study link of the home page and the footer, and any deep link, is a page, not a 404', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/'));
    const hrefs = await page.locator('[data-entry] a[href^="/study"], footer a[href^="/study"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // 学习, 考试, 我的学习, 课程表, 课后作业, 在线测验
    expect(new Set(hrefs)).toEqual(new Set(['/study/mine/', '/study/test/', '/study/class-time-table/', '/study/homework/']));
    for (const href of [...hrefs, '/study/homework/answer?classId=1&id=2', '/study/not/yet/known/']) {
      // What the server answers, asked from the home page: a visitor who opens a study page is sent on
      // to the login page at once (on a slow machine before the test could look); the next test follows that.
      const [status, html] = await page.evaluate(async (path) => {
        const response = await fetch(path);
        return [response.status, await response.text()] as const;
      }, href);
      expect(status, href).toBe(200);
      expect(html, href).toContain('data-study-shell');
    }
  });

  test('a deep link keeps its query on the way to the login page', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/study/homework/answer?classId=1&id=2'));
    await expect(page).toHaveURL(at(baseURL, 'demo', `/login/?redirect=${encodeURIComponent('/study/homework/answer?classId=1&id=2')}`));
  });
});

test('beta: the footer\'s homework link asks an English visitor to log in, and signing in comes back to the homework screen', async ({ page, baseURL }) => {
  await page.goto(at(baseURL, 'beta', '/'));
  await page.locator('footer').getByRole('link', { name: 'Homework' }).click();
  await expect(toasts(page).filter({ hasText: 'Please log in first' })).toBeVisible();
  await expect(page).toHaveURL(at(baseURL, 'beta', `/login/?redirect=${encodeURIComponent('/study/homework/')}`));

  const form = await fillPasswordLogin(page, 'en', '13900139000');
  await form.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page).toHaveURL(at(baseURL, 'beta', '/study/homework/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homework');
  await expect(page.getByRole('status').filter({ hasText: 'Open a homework from your class or one of its courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my learning' })).toHaveAttribute('href', '/study/mine/');
  await expect(page.locator('[data-not-found]')).toHaveCount(0);
  // Signed in, nobody is sent away: once every call of the page has answered (a token code among them
  // would have sent the student to the login page), the student is still here.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(at(baseURL, 'beta', '/study/homework/'));
});
