// @security: SMS pumping. An attacker who makes the portal send texts costs the school money and
// floods a stranger's phone; the caps must hold when the requests arrive all at once, not only
// one after another.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../../src/lib/sms-signature';
import { smsOutbox } from '../../../src/server/db/schema';
import { useTestServer } from '../support/test-server';

const IP_CAP = 5;
const server = useTestServer({ smsHourlyCapPerIp: IP_CAP });

function sendCode(mobile: string, ip: string) {
  const params = { mobile, templateCode: 'MOBILE_LOGIN_REGISTER', _t: String(server.clock.now.getTime()) };
  const headers = { 'x-forwarded-for': ip, [SMS_SIGNATURE_HEADER]: smsSignature(params, server.config.smsAccessKey) };
  return server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, { headers });
}

async function textsSentTo(mobile: string) {
  const [row] = await server.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
  return row!.n;
}

describe('SMS pumping @security', () => {
  it('20 requests at once for one mobile, from 20 addresses, send one text: the rest are told to wait', async () => {
    const mobile = '13711110001';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => sendCode(mobile, `10.90.0.${i + 1}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toMatch(/\d+ ?s/);
    }
    expect(await textsSentTo(mobile)).toBe(1);
  });

  it(`${IP_CAP * 4} requests at once from one address, each for another mobile, send exactly ${IP_CAP} texts`, async () => {
    const mobiles = Array.from({ length: IP_CAP * 4 }, (_, i) => `137222${String(i).padStart(5, '0')}`);
    const answers = await Promise.all(mobiles.map((mobile) => sendCode(mobile, '10.91.0.1')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(IP_CAP);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(IP_CAP * 3);
    let sent = 0;
    for (const mobile of mobiles) sent += await textsSentTo(mobile);
    expect(sent).toBe(IP_CAP);
  });

  it('a mobile gets at most 10 texts a day, even when each comes after the resend wait from another address', async () => {
    const mobile = '13733330001';
    const accepted: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answers = await Promise.all([sendCode(mobile, `10.92.${i}.1`), sendCode(mobile, `10.92.${i}.2`)]);
      accepted.push(answers.filter((answer) => answer.status === 200).length);
      server.clock.advance(61_000);
    }
    expect(accepted.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await textsSentTo(mobile)).toBe(10);
  });
});
