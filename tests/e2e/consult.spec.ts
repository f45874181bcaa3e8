// The consult (leave-a-message) modal (spec 1 §3, §4, §5.1): opened from the floating panel and the
// FAQs' 'consult advisor', judged by the consult rules beside each field, a code button with its
// 60-second countdown, a message sent with the SMS code from the development outbox, and a refused
// message that keeps what was typed. Demo in Chinese, beta in English.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from './support/test';
import { at } from './support/tenants';
import { freshMobile, latestCode } from './support/accounts';

const consultDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openFromPanel(page: Page) {
  await page.locator('[data-floating-tools] [data-open-consult]').click();
}

/** The beta school's home with the consult form opened from the floating panel. */
async function openBetaForm(page: Page, baseURL: string | undefined) {
  await page.goto(at(baseURL, 'beta'));
  await openFromPanel(page);
  return consultDialog(page, 'Leave a message');
}

test.describe('demo (Chinese)', () => {
  test('no island code loads with the page; the floating panel loads the consult form on the first click', async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const onLoad = await Promise.all(scripts.splice(0).map((response) => response.text()));
    expect(onLoad.length).toBeGreaterThan(0);
    expect(onLoad.filter((text) => text.includes('react.transitional.element'))).toHaveLength(0);

    await openFromPanel(page);
    await expect(consultDialog(page, '留言咨询')).toBeVisible();
    const onClick = await Promise.all(scripts.map((response) => response.text()));
    expect(onClick.some((text) => text.includes('react.transitional.element'))).toBe(true);
  });

  test('an empty form shows each rule message beside its field, and a bad mobile is refused', async ({ page }) => {
    await page.goto('/');
    await openFromPanel(page);
    const dialog = consultDialog(page, '留言咨询');
    await dialog.getByRole('button', { name: '提交留言' }).click();
    await expect(dialog.locator('[data-field-error]')).toHaveText(['请输入姓名', '请输入电话', '请输入验证码', '请输入您要咨询的内容']);
    await expect(dialog.getByLabel('姓名')).toBeFocused();
    await expect(dialog.getByLabel('姓名')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('姓名').fill('张三3');
    await dialog.getByLabel('手机号码').fill('23800138000');
    await expect(dialog.locator('[data-field-error]')).toHaveText(['姓名只能包含汉字、字母和“·”', '请输入正确的手机号码', '请输入验证码', '请输入您要咨询的内容']);
    await dialog.getByLabel('姓名').fill('张三');
    await expect(dialog.getByLabel('姓名')).toHaveAttribute('aria-invalid', 'false');

    // Sending a code checks the mobile first (spec 1 §5.1, sending a code).
    await dialog.getByLabel('手机号码').fill('');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByLabel('手机号码')).toHaveAccessibleDescription('请输入手机号码');
    await dialog.getByLabel('手机号码').fill('1380013800');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByLabel('手机号码')).toHaveAccessibleDescription('请输入正确的手机号码');
  });

  test('the code button counts down 60 seconds, refuses a resend meanwhile, then offers re-get', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await openFromPanel(page);
    const dialog = consultDialog(page, '留言咨询');
    await dialog.getByLabel('手机号码').fill(freshMobile('13'));
    // From here the page's time moves only when the test moves it: the countdown must read 60, then
    // 59 one second later, however long a slow machine takes between the two looks.
    await page.clock.pauseAt(Date.now() + 1_000);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const button = dialog.locator('[data-code-button]');
    await expect(button).toHaveText('60秒后重新获取');
    await expect(dialog.locator('[data-code-note]')).toHaveText('验证码已发送');
    await page.clock.runFor(1_000);
    await expect(button).toHaveText('59秒后重新获取');
    // aria-disabled, not disabled: the click still reaches it and explains the refusal.
    await button.click({ force: true });
    await expect(dialog.locator('[data-code-note]')).toHaveText('请在倒计时结束后再发送');
    // The countdown is the page's, not the modal's: closing and reopening does not restart it.
    await dialog.getByRole('button', { name: '关闭' }).click();
    await openFromPanel(page);
    await expect(button).toHaveText(/^5\d秒后重新获取$/);
    await page.clock.runFor(60_000);
    await expect(button).toHaveText('重新获取');
  });

  test("the FAQ's 'consult advisor' opens the form about that major", async ({ page }) => {
    await page.goto('/hot-major/');
    const link = page.locator('[data-major-detail] [data-open-consult]');
    const subject = await link.getAttribute('data-consult-subject');
    await link.click();
    const dialog = consultDialog(page, '留言咨询');
    await expect(dialog.locator('[data-consult-subject]')).toHaveText(`咨询项目：${subject}`);
  });

  // The open modal only: the page behind it is inert, and the page suites scan it.
  test('no serious or critical accessibility violation with the form open, empty or with its messages', async ({ page }) => {
    await page.goto('/');
    await openFromPanel(page);
    const dialog = consultDialog(page, '留言咨询');
    await expect(dialog).toBeVisible();
    const scan = async () => (await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(await scan()).toEqual([]);
    await dialog.getByRole('button', { name: '提交留言' }).click();
    await expect(dialog.locator('[data-field-error]')).toHaveCount(4);
    expect(await scan()).toEqual([]);
  });
});

test.describe('beta (English)', () => {
  test('a message with the SMS code is sent: success toast, form reset, modal closed; Enter submits', async ({ page, baseURL }) => {
    const dialog = await openBetaForm(page, baseURL);
    const mobile = freshMobile('13');
    await dialog.getByLabel('Name').fill('Alex');
    await dialog.getByLabel('Phone').fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.locator('[data-code-button]')).toHaveText(/^Re-get in \d+ seconds$/);
    await dialog.getByLabel('Verification code').fill(await latestCode(page, mobile, 'VISITOR_MSG_VERIFY'));
    const saved = page.waitForResponse((response) => response.url().includes('/clue/saveClue'));
    await dialog.getByLabel('Your question').fill('When does the next electrician class start?');
    await dialog.getByLabel('Your question').press('Enter');
    const body = (await (await saved).request().postDataJSON()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Alex', mobile, content: 'When does the next electrician class start?' });
    // Nobody is signed in: the visitor id stands in for the user id.
    expect(body.clueId).toMatch(/^[0-9a-f-]{36}$/);

    await expect(page.locator('[data-toast="success"]')).toHaveText(/Submit success/);
    await expect(dialog).toBeHidden();
    await openFromPanel(page);
    for (const label of ['Name', 'Phone', 'Verification code', 'Your question']) await expect(dialog.getByLabel(label)).toHaveValue('');
  });

  test('a refused message keeps everything typed and says why', async ({ page, baseURL }) => {
    const dialog = await openBetaForm(page, baseURL);
    const mobile = freshMobile('13');
    await dialog.getByLabel('Name').fill('Alex');
    await dialog.getByLabel('Phone').fill(mobile);
    // No code was sent to this mobile: the API refuses the message.
    await dialog.getByLabel('Verification code').fill('123456');
    await dialog.getByLabel('Your question').fill('Is there a weekend class?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.locator('[data-consult-failure]')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Alex');
    await expect(dialog.getByLabel('Phone')).toHaveValue(mobile);
    await expect(dialog.getByLabel('Verification code')).toHaveValue('123456');
    await expect(dialog.getByLabel('Your question')).toHaveValue('Is there a weekend class?');

    // Closing by mistake loses nothing either.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openFromPanel(page);
    await expect(dialog.getByLabel('Your question')).toHaveValue('Is there a weekend class?');
  });

  test('no serious or critical accessibility violation with the form open', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta'));
    await openFromPanel(page);
    await expect(consultDialog(page, 'Leave a message')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
