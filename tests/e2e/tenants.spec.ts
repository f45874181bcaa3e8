// Which school a visitor sees (spec 1 §2.2 step 2; ARCHITECTURE.md 'tenant by host') and the
// page title rule of step 5, on the built sites.
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { interactWithIsland } from './support/hydrate';

test.describe('tenant selection', () => {
  test('demo.localhost serves the demo school in Chinese', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/school-info/'));
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('tabpanel', { name: '本项目' })).toContainText('杭州数字职业技能培训学校');
  });

  test('beta.localhost serves the beta school in English', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/school-info/'));
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'beta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tabpanel', { name: 'This project' })).toContainText('Beta Skills Academy');
  });

  test('plain localhost serves the first school of the manifest', async ({ page }) => {
    await page.goto('/school-info/');
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'demo');
  });

  test('?schoolId=beta on plain localhost serves beta, and the next page remembers it', async ({ page }) => {
    await page.goto('/school-info/?schoolId=beta');
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'beta');
    await page.goto('/query_pc/');
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'beta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate query');
  });

  test("?schoolId=beta on demo's host holds while browsing: the next click is still beta's", async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/?schoolId=beta'));
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'beta');
    await page.locator('footer').getByRole('link', { name: 'School profile' }).click();
    await expect(page).toHaveURL(/\/school-info\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'beta');
    await expect(page.getByRole('tabpanel', { name: 'This project' })).toContainText('Beta Skills Academy');
  });

  test("an unknown schoolId shows the host's school, not the first of the manifest", async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/?schoolId=nosuch'));
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'beta');
    await expect(page).toHaveTitle('Beta Cloud School · Beta Skills Academy');
  });

  test('?schoolId wins over the host', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/login/?schoolId=beta'));
    await interactWithIsland(page);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'beta');
  });
});

test.describe('page title', () => {
  /** Opens `url` and reads the title the browser shows. */
  async function expectTitleAt(page: Page, url: string, title: string) {
    await page.goto(url);
    await expect(page).toHaveTitle(title);
  }

  test('demo: project name plus university name, on the home page and the desktop query', async ({ page, baseURL }) => {
    await expectTitleAt(page, at(baseURL, 'demo', '/'), '数字云校杭州数字职业技能培训学校');
    await expectTitleAt(page, at(baseURL, 'demo', '/query_pc/'), '数字云校杭州数字职业技能培训学校');
  });

  test('demo: the mobile query page has the university name only', async ({ page, baseURL }) => {
    await expectTitleAt(page, at(baseURL, 'demo', '/query_h5/'), '杭州数字职业技能培训学校');
  });

  test('beta: the same rule, joined the English way', async ({ page, baseURL }) => {
    await expectTitleAt(page, at(baseURL, 'beta', '/'), 'Beta Cloud School · Beta Skills Academy');
    await expectTitleAt(page, at(baseURL, 'beta', '/query_h5/'), 'Beta Skills Academy');
  });

  test('single sign-on skips the school setup and keeps the default title', async ({ page, baseURL }) => {
    await expectTitleAt(page, at(baseURL, 'beta', '/sso-login/'), 'Digital Cloud School');
  });
});
