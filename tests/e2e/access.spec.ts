// The access pages on the built sites: app download and promotion QR codes, the login and
// single sign-on shells, the certificate query (platform choice, both layouts) and the 404.
import { devices, expect, test } from './support/test';
import { at } from './support/tenants';
import { interactWithIsland } from './support/hydrate';

test.describe('app download and promotion', () => {
  test('the student page shows QR codes for visiting registration and the app, made for the school', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/login/student-login/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('下载学员APP');
    const registration = page.getByRole('img', { name: '扫码完成到访登记' });
    await expect(registration).toBeVisible();
    await expect(registration).toHaveAttribute('data-qr', 'https://m.cloud-school.example.com/demo/register?type=1&schoolId=demo');
    expect(await registration.locator('path').count()).toBeGreaterThan(0);
    const download = page.getByRole('img', { name: '扫码下载APP，随时随地学习' });
    await expect(download).toHaveAttribute('data-qr', 'https://m.cloud-school.example.com/demo/?schoolId=demo');
  });

  test('beta gets its own codes, in English', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/login/student-login/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the student app');
    await expect(page.getByRole('img', { name: 'Scan to register your visit' })).toHaveAttribute('data-qr', /m\.cloud-school\.example\.com\/beta\/register\?type=1&schoolId=beta$/);
  });

  test('the promotion page shows the organisation page code and the partner back office where there is one', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/login/promotion/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('推广合伙人登录');
    await expect(page.getByRole('img', { name: '扫码进入机构主页' })).toBeVisible();
    await expect(page.getByRole('link', { name: /进入推广合伙人后台/ })).toHaveAttribute('href', 'https://partner.cloud-school.example.com/login?tenant=demo');

    await page.goto(at(baseURL, 'beta', '/login/promotion/'));
    await expect(page.getByRole('img', { name: "Scan to open the organisation's page" })).toBeVisible();
    await expect(page.getByRole('main').locator('[data-partner-back-office]')).toHaveCount(0);
    await expect(page.getByText('This school has no promotion partner back office yet')).toBeVisible();
  });
});

test.describe('login and single sign-on', () => {
  test('the login page shows both modes, the agreement and the back link around the island region', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/login/'));
    await interactWithIsland(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
    const island = page.locator('#login-island');
    await expect(island).toHaveAttribute('data-mode', 'code');
    await expect(island.getByRole('tab')).toHaveText(['验证码登录', '密码登录']);
    await expect(island.getByLabel('手机号码')).toHaveAttribute('maxlength', '11');
    await expect(island.getByRole('checkbox', { name: '我已阅读并同意《用户服务协议》和《隐私政策》' })).not.toBeChecked();
    await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');

    await island.getByRole('tab', { name: '密码登录' }).click();
    await expect(island.getByLabel('密码', { exact: true })).toBeVisible();
    // Password login names the account by its mobile too (spec 1 §3 login payload, §5.1).
    await expect(island.getByLabel('手机号码')).toBeVisible();
  });

  test('the login page speaks the tenant\'s language', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/login/'));
    await interactWithIsland(page);
    await expect(page.locator('#login-island').getByRole('tab')).toHaveText(['Log in with a code', 'Log in with a password']);
    await expect(page.getByRole('checkbox', { name: /I have read and agree to the User Agreement and the Privacy Policy/ })).toBeVisible();
  });

  test('single sign-on is a minimal page without the school chrome, and says when no token came', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/sso-login/'));
    await expect(page.locator('#sso-login-island [data-sso-failed]')).toBeVisible();
    await expect(page.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/login/');
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });
});

test.describe('certificate query', () => {
  test('/query sends a desktop browser to /query_pc, keeping the query string', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/query/?type=1'));
    await expect(page).toHaveURL(/\/query_pc\/\?type=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('证书查询');
  });

  test('the desktop query has header and footer, both certificate types and the form fields', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/query_pc/'));
    await interactWithIsland(page);
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    const island = page.locator('#certificate-query-island');
    await expect(island.getByRole('tab')).toHaveText(['技能等级证书', '培训结业证书']);
    await expect(island.getByRole('tab', { name: '技能等级证书' })).toHaveAttribute('aria-selected', 'true');
    const skill = island.getByRole('tabpanel', { name: '技能等级证书' });
    await expect(skill.getByLabel('姓名')).toHaveAttribute('maxlength', '8');
    await expect(skill.getByLabel('证书编号')).toBeVisible();
    await expect(skill.getByLabel('验证码')).toBeVisible();
    await expect(skill.locator('[data-captcha-image]')).toBeVisible();

    await island.getByRole('tab', { name: '培训结业证书' }).click();
    await expect(island.getByRole('tabpanel', { name: '培训结业证书' }).getByLabel('姓名')).toBeVisible();
    await expect(skill).toBeHidden();

    const tips = page.locator('[data-certificate-tips]');
    await expect(tips).toContainText('证书编号是否填写正确');
    await expect(tips.getByRole('img', { name: '客服二维码' })).toBeVisible();
    await expect(tips).toContainText('客服电话：13800001111');
  });

  test.describe('on a phone', () => {
    // The device's browser type is the project's already; only its screen and user agent matter here.
    const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
    test.use(pixel7);

    test('/query sends a phone to /query_h5, which has no desktop chrome', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, 'beta', '/query/?type=0'));
      await expect(page).toHaveURL(/\/query_h5\/\?type=0$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate query');
      await expect(page.locator('#certificate-query-island').getByRole('tab')).toHaveText(['Skill-level certificate', 'Training graduation certificate']);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
    });
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the tenant\'s friendly page and a way home', async ({ page, baseURL }) => {
    const response = await page.goto(at(baseURL, 'demo', '/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面走丢了');
    await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  test('beta\'s 404 is in English', async ({ page, baseURL }) => {
    const response = await page.goto(at(baseURL, 'beta', '/missing'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toBeVisible();
  });
});
