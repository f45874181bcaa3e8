// Registration (spec 1 §2.10, §5.1) at /register/?type=1|2|3: a student joins a cloud school
// (three to choose from for type 1, one for type 3), an enterprise user registers with an
// invitation code; each ends signed in at home with 'operation successful'. Demo in Chinese, beta
// in English, with fresh mobiles as new users would have.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { recordToasts, toastsShown } from './support/toasts-shown';
import { freshMobile, latestCode } from './support/accounts';
import { interactWithIsland } from './support/hydrate';

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

const TENANTS = [
  {
    id: 'demo',
    invitationCode: 'ENT001',
    text: {
      studentTitle: '加入云校',
      enterpriseTitle: '企业邀请注册',
      mobile: '手机号码',
      code: '验证码',
      school: '加入的云校',
      schools: ['信息技术', '智能制造', '现代服务'],
      typeThreeSchool: '健康养老',
      enterpriseName: '企业名称',
      invitationCode: '邀请码',
      studentSubmit: '立即加入',
      enterpriseSubmit: '立即注册',
      sent: '验证码已发送',
      success: '操作成功',
      mobileRequired: '请输入手机号码',
      codeRequired: '请输入验证码',
      schoolRequired: '请选择要加入的云校',
      enterpriseNameRequired: '请输入企业名称',
      invitationCodeRequired: '请输入邀请码',
      enterpriseName11: '云智科技有限公司杭州分公司',
      toLogin: '已有账号？去登录',
      // The server's refusal, in the site's language (Accept-Language)
      invitationWrong: '邀请码“NOPE99”不存在，请核对后重新输入',
    },
  },
  {
    id: 'beta',
    invitationCode: 'BETA01',
    text: {
      studentTitle: 'Join the cloud school',
      enterpriseTitle: 'Enterprise registration',
      mobile: 'Mobile number',
      code: 'Verification code',
      school: 'Cloud school to join',
      schools: ['Information Technology', 'Advanced Manufacturing', 'Modern Services'],
      typeThreeSchool: 'Health and Elderly Care',
      enterpriseName: 'Enterprise name',
      invitationCode: 'Invitation code',
      studentSubmit: 'Join now',
      enterpriseSubmit: 'Register now',
      sent: 'Verification code sent',
      success: 'Operation successful',
      mobileRequired: 'Please enter mobile number',
      codeRequired: 'Please enter the verification code',
      schoolRequired: 'Please choose the cloud school to join',
      enterpriseNameRequired: 'Please enter the enterprise name',
      invitationCodeRequired: 'Please enter the invitation code',
      enterpriseName11: 'Northwind Training Ltd',
      toLogin: 'Already have an account? Log in',
      invitationWrong: "No enterprise invitation has the code 'NOPE99'",
    },
  },
] as const;

for (const tenant of TENANTS) {
  const { text } = tenant;
  const form = (page: Page) => page.locator('#register-island');
  const toasts = (page: Page) => page.locator('[data-toast]');

  async function verifyMobile(page: Page, mobile: string) {
    await form(page).getByLabel(text.mobile).fill(mobile);
    await form(page).locator('[data-send-code]').click();
    await expect(toasts(page).filter({ hasText: text.sent })).toBeVisible();
    await form(page).getByLabel(text.code, { exact: true }).fill(await latestCode(page, mobile));
  }

  /** Opens /register/?type=… (1 a student, 2 an enterprise user, 3 a student of the one school) once its form is ready. */
  async function openRegistration(page: Page, baseURL: string | undefined, type: number) {
    await page.goto(at(baseURL, tenant.id, `/register/?type=${type}`));
    await interactWithIsland(page);
    await expect(page.locator('#register-island[data-ready]')).toBeAttached();
  }

  test.describe(`${tenant.id}: registration`, () => {
    test('a student joins one of the three cloud schools of type 1 and lands at home, signed in', async ({ page, baseURL }) => {
      await recordToasts(page);
      await openRegistration(page, baseURL, 1);
      await expect(form(page).getByRole('heading', { level: 1 })).toHaveText(text.studentTitle);
      const schools = form(page).getByRole('radiogroup', { name: text.school });
      await expect(schools.getByRole('radio')).toHaveCount(3);
      for (const school of text.schools) await expect(schools.getByRole('radio', { name: new RegExp(school) })).not.toBeChecked();

      await form(page).getByRole('button', { name: text.studentSubmit }).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.mobileRequired, text.codeRequired, text.schoolRequired]);
      await expect(form(page).getByLabel(text.mobile)).toBeFocused();

      const mobile = freshMobile();
      await verifyMobile(page, mobile);
      await schools.getByRole('radio', { name: new RegExp(text.schools[1]) }).check();
      await expect(form(page).locator('[data-field-error]')).toHaveCount(0);
      await form(page).getByRole('button', { name: text.studentSubmit }).click();

      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
      await expect.poll(() => toastsShown(page)).toContainEqual(expect.stringContaining(text.success));
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(masked(mobile).replace(/\*/g, '\\*')) })).toBeVisible();
    });

    test('type 3 offers its one cloud school, already chosen', async ({ page, baseURL }) => {
      await recordToasts(page);
      await openRegistration(page, baseURL, 3);
      const schools = form(page).getByRole('radiogroup', { name: text.school });
      await expect(schools.getByRole('radio')).toHaveCount(1);
      await expect(schools.getByRole('radio', { name: new RegExp(text.typeThreeSchool) })).toBeChecked();

      const mobile = freshMobile();
      await verifyMobile(page, mobile);
      await form(page).getByRole('button', { name: text.studentSubmit }).press('Enter');
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
      await expect.poll(() => toastsShown(page)).toContainEqual(expect.stringContaining(text.success));
    });

    test('an enterprise user registers with the invitation code; a wrong code is refused beside it and correcting it needs no new SMS code', async ({ page, baseURL }) => {
      await recordToasts(page);
      await openRegistration(page, baseURL, 2);
      await expect(form(page).getByRole('heading', { level: 1 })).toHaveText(text.enterpriseTitle);
      await form(page).getByRole('button', { name: text.enterpriseSubmit }).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.enterpriseNameRequired, text.invitationCodeRequired, text.mobileRequired, text.codeRequired]);

      const name = form(page).getByLabel(text.enterpriseName);
      await name.fill(text.enterpriseName11);
      // The name input takes 11 characters at most (spec 1 §2.10, §9).
      await expect(name).toHaveAttribute('maxlength', '11');
      expect([...(await name.inputValue())].length).toBeLessThanOrEqual(11);
      const invitation = form(page).getByLabel(text.invitationCode);
      await expect(invitation).toHaveAttribute('maxlength', '6');
      await invitation.fill('NOPE99');
      const mobile = freshMobile();
      await verifyMobile(page, mobile);
      await form(page).getByRole('button', { name: text.enterpriseSubmit }).click();

      await expect(form(page).locator('[data-field-error]')).toHaveText(text.invitationWrong);
      await expect(invitation).toHaveAttribute('aria-invalid', 'true');
      await expect(invitation).toBeFocused();
      await expect(page).toHaveURL(/\/register\/\?type=2$/);
      // Nobody is half signed in meanwhile.
      expect(await page.evaluate((tenantId) => localStorage.getItem(`portal:${tenantId}:session:token`), tenant.id)).not.toMatch(/\w{43}/);

      await invitation.fill(tenant.invitationCode.toLowerCase());
      await form(page).getByRole('button', { name: text.enterpriseSubmit }).click();
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
      await expect.poll(() => toastsShown(page)).toContainEqual(expect.stringContaining(text.success));
      // The person is named by their masked mobile, not by the company's name.
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(masked(mobile).replace(/\*/g, '\\*')) })).toBeVisible();
      await expect(page.getByRole('banner')).not.toContainText(text.enterpriseName11);
    });

    test('is linked from /login and links back to it', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await page.locator('#login-island').getByRole('link', { name: text.enterpriseTitle }).click();
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/register/2/'));
      await expect(form(page).getByRole('heading', { level: 1 })).toHaveText(text.enterpriseTitle);
      await expect(form(page).getByRole('link', { name: text.toLogin })).toHaveAttribute('href', '/login/');
    });

    for (const type of [1, 2]) {
      test(`no serious or critical accessibility violation on type ${type}, with its messages showing`, async ({ page, baseURL }) => {
        await openRegistration(page, baseURL, type);
        await form(page).getByRole('button', { name: type === 2 ? text.enterpriseSubmit : text.studentSubmit }).click();
        await expect(form(page).locator('[data-field-error]').first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
      });
    }
  });
}
