import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/server/db/seed';
import { resolveSeedTime } from '../../src/server/db/seed/content';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();

const DAY = 86_400_000;

async function list<T = any>(pathAndQuery: string, tenantId: string, body?: unknown): Promise<T> {
  const { status, body: envelope } = await server.json(pathAndQuery, { tenantId, body });
  expect(status).toBe(200);
  expect(envelope).toMatchObject({ code: 0, msg: 'ok' });
  return envelope.data;
}

const records = async <T = any>(pathAndQuery: string, tenantId: string, body: Record<string, unknown> = {}) =>
  (await list<{ records: T[]; total: number }>(pathAndQuery, tenantId, { current: 1, size: 1000, ...body })).records;

/** What a visitor of each school can read: compared before and after a reseed. */
async function snapshot(tenantId: string) {
  return {
    school: await list('/api/universityAdvertise/anyUser/university/info/getInfoByTenantId', tenantId),
    business: await list('/api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId', tenantId),
    banners: await list('/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList', tenantId),
    album: await list('/api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId', tenantId),
    categories: await list('/api/universityAdvertise/anyUser/materialCategory/queryList', tenantId),
    articles: await records('/api/universityAdvertise/anyUser/discoverArticle/page', tenantId),
    majors: await records('/api/universityAdvertise/anyUser/hotMajor/hotMajorPage', tenantId),
    contacts: await records('/api/universityAdvertise/anyUser/customerService/page', tenantId),
    tabs: await list('/api/universityAdvertise/anyUser/universityInformation/list', tenantId),
  };
}

describe('relative seed times', () => {
  const now = new Date('2026-05-10T08:00:00Z');

  it('reads days, hours and minutes before or after the seed clock', () => {
    expect(resolveSeedTime('-3d', now)).toEqual(new Date(now.getTime() - 3 * DAY));
    expect(resolveSeedTime('+2h', now)).toEqual(new Date(now.getTime() + 2 * 3_600_000));
    expect(resolveSeedTime('-90m', now)).toEqual(new Date(now.getTime() - 90 * 60_000));
  });

  it('takes an absolute date as written and refuses anything else', () => {
    expect(resolveSeedTime('2026-01-02T03:04:05Z', now)).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(() => resolveSeedTime('three days ago', now)).toThrow(/unreadable time 'three days ago'/);
  });

  it('places the seeded notices relative to the seed clock', async () => {
    const notices = await records<{ title: string; publishTime: string }>('/api/universityAdvertise/anyUser/notice/noticePage', DEMO);
    const latest = notices.find((notice) => notice.title === '关于开展低压电工复审培训的通知')!;
    expect(Date.parse(latest.publishTime)).toBe(server.clock.now.getTime() - DAY);
  });
});

describe('the demo school has enough of everything for each list to show its paging', () => {
  it('banners, service contacts and service points of every type', async () => {
    expect((await list<unknown[]>('/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList', DEMO)).length).toBeGreaterThanOrEqual(3);
    const contacts = await records<{ url: string }>('/api/universityAdvertise/anyUser/customerService/page', DEMO);
    expect(contacts[0]!.url).toMatch(/^\/media\/images\/q-/);
    const school = await list<{ servicePointList: { type: string }[]; certificationOrganizationList: unknown[] }>(
      '/api/universityAdvertise/anyUser/university/info/getInfoByTenantId',
      DEMO,
    );
    for (const type of ['TEACHING', 'EXAM', 'EVALUATE']) expect(school.servicePointList.filter((point) => point.type === type).length).toBeGreaterThanOrEqual(1);
    expect(school.certificationOrganizationList.length).toBeGreaterThanOrEqual(2);
  });

  it('notices: more than a list page (6) and a sidebar (5), some in the ticker window, one empty', async () => {
    const notices = await records<{ content: string; publishTime: string }>('/api/universityAdvertise/anyUser/notice/noticePage', DEMO);
    expect(notices.length).toBeGreaterThan(6);
    expect(notices.filter((notice) => Date.parse(notice.publishTime) >= server.clock.now.getTime() - 30 * DAY).length).toBeGreaterThanOrEqual(3);
    expect(notices.filter((notice) => Date.parse(notice.publishTime) < server.clock.now.getTime() - 30 * DAY).length).toBeGreaterThanOrEqual(1);
    expect(notices.some((notice) => notice.content === '')).toBe(true);
  });

  it('news: more than a page (4) in every one of three categories, a video and an XSS probe', async () => {
    const categories = await records<{ id: number }>('/api/universityAdvertise/anyUser/categorize/page', DEMO);
    expect(categories).toHaveLength(3);
    for (const category of categories) {
      const news = await records('/api/universityAdvertise/anyUser/newInformation/newInformationPage', DEMO, { model: { categorizeId: category.id } });
      expect(news.length).toBeGreaterThan(4);
    }
    const news = await records<{ contentType: { code: string }; content: string }>('/api/universityAdvertise/anyUser/newInformation/newInformationPage', DEMO);
    expect(news.length).toBeGreaterThanOrEqual(10);
    expect(news.some((item) => item.contentType.code === 'INFORMATION' && item.content.startsWith('/media/'))).toBe(true);
    expect(news.some((item) => item.content.includes('<script>alert(1)</script>'))).toBe(true);
  });

  it('hot majors: more than the major page (10), each with FAQs, one with more than 3, one FAQ without seq', async () => {
    const majors = await records<{ id: number; relatedCertificate: unknown }>('/api/universityAdvertise/anyUser/hotMajor/hotMajorPage', DEMO);
    expect(majors.length).toBeGreaterThan(10);
    expect(majors.some((major) => typeof major.relatedCertificate === 'string')).toBe(true);
    expect(majors.some((major) => Array.isArray(major.relatedCertificate))).toBe(true);
    const counts: number[] = [];
    for (const major of majors) {
      const faqs = await records<{ seq: number | null }>('/api/universityAdvertise/anyUser/commonQuestion/commonQuestionPage', DEMO, { model: { majorId: major.id } });
      counts.push(faqs.length);
      expect(faqs.some((faq) => faq.seq === null)).toBe(true);
    }
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeGreaterThan(3);
  });

  it('album: pictures and videos, and one empty category', async () => {
    const categories = await list<{ picNum: number; videoNum: number }[]>('/api/universityAdvertise/anyUser/materialCategory/queryList', DEMO);
    expect(categories.some((category) => category.picNum + category.videoNum === 0)).toBe(true);
    expect(categories.reduce((sum, category) => sum + category.picNum, 0)).toBeGreaterThanOrEqual(5);
    expect(categories.reduce((sum, category) => sum + category.videoNum, 0)).toBeGreaterThanOrEqual(2);
  });
});

describe('the beta school is smaller, in English, and still pages', () => {
  it('has its own lists, each past its first page where the site pages', async () => {
    expect((await list<unknown[]>('/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList', BETA)).length).toBeGreaterThanOrEqual(3);
    const notices = await records<{ title: string }>('/api/universityAdvertise/anyUser/notice/noticePage', BETA);
    expect(notices.length).toBeGreaterThan(6);
    expect(notices.every((notice) => /^[\x20-\x7E]+$/.test(notice.title))).toBe(true);
    expect((await records('/api/universityAdvertise/anyUser/newInformation/newInformationPage', BETA)).length).toBeGreaterThan(4);
    const majors = await records('/api/universityAdvertise/anyUser/hotMajor/hotMajorPage', BETA);
    expect(majors.length).toBeGreaterThan(5);
    expect(majors.length).toBeLessThan((await records('/api/universityAdvertise/anyUser/hotMajor/hotMajorPage', DEMO)).length);
  });
});

describe('demo media', () => {
  const seedFiles = ['school.json', 'information.json', 'service-contacts.json', 'banners.json', 'notices.json', 'news.json', 'hot-majors.json', 'albums.json'];

  it('every media URL of the school and content seeds is a file under public/', () => {
    for (const tenant of [DEMO, BETA]) {
      for (const file of seedFiles) {
        const text = readFileSync(path.join('tenants', tenant, file), 'utf8');
        for (const [url] of text.matchAll(/\/media\/[\w./-]+/g)) expect(existsSync(path.join('public', url)), `${tenant}/${file}: ${url}`).toBe(true);
      }
    }
  });

  it('the HLS playlist names segments that exist, and public/media stays small', () => {
    const playlist = readFileSync('public/media/hls/demo.m3u8', 'utf8');
    const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments) expect(existsSync(path.join('public/media/hls', segment))).toBe(true);
    const size = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? size(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size), 0);
    expect(size('public/media')).toBeLessThan(600 * 1024);
  });
});

describe('reseeding', () => {
  it('changes nothing for tenants already seeded, even days later', async () => {
    const before = { demo: await snapshot(DEMO), beta: await snapshot(BETA) };
    const ran = await seedDatabase(server.db, server.config.tenantsDir, new Date(server.clock.now.getTime() + 5 * DAY));
    expect(ran).toEqual([]);
    expect({ demo: await snapshot(DEMO), beta: await snapshot(BETA) }).toEqual(before);
  });
});
