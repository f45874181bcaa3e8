// The public read cache (src/server/public-read-cache.ts): anonymous content reads answered from
// memory for a few seconds, never across schools, never for a signed-in call, never past the guards.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../src/server/db/schema';
import { basicAuthorization } from '../../src/server/middleware';
import { signIn } from './support/envelope';
import { BETA, DEMO, useTestServer } from './support/test-server';

const TTL = 5_000;
const server = useTestServer({ publicReadCacheMs: TTL });
const BANNERS = '/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList';

let token: string;
beforeAll(async () => {
  ({ token } = await signIn(server));
});

const bannerNames = async (tenantId: string, init: { token?: string } = {}) => ((await server.json(BANNERS, { tenantId, ...init })).body.data as { name: string }[]).map((banner) => banner.name);

async function renameBanners(tenantId: string, name: string) {
  await server.db.update(banners).set({ name }).where(eq(banners.tenantId, tenantId));
}

describe('the public read cache', () => {
  it('answers an edited school from memory until the time is up, then reads it again', async () => {
    const before = await bannerNames(DEMO);
    await renameBanners(DEMO, '改过的横幅');
    expect(await bannerNames(DEMO)).toEqual(before);
    server.clock.advance(TTL);
    expect(new Set(await bannerNames(DEMO))).toEqual(new Set(['改过的横幅']));
  });

  it("never gives one school another's answer", async () => {
    await bannerNames(DEMO);
    const beta = await bannerNames(BETA);
    expect(beta.length).toBeGreaterThan(0);
    expect(beta).not.toContain('改过的横幅');
  });

  it('never answers a signed-in call from memory', async () => {
    await bannerNames(DEMO);
    await renameBanners(DEMO, '登录后看到的横幅');
    expect(new Set(await bannerNames(DEMO, { token }))).toEqual(new Set(['登录后看到的横幅']));
    server.clock.advance(TTL);
  });

  it('answers a call with Cache-Control: no-cache (the build) afresh, and keeps that answer for the others', async () => {
    await bannerNames(DEMO);
    await renameBanners(DEMO, '构建看到的横幅');
    const fresh = await server.json(BANNERS, { headers: { 'cache-control': 'no-cache' } });
    expect(new Set((fresh.body.data as { name: string }[]).map((banner) => banner.name))).toEqual(new Set(['构建看到的横幅']));
    expect(new Set(await bannerNames(DEMO))).toEqual(new Set(['构建看到的横幅']));
    server.clock.advance(TTL);
  });

  it('still refuses a call the guards refuse, even when its answer is in memory', async () => {
    await bannerNames(DEMO);
    const wrongClient = await server.json(BANNERS, { headers: { authorization: basicAuthorization('portal-web', 'guess') } });
    expect(wrongClient.status).toBe(401);
    const unknownSchool = await server.json(BANNERS, { tenantId: 'nope' });
    expect(unknownSchool.status).toBe(400);
  });
});

describe('the public read cache and the body checks', () => {
  it('still refuses a body that is not UTF-8 on a cached read', async () => {
    const NEWS = '/api/universityAdvertise/anyUser/newInformation/newInformationPage';
    expect((await server.json(NEWS, { body: { current: 1, size: 10, model: {} } })).status).toBe(200);
    const bad = await server.app.request(NEWS, {
      method: 'POST',
      headers: { authorization: basicAuthorization(server.config.clientId, server.config.clientSecret), tenantId: DEMO, 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toBe('the request body is not valid UTF-8');
  });
});
