// The chrome around every public page (spec 1 §1, §2.3): header, footer and floating tool panel.
import { expect, test } from './support/test';

const beta = (baseURL: string | undefined) => baseURL!.replace('localhost', 'beta.localhost');

test.describe('header', () => {
  test('shows the logo home link, school name, institution tags and address, and leaves mount points for the islands', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.locator('[data-logo]')).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: '杭州数字职业技能培训学校' })).toHaveAttribute('href', '/');
    await expect(header.locator('[data-school-name]')).toHaveText('杭州数字职业技能培训学校');
    await expect(header.getByRole('list', { name: '机构标签' }).getByRole('listitem')).toHaveText(['政府补贴', '持证上岗', '推荐就业', '线上学习']);
    const address = header.getByRole('link', { name: '地址：浙江省杭州市西湖区文三路478号' });
    await expect(address).toHaveAttribute('href', /position=120\.12931,30\.27902/);
    const distance = header.locator('[data-distance]');
    await expect(distance).toHaveAttribute('data-latitude', '30.27902');
    await expect(distance).toHaveAttribute('data-longitude', '120.12931');
    await expect(header.locator('[data-user-menu]')).toHaveCount(1);
  });

  test('navigates to home, certificate query, app download, news, notices, school profile and login', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const expected: [string, string][] = [
      ['首页', '/'],
      ['证书查询', '/query_pc/'],
      ['APP下载', '/login/student-login/'],
      ['新闻资讯', '/news-information/list/'],
      ['通知公告', '/notice/list/'],
      ['学校简介', '/school-info/'],
    ];
    await expect(nav.getByRole('link')).toHaveText(expected.map(([name]) => name));
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: '注册/登录' })).toHaveAttribute('href', '/login/');
  });

  test('reads in English for beta', async ({ page, baseURL }) => {
    await page.goto(beta(baseURL));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Certificate query', 'App download', 'News', 'Notices', 'School profile']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register / Log in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('list', { name: 'Institution tags' }).getByRole('listitem')).toHaveText(['Subsidised', 'Certified trainers']);
  });

  test('a keyboard user can skip to the main content first', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main');
  });
});

test.describe('footer', () => {
  test('lists the four service areas, the contact phone, the copyright, licence numbers and both back-office logins', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['招生服务', '学习服务', '考试服务', '证书认证']);
    await expect(footer.getByRole('link', { name: '培训项目' })).toHaveAttribute('href', '/#training-projects');
    await expect(footer.getByRole('link', { name: '证书查询' })).toHaveAttribute('href', '/query_pc/');
    await expect(footer.locator('[data-footer-phone]')).toHaveAttribute('href', 'tel:057188886666');
    await expect(footer).toContainText(`版权所有 © ${new Date().getFullYear()} 杭州数字职业技能培训学校`);
    await expect(footer).toContainText('备案号：浙ICP备2026000001号-1');
    await expect(footer.getByRole('link', { name: '管理后台登录' })).toHaveAttribute('href', 'https://admin.cloud-school.example.com/login?tenant=demo');
    await expect(footer.getByRole('link', { name: '推广合伙人登录' })).toHaveAttribute('href', '/login/promotion/');
  });

  test('offers no management-backend link for a school without one (beta)', async ({ page, baseURL }) => {
    await page.goto(beta(baseURL));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Enrolment', 'Study', 'Exam', 'Certificates and accreditation']);
    await expect(footer.locator('[data-admin-login]')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Promotion partner login' })).toHaveAttribute('href', '/login/promotion/');
  });
});

test.describe('floating tool panel', () => {
  test('offers consultation, phone, service QR code, news, home and back to top', async ({ page }) => {
    await page.goto('/');
    const tools = page.getByRole('complementary', { name: '快捷工具' });
    await expect(tools).toBeVisible();
    await expect(tools.getByRole('link', { name: '留言咨询' })).toHaveAttribute('href', '#consult');
    await expect(tools.locator('[data-open-consult]')).toHaveCount(1);
    await expect(tools.getByRole('link', { name: '电话咨询' })).toHaveAttribute('href', 'tel:13800001111');
    await expect(tools.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('href', '/news-information/list/');
    await expect(tools.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');

    const qr = tools.locator('[data-service-qr]');
    await expect(qr).toBeHidden();
    await tools.getByRole('button', { name: '客服二维码' }).hover();
    await expect(qr.getByRole('img', { name: '客服二维码' })).toBeVisible();
    await expect(qr.getByRole('img')).toHaveAttribute('src', '/media/images/q-service-demo.png');
  });

  test('back to top returns to the start of the page', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('link', { name: '返回顶部' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('uses the school’s own service contact (beta)', async ({ page, baseURL }) => {
    await page.goto(beta(baseURL));
    const tools = page.getByRole('complementary', { name: 'Quick tools' });
    await expect(tools.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', 'tel:13900001111');
    await expect(tools.locator('[data-service-qr] img')).toHaveAttribute('src', '/media/images/q-service-beta.png');
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the navigation wraps inside the screen and the tools become a bar along the bottom', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: '主导航' }).getByRole('link');
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toBeInViewport();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    const tools = (await page.getByRole('complementary', { name: '快捷工具' }).boundingBox())!;
    expect(tools.width).toBe(375);
    expect(tools.y + tools.height).toBe(812);
  });
});
