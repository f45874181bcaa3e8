import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginFailures } from '../../src/server/db/schema';
import { createPasswordSlots, type PasswordCheck } from '../../src/server/services/password-slots';
import { verifyPassword } from '../../src/server/services/passwords';
import { useTestServer } from './support/test-server';

// A small cap per network, so its test need not make a hundred wrong logins; every other test
// logs in from an address of its own.
const IP_CAP = 6;

// The throttles are about what password hashing costs: the demo passwords at production's cost.
const server = useTestServer({ loginHourlyCapPerIp: IP_CAP }, { owaspPasswords: true });

const LOGIN = '/api/oauth/anyTenant/login';
const MINUTE = 60_000;
const LOGIN_FAILED = 'the mobile number (or username) or the password is wrong';
const LOCKED = 'too many wrong passwords: try again in 15 minutes, or log in with a verification code';

let network = 0;
const freshIp = () => `10.9.0.${++network}`;

function passwordLogin(username: string, password: string, ip: string, language?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (language) headers['accept-language'] = language;
  return server.json(LOGIN, { body: { grantType: 'PASSWORD', username, password }, headers });
}

async function failTimes(times: number, username: string, ip: string) {
  for (let i = 0; i < times; i++) {
    const { status, body } = await passwordLogin(username, `wrong-password${i}`, ip);
    expect(status).toBe(400);
    expect(body.msg).toBe(LOGIN_FAILED);
  }
}

describe('the password login throttle', () => {
  it('after 5 wrong passwords refuses even the right one for 15 minutes, saying when to retry, then lets it in', async () => {
    const ip = freshIp();
    await failTimes(5, '13800138000', ip);
    const refused = await passwordLogin('13800138000', 'demo123456', ip);
    expect(refused).toEqual({ status: 429, body: { code: 429, msg: LOCKED, data: null } });
    const inChinese = await passwordLogin('13800138000', 'demo123456', ip, 'zh-CN');
    expect(inChinese.body.msg).toBe('密码错误次数过多，请15分钟后再试，或使用验证码登录');

    server.clock.advance(10 * MINUTE + 1);
    expect((await passwordLogin('13800138000', 'demo123456', ip)).body.msg).toMatch(/try again in 5 minutes/);
    server.clock.advance(5 * MINUTE - 1);
    const allowed = await passwordLogin('13800138000', 'demo123456', ip);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.userId).toBe('demo-u-1001');
  });

  it('answers no more than 5 of many wrong passwords sent at once, and refuses the rest', async () => {
    // From as many networks: one network may not have that many hashes running (see below).
    const guesses = Array.from({ length: 8 }, (_, i) => passwordLogin('parallel-guesser', `guess${i}`, freshIp()));
    const statuses = (await Promise.all(guesses)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('locks the account, whichever of its names was typed: wrong passwords for the username lock its mobile', async () => {
    const ip = freshIp();
    await failTimes(3, 'demo', ip);
    await failTimes(2, '13800138000', ip);
    expect(await passwordLogin('13800138000', 'demo123456', ip)).toEqual({ status: 429, body: { code: 429, msg: LOCKED, data: null } });
    expect(await passwordLogin('demo', 'demo123456', ip)).toEqual({ status: 429, body: { code: 429, msg: LOCKED, data: null } });
    // An unknown name is counted as typed, whatever its case or surrounding spaces (from another
    // network: this one is near its cap).
    const other = freshIp();
    await failTimes(3, 'Nobody-Here', other);
    await failTimes(2, ' nobody-here ', other);
    expect((await passwordLogin('NOBODY-HERE', 'x', other)).status).toBe(429);
    server.clock.advance(15 * MINUTE);
  });

  it('starts the count afresh after a right password', async () => {
    const ip = freshIp();
    await failTimes(4, 'demo', ip);
    expect((await passwordLogin('demo', 'demo123456', ip)).status).toBe(200);
    await failTimes(4, 'demo', ip);
    expect((await passwordLogin('demo', 'demo123456', ip)).status).toBe(200);
  });

  it('counts only the wrong passwords of the last 15 minutes', async () => {
    const ip = freshIp();
    await failTimes(4, '13800138000', ip);
    server.clock.advance(15 * MINUTE);
    await failTimes(1, '13800138000', ip);
    expect((await passwordLogin('13800138000', 'demo123456', ip)).status).toBe(200);
  });

  it('answers an unknown account exactly as a known one, and locks only the account tried', async () => {
    const ip = freshIp();
    await failTimes(5, '13811112222', ip);
    const unknown = await passwordLogin('13811112222', 'demo123456', ip);
    expect(unknown).toEqual({ status: 429, body: { code: 429, msg: LOCKED, data: null } });

    const other = freshIp();
    await failTimes(5, '13800138000', other);
    expect(await passwordLogin('13800138000', 'demo123456', other)).toEqual(unknown);
    expect(await passwordLogin('demo', 'demo123456', other)).toEqual(unknown); // the same account, by its username
    expect((await passwordLogin('13800138001', 'demo123456', other)).status).toBe(200);
    server.clock.advance(15 * MINUTE);
    expect((await passwordLogin('13800138000', 'demo123456', other)).status).toBe(200);
  });

  it('leaves SMS-code logins alone while the password is locked', async () => {
    const ip = freshIp();
    await failTimes(5, '13800138000', ip);
    const bySms = await server.json(LOGIN, { body: { grantType: 'SMS_CODE', mobile: '13800138000', code: '000000' }, headers: { 'x-forwarded-for': ip } });
    expect(bySms.status).toBe(400);
    expect(bySms.body.msg).toMatch(/^the verification code/);
    server.clock.advance(15 * MINUTE);
  });

  it(`caps one network at ${IP_CAP} wrong passwords an hour, across accounts, then lets it try again`, async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_CAP; i++) await failTimes(1, `1370000000${i}`, ip);
    const capped = await passwordLogin('13800138000', 'demo123456', ip);
    expect(capped).toEqual({ status: 429, body: { code: 429, msg: 'too many wrong passwords from this network: try again in 60 minutes', data: null } });
    expect((await passwordLogin('13800138000', 'demo123456', ip, 'zh')).body.msg).toBe('当前网络密码错误次数过多，请60分钟后再试');
    // Another network is not held back.
    expect((await passwordLogin('13800138000', 'demo123456', freshIp())).status).toBe(200);
    server.clock.advance(60 * MINUTE);
    expect((await passwordLogin('13800138000', 'demo123456', ip)).status).toBe(200);
  });
});

describe('password hashing as a lever', () => {
  // A check that holds every hash until the test lets it go, then checks for real.
  let letGo!: () => void;
  let gate = new Promise<void>((resolve) => (letGo = resolve));
  // How many hashes have started (reached the check); a slot is taken earlier, before the try is recorded.
  let hashesStarted = 0;
  const heldCheck: PasswordCheck = async (password, stored) => {
    hashesStarted += 1;
    await gate;
    return stored ? verifyPassword(password, stored) : false;
  };
  const slots = createPasswordSlots({ perClient: 2, overall: 8 }, heldCheck);
  const held = useTestServer({}, { passwordSlots: slots, owaspPasswords: true });
  const login = (username: string, password: string, ip: string) =>
    held.json(LOGIN, { body: { grantType: 'PASSWORD', username, password }, headers: { 'x-forwarded-for': ip } });
  async function untilInFlight(count: number) {
    while (slots.inFlight() < count) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const BUSY = { status: 429, body: { code: 429, msg: 'too many logins from this network are being checked at once: try again in a moment', data: null } };

  it('records the try before the hash runs', async () => {
    const answer = login('13800138000', 'wrong-password', '10.8.0.1');
    while (hashesStarted < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const recorded = await held.db.select().from(loginFailures).where(and(eq(loginFailures.tenantId, 'demo'), eq(loginFailures.clientIp, '10.8.0.1')));
    expect(recorded).toEqual([expect.objectContaining({ account: 'user:demo-u-1001' })]);
    letGo();
    expect((await answer).status).toBe(400);
    gate = new Promise<void>((resolve) => (letGo = resolve));
  });

  it('runs at most 2 hashes per network and 8 in all, refusing the rest at once with a 429', async () => {
    const pending = [login('13700000001', 'x', '10.8.1.1'), login('13700000002', 'x', '10.8.1.1')];
    await untilInFlight(2);
    expect(await login('13700000003', 'x', '10.8.1.1')).toEqual(BUSY);
    expect(await login('13800138000', 'demo123456', '10.8.1.1')).toEqual(BUSY);
    for (let i = 2; i <= 7; i++) pending.push(login(`1370000001${i}`, 'x', `10.8.1.${i}`));
    await untilInFlight(8);
    expect(await login('13800138000', 'demo123456', '10.8.1.99')).toEqual(BUSY);
    expect(slots.inFlight()).toBe(8);
    letGo();
    expect((await Promise.all(pending)).map((answer) => answer.status)).toEqual(Array(8).fill(400));
    expect(slots.inFlight()).toBe(0);
    // The refused tries were not counted: nothing was checked for them.
    expect((await login('13800138000', 'demo123456', '10.8.1.1')).status).toBe(200);
  });
});
