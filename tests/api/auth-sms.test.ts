import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../src/lib/sms-signature';
import { smsCodes, smsOutbox } from '../../src/server/db/schema';
import { consumeSmsCode } from '../../src/server/services/verification';
import { BETA, useTestServer } from './support/test-server';

const server = useTestServer();

const MINUTE = 60_000;
let sequence = 0;
/** A mobile and a client address no other test uses, so limits never leak between tests. */
const freshMobile = () => `1370000${String(++sequence).padStart(4, '0')}`;
const freshIp = () => `10.1.${Math.floor(++sequence / 250)}.${sequence % 250}`;

function sendCode(mobile: string, options: { templateCode?: string; ip?: string; sign?: string | null; tenantId?: string } = {}) {
  const params: Record<string, string> = { mobile, _t: String(server.clock.now.getTime()) };
  if (options.templateCode !== undefined) params.templateCode = options.templateCode;
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp() };
  if (options.sign !== null) headers[SMS_SIGNATURE_HEADER] = options.sign ?? smsSignature(params, server.config.smsAccessKey);
  return server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, { headers, tenantId: options.tenantId });
}

async function outbox(mobile: string): Promise<{ code: string; templateCode: string }[]> {
  return (await server.json(`/api/dev/sms-outbox?mobile=${mobile}`)).body.data;
}

function smsLogin(mobile: string, code: string) {
  return server.json('/api/oauth/anyTenant/login', { body: { grantType: 'SMS_CODE', mobile, code, tenantId: 'demo', terminalType: 'PC' } });
}

describe('GET /api/oauth/anyTenant/sendSmsCode', () => {
  it('sends a 6-digit code for login and says how long it lives and when to resend', async () => {
    const mobile = freshMobile();
    const { status, body } = await sendCode(mobile, { templateCode: 'MOBILE_LOGIN_REGISTER' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { validSeconds: 300, resendSeconds: 60 } });
    const [message] = await outbox(mobile);
    expect(message).toMatchObject({ mobile, templateCode: 'MOBILE_LOGIN_REGISTER', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('uses VISITOR_MSG_VERIFY when no templateCode is sent (and signs only what was sent)', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile)).body.code).toBe(0);
    expect((await outbox(mobile))[0]!.templateCode).toBe('VISITOR_MSG_VERIFY');
  });

  it("writes the message in the school's language", async () => {
    const zh = freshMobile();
    await sendCode(zh);
    const en = freshMobile();
    await sendCode(en, { tenantId: BETA });
    const [zhMessage] = await server.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, zh));
    const [enMessage] = await server.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, en));
    expect(zhMessage!.text).toContain('验证码');
    expect(zhMessage!.text).toContain(zhMessage!.code);
    expect(enMessage!.text).toMatch(/^\[Beta Skills Academy\] Your verification code is \d{6}\./);
  });

  it('stores the code only as a salted hash', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const { code } = (await outbox(mobile))[0]!;
    const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row!)).not.toContain(code);
  });

  it('refuses a call without the signature header and sends nothing', async () => {
    const mobile = freshMobile();
    const { status, body } = await sendCode(mobile, { sign: null });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: 'sign: is required', data: null });
    expect(await outbox(mobile)).toEqual([]);
  });

  it('refuses a wrong signature, or one made for other parameters, with 401', async () => {
    const mobile = freshMobile();
    const wrong = await sendCode(mobile, { sign: 'f'.repeat(32) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 401, msg: expect.stringMatching(/^sign: the SMS signature does not match/), data: null });
    const forOther = smsSignature({ mobile: '13800138000', _t: String(server.clock.now.getTime()) }, server.config.smsAccessKey);
    expect((await sendCode(mobile, { sign: forOther })).status).toBe(401);
    const withOtherKey = smsSignature({ mobile, _t: String(server.clock.now.getTime()) }, 'not-the-key');
    expect((await sendCode(mobile, { sign: withOtherKey })).status).toBe(401);
    expect(await outbox(mobile)).toEqual([]);
  });

  it('names a missing or malformed mobile and an unknown template', async () => {
    const missing = await server.json('/api/oauth/anyTenant/sendSmsCode?_t=1', { headers: { sign: smsSignature({ _t: '1' }, server.config.smsAccessKey) } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 400, msg: 'mobile: is required', data: null });
    for (const mobile of ['1380013800', '23800138000', '1380013800a']) {
      const { status, body } = await sendCode(mobile);
      expect(status).toBe(400);
      expect(body.msg).toBe('please enter a correct mobile number');
    }
    const template = await sendCode(freshMobile(), { templateCode: 'NOPE' });
    expect(template.status).toBe(400);
    expect(template.body.msg).toMatch(/^templateCode: must be VISITOR_MSG_VERIFY .* or MOBILE_LOGIN_REGISTER/);
  });

  it('answers alike for a registered and an unregistered mobile', async () => {
    const registered = await sendCode('13800138000', { templateCode: 'MOBILE_LOGIN_REGISTER' });
    const unknown = await sendCode(freshMobile(), { templateCode: 'MOBILE_LOGIN_REGISTER' });
    expect(registered).toEqual(unknown);
  });

  it('refuses a resend to one mobile within 60 seconds, whatever the template, then allows it', async () => {
    const mobile = freshMobile();
    await sendCode(mobile, { templateCode: 'MOBILE_LOGIN_REGISTER' });
    server.clock.advance(59_000);
    const early = await sendCode(mobile, { templateCode: 'VISITOR_MSG_VERIFY' });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ code: 429, msg: expect.stringMatching(/^send again after the countdown ends.*wait 1 s/), data: null });
    server.clock.advance(1_000);
    expect((await sendCode(mobile)).status).toBe(200);
    expect(await outbox(mobile)).toHaveLength(2);
  });

  it('caps one mobile at 10 codes in 24 hours', async () => {
    const mobile = freshMobile();
    for (let sent = 0; sent < 10; sent++) {
      expect((await sendCode(mobile)).status).toBe(200);
      server.clock.advance(MINUTE);
    }
    const capped = await sendCode(mobile);
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toMatch(/this mobile has had 10 codes in the last 24 hours/);
    expect(await outbox(mobile)).toHaveLength(10);
    server.clock.advance(24 * 60 * MINUTE - 10 * MINUTE);
    expect((await sendCode(mobile)).status).toBe(200);
  });

  it('caps one network at 20 codes an hour, read from the first x-forwarded-for entry', async () => {
    const ip = freshIp();
    for (let sent = 0; sent < 20; sent++) {
      expect((await sendCode(freshMobile(), { ip: `${ip}, 192.168.0.1` })).status).toBe(200);
    }
    const capped = await sendCode(freshMobile(), { ip });
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toMatch(/too many codes were requested from this network/);
    expect((await sendCode(freshMobile(), { ip: '192.168.0.1' })).status).toBe(200);
    server.clock.advance(60 * MINUTE);
    expect((await sendCode(freshMobile(), { ip })).status).toBe(200);
  });

  it('sends one code when several requests for one mobile arrive together', async () => {
    const mobile = freshMobile();
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendCode(mobile)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await outbox(mobile)).toHaveLength(1);
  });

  it('counts callers without any address in one shared bucket', async () => {
    const params = { mobile: freshMobile(), _t: '1' };
    const response = await server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, {
      headers: { sign: smsSignature(params, server.config.smsAccessKey) },
    });
    expect(response.status).toBe(200);
    const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.mobile, params.mobile));
    expect(row!.clientIp).toBe('unknown');
  });
});

describe('SMS code rules', () => {
  async function codeFor(mobile: string, templateCode = 'MOBILE_LOGIN_REGISTER') {
    expect((await sendCode(mobile, { templateCode })).status).toBe(200);
    return (await outbox(mobile))[0]!.code;
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('logs in with a code once; the second use is refused', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    expect((await smsLogin(mobile, code)).body.code).toBe(0);
    const again = await smsLogin(mobile, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 400, msg: 'the verification code has expired or was already used: request a new one', data: null });
  });

  it('accepts a code until 5 minutes have passed, not after', async () => {
    const fresh = freshMobile();
    const inTime = await codeFor(fresh);
    server.clock.advance(5 * MINUTE - 1);
    expect((await smsLogin(fresh, inTime)).status).toBe(200);

    const stale = freshMobile();
    const late = await codeFor(stale);
    server.clock.advance(5 * MINUTE);
    const { status, body } = await smsLogin(stale, late);
    expect(status).toBe(400);
    expect(body.msg).toMatch(/has expired/);
  });

  it('counts wrong tries: the right code still works on the 5th try, and is dead after 5 wrong ones', async () => {
    const lucky = freshMobile();
    const luckyCode = await codeFor(lucky);
    for (let i = 0; i < 4; i++) expect((await smsLogin(lucky, wrongCode(luckyCode))).body.msg).toBe('the verification code is wrong');
    expect((await smsLogin(lucky, luckyCode)).status).toBe(200);

    const unlucky = freshMobile();
    const code = await codeFor(unlucky);
    for (let i = 0; i < 4; i++) await smsLogin(unlucky, wrongCode(code));
    const fifth = await smsLogin(unlucky, wrongCode(code));
    expect(fifth.status).toBe(400);
    expect(fifth.body.msg).toBe('the verification code is wrong and too many tries were made: request a new one');
    const right = await smsLogin(unlucky, code);
    expect(right.status).toBe(400);
    expect(right.body.msg).toMatch(/expired or was already used/);
  });

  it('allows no more than 5 tries between parallel guesses', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const guesses = await Promise.all(Array.from({ length: 10 }, () => smsLogin(mobile, wrongCode(code))));
    expect(guesses.every((guess) => guess.status === 400)).toBe(true);
    const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.attempts).toBe(5);
    expect((await smsLogin(mobile, code)).status).toBe(400);
  });

  it('retires a code when a newer one is sent', async () => {
    const mobile = freshMobile();
    server.digits.next('111111', '222222');
    const first = await codeFor(mobile);
    server.clock.advance(MINUTE);
    const second = await codeFor(mobile);
    expect([first, second]).toEqual(['111111', '222222']);
    expect((await smsLogin(mobile, first)).status).toBe(400);
    expect((await smsLogin(mobile, second)).status).toBe(200);
  });

  it("does not take the consult form's code for a login", async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile, 'VISITOR_MSG_VERIFY');
    expect((await smsLogin(mobile, code)).status).toBe(400);
    // The consult form (another area) spends it through consumeSmsCode.
    await expect(consumeSmsCode(server.db, { tenantId: 'demo', mobile, code, templateCode: 'VISITOR_MSG_VERIFY', now: server.clock.now })).resolves.toBeUndefined();
    await expect(consumeSmsCode(server.db, { tenantId: 'demo', mobile, code, templateCode: 'VISITOR_MSG_VERIFY', now: server.clock.now })).rejects.toMatchObject({ status: 400 });
  });

  it('takes a code only in the school it was requested under', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile, { templateCode: 'MOBILE_LOGIN_REGISTER', tenantId: 'beta' })).status).toBe(200);
    const { code } = (await outbox(mobile))[0]!;
    // Under demo, beta's code is no code at all, and no try of it is spent.
    const elsewhere = await smsLogin(mobile, code);
    expect(elsewhere.body).toEqual({ code: 400, msg: 'the verification code has expired or was already used: request a new one', data: null });
    const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row).toMatchObject({ tenantId: 'beta', attempts: 0 });
    const atBeta = await server.json('/api/oauth/anyTenant/login', { body: { grantType: 'SMS_CODE', mobile, code }, tenantId: 'beta' });
    expect(atBeta.status).toBe(200);
  });

  it('takes no code requested without a school', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile, { templateCode: 'MOBILE_LOGIN_REGISTER', tenantId: '' })).status).toBe(200);
    const { code } = (await outbox(mobile))[0]!;
    expect((await smsLogin(mobile, code)).status).toBe(400);
  });

  it('refuses a malformed code without spending a try', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const { status, body } = await smsLogin(mobile, '12345');
    expect(status).toBe(400);
    expect(body.msg).toBe('please enter the 6-digit code');
    await expect(consumeSmsCode(server.db, { tenantId: 'demo', mobile, code: '12a456', templateCode: 'MOBILE_LOGIN_REGISTER', now: server.clock.now })).rejects.toMatchObject({
      message: 'please enter the 6-digit code',
    });
    const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.attempts).toBe(0);
    expect((await smsLogin(mobile, code)).status).toBe(200);
  });

  it('answers a mobile that was never sent a code like an expired one', async () => {
    const { status, body } = await smsLogin(freshMobile(), '123456');
    expect(status).toBe(400);
    expect(body.msg).toMatch(/expired or was already used/);
  });
});
