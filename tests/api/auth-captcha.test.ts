import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchas } from '../../src/server/db/schema';
import { hashSecret, sha256 } from '../../src/server/services/secrets';
import { consumeCaptcha } from '../../src/server/services/verification';
import { createTestServer, useTestServer } from './support/test-server';

const server = useTestServer();

let sequence = 0;
const freshKey = () => `captchaKey${String(++sequence).padStart(6, '0')}`;

async function captcha(key: string): Promise<string> {
  const response = await server.call(`/api/oauth/anyTenant/captcha?key=${key}&_t=${server.clock.now.getTime()}`);
  expect(response.status).toBe(200);
  await response.text();
  return (await server.json(`/api/dev/captcha/${key}`)).body.data.text;
}

const consume = (key: string, code: string) => consumeCaptcha(server.db, { key, code, now: server.clock.now });

describe('GET /api/oauth/anyTenant/captcha', () => {
  it('answers an SVG image that is never cached', async () => {
    const response = await server.call(`/api/oauth/anyTenant/captcha?key=${freshKey()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  });

  it('draws 4 digits and stores them only hashed', async () => {
    const key = freshKey();
    const text = await captcha(key);
    expect(text).toMatch(/^\d{4}$/);
    const [row] = await server.db.select().from(captchas).where(eq(captchas.key, key));
    expect(row!.textHash).toBe(hashSecret(text, row!.salt));
    expect(row!.textHash).not.toBe(sha256(text));
  });

  it('names a missing or malformed key', async () => {
    const missing = await server.json('/api/oauth/anyTenant/captcha');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 400, msg: 'key: is required', data: null });
    for (const key of ['short', 'a'.repeat(17), 'has space in it!']) {
      const { status, body } = await server.json(`/api/oauth/anyTenant/captcha?key=${encodeURIComponent(key)}`);
      expect(status).toBe(400);
      expect(body.msg).toBe('key: must be 16 letters or digits');
    }
  });
});

describe('consumeCaptcha (the certificate query checks its captcha with it)', () => {
  it('accepts the right text once', async () => {
    const key = freshKey();
    const text = await captcha(key);
    await expect(consume(key, ` ${text} `)).resolves.toBeUndefined();
    await expect(consume(key, text)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^no captcha is waiting/) });
  });

  it('is spent by a wrong answer too', async () => {
    const key = freshKey();
    const text = await captcha(key);
    const wrong = String((Number(text) + 1) % 10_000).padStart(4, '0');
    await expect(consume(key, wrong)).rejects.toMatchObject({ status: 400, message: 'the captcha is wrong: refresh it and try again' });
    await expect(consume(key, text)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^no captcha is waiting/) });
  });

  it('expires after 5 minutes', async () => {
    const inTime = freshKey();
    const inTimeText = await captcha(inTime);
    const late = freshKey();
    const lateText = await captcha(late);
    server.clock.advance(5 * 60_000 - 1);
    await expect(consume(inTime, inTimeText)).resolves.toBeUndefined();
    server.clock.advance(1);
    await expect(consume(late, lateText)).rejects.toMatchObject({ status: 400, message: 'the captcha has expired: refresh it' });
  });

  it('takes only the newest image of a key', async () => {
    const key = freshKey();
    server.digits.next('1111', '2222');
    const first = await captcha(key);
    const second = await captcha(key);
    expect([first, second]).toEqual(['1111', '2222']);
    await expect(consume(key, first)).rejects.toMatchObject({ status: 400, message: 'the captcha is wrong: refresh it and try again' });
    const refreshed = freshKey();
    server.digits.next('3333', '4444');
    await captcha(refreshed);
    await expect(consume(refreshed, await captcha(refreshed))).resolves.toBeUndefined();
  });

  it('refuses a key that was never issued or is malformed', async () => {
    await expect(consume(freshKey(), '1234')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^no captcha/) });
    await expect(consume('short', '1234')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^the captcha key must be the 16-character key/) });
  });
});

describe('outside development mode', () => {
  it('keeps no plain captcha text', async () => {
    const production = await createTestServer({ dev: false });
    try {
      const key = freshKey();
      expect((await production.call(`/api/oauth/anyTenant/captcha?key=${key}`)).status).toBe(200);
      const [row] = await production.db.select().from(captchas).where(eq(captchas.key, key));
      expect(row!.devText).toBeNull();
    } finally {
      await production.close();
    }
  });
});
