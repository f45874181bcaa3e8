// @security: guessing. An SMS code has a million values and a captcha ten thousand: what keeps
// them from being guessed is that a code dies after 5 tries and a captcha after one, right or
// wrong, also when the guesses arrive all at once.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../../src/lib/sms-signature';
import { authTokens } from '../../../src/server/db/schema';
import { useTestServer } from '../support/test-server';

const server = useTestServer();

async function codeFor(mobile: string): Promise<string> {
  const params = { mobile, templateCode: 'MOBILE_LOGIN_REGISTER', _t: String(server.clock.now.getTime()) };
  const headers = { 'x-forwarded-for': `10.93.${mobile.slice(-2)}.1`, [SMS_SIGNATURE_HEADER]: smsSignature(params, server.config.smsAccessKey) };
  expect((await server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, { headers })).status).toBe(200);
  const outbox = await server.json(`/api/dev/sms-outbox?mobile=${mobile}`);
  return outbox.body.data[0].code as string;
}

const smsLogin = (mobile: string, code: string) => server.json('/api/oauth/anyTenant/login', { body: { grantType: 'SMS_CODE', mobile, code, tenantId: 'demo', terminalType: 'PC' } });

/** Codes that are not `code`, all different. */
const guessesBesides = (code: string, n: number) => Array.from({ length: n + 1 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0')).filter((guess) => guess !== code).slice(0, n);

async function captcha() {
  const captchaKey = randomBytes(8).toString('hex');
  await (await server.call(`/api/oauth/anyTenant/captcha?key=${captchaKey}`)).text();
  return { captchaKey, captchaCode: (await server.json(`/api/dev/captcha/${captchaKey}`)).body.data.text as string };
}

async function tokenCount() {
  const [row] = await server.db.select({ n: count() }).from(authTokens);
  return row!.n;
}

const CERTIFICATE = '/api/evaluate/anyTenant/certificate/queryCertificateByCode';

describe('SMS code brute force @security', () => {
  it('30 guesses at once with the right code among the last: no sign-in, and the right code is dead afterwards', async () => {
    const mobile = '13744440001';
    const code = await codeFor(mobile);
    const tokensBefore = await tokenCount();
    const guesses = [...guessesBesides(code, 29), code];
    const answers = await Promise.all(guesses.map((guess) => smsLogin(mobile, guess)));
    const signedIn = answers.filter((answer) => answer.status === 200);
    // At most one of the first five tries can be the right one: here none is.
    expect(signedIn).toHaveLength(0);
    expect((await smsLogin(mobile, code)).status).toBe(400);
    expect(await tokenCount()).toBe(tokensBefore);
  });

  it('5 wrong tries one after another kill the code: the 6th, right, is refused with a message that says so', async () => {
    const mobile = '13744440002';
    const code = await codeFor(mobile);
    for (const guess of guessesBesides(code, 5)) expect((await smsLogin(mobile, guess)).status).toBe(400);
    const right = await smsLogin(mobile, code);
    expect(right.status).toBe(400);
    expect(right.body.msg).toMatch(/expired or was already used|too many/);
  });
});

describe('captcha reuse @security', () => {
  it('a solved captcha sent 10 times at once answers one query; the other 9 are refused', async () => {
    const solved = await captcha();
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.json(CERTIFICATE, { body: { ...solved, certificateCode: 'SK202400001', name: '张三' } })));
    expect(answers.filter((answer) => answer.status === 200 && answer.body.data?.name === '张三')).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/captcha/i);
    }
  });

  it('a captcha spent on a wrong answer cannot be answered right afterwards', async () => {
    const fresh = await captcha();
    const wrong = fresh.captchaCode === '0000' ? '1111' : '0000';
    expect((await server.json(CERTIFICATE, { body: { ...fresh, captchaCode: wrong, certificateCode: 'SK202400001', name: '张三' } })).status).toBe(400);
    expect((await server.json(CERTIFICATE, { body: { ...fresh, certificateCode: 'SK202400001', name: '张三' } })).status).toBe(400);
  });
});
