// What the build fetches for each school before Astro runs, and the digest `npm run build --
// --changed` compares: the same content digests the same, an edit changes its school's digest
// only, and a school whose API fails is reported with its reason while the others are fetched.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentDigest } from '../../scripts/lib/content-digest';
import { fetchAllContent, type FetchResult } from '../../scripts/lib/school-content';
import { readManifest } from '../../src/server/manifest-file';
import { articles } from '../../src/server/db/schema';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();
const manifest = readManifest('tenants');
const API = 'http://api.test';

function fetchAll(failing: string[] = []) {
  return fetchAllContent(manifest.tenants, {
    apiBaseOf: () => API,
    fetchOf: (tenant) => (failing.includes(tenant.id) ? () => new Response('upstream down', { status: 500 }) : (request) => server.app.fetch(request)),
  });
}

function digests(results: FetchResult[]) {
  return Object.fromEntries(results.map((result) => [result.tenant.id, 'content' in result ? contentDigest({ codeVersion: 'v', tenant: result.tenant, content: result.content }) : result.error]));
}

describe('the content a build fetches', () => {
  it('holds every area of every school, and digests the same when nothing changed', async () => {
    const first = await fetchAll();
    for (const result of first) {
      expect('content' in result && Object.keys(result.content).sort()).toEqual(['agreements', 'home', 'majors', 'news', 'notices', 'products', 'profile', 'school']);
    }
    expect(digests(await fetchAll())).toEqual(digests(first));
  });

  it("changes the digest of the school whose content was edited, and only that school's", async () => {
    const before = digests(await fetchAll());
    const [article] = await server.db.select().from(articles).where(and(eq(articles.tenantId, DEMO), eq(articles.kind, 'NEW_INFORMATION'))).limit(1);
    if (!article) throw new Error('the demo school has no news article');
    await server.db.update(articles).set({ title: `${article.title}（更新）` }).where(eq(articles.id, article.id));
    const after = digests(await fetchAll());
    expect(after[DEMO]).not.toBe(before[DEMO]);
    expect(after[BETA]).toBe(before[BETA]);
  });

  it('reports a school whose API answers 500 with its reason, and fetches the others', async () => {
    const results = await fetchAll([BETA]);
    const beta = results.find((result) => result.tenant.id === BETA);
    expect(beta && 'error' in beta && beta.error).toMatch(/from http:\/\/api\.test: .*busy 500/);
    expect(results.find((result) => result.tenant.id === DEMO)).toHaveProperty('content.school');
  });
});
