import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/test-server';

// Small caps, so the tests need not make sixty calls.
const LIKE_CAP = 4;
const VISIT_CAP = 3;

const server = useTestServer({ likeMinuteCapPerIp: LIKE_CAP, visitMinuteCapPerIp: VISIT_CAP });

const MINUTE = 60_000;
const LIKE = '/api/universityAdvertise/anyone/contentOperation/like';
const UNLIKE = '/api/universityAdvertise/anyone/contentOperation/unlike';
const THUMBS = '/api/universityAdvertise/anyone/thumbsUserRecord/thumbs';
const VISIT = '/api/search/anyone/performanceStat/visit';
const TOO_MANY_LIKES = { status: 429, body: { code: 429, msg: 'too many likes from this network in the last minute: try again later', data: null } };

async function shortVideoId() {
  const { body } = await server.json('/api/universityAdvertise/anyUser/contentOperation/page', { body: { current: 1, size: 1, model: { bizType: 'PEOPLE_SAY' } } });
  return body.data.records[0].id as number;
}

const like = (id: number, visitorId: string, ip: string, path = LIKE) => server.json(path, { body: { id }, headers: { visitorId, 'x-forwarded-for': ip } });
const visit = (ip: string, remoteAddress?: string) => server.json(VISIT, { body: { schoolId: 'demo' }, headers: { 'x-forwarded-for': ip }, remoteAddress });

describe('like toggles per network', () => {
  it(`allow ${LIKE_CAP} a minute from one address, whatever visitorIds it invents, then answer 429 and count nothing`, async () => {
    const id = await shortVideoId();
    const ip = '10.40.0.1';
    for (let i = 0; i < LIKE_CAP; i++) expect((await like(id, `invented-visitor-${i}`, ip)).status).toBe(200);
    const before = (await like(id, 'another-network-visitor', '10.40.0.2')).body.data.thumbsCount;
    expect(await like(id, 'invented-visitor-x', ip)).toEqual(TOO_MANY_LIKES);
    expect(await like(id, 'invented-visitor-0', ip, UNLIKE)).toEqual(TOO_MANY_LIKES);
    const review = await server.json(THUMBS, { body: { bizId: 1, bizType: 'COMMENT_SCORE' }, headers: { visitorId: 'invented-visitor-y', 'x-forwarded-for': ip } });
    expect(review).toEqual(TOO_MANY_LIKES);
    expect((await like(id, 'another-network-visitor', '10.40.0.2')).body.data.thumbsCount).toBe(before);

    server.clock.advance(MINUTE);
    expect((await like(id, 'invented-visitor-x', ip)).body.data.thumbsCount).toBe(before + 1);
  });

  it('in Chinese for a Chinese reader', async () => {
    const id = await shortVideoId();
    for (let i = 0; i < LIKE_CAP; i++) await like(id, `zh-visitor-${i}`, '10.40.1.1');
    const refused = await server.json(LIKE, { body: { id }, headers: { visitorId: 'zh-visitor-x', 'x-forwarded-for': '10.40.1.1', 'accept-language': 'zh-CN' } });
    expect(refused.body.msg).toBe('点赞操作过于频繁，请稍后再试');
  });
});

describe('visits per network', () => {
  it(`count ${VISIT_CAP} a minute from one address; beyond, the count is answered as it stands`, async () => {
    const ip = '10.41.0.1';
    const first = (await visit(ip)).body.data.browseCount;
    for (let i = 1; i < VISIT_CAP; i++) expect((await visit(ip)).body.data.browseCount).toBe(first + i);
    const capped = await visit(ip);
    expect(capped).toEqual({ status: 200, body: { code: 0, msg: 'ok', data: { schoolId: 'demo', browseCount: first + VISIT_CAP - 1 } } });
    expect((await visit('10.41.0.2')).body.data.browseCount).toBe(first + VISIT_CAP);
    server.clock.advance(MINUTE);
    expect((await visit(ip)).body.data.browseCount).toBe(first + VISIT_CAP + 1);
  });

  it('do not believe an x-forwarded-for sent straight from another machine: its own address is counted', async () => {
    const start = (await visit('10.42.0.1', '203.0.113.9')).body.data.browseCount;
    for (let i = 1; i < VISIT_CAP; i++) await visit(`10.42.0.${i + 1}`, '203.0.113.9');
    expect((await visit('10.42.0.99', '203.0.113.9')).body.data.browseCount).toBe(start + VISIT_CAP - 1);
  });
});
