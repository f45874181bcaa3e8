import { describe, expect, it } from 'vitest';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../src/lib/sms-signature';
import { useTestServer } from './support/test-server';

// Refusals are worded in the language the request's Accept-Language asks for: zh-CN for the
// Chinese sites, en for the English ones, and English when the header asks for nothing we have.
const server = useTestServer();

const LOGIN = '/api/oauth/anyTenant/login';
const DAY_MS = 24 * 60 * 60 * 1000;

let sequence = 0;
const freshMobile = () => `1350000${String(++sequence).padStart(4, '0')}`;
const ip = () => `10.7.0.${++sequence % 250}`;

const withLanguage = (language: string | undefined, headers: Record<string, string> = {}) => (language ? { ...headers, 'accept-language': language } : headers);

function sendCode(mobile: string, language?: string) {
  const params = { mobile, templateCode: 'MOBILE_LOGIN_REGISTER', _t: String(server.clock.now.getTime()) };
  return server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, {
    headers: withLanguage(language, { [SMS_SIGNATURE_HEADER]: smsSignature(params, server.config.smsAccessKey), 'x-forwarded-for': ip() }),
  });
}

async function codeFor(mobile: string): Promise<string> {
  expect((await sendCode(mobile)).status).toBe(200);
  return (await server.json(`/api/dev/sms-outbox?mobile=${mobile}`)).body.data[0].code;
}

const smsLogin = (mobile: string, code: string, language?: string) =>
  server.json(LOGIN, { body: { grantType: 'SMS_CODE', mobile, code }, headers: withLanguage(language) });

async function wrongCodeAnswer(language?: string) {
  const mobile = freshMobile();
  const code = await codeFor(mobile);
  return smsLogin(mobile, String((Number(code) + 1) % 1_000_000).padStart(6, '0'), language);
}

async function expiredToken(): Promise<string> {
  const { body } = await server.json(LOGIN, { body: { grantType: 'PASSWORD', username: 'demo', password: 'demo123456' } });
  server.clock.advance(7 * DAY_MS);
  return body.data.token;
}

async function wrongCaptchaAnswer(language?: string) {
  const captchaKey = `languageKey${String(++sequence).padStart(5, '0')}`;
  await (await server.call(`/api/oauth/anyTenant/captcha?key=${captchaKey}`)).text();
  const text = (await server.json(`/api/dev/captcha/${captchaKey}`)).body.data.text as string;
  const body = { captchaKey, captchaCode: text === '0000' ? '1111' : '0000', certificateCode: 'SK202400001', name: '张三' };
  return server.json('/api/evaluate/anyTenant/certificate/queryCertificateByCode', { body, headers: withLanguage(language) });
}

describe('a refusal asked for in Chinese', () => {
  it('words a wrong SMS code in Chinese, and names the field in the Api-Field header, not in the words', async () => {
    expect((await wrongCodeAnswer('zh-CN')).body).toEqual({ code: 400, msg: '验证码错误', data: null });
    const captchaKey = `languageKey${String(++sequence).padStart(5, '0')}`;
    const missing = await server.call('/api/evaluate/anyTenant/certificate/queryCertificateByCode', {
      body: { captchaKey, captchaCode: ' ', certificateCode: 'SK202400001', name: '张三' },
      headers: withLanguage('zh-CN'),
    });
    expect(missing.headers.get('Api-Field')).toBe('captchaCode');
    expect(await missing.json()).toEqual({ code: 400, msg: '请输入图形验证码', data: null });
  });

  it('words an expired token in Chinese, with the token code the client acts on', async () => {
    const token = await expiredToken();
    const { status, body } = await server.json('/api/oauth/appUser/getUserInfo', { method: 'POST', token, headers: { 'accept-language': 'zh-CN' } });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 40005, msg: '登录已过期，请重新登录', data: null });
  });

  it('words a wrong captcha in Chinese', async () => {
    expect((await wrongCaptchaAnswer('zh-Hans-CN,zh;q=0.9')).body).toEqual({ code: 400, msg: '图形验证码错误，请刷新后重试', data: null });
  });

  it('words the resend refusal in Chinese, with the seconds left', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    server.clock.advance(45_000);
    const { status, body } = await sendCode(mobile, 'zh');
    expect(status).toBe(429);
    expect(body.msg).toBe('请在倒计时结束后再发送：该手机号60秒内已获取过验证码，请15秒后再试');
    server.clock.advance(15_000);
  });

  it('words a used code and a malformed mobile in Chinese too', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    expect((await smsLogin(mobile, code)).status).toBe(200);
    expect((await smsLogin(mobile, code, 'zh-CN')).body.msg).toBe('验证码已失效，请重新获取');
    expect((await smsLogin('23800138000', code, 'zh-CN')).body.msg).toBe('请输入正确的手机号码');
  });

  it('says so in a Content-Language header that caches must vary on', async () => {
    const response = await server.call(LOGIN, { body: { grantType: 'SMS_CODE', mobile: '23800138000', code: '123456' }, headers: { 'accept-language': 'zh-CN' } });
    expect(response.headers.get('content-language')).toBe('zh-CN');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('leaves a message only an integrator meets in English', async () => {
    const { body } = await server.json('/api/system/anyTenant/defTenant/getTenantByPreDomain?data=nope', { headers: { 'accept-language': 'zh-CN' } });
    expect(body.msg).toBe("no tenant has the pre-domain 'nope'");
  });
});

describe('a refusal asked for in English, or in no language we have', () => {
  it.each([['en'], ['en-US,en;q=0.9'], ['fr-FR'], [undefined]])('is in English for Accept-Language %s', async (language) => {
    expect((await wrongCodeAnswer(language)).body.msg).toBe('the verification code is wrong');
    expect((await wrongCaptchaAnswer(language)).body.msg).toBe('the captcha is wrong: refresh it and try again');
  });

  it('words an expired token and the resend refusal in English', async () => {
    const token = await expiredToken();
    const expired = await server.json('/api/oauth/appUser/getUserInfo', { method: 'POST', token, headers: { 'accept-language': 'en' } });
    expect(expired.body).toEqual({ code: 40005, msg: 'the token has expired: please log in again', data: null });

    const mobile = freshMobile();
    await sendCode(mobile);
    const early = await sendCode(mobile, 'en-GB');
    expect(early.body.msg).toBe('send again after the countdown ends: a code was sent to this mobile less than 60 seconds ago (wait 60 s)');
    server.clock.advance(60_000);
  });
});
