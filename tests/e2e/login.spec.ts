// Signing in (spec 1 §2.9, §4, §5.1, §8): by SMS code and by password, with every check beside its
// field, the code button's countdown, the server's refusals shown in the form, the redirect query,
// single sign-on, and an ended session sent back to /login with the server's message. Demo in
// Chinese, beta in English, each as a new visitor would go about it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Response } from './support/test';
import { at } from './support/tenants';
import { recordToasts, toastsShown } from './support/toasts-shown';
import { CLIENT, freshMobile, latestCode } from './support/accounts';
import { encodeEncryptionToken } from './support/encryption-token';
import { interactWithIsland } from './support/hydrate';

/** A token as the platform issues it, for the single sign-on links. The API picks the school by header, so plain localhost serves. */
async function issuedToken(request: APIRequestContext, tenantId: string, mobile: string) {
  const answer = await request.post('/api/oauth/anyTenant/login', {
    headers: { ...CLIENT, tenantId },
    data: { grantType: 'PASSWORD', username: mobile, password: 'demo123456' },
  });
  return ((await answer.json()) as { data: { token: string; userId: string; expiration: number } }).data;
}

const TENANTS = [
  {
    id: 'demo',
    student: { mobile: '13800138000', password: 'demo123456', name: '小明同学' },
    other: { mobile: '13800138001', name: '李华' },
    text: {
      codeMode: '验证码登录',
      passwordMode: '密码登录',
      mobile: '手机号码',
      code: '验证码',
      password: '密码',
      submit: '登录',
      getCode: '获取验证码',
      countdown: /^\d{1,2}秒后重新获取$/,
      sent: '验证码已发送',
      countdownRefused: '请在倒计时结束后再发送',
      agreement: '请先阅读并同意协议',
      userAgreement: '《用户服务协议》',
      privacyPolicy: '《隐私政策》',
      userAgreementTitle: '用户服务协议',
      privacyPolicyTitle: '隐私政策',
      agreementWords: '杭州数字职业技能培训学校',
      mobileRequired: '请输入手机号码',
      mobileWrong: '请输入正确的手机号码',
      codeRequired: '请输入验证码',
      codeShort: '请输入6位验证码',
      passwordRequired: '请输入密码',
      success: '登录成功',
      toRegister: '加入云校',
      ssoFailed: '登录失败，请重新登录',
      switchAccount: '当前设备已登录其他账号，是否切换为该链接中的账号？',
      ssoBad: '登录链接无效或已过期。',
      ssoMissing: '登录链接中没有登录凭证。',
      toLogin: '前往登录',
      // The server's refusals, in the site's language (Accept-Language)
      codeWrong: '验证码错误',
      codeUsed: '验证码已失效，请重新获取',
      passwordWrong: '手机号（或用户名）或密码错误',
      passwordLocked: '密码错误次数过多，请15分钟后再试，或使用验证码登录',
      tokenInvalid: '登录已失效，请重新登录',
    },
  },
  {
    id: 'beta',
    student: { mobile: '13900139000', password: 'demo123456', name: 'Emma' },
    other: { mobile: '13900139001', name: 'Liam' },
    text: {
      codeMode: 'Log in with a code',
      passwordMode: 'Log in with a password',
      mobile: 'Mobile number',
      code: 'Verification code',
      password: 'Password',
      submit: 'Log in',
      getCode: 'Get code',
      countdown: /^Re-get in \d{1,2} seconds$/,
      sent: 'Verification code sent',
      countdownRefused: 'Send again after the countdown ends',
      agreement: 'Please read and agree to the agreement first',
      userAgreement: 'User Agreement',
      privacyPolicy: 'Privacy Policy',
      userAgreementTitle: 'User Agreement',
      privacyPolicyTitle: 'Privacy Policy',
      agreementWords: 'Beta Skills Academy',
      mobileRequired: 'Please enter mobile number',
      mobileWrong: 'Please enter a correct mobile number',
      codeRequired: 'Please enter the verification code',
      codeShort: 'Please enter the 6-digit code',
      passwordRequired: 'Please enter the password',
      success: 'Login successful',
      toRegister: 'Join the cloud school',
      ssoFailed: 'Sign-in failed, please log in again',
      switchAccount: 'Another account is signed in on this device. Sign in with the account of this link instead?',
      ssoBad: 'The sign-in link is invalid or has expired.',
      ssoMissing: 'The sign-in link carries no sign-in token.',
      toLogin: 'Go to login',
      codeWrong: 'The verification code is wrong',
      codeUsed: 'The verification code has expired or was already used: request a new one',
      passwordWrong: 'the mobile number (or username) or the password is wrong',
      passwordLocked: 'too many wrong passwords: try again in 15 minutes, or log in with a verification code',
      tokenInvalid: 'the token is not valid: please log in again',
    },
  },
] as const;

for (const tenant of TENANTS) {
  const { text } = tenant;

  test.describe(`${tenant.id}: login`, () => {
    const form = (page: Page) => page.locator('#login-island');
    const submit = (page: Page) => form(page).getByRole('button', { name: text.submit, exact: true });
    const codeButton = (page: Page) => form(page).locator('[data-send-code]');
    const toasts = (page: Page) => page.locator('[data-toast]');

    async function sendCode(page: Page, mobile: string) {
      await form(page).getByLabel(text.mobile).fill(mobile);
      await codeButton(page).click();
      await expect(toasts(page).filter({ hasText: text.sent })).toBeVisible();
      return latestCode(page, mobile);
    }

    test('signs a new mobile in by SMS code, toasts, and shows the user in the header of the home page', async ({ page, baseURL }) => {
      await recordToasts(page);
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      const mobile = freshMobile();
      const code = await sendCode(page, mobile);
      await expect(codeButton(page)).toHaveText(text.countdown);
      await expect(codeButton(page)).toHaveAttribute('aria-disabled', 'true');
      await form(page).getByLabel(text.code, { exact: true }).fill(code);
      await form(page).getByRole('checkbox').check();
      await submit(page).click();

      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
      await expect.poll(() => toastsShown(page)).toContainEqual(expect.stringContaining(text.success));
      const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(masked.replace(/\*/g, '\\*')) })).toBeVisible();
      await expect(page.getByRole('banner').locator('[data-register-login]')).toBeHidden();
    });

    test('signs the demo student in by password; Enter submits', async ({ page, baseURL }) => {
      await recordToasts(page);
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await form(page).getByRole('tab', { name: text.passwordMode }).click();
      await expect(form(page)).toHaveAttribute('data-mode', 'password');
      await form(page).getByLabel(text.mobile).fill(tenant.student.mobile);
      await form(page).getByLabel(text.password, { exact: true }).fill(tenant.student.password);
      await form(page).getByRole('checkbox').check();
      await form(page).getByLabel(text.password, { exact: true }).press('Enter');

      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
      await expect.poll(() => toastsShown(page)).toContainEqual(expect.stringContaining(text.success));
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(tenant.student.name) })).toBeVisible();
    });

    test("the agreement's names open the school's user agreement and privacy policy in a new tab, and leave the box as it was", async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      for (const [name, heading] of [[text.userAgreement, text.userAgreementTitle], [text.privacyPolicy, text.privacyPolicyTitle]] as const) {
        const link = form(page).getByRole('link', { name });
        await expect(link).toHaveAttribute('target', '_blank');
        const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(tab.locator('[data-agreement-text]')).toContainText(text.agreementWords);
        await tab.close();
      }
      await expect(form(page).getByRole('checkbox')).not.toBeChecked();
    });

    test('shows every check beside its field, focuses the first, and warns about the agreement', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await submit(page).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.mobileRequired, text.codeRequired, text.agreement]);
      const mobile = form(page).getByLabel(text.mobile);
      await expect(mobile).toBeFocused();
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await mobile.getAttribute('aria-describedby')}`)).toHaveText(text.mobileRequired);

      await mobile.fill('2380013800');
      await form(page).getByLabel(text.code, { exact: true }).fill('123');
      await submit(page).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.mobileWrong, text.codeShort, text.agreement]);

      // Editing a field takes its message away; ticking the agreement takes the warning away.
      await mobile.fill('13800138000');
      await form(page).getByLabel(text.code, { exact: true }).fill('123456');
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.agreement]);
      await expect(form(page).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
      await form(page).getByRole('checkbox').check();
      await expect(form(page).locator('[data-field-error]')).toHaveCount(0);

      await form(page).getByRole('tab', { name: text.passwordMode }).click();
      await submit(page).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.passwordRequired]);
    });

    test('the code button checks the mobile first, then refuses a second send during the countdown', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await expect(codeButton(page)).toHaveText(text.getCode);
      await codeButton(page).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.mobileRequired]);
      await form(page).getByLabel(text.mobile).fill('23800138000');
      await codeButton(page).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([text.mobileWrong]);

      const mobile = freshMobile();
      await sendCode(page, mobile);
      await expect(form(page).locator('[data-field-error]')).toHaveCount(0);
      // aria-disabled tells it is unavailable, yet a click still explains why (Playwright would wait for it to be enabled).
      await codeButton(page).click({ force: true });
      await expect(toasts(page).filter({ hasText: text.countdownRefused })).toBeVisible();
      // Refused in the browser: the outbox still holds one code.
      const outbox = (await (await page.request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { data: unknown[] };
      expect(outbox.data).toHaveLength(1);
      // The countdown survives a look at the other mode.
      await form(page).getByRole('tab', { name: text.passwordMode }).click();
      await form(page).getByRole('tab', { name: text.codeMode }).click();
      await expect(codeButton(page)).toHaveText(text.countdown);
    });

    test('a wrong code is refused in the form with the server message, and what was typed stays', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      const mobile = freshMobile();
      const code = await sendCode(page, mobile);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const codeInput = form(page).getByLabel(text.code, { exact: true });
      await codeInput.fill(wrong);
      await form(page).getByRole('checkbox').check();
      await submit(page).click();

      await expect(form(page).locator('[data-field-error]')).toHaveText(text.codeWrong);
      await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
      await expect(codeInput).toBeFocused();
      await expect(codeInput).toHaveValue(wrong);
      await expect(form(page).getByLabel(text.mobile)).toHaveValue(mobile);
      await expect(form(page).getByRole('checkbox')).toBeChecked();
      await expect(page).toHaveURL(/\/login\/$/);

      // Corrected, the same form signs in.
      await codeInput.fill(code);
      await submit(page).click();
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
    });

    test('a code that was already used is refused (expiry itself is covered by the API tests)', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      const mobile = freshMobile();
      const code = await sendCode(page, mobile);
      await form(page).getByLabel(text.code, { exact: true }).fill(code);
      await form(page).getByRole('checkbox').check();
      await submit(page).click();
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));

      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await form(page).getByLabel(text.mobile).fill(mobile);
      await form(page).getByLabel(text.code, { exact: true }).fill(code);
      await form(page).getByRole('checkbox').check();
      await submit(page).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText(text.codeUsed);
    });

    test('a wrong password is refused above the button', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await form(page).getByRole('tab', { name: text.passwordMode }).click();
      await form(page).getByLabel(text.mobile).fill(tenant.student.mobile);
      await form(page).getByLabel(text.password, { exact: true }).fill('not-the-password');
      await form(page).getByRole('checkbox').check();
      await submit(page).click();
      await expect(form(page).getByRole('alert')).toHaveText(text.passwordWrong);
      await expect(form(page).getByLabel(text.password, { exact: true })).toHaveValue('not-the-password');
    });

    test('after 5 wrong passwords the account is locked for 15 minutes, and the form says so', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await form(page).getByRole('tab', { name: text.passwordMode }).click();
      // An account nobody has: it is locked like any other, and the demo students stay free for the other tests.
      await form(page).getByLabel(text.mobile).fill(freshMobile());
      await form(page).getByRole('checkbox').check();
      const password = form(page).getByLabel(text.password, { exact: true });
      const answer = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/oauth/anyTenant/login');
      for (let attempt = 1; attempt <= 5; attempt++) {
        await password.fill(`wrong-password${attempt}`);
        const answered = answer();
        await submit(page).click();
        expect((await answered).status()).toBe(400);
      }
      await expect(form(page).getByRole('alert')).toHaveText(text.passwordWrong);
      await password.fill(tenant.student.password);
      const answered = answer();
      await submit(page).click();
      expect((await answered).status()).toBe(429);
      await expect(form(page).getByRole('alert')).toHaveText(text.passwordLocked);
    });

    test('goes to a redirect path of the same site, never to another origin', async ({ page, baseURL }) => {
      const signIn = async () => {
        await form(page).getByRole('tab', { name: text.passwordMode }).click();
        await form(page).getByLabel(text.mobile).fill(tenant.student.mobile);
        await form(page).getByLabel(text.password, { exact: true }).fill(tenant.student.password);
        await form(page).getByRole('checkbox').check();
        await submit(page).click();
      };
      await page.goto(at(baseURL, tenant.id, '/login/?redirect=%2Fnotice%2Flist%2F'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await signIn();
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/notice/list/'));

      await page.goto(at(baseURL, tenant.id, '/login/?redirect=%2F%2Fexample.com%2F'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await signIn();
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
    });

    test('links to the registration page', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await expect(form(page).getByRole('link', { name: text.toRegister })).toHaveAttribute('href', '/register/1/');
    });

    test('an ended session (a token the server refuses) leads to /login with the server message', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/'));
      await page.evaluate((tenantId) => {
        localStorage.setItem(`portal:${tenantId}:session:token`, JSON.stringify('x'.repeat(43)));
        localStorage.setItem(`portal:${tenantId}:session:userId`, JSON.stringify('someone'));
        localStorage.setItem(`portal:${tenantId}:session:user`, 'null');
      }, tenant.id);
      // The header asks for the missing user info: a token call.
      await page.reload();
      await expect(page).toHaveURL(/\/login\/?$/);
      await expect(page.locator('[data-toast="error"]')).toContainText(text.tokenInvalid);
      await expect(page.getByRole('banner').locator('[data-register-login]')).toBeVisible();
      expect(await page.evaluate((tenantId) => localStorage.getItem(`portal:${tenantId}:session:token`), tenant.id)).toBe('""');
    });

    test('no serious or critical accessibility violation in either mode', async ({ page, baseURL }) => {
      await page.goto(at(baseURL, tenant.id, '/login/'));
      await interactWithIsland(page);
      await expect(page.locator('#login-island[data-ready]')).toBeAttached();
      await submit(page).click();
      const scan = async () => {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
      };
      expect(await scan()).toEqual([]);
      await form(page).getByRole('tab', { name: text.passwordMode }).click();
      await submit(page).click();
      expect(await scan()).toEqual([]);
    });
  });

  test.describe(`${tenant.id}: single sign-on`, () => {
    test('an encryptionToken link signs the user in for the school and goes home', async ({ page, baseURL, request }) => {
      const issued = await issuedToken(request, tenant.id, tenant.student.mobile);
      const encryptionToken = encodeEncryptionToken({ ...issued, tenantId: tenant.id });
      await page.goto(at(baseURL, tenant.id, `/sso-login/?encryptionToken=${encryptionToken}`));
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(tenant.student.name) })).toBeVisible();
      expect(await page.evaluate((tenantId) => localStorage.getItem(`portal:${tenantId}:session:token`), tenant.id)).toBe(JSON.stringify(issued.token));
    });

    for (const entry of ['/', '/sso-login/']) {
      test(`an encryptionToken link on ${entry} asks before replacing the student who is signed in, and keeps them when told no`, async ({ page, baseURL, request }) => {
        const signedIn = await issuedToken(request, tenant.id, tenant.student.mobile);
        const other = await issuedToken(request, tenant.id, tenant.other.mobile);
        await page.goto(at(baseURL, tenant.id, `/sso-login/?encryptionToken=${encodeEncryptionToken({ ...signedIn, tenantId: tenant.id })}`));
        await expect(page).toHaveURL(at(baseURL, tenant.id, '/'));
        const storedToken = () => page.evaluate((tenantId) => localStorage.getItem(`portal:${tenantId}:session:token`), tenant.id);
        const link = at(baseURL, tenant.id, `${entry}?encryptionToken=${encodeEncryptionToken({ ...other, tenantId: tenant.id })}`);

        const questions: string[] = [];
        page.once('dialog', (dialog) => {
          questions.push(dialog.message());
          void dialog.dismiss();
        });
        await page.goto(link);
        await expect.poll(() => questions).toEqual([text.switchAccount]);
        await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(tenant.student.name) })).toBeVisible();
        expect(await storedToken()).toBe(JSON.stringify(signedIn.token));

        page.once('dialog', (dialog) => void dialog.accept());
        await page.goto(link);
        await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(tenant.other.name) })).toBeVisible();
        expect(await storedToken()).toBe(JSON.stringify(other.token));
      });
    }

    test('a link without a token, with a malformed one or with one the server refuses explains itself and links to /login', async ({ page, baseURL }) => {
      const failed = page.getByRole('alert');
      await page.goto(at(baseURL, tenant.id, '/sso-login/'));
      await expect(failed.getByRole('heading')).toHaveText(text.ssoFailed);
      await expect(failed).toContainText(text.ssoMissing);
      await expect(failed.getByRole('link', { name: text.toLogin })).toHaveAttribute('href', '/login/');

      await page.goto(at(baseURL, tenant.id, '/sso-login/?encryptionToken=not-a-token'));
      await expect(failed).toContainText(text.ssoBad);
      // The token never stays in the address bar.
      await expect(page).toHaveURL(at(baseURL, tenant.id, '/sso-login/'));

      const forged = encodeEncryptionToken({ token: 'y'.repeat(43), userId: 'someone', tenantId: tenant.id });
      await page.goto(at(baseURL, tenant.id, `/sso-login/?encryptionToken=${forged}`));
      await expect(failed).toContainText(text.tokenInvalid);
      // Nothing stored: no key at all, or the session store's empty token.
      expect([null, '""']).toContain(await page.evaluate((tenantId) => localStorage.getItem(`portal:${tenantId}:session:token`), tenant.id));
    });
  });
}

test('React loads on /login and /register only once the visitor points at the form, and never on the other pages', async ({ page, baseURL }) => {
  const reactIn = async (path: string, interact = false) => {
    const scripts: Response[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    };
    page.on('response', collect);
    await page.goto(at(baseURL, 'demo', path));
    await page.waitForLoadState('networkidle');
    if (interact) await interactWithIsland(page);
    page.off('response', collect);
    const bodies = await Promise.all(scripts.map((response) => response.text()));
    return bodies.some((body) => body.includes('react.transitional.element'));
  };
  expect(await reactIn('/login/')).toBe(false);
  expect(await reactIn('/login/', true)).toBe(true);
  expect(await reactIn('/register/?type=1', true)).toBe(true);
  for (const path of ['/', '/news-information/list/', '/school-info/', '/notice/list/']) expect(await reactIn(path), path).toBe(false);
});
