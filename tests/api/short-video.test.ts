import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentOperations } from '../../src/server/db/schema';
import { BETA, DEMO, useTestServer } from './support/test-server';
import { expectFailure, signIn } from './support/envelope';

const server = useTestServer();
let token: string;
beforeAll(async () => {
  ({ token } = await signIn(server));
});

const PAGE = '/api/universityAdvertise/anyUser/contentOperation/page';
const TAGS = '/api/universityAdvertise/anyUser/contentOperation/getTagList';
const TAGS_BY_TYPE = '/api/universityAdvertise/anyUser/contentOperationTag/list';
const DETAIL = '/api/universityAdvertise/anyUser/contentOperation/getOperationBasic';
const LIKE = '/api/universityAdvertise/anyone/contentOperation/like';
const UNLIKE = '/api/universityAdvertise/anyone/contentOperation/unlike';

const pageOf = (model: object, extra: object = {}, init: { tenantId?: string; headers?: Record<string, string>; token?: string } = {}) =>
  server.typedJson(PAGE, { body: { current: 1, size: 8, ...extra, model }, ...init });

describe('POST contentOperation/page', () => {
  it("pages 'people say' 8 at a time, ascending by sort", async () => {
    const first = await pageOf({ bizType: 'PEOPLE_SAY' });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ total: 10, size: 8, current: 1, pages: 2 });
    expect(first.body.data.records.map((item: { sort: number }) => item.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first.body.data.records[0]).toMatchObject({
      bizType: 'PEOPLE_SAY',
      title: '从全职妈妈到金牌育婴员',
      pic: expect.stringMatching(/^\/media\/images\/v-/),
      contentUrl: expect.stringMatching(/^\/media\/(video\/demo\.mp4|hls\/demo\.m3u8)$/),
      author: '宝妈李姐',
      authorAvatar: expect.stringMatching(/^\/media\/images\/v-avatar-/),
      likeStatus: 0,
      likeNum: 128,
      tags: [{ id: expect.any(Number), name: '学员故事' }],
    });
    const second = await pageOf({ bizType: 'PEOPLE_SAY' }, { current: 2 });
    expect(second.body.data.records.map((item: { sort: number }) => item.sort)).toEqual([9, 10]);
  });

  it('lists published micro classrooms only, each with its recommended training', async () => {
    const { body } = await pageOf({ bizType: 'MICRO_CLASSROOM' }, { size: 20 });
    expect(body.data.total).toBe(10);
    const titles = body.data.records.map((item: { title: string }) => item.title);
    expect(titles).not.toContain('（未发布）焊接安全须知');
    expect(body.data.records[0]).toMatchObject({
      title: '新生儿抚触的正确手法',
      description: expect.any(String),
      relatedProductResultVOS: [
        expect.objectContaining({ name: '育婴员（五级）职业技能培训', defCouponPrice: '1980' }),
        expect.objectContaining({ name: '保育师（五级）' }),
      ],
    });
  });

  it('narrows by tag', async () => {
    const tags = (await server.typedJson(`${TAGS_BY_TYPE}?bizType=MICRO_CLASSROOM`)).body.data;
    const health = tags.find((tag: { name: string }) => tag.name === '健康养老')!;
    const { body } = await pageOf({ bizType: 'MICRO_CLASSROOM', tagId: health.id });
    expect(body.data.total).toBe(health.operationCountNum);
    expect(body.data.records.every((item: { tags: { id: number }[] }) => item.tags.some((tag) => tag.id === health.id))).toBe(true);
  });

  it("answers each school's own items and names a bad bizType", async () => {
    const beta = await pageOf({ bizType: 'PEOPLE_SAY' }, {}, { tenantId: BETA });
    expect(beta.body.data.total).toBe(3);
    expectFailure(await pageOf({ bizType: 'NEWS' }), 400, /^model\.bizType: /);
  });
});

describe('GET contentOperation/getTagList and contentOperationTag/list (path ours)', () => {
  it('lists every tag of the school by section and sort, with operationCountNum, some at 0', async () => {
    const { status, body } = await server.typedJson(`${TAGS}?_t=${Date.now()}`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(9);
    expect(body.data.filter((tag: { operationCountNum: number }) => tag.operationCountNum === 0).map((tag: { name: string }) => tag.name)).toEqual([
      '职场技能',
      '名师访谈',
    ]);
    const electric = body.data.find((tag: { name: string }) => tag.name === '电工安全');
    // The unpublished item carries the tag but is not counted.
    expect(electric).toMatchObject({ bizType: 'MICRO_CLASSROOM', operationCountNum: 3 });
  });

  it('lists one section by tenantId and bizType', async () => {
    const { body } = await server.typedJson(`${TAGS_BY_TYPE}?tenantId=${DEMO}&bizType=PEOPLE_SAY`);
    expect(body.data.map((tag: { name: string }) => tag.name)).toEqual(['学员故事', '就业分享', '考证经验', '活动花絮', '名师访谈']);
    expect(body.data.map((tag: { sort: number }) => tag.sort)).toEqual([1, 2, 3, 4, 5]);
    const beta = await server.typedJson(`${TAGS_BY_TYPE}?bizType=MICRO_CLASSROOM`, { tenantId: BETA });
    expect(beta.body.data).toEqual([
      { id: expect.any(Number), name: 'Care skills', bizType: 'MICRO_CLASSROOM', sort: 1, operationCountNum: 3 },
      { id: expect.any(Number), name: 'Office skills', bizType: 'MICRO_CLASSROOM', sort: 2, operationCountNum: 0 },
    ]);
  });

  it("refuses a tenantId parameter that differs from the header instead of listing the other school's", async () => {
    expectFailure(await server.typedJson(`${TAGS_BY_TYPE}?tenantId=${BETA}&bizType=MICRO_CLASSROOM`), 400, /^tenantId: 'beta' differs from the tenantId header 'demo'/);
    expectFailure(await pageOf({ tenantId: BETA }), 400, /^model\.tenantId: 'beta' differs from the tenantId header 'demo'/);
  });

  it('names a missing bizType', async () => {
    expectFailure(await server.typedJson(TAGS_BY_TYPE), 400, /^bizType: /);
  });
});

describe('GET contentOperation/getOperationBasic/{id}', () => {
  it('answers one item with its tags, likes and recommended training', async () => {
    const { body: list } = await pageOf({ bizType: 'MICRO_CLASSROOM' }, { size: 1 });
    const item = list.data.records[0]!;
    const { status, body } = await server.json(`${DETAIL}/${item.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: item });
  });

  it("answers 404 for another school's item and for an unpublished one, 400 for a bad id", async () => {
    const beta = await pageOf({}, { size: 1 }, { tenantId: BETA });
    expectFailure(await server.json(`${DETAIL}/${beta.body.data.records[0]!.id}`), 404, /no short video/);
    const [hidden] = await server.db
      .select({ id: contentOperations.id })
      .from(contentOperations)
      .where(and(eq(contentOperations.tenantId, DEMO), eq(contentOperations.state, 0)));
    expectFailure(await server.json(`${DETAIL}/${hidden!.id}`), 404, /no short video/);
    expectFailure(await server.json(`${DETAIL}/abc`), 400, /^id: /);
  });
});

describe('POST contentOperation/like and /unlike (paths ours)', () => {
  const visitor = { visitorId: 'device-abc-123' };

  it('likes once per visitor, shows likeStatus to that visitor, and unlikes', async () => {
    const item = (await pageOf({ bizType: 'PEOPLE_SAY' }, { size: 1 })).body.data.records[0]!;
    const liked = await server.typedJson(LIKE, { headers: visitor, body: { id: item.id } });
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({ code: 0, msg: 'ok', data: { bizId: item.id, bizType: 'CONTENT_OPERATION', thumbs: 1, thumbsCount: item.likeNum + 1 } });
    expect((await server.typedJson(LIKE, { headers: visitor, body: { id: item.id } })).body.data.thumbsCount).toBe(item.likeNum + 1);
    const seen = (await pageOf({ bizType: 'PEOPLE_SAY' }, { size: 1 }, { headers: visitor })).body.data.records[0];
    expect(seen).toMatchObject({ likeStatus: 1, likeNum: item.likeNum + 1 });
    expect((await server.json(`${DETAIL}/${item.id}`, { headers: visitor })).body.data.likeStatus).toBe(1);
    expect((await server.json(`${DETAIL}/${item.id}`)).body.data.likeStatus).toBe(0);

    const unliked = await server.typedJson(UNLIKE, { headers: visitor, body: { id: item.id } });
    expect(unliked.body.data).toMatchObject({ thumbs: 0, thumbsCount: item.likeNum });
    expect((await server.typedJson(UNLIKE, { headers: visitor, body: { id: item.id } })).body.data.thumbsCount).toBe(item.likeNum);
  });

  it('counts the signed-in user as the liker', async () => {
    const item = (await pageOf({ bizType: 'MICRO_CLASSROOM' }, { size: 1 })).body.data.records[0]!;
    await server.typedJson(LIKE, { token, body: { id: item.id } });
    expect((await pageOf({ bizType: 'MICRO_CLASSROOM' }, { size: 1 }, { token })).body.data.records[0]!.likeStatus).toBe(1);
    expect((await pageOf({ bizType: 'MICRO_CLASSROOM' }, { size: 1 }, { headers: visitor })).body.data.records[0]!.likeStatus).toBe(0);
    await server.typedJson(UNLIKE, { token, body: { id: item.id } });
  });

  it("needs a token or a visitorId, and answers 404 for another school's item", async () => {
    const item = (await pageOf({}, { size: 1 })).body.data.records[0]!;
    expectFailure(await server.typedJson(LIKE, { body: { id: item.id } }), 400, /visitorId header is required/);
    const beta = (await pageOf({}, { size: 1 }, { tenantId: BETA })).body.data.records[0]!;
    expectFailure(await server.typedJson(LIKE, { headers: visitor, body: { id: beta.id } }), 404, /no short video/);
    expectFailure(await server.typedJson(LIKE, { headers: visitor, body: {} }), 400, /^id: /);
    expect((await pageOf({}, { size: 1 })).body.data.records[0]!.likeNum).toBe(item.likeNum);
  });
});
