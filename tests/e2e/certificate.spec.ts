// The certificate query (spec 1 §2.8, §5.1, §7.6) on /query_pc and /query_h5: both certificate
// types found, a certificate without image, nothing found with its tips, a wrong captcha, and the
// captcha's life cycle (a fresh one after every query, reset on a type switch). The captcha's text
// comes from the development helper, by the key the page shows in data-captcha-key.
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from './support/test';
import { at } from './support/tenants';

const island = (page: Page) => page.locator('#certificate-query-island');
const captchaImage = (page: Page) => island(page).locator('img[data-captcha-key]');

/**
 * Opens a query page and points at the form, as a visitor does before typing: the island hydrates
 * on that first interaction (client:interaction) and draws its first captcha.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await island(page).hover();
  await captchaKey(page);
}

async function captchaKey(page: Page): Promise<string> {
  await expect(captchaImage(page)).toHaveAttribute('src', /^blob:/);
  return (await captchaImage(page).getAttribute('data-captcha-key'))!;
}

/** The text of the captcha on screen, read through GET /api/dev/captcha/{key}. */
async function captchaText(page: Page, baseURL: string | undefined): Promise<string> {
  const key = await captchaKey(page);
  const response = await page.request.get(`${baseURL}/api/dev/captcha/${key}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { text: string } }).data.text;
}

interface Labels {
  name: string;
  number: string;
  captcha: string;
  query: string;
}
const zh: Labels = { name: '姓名', number: '证书编号', captcha: '验证码', query: '查询' };
const en: Labels = { name: 'Name', number: 'Certificate number', captcha: 'Captcha', query: 'Query' };

async function query(page: Page, baseURL: string | undefined, labels: Labels, { name, number, code }: { name: string; number: string; code?: string }) {
  const form = island(page).getByRole('tabpanel');
  await form.getByLabel(labels.name, { exact: true }).fill(name);
  await form.getByLabel(labels.number, { exact: true }).fill(number);
  await form.getByRole('textbox', { name: labels.captcha }).fill(code ?? (await captchaText(page, baseURL)));
  await form.getByRole('button', { name: labels.query, exact: true }).click();
}

/** Switches the certificate type, which draws a new captcha: reading the old one's text would fail the query. */
async function switchType(page: Page, tab: string) {
  const before = await captchaKey(page);
  await island(page).getByRole('tab', { name: tab }).click();
  await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', before);
}

const fieldValue = (page: Page, label: string) => island(page).locator('[data-certificate-result] dt', { hasText: label }).locator('xpath=following-sibling::dd');

test.describe('demo (Chinese)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await open(page, at(baseURL, 'demo', '/query_pc/'));
  });

  test('a skill-level certificate is found with its fields, its image and a download link', async ({ page, baseURL }) => {
    await query(page, baseURL, zh, { name: '张三', number: 'SK202400001' });
    const result = island(page).locator('[data-certificate-result]');
    await expect(result).toBeVisible();
    await expect(fieldValue(page, '职业名称')).toHaveText('育婴员');
    await expect(fieldValue(page, '等级')).toHaveText('五级/初级工');
    await expect(fieldValue(page, '发证日期')).toHaveText('2024-06-30');
    await expect(fieldValue(page, '证书编号')).toHaveText('SK202400001');
    await expect(result.getByRole('img', { name: '证书图片' })).toHaveAttribute('src', '/media/images/c-1.jpg');
    const download = result.getByRole('link', { name: '下载证书' });
    await expect(download).toHaveAttribute('href', '/media/images/c-1.jpg');
    await expect(download).toHaveAttribute('download', 'SK202400001.jpg');
  });

  test('a skill-level certificate without an image says there is no certificate yet and offers no download', async ({ page, baseURL }) => {
    await query(page, baseURL, zh, { name: '李娜', number: 'SK202400002' });
    await expect(fieldValue(page, '职业名称')).toHaveText('养老护理员');
    await expect(island(page).locator('[data-certificate-no-image]')).toHaveText('暂无证书');
    await expect(island(page).getByRole('link', { name: '下载证书' })).toHaveCount(0);
  });

  test('a training graduation certificate is found on its own tab', async ({ page, baseURL }) => {
    await switchType(page, '培训结业证书');
    await expect(island(page).getByRole('tabpanel', { name: '培训结业证书' })).toBeVisible();
    await query(page, baseURL, zh, { name: '李四', number: 'TC202400001' });
    await expect(fieldValue(page, '培训项目')).toHaveText('养老护理员（四级）');
    await expect(fieldValue(page, '培训机构')).toHaveText('云校职业培训中心');
    await expect(fieldValue(page, '证件类型')).toHaveText('居民身份证');
    await expect(island(page).getByRole('link', { name: '下载证书' })).toHaveAttribute('href', '/media/images/c-3.jpg');
  });

  test('a skill certificate is not found under the training type: the tips and the service contact show', async ({ page, baseURL }) => {
    await switchType(page, '培训结业证书');
    await query(page, baseURL, zh, { name: '张三', number: 'SK202400001' });
    const notFound = island(page).locator('[data-certificate-not-found]');
    await expect(notFound).toContainText('抱歉，没有查询到相关信息');
    await expect(notFound.getByRole('listitem')).toHaveText([
      '证书是否由本机构颁发',
      '查询入口（证书类型）是否选择正确',
      '证书编号是否填写正确',
      '姓名是否填写正确',
      /如仍有疑问.*客服电话：13800001111/,
    ]);
    await expect(notFound.getByRole('img', { name: '客服二维码' })).toHaveAttribute('src', '/media/images/q-service-demo.png');
    await expect(notFound.getByRole('link', { name: '客服电话：13800001111' })).toHaveAttribute('href', 'tel:13800001111');
  });

  test('a wrong captcha shows the server message and a fresh captcha, keeping the name and number', async ({ page, baseURL }) => {
    const before = await captchaKey(page);
    // Captchas are four digits: five can never match.
    await query(page, baseURL, zh, { name: '张三', number: 'SK202400001', code: '00000' });
    // The server's message, in the site's language (Accept-Language).
    await expect(island(page).locator('[data-server-message]')).toContainText('图形验证码错误，请刷新后重试');
    await expect(page.locator('[data-toast="error"]')).toContainText('图形验证码错误，请刷新后重试');
    await expect(island(page).locator('[data-certificate-outcome]')).toHaveCount(0);
    await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', before);
    const form = island(page).getByRole('tabpanel');
    await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('张三');
    await expect(form.getByLabel('证书编号', { exact: true })).toHaveValue('SK202400001');
    await expect(form.getByRole('textbox', { name: '验证码' })).toHaveValue('');

    // The fresh captcha answers the same query.
    await form.getByRole('textbox', { name: '验证码' }).fill(await captchaText(page, baseURL));
    await form.getByRole('button', { name: '查询', exact: true }).click();
    await expect(fieldValue(page, '职业名称')).toHaveText('育婴员');
  });

  test('every query leaves a fresh captcha and an empty code', async ({ page, baseURL }) => {
    const first = await captchaKey(page);
    await query(page, baseURL, zh, { name: '张三', number: 'SK202400001' });
    await expect(island(page).locator('[data-certificate-result]')).toBeVisible();
    await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', first);
    const second = await captchaKey(page);
    expect(second).toMatch(/^[A-Za-z0-9]{16}$/);
    await expect(island(page).getByRole('textbox', { name: '验证码' })).toHaveValue('');

    await query(page, baseURL, zh, { name: '张三', number: 'NOPE' });
    await expect(island(page).locator('[data-certificate-not-found]')).toBeVisible();
    await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', second);
  });

  test('switching the type clears the result and resets the captcha code', async ({ page, baseURL }) => {
    await query(page, baseURL, zh, { name: '张三', number: 'SK202400001' });
    await expect(island(page).locator('[data-certificate-result]')).toBeVisible();
    const key = await captchaKey(page);
    await island(page).getByRole('textbox', { name: '验证码' }).fill('1234');

    await island(page).getByRole('tab', { name: '培训结业证书' }).click();
    await expect(island(page).locator('[data-certificate-outcome]')).toHaveCount(0);
    await expect(island(page).getByRole('textbox', { name: '验证码' })).toHaveValue('');
    await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', key);
    // The name and number typed stay for the other type.
    await expect(island(page).getByLabel('姓名', { exact: true })).toHaveValue('张三');
  });

  test('the image and the link both draw a new captcha', async ({ page }) => {
    const first = await captchaKey(page);
    await island(page).locator('[data-captcha-image]').click();
    await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', first);
    const second = await captchaKey(page);
    await island(page).getByRole('button', { name: '看不清？换一张' }).click();
    await expect(captchaImage(page)).not.toHaveAttribute('data-captcha-key', second);
  });

  test('the rules of spec 1 §5.1 show beside their fields and nothing is sent', async ({ page }) => {
    let queried = false;
    page.on('request', (request) => {
      if (request.url().includes('queryCertificateByCode')) queried = true;
    });
    const form = island(page).getByRole('tabpanel');
    await form.getByRole('button', { name: '查询', exact: true }).click();
    await expect(form.locator('[data-field-error]')).toHaveText(['请输入姓名', '请输入证书编号', '请输入图形验证码']);
    await expect(form.getByLabel('姓名', { exact: true })).toBeFocused();
    await expect(form.getByLabel('姓名', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('姓名', { exact: true }).fill('张三3');
    await form.getByRole('textbox', { name: '验证码' }).fill('ab');
    await expect(form.locator('[data-field-error]')).toHaveText(['姓名只能包含汉字、字母和“·”', '请输入证书编号', '只能输入数字']);
    await expect(form.getByLabel('姓名', { exact: true })).toHaveAttribute('maxlength', '8');
    expect(queried).toBe(false);
  });

  test('?type=1 opens on the training graduation certificate', async ({ page, baseURL }) => {
    await open(page, at(baseURL, 'demo', '/query_pc/?type=1'));
    await expect(island(page).getByRole('tab', { name: '培训结业证书' })).toHaveAttribute('aria-selected', 'true');
  });

  test('no serious or critical accessibility violation with a result on screen', async ({ page, baseURL }) => {
    await query(page, baseURL, zh, { name: '张三', number: 'SK202400001' });
    await expect(island(page).locator('[data-certificate-result]')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#certificate-query-island').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('beta (English)', () => {
  test('a skill-level certificate is found', async ({ page, baseURL }) => {
    await open(page, at(baseURL, 'beta', '/query_pc/'));
    await query(page, baseURL, en, { name: 'Emma', number: 'BSK2024001' });
    await expect(fieldValue(page, 'Profession')).toHaveText('Childcare assistant');
    await expect(island(page).getByRole('link', { name: 'Download certificate' })).toHaveAttribute('href', '/media/images/c-1.jpg');
  });

  test('a training graduation certificate without an image says so', async ({ page, baseURL }) => {
    await open(page, at(baseURL, 'beta', '/query_pc/'));
    await switchType(page, 'Training graduation certificate');
    await query(page, baseURL, en, { name: 'Liam', number: 'BTC2024001' });
    await expect(fieldValue(page, 'Training organisation')).toHaveText('Beta Training Centre');
    await expect(island(page).locator('[data-certificate-no-image]')).toHaveText('No certificate yet');
  });

  test.describe('on a phone', () => {
    const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
    test.use(pixel7);

    test('the phone page queries the same way and reports nothing found in English', async ({ page, baseURL }) => {
      await open(page, at(baseURL, 'beta', '/query_h5/'));
      await query(page, baseURL, en, { name: 'Emma', number: 'BSK0000000' });
      const notFound = island(page).locator('[data-certificate-not-found]');
      await expect(notFound).toContainText('Sorry, no related information was found');
      await expect(notFound).toContainText('Service phone: 13900001111');
    });
  });
});

test('a name typed before the form has hydrated is kept and queried', async ({ page, baseURL }) => {
  await page.goto(at(baseURL, 'demo', '/query_pc/'));
  // No pointer first: typing itself is the first interaction, before the island's code has arrived.
  const form = island(page).getByRole('tabpanel');
  await form.getByLabel(zh.name, { exact: true }).pressSequentially('张三');
  await captchaKey(page);
  await expect(form.getByLabel(zh.name, { exact: true })).toHaveValue('张三');
  await form.getByLabel(zh.number, { exact: true }).fill('SK202400001');
  await form.getByRole('textbox', { name: zh.captcha }).fill(await captchaText(page, baseURL));
  await form.getByRole('button', { name: zh.query, exact: true }).click();
  await expect(island(page).locator('[data-certificate-result]')).toContainText('张三');
});
