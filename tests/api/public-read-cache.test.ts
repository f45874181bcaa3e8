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

  it('still refuses a call the guards refuse, even when its answer is in memory', async () => {
    await bannerNames(DEMO);
    const wrongClient = await server.json(BANNERS, { headers: { authorization: basicAuthorization('portal-web', 'guess') } });
    expect(wrongClient.status).toBe(401);
    const unknownSchool = await server.json(BANNERS, { tenantId: 'nope' });
    expect(unknownSchool.status).toBe(400);
  });
});
