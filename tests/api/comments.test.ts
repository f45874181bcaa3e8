import { and, asc, eq, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, comments, materials } from '../../src/server/db/schema';
import { BETA, DEMO, useTestServer } from './support/test-server';
import { expectFailure, signIn } from './support/envelope';

const server = useTestServer();
let token: string;
let userId: string;
beforeAll(async () => {
  ({ token, userId } = await signIn(server));
});

const PAGE = '/api/universityAdvertise/anyBiz/comments/appPageByObjectId';
const SAVE = '/api/universityAdvertise/app/comments/saveComment';
const REPLY = '/api/universityAdvertise/app/comments/reply';
const REMOVE = '/api/universityAdvertise/app/comments/removeById';
const GET_REPLY = '/api/universityAdvertise/app/comments/getReply';
const THREAD = '/api/universityAdvertise/anyBiz/comments/userCommentsPage';
const REVIEWS = '/api/universityAdvertise/anyBiz/commentScore/page';
const REVIEW_TAGS = '/api/universityAdvertise/anyBiz/commentScoreTag/list';
const THUMBS = '/api/universityAdvertise/anyone/thumbsUserRecord/thumbs';
const THUMBS_DELETED = '/api/universityAdvertise/anyone/thumbsUserRecord/deleted';

/** The first published micro classroom of a school (its seed's 'mc1'). */
async function microClassroomId(tenantId = DEMO): Promise<number> {
  const { body } = await server.typedJson('/api/universityAdvertise/anyUser/contentOperation/page', {
    body: { current: 1, size: 1, model: { bizType: 'MICRO_CLASSROOM' } },
    tenantId,
  });
  return body.data.records[0]!.id;
}

/** The lowest id among the rows of `table` that `match`: the seed's first. */
async function firstId(table: typeof articles | typeof materials, match: SQL | undefined) {
  const [row] = await server.db.select({ id: table.id }).from(table).where(match).orderBy(asc(table.id)).limit(1);
  return row!.id;
}

const firstNewsId = (tenantId = DEMO) => firstId(articles, and(eq(articles.tenantId, tenantId), eq(articles.kind, 'NEW_INFORMATION')));
const firstAlbumPicId = (tenantId = DEMO) => firstId(materials, and(eq(materials.tenantId, tenantId), eq(materials.type, 'PIC')));

const pageOn = (commentObjectId: number | string, commentObjectType: string, extra: object = {}, tenantId?: string) =>
  server.typedJson(PAGE, { body: { current: 1, size: 10, ...extra, model: { commentObjectId, commentObjectType } }, tenantId });

async function commentCount() {
  return (await server.db.select({ id: comments.id }).from(comments)).length;
}

describe('POST comments/appPageByObjectId', () => {
  it('pages the top-level comments of a micro classroom 10 at a time, newest first, with reply counts', async () => {
    const id = await microClassroomId();
    const { status, body } = await pageOn(id, 'MICRO_CLASSROOM');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ total: 14, size: 10, current: 1, pages: 2 });
    const records = body.data.records;
    expect(records).toHaveLength(10);
    const times = records.map((record: { createdTime: string }) => Date.parse(record.createdTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(records.every((record: { commentTopId: number | null }) => record.commentTopId === null)).toBe(true);
    expect(records[0]).toMatchObject({
      commentObjectId: String(id),
      commentObjectType: 'MICRO_CLASSROOM',
      commentAuthor: userId,
      commentAuthorName: '演示学员',
      commentAuthorRole: { code: 'USER' },
      childrenCount: 1,
      childComments: [expect.objectContaining({ commentTopId: records[0]!.id, commentParent: records[0]!.id, commentAuthorRole: { code: 'VEST' }, commentReply: userId })],
    });
    const roles = new Set(records.map((record: { commentAuthorRole: { code: string } }) => record.commentAuthorRole.code));
    expect(roles).toEqual(new Set(['USER', 'VEST']));
    const threaded = records.find((record: { childrenCount: number }) => record.childrenCount === 3)!;
    expect(threaded.childComments[1]).toMatchObject({ commentParentAuthorName: '云校讲师团' });
    const second = await pageOn(id, 'MICRO_CLASSROOM', { current: 2 });
    expect(second.body.data.records).toHaveLength(4);
  });

  it('sorts oldest first on order ascending', async () => {
    const id = await microClassroomId();
    const { body } = await pageOn(id, 'MICRO_CLASSROOM', { order: 'ascending', sort: 'createdTime', size: 20 });
    const times = body.data.records.map((record: { createdTime: string }) => Date.parse(record.createdTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('lists the comments of a news item and of an album picture', async () => {
    const news = await pageOn(await firstNewsId(), 'NEW_INFORMATION');
    expect(news.body.data.total).toBe(3);
    const pic = await pageOn(await firstAlbumPicId(), 'UNIVERSITY_PIC', { size: 9999 });
    expect(pic.body.data).toMatchObject({ total: 3, size: 9999, pages: 1 });
  });

  it("answers 404 for another school's object and for an unknown one", async () => {
    expectFailure(await pageOn(await microClassroomId(BETA), 'MICRO_CLASSROOM'), 404, /no published micro-classroom video/);
    expectFailure(await pageOn('abc', 'NEW_INFORMATION'), 404, /no news item/);
    expectFailure(await pageOn(999_999, 'UNIVERSITY_PIC'), 404, /no album picture with id '999999'/);
  });

  it('names the missing thing in the reader\'s words, not by its object type', async () => {
    const body = { current: 1, size: 10, model: { commentObjectId: 'abc', commentObjectType: 'NEW_INFORMATION' } };
    const answer = await server.typedJson(PAGE, { body, headers: { 'accept-language': 'zh-CN' } });
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('评论的新闻不存在或已下架（编号abc）');
  });

  it('names a bad object type, a missing object and an unknown sort', async () => {
    expectFailure(await pageOn(1, 'BANNER'), 400, /^model\.commentObjectType: /);
    expectFailure(await server.typedJson(PAGE, { body: { current: 1, size: 10 } }), 400, /^model: /);
    expectFailure(await pageOn(await microClassroomId(), 'MICRO_CLASSROOM', { sort: 'likes' }), 400, /^sort: /);
    expectFailure(await pageOn(await microClassroomId(), 'MICRO_CLASSROOM', { order: 'sideways' }), 400, /^order: /);
  });
});

describe('POST app/comments/saveComment', () => {
  it('refuses to post without a token (code 40001) and saves nothing', async () => {
    const before = await commentCount();
    const id = await microClassroomId();
    const result = await server.typedJson(SAVE, { body: { commentObjectId: id, commentObjectType: 'MICRO_CLASSROOM', commentContent: 'hello' } });
    expectFailure(result, 401, /token/, 40001);
    expect(await commentCount()).toBe(before);
  });

  it('posts as the signed-in user with the role USER; the comment leads the page', async () => {
    const id = await microClassroomId();
    const { status, body } = await server.typedJson(SAVE, {
      token,
      body: { commentObjectId: String(id), commentObjectType: 'MICRO_CLASSROOM', commentContent: '  学到了！  ', commentAuthorRole: { code: 'USER' } },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      commentContent: '学到了！',
      commentAuthor: userId,
      commentAuthorName: '小明同学',
      commentAuthorRole: { code: 'USER' },
      commentTopId: null,
      childrenCount: 0,
      childComments: [],
      createdTime: server.clock.now.toISOString(),
    });
    const page = await pageOn(id, 'MICRO_CLASSROOM');
    expect(page.body.data.total).toBe(15);
    expect(page.body.data.records[0]!.id).toBe(body.data.id);
  });

  it('posts on a news item and on an album picture', async () => {
    for (const [objectId, type] of [
      [await firstNewsId(), 'NEW_INFORMATION'],
      [await firstAlbumPicId(), 'UNIVERSITY_PIC'],
    ] as const) {
      const { body } = await server.typedJson(SAVE, { token, body: { commentObjectId: objectId, commentObjectType: type, commentContent: '不错' } });
      expect(body.data).toMatchObject({ commentObjectId: String(objectId), commentObjectType: type });
    }
  });

  it('refuses a VEST role, empty content, a bad file and an object of another school, saving nothing', async () => {
    const before = await commentCount();
    const id = await microClassroomId();
    const base = { commentObjectId: id, commentObjectType: 'MICRO_CLASSROOM', commentContent: 'x' };
    expectFailure(await server.typedJson(SAVE, { token, body: { ...base, commentAuthorRole: 'VEST' } }), 400, /^commentAuthorRole: /);
    expectFailure(await server.typedJson(SAVE, { token, body: { ...base, commentContent: '   ' } }), 400, /^commentContent: please enter content/);
    expectFailure(await server.typedJson(SAVE, { token, body: { ...base, commentContent: 'x'.repeat(501) } }), 400, /^commentContent: /);
    expectFailure(await server.typedJson(SAVE, { token, body: { ...base, file: ['javascript:alert(1)'] } }), 400, /^file\.0: /);
    expectFailure(await server.typedJson(SAVE, { token, body: { ...base, file: ['/a.png', '//evil.example/b.png'] } }), 400, /^file\.1: /);
    expectFailure(await server.typedJson(SAVE, { token, body: { ...base, file: ['/\\evil.example/b.png'] } }), 400, /^file\.0: /);
    expectFailure(await server.typedJson(SAVE, { token, body: { ...base, commentObjectId: await microClassroomId(BETA) } }), 404, /no published micro-classroom video/);
    expect(await commentCount()).toBe(before);
  });
});

describe('POST app/comments/reply and the reply lists', () => {
  it('refuses to reply without a token', async () => {
    const result = await server.typedJson(REPLY, { body: { commentParent: 1, commentContent: 'hi' } });
    expectFailure(result, 401, /token/, 40001);
  });

  it('replies to a comment and to a reply, keeping the thread, the object and the answered author', async () => {
    const id = await microClassroomId();
    const page = await pageOn(id, 'MICRO_CLASSROOM', { size: 20 });
    const top = page.body.data.records.find((record: { childrenCount: number }) => record.childrenCount === 3)!;
    const first = await server.typedJson(REPLY, {
      token,
      body: {
        commentContent: '谢谢老师',
        commentObjectId: id,
        commentObjectType: 'MICRO_CLASSROOM',
        commentParent: top.id,
        commentParentAuthorName: top.commentAuthorName,
        commentAuthorRole: { code: 'USER' },
        commentTopId: top.id,
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      commentParent: top.id,
      commentTopId: top.id,
      commentParentAuthorName: top.commentAuthorName,
      commentObjectId: String(id),
      commentAuthor: userId,
      commentAuthorRole: { code: 'USER' },
    });
    const nested = await server.typedJson(REPLY, { token, body: { commentContent: '补充一句', commentParent: first.body.data.id } });
    expect(nested.body.data).toMatchObject({ commentTopId: top.id, commentParent: first.body.data.id, commentParentAuthorName: '小明同学', commentReply: userId });

    const thread = await server.typedJson(THREAD, { body: { current: 1, size: 999, model: { commentObjectId: id, commentTopId: top.id } } });
    expect(thread.body.code).toBe(0);
    expect(thread.body.data).toMatchObject({ total: 5, size: 999, pages: 1 });
    const times = thread.body.data.records.map((record: { createdTime: string }) => Date.parse(record.createdTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(thread.body.data.records.at(-1)!.id).toBe(nested.body.data.id);
  });

  it('lists the replies others made to my comments (getReply)', async () => {
    const { status, body } = await server.typedJson(`${GET_REPLY}?current=1&size=10`, { token });
    expect(status).toBe(200);
    expect(body.data.records.map((record: { commentContent: string }) => record.commentContent)).toContain('坚持练习，下次课见！');
    expect(body.data.records.every((record) => record.commentReply === userId)).toBe(true);
    expectFailure(await server.typedJson(GET_REPLY), 401, /token/, 40001);
  });

  it('refuses a reply whose thread or object disagrees with its parent, and an unknown parent', async () => {
    const before = await commentCount();
    const id = await microClassroomId();
    const page = await pageOn(id, 'MICRO_CLASSROOM');
    const [a, b] = page.body.data.records as [(typeof page.body.data.records)[number], (typeof page.body.data.records)[number]];
    expectFailure(await server.typedJson(REPLY, { token, body: { commentContent: 'x', commentParent: a.id, commentTopId: b.id } }), 400, /^commentTopId: /);
    expectFailure(await server.typedJson(REPLY, { token, body: { commentContent: 'x', commentParent: a.id, commentObjectId: '999' } }), 400, /^commentObjectId: /);
    expectFailure(await server.typedJson(REPLY, { token, body: { commentContent: 'x', commentParent: 99_999_999 } }), 404, /commentParent/);
    expectFailure(await server.typedJson(REPLY, { token, body: { commentContent: 'x' } }), 400, /^commentParent: /);
    expect(await commentCount()).toBe(before);
  });

  it('names a missing commentTopId in the reply list', async () => {
    expectFailure(await server.typedJson(THREAD, { body: { size: 999, model: {} } }), 400, /^model\.commentTopId: /);
  });
});

describe('GET app/comments/removeById', () => {
  it('refuses without a token', async () => {
    expectFailure(await server.typedJson(`${REMOVE}?id=1`), 401, /token/, 40001);
  });

  it("refuses to delete someone else's comment (403) and changes nothing", async () => {
    const id = await microClassroomId();
    const page = await pageOn(id, 'MICRO_CLASSROOM');
    const others = page.body.data.records.find((record: { commentAuthor: string | null }) => record.commentAuthor !== userId)!;
    const before = await commentCount();
    expectFailure(await server.typedJson(`${REMOVE}?id=${others.id}`, { token }), 403, /only the author/);
    expect(await commentCount()).toBe(before);
  });

  it('deletes my own comment with the replies under it', async () => {
    const id = await microClassroomId();
    const saved = await server.typedJson(SAVE, { token, body: { commentObjectId: id, commentObjectType: 'MICRO_CLASSROOM', commentContent: '马上删除' } });
    const reply = await server.typedJson(REPLY, { token, body: { commentContent: '回复', commentParent: saved.body.data.id } });
    await server.typedJson(REPLY, { token, body: { commentContent: '再回复', commentParent: reply.body.data.id } });
    const total = (await pageOn(id, 'MICRO_CLASSROOM')).body.data.total;
    const { status, body } = await server.typedJson(`${REMOVE}?id=${saved.body.data.id}&_t=1`, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: 3 });
    expect((await pageOn(id, 'MICRO_CLASSROOM')).body.data.total).toBe(total - 1);
    expectFailure(await server.typedJson(`${REMOVE}?id=${saved.body.data.id}`, { token }), 404, /no comment/);
  });

  it('deletes my reply with the replies to it, leaving its siblings', async () => {
    const id = await microClassroomId();
    const top = await server.typedJson(SAVE, { token, body: { commentObjectId: id, commentObjectType: 'MICRO_CLASSROOM', commentContent: '主楼' } });
    const keep = await server.typedJson(REPLY, { token, body: { commentContent: '保留', commentParent: top.body.data.id } });
    const drop = await server.typedJson(REPLY, { token, body: { commentContent: '删除', commentParent: top.body.data.id } });
    await server.typedJson(REPLY, { token, body: { commentContent: '随之删除', commentParent: drop.body.data.id } });
    expect((await server.typedJson(`${REMOVE}?id=${drop.body.data.id}`, { token })).body.data).toBe(2);
    const thread = await server.typedJson(THREAD, { body: { size: 999, model: { commentTopId: top.body.data.id } } });
    expect(thread.body.data.records.map((record: { id: number }) => record.id)).toEqual([keep.body.data.id]);
  });

  it('names a bad id', async () => {
    expectFailure(await server.typedJson(`${REMOVE}?id=x`, { token }), 400, /^id: /);
  });
});

describe('POST commentScore/page (reviews)', () => {
  it('pages reviews 2 at a time: pinned first (commentTop descending), then newest first', async () => {
    const first = await server.typedJson(REVIEWS, { body: { current: 1, size: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ total: 7, size: 2, current: 1, pages: 4 });
    const all = await server.typedJson(REVIEWS, { body: { current: 1, size: 10 } });
    const records = all.body.data.records as { commentTop: number; createdTime: string }[];
    expect(records.map((record) => record.commentTop)).toEqual([2, 1, 0, 0, 0, 0, 0]);
    const unpinned = records.slice(2).map((record) => Date.parse(record.createdTime));
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
    expect(first.body.data.records).toEqual(records.slice(0, 2));
  });

  it('carries the fields the site shows: pictures, a video, the product, the school reply, a long text', async () => {
    const { body } = await server.typedJson(REVIEWS, { body: { current: 1, size: 10 } });
    const records = body.data.records;
    expect(records[0]).toMatchObject({
      commentAuthorName: '王女士',
      commentAuthorPic: expect.stringMatching(/^\/media\/images\/r-/),
      thumbs: 0,
      thumbsCount: 36,
      file: ['/media/images/r-1.jpg', '/media/images/r-2.jpg'],
      product: { id: expect.any(Number), varietyName: '育婴员（五级）职业技能培训' },
      schoolComment: { commentContent: '感谢您的认可，祝工作顺利！' },
      tags: [
        { id: expect.any(Number), name: '老师专业' },
        { id: expect.any(Number), name: '通过率高' },
      ],
    });
    expect(records.some((record: { file: string[] }) => record.file.some((url) => url.endsWith('.mp4')))).toBe(true);
    expect(records.some((record: { commentContent: string }) => Array.from(record.commentContent).length > 133)).toBe(true);
    expect(records.some((record: { product: unknown; schoolComment: unknown }) => record.product === null && record.schoolComment === null)).toBe(true);
  });

  it('narrows by model.tagId and model.productId', async () => {
    const tags = (await server.typedJson(REVIEW_TAGS, { body: {} })).body.data;
    const flexible = tags.find((tag: { name: string }) => tag.name === '时间灵活')!;
    const byTag = await server.typedJson(REVIEWS, { body: { current: 1, size: 10, model: { tagId: flexible.id } } });
    expect(byTag.body.data.total).toBe(flexible.count);
    const productId = byTag.body.data.records[0]!.product!.id;
    const byProduct = await server.typedJson(REVIEWS, { body: { model: { productId } } });
    expect(byProduct.body.data.records.every((record) => record.product?.id === productId)).toBe(true);
  });

  it("answers each school's own reviews and names a bad model field", async () => {
    const beta = await server.typedJson(REVIEWS, { body: { current: 1, size: 2 }, tenantId: BETA });
    expect(beta.body.data.total).toBe(3);
    expectFailure(await server.typedJson(REVIEWS, { body: { model: { tagId: 'x' } } }), 400, /^model\.tagId: /);
  });

  it("refuses a model.tenantId that differs from the header instead of reading the other school's reviews", async () => {
    expectFailure(await server.typedJson(REVIEWS, { body: { current: 1, size: 2, model: { tenantId: BETA } } }), 400, /^model\.tenantId: 'beta' differs from the tenantId header 'demo'/);
    expectFailure(await server.typedJson(REVIEW_TAGS, { body: { tenantId: BETA } }), 400, /^tenantId: 'beta' differs from the tenantId header 'demo'/);
  });
});

describe('POST commentScoreTag/list', () => {
  it('lists the tags in seq order with their review counts, some at 0', async () => {
    const { status, body } = await server.typedJson(REVIEW_TAGS, { body: { tenantId: DEMO } });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.map((tag: { name: string }) => tag.name)).toEqual(['老师专业', '课程实用', '时间灵活', '通过率高', '服务贴心']);
    expect(body.data.map((tag: { count: number }) => tag.count)).toEqual([3, 3, 2, 1, 0]);
    const empty = await server.typedJson(REVIEW_TAGS, { method: 'POST', tenantId: BETA });
    expect(empty.body.data).toHaveLength(3);
  });
});

describe('POST thumbsUserRecord/thumbs and /deleted (review likes)', () => {
  const visitor = { visitorId: 'visitor-0001' };

  async function firstReview(headers: Record<string, string> = {}, withToken?: string) {
    const { body } = await server.typedJson(REVIEWS, { body: { current: 1, size: 1 }, headers, token: withToken });
    return body.data.records[0] as { id: number; thumbs: number; thumbsCount: number };
  }

  it('lets a visitor like a review once, shows it as liked only to that visitor, and takes it back', async () => {
    const review = await firstReview(visitor);
    expect(review.thumbs).toBe(0);
    const liked = await server.typedJson(THUMBS, { headers: visitor, body: { bizId: review.id, bizType: 'COMMENT_SCORE', thumbs: 1 } });
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({ code: 0, msg: 'ok', data: { bizId: review.id, bizType: 'COMMENT_SCORE', thumbs: 1, thumbsCount: review.thumbsCount + 1 } });
    const again = await server.typedJson(THUMBS, { headers: visitor, body: { bizId: String(review.id), bizType: 'COMMENT_SCORE' } });
    expect(again.body.data.thumbsCount).toBe(review.thumbsCount + 1);
    expect(await firstReview(visitor)).toMatchObject({ thumbs: 1, thumbsCount: review.thumbsCount + 1 });
    expect(await firstReview({ visitorId: 'visitor-0002' })).toMatchObject({ thumbs: 0 });
    expect(await firstReview()).toMatchObject({ thumbs: 0 });

    const removed = await server.typedJson(THUMBS_DELETED, { headers: visitor, body: { bizId: review.id, bizType: 'COMMENT_SCORE' } });
    expect(removed.body.data).toEqual({ bizId: review.id, bizType: 'COMMENT_SCORE', thumbs: 0, thumbsCount: review.thumbsCount });
    const twice = await server.typedJson(THUMBS_DELETED, { headers: visitor, body: { bizId: review.id, bizType: 'COMMENT_SCORE' } });
    expect(twice.body.data.thumbsCount).toBe(review.thumbsCount);
  });

  it('toggles through thumbs 0 as well, and counts a signed-in user as the liker', async () => {
    const review = await firstReview();
    const liked = await server.typedJson(THUMBS, { token, body: { bizId: review.id, bizType: 'COMMENT_SCORE', thumbs: 1 } });
    expect(liked.body.data.thumbs).toBe(1);
    expect(await firstReview({}, token)).toMatchObject({ thumbs: 1 });
    // The same device without the token is another liker.
    expect(await firstReview(visitor)).toMatchObject({ thumbs: 0 });
    const unliked = await server.typedJson(THUMBS, { token, body: { bizId: review.id, bizType: 'COMMENT_SCORE', thumbs: 0 } });
    expect(unliked.body.data).toMatchObject({ thumbs: 0, thumbsCount: review.thumbsCount });
  });

  it('needs a visitorId header or a token, and names bad input, changing nothing', async () => {
    const review = await firstReview();
    expectFailure(await server.typedJson(THUMBS, { body: { bizId: review.id, bizType: 'COMMENT_SCORE' } }), 400, /visitorId header is required/);
    expectFailure(await server.typedJson(THUMBS, { headers: { visitorId: 'bad id!' }, body: { bizId: review.id, bizType: 'COMMENT_SCORE' } }), 400, /^visitorId header: /);
    expectFailure(await server.typedJson(THUMBS, { headers: visitor, body: { bizId: review.id, bizType: 'NEWS' } }), 400, /^bizType: /);
    expectFailure(await server.typedJson(THUMBS, { headers: visitor, body: { bizId: review.id, bizType: 'COMMENT_SCORE', thumbs: 2 } }), 400, /^thumbs: /);
    expect(await firstReview()).toMatchObject({ thumbsCount: review.thumbsCount });
  });

  it("answers 404 for another school's review", async () => {
    const beta = await server.typedJson(REVIEWS, { body: { current: 1, size: 1 }, tenantId: BETA });
    const result = await server.typedJson(THUMBS, { headers: visitor, body: { bizId: beta.body.data.records[0]!.id, bizType: 'COMMENT_SCORE' } });
    expectFailure(result, 404, /no review/);
  });
});
