// The comments tab and the like button of a classroom (spec 2 §3 Comment, Like info; §4; §5; §7).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityDynamics, classroomComments, classroomLikes } from '../../src/server/db/schema';
import { DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { queryString, useInteractionWorld } from './support/study';
import { BETA, useTestServer } from './support/test-server';

const PAGE = '/api/teaching/anyone/classroomComment/page';
const SAVE = '/api/teaching/anyone/classroomComment/save';
const LIKE_INFO = '/api/teaching/anyone/classroomLike/info';
const THUMBS = '/api/teaching/anyone/classroomLike/thumbs';

const server = useTestServer();
const w = useInteractionWorld(server);

const pageOf = (infoId: number, token = w.demoToken) => server.typedJson<typeof PAGE>(PAGE, { token, body: { infoId, classId: w.classId, current: 1, size: 999 } });

const save = (body: Record<string, unknown>, token = w.demoToken) =>
  server.typedJson<typeof SAVE>(SAVE, { token, body: { id: w.classroomId, classId: w.classId, ...body } });

const likeInfo = (classroomId: number, token = w.demoToken) => server.typedJson<typeof LIKE_INFO>(`${LIKE_INFO}?${queryString({ classroomId, classId: w.classId })}`, { token });

const thumbs = (body: Record<string, unknown>, token = w.demoToken) =>
  server.typedJson<typeof THUMBS>(THUMBS, { token, body: { bizType: 1, likeObjectId: w.classroomId, classId: w.classId, userId: DEMO_STUDENT.userId, ...body } });

async function commentId(content: string) {
  const [row] = await server.db.select({ id: classroomComments.id }).from(classroomComments).where(eq(classroomComments.content, content));
  expect(row, content).toBeDefined();
  return row!.id;
}

describe('the comments of a classroom', () => {
  it('lists comments and replies newest first, each reply naming its parent and its author', async () => {
    const answer = await pageOf(w.classroomId);
    expect(answer.status).toBe(200);
    const { records, total } = answer.body.data;
    expect(total).toBe(4);
    expect(records.map((comment) => [comment.commentContent, comment.commentAuthorName, comment.commentParentAuthorName])).toEqual([
      ['希望多一些案例。', '赵磊', null],
      ['值得多看几遍。', '赵磊', '李华'],
      ['同感，例子很实用。', '王小明', '李华'],
      ['讲得很清楚！', '李华', null],
    ]);
    const parent = await commentId('讲得很清楚！');
    expect(records[2]).toMatchObject({ commentParent: parent, commentAuthorAvatar: null });
    expect(records[3]!.commentParent).toBeNull();
    expect((await pageOf(w.articleId)).body.data.records.map((comment) => comment.commentContent)).toEqual(['守则要贴在车间里。']);
  });

  it('pages them', async () => {
    const second = await server.typedJson<typeof PAGE>(PAGE, { token: w.demoToken, body: { infoId: w.classroomId, classId: w.classId, current: 2, size: 3 } });
    expect(second.body.data).toMatchObject({ total: 4, size: 3, current: 2, pages: 2 });
    expect(second.body.data.records.map((comment) => comment.commentContent)).toEqual(['讲得很清楚！']);
  });

  it("comments as the caller: newest first, in the activity's feed", async () => {
    const saved = await save({ commentContent: '<i>很有用</i>' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ commentContent: '<i>很有用</i>', commentParent: null, commentAuthorName: '王小明', commentParentAuthorName: null, createdTime: server.clock.now.toISOString() });
    expect((await pageOf(w.classroomId, w.classmateToken)).body.data.records[0]).toMatchObject({ id: saved.body.data.id, commentContent: '<i>很有用</i>' });
    expect(await server.db.select().from(activityDynamics).where(eq(activityDynamics.content, '<i>很有用</i>'))).toEqual([expect.objectContaining({ type: 5 })]);
  });

  it("replies to a comment of the same classroom, its author's name filled from it", async () => {
    const parent = await commentId('希望多一些案例。');
    const saved = await save({ commentContent: '同意', commentParent: parent, commentParentAuthorName: 'ignored' }, w.classmateToken);
    expect(saved.body.data).toMatchObject({ commentParent: parent, commentParentAuthorName: '赵磊', commentAuthorName: '李华' });
  });

  it('refuses a parent of another classroom or none at all, and adds nothing', async () => {
    const before = (await server.db.select().from(classroomComments)).length;
    const ofArticle = await commentId('守则要贴在车间里。');
    const response = await server.call(SAVE, { token: w.demoToken, body: { id: w.classroomId, classId: w.classId, commentContent: 'x', commentParent: ofArticle } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Api-Field')).toBe('commentParent');
    expectFailure(await save({ commentContent: 'x', commentParent: 999999 }), 404, /999999/);
    expect(await server.db.select().from(classroomComments)).toHaveLength(before);
  });

  it("refuses an empty comment in the widget's words, and more than 100 characters", async () => {
    const empty = await server.call(SAVE, { token: w.demoToken, body: { id: w.classroomId, classId: w.classId, commentContent: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.headers.get('Api-Field')).toBe('commentContent');
    expect((await empty.json()).msg).toBe('please fill in the comment content');
    expectFailure(await save({ commentContent: '评'.repeat(101) }), 400, /at most 100 characters/);
    expectFailure(await save({ commentContent: 'ok', id: 'abc' }), 400, /^id/);
    expectFailure(await server.json(PAGE, { token: w.demoToken, body: { classId: w.classId } }), 400, /^infoId/);
  });
});

describe('likes of a classroom', () => {
  it('tells whether the caller likes it and how many do', async () => {
    expect((await likeInfo(w.classroomId)).body.data).toEqual({ isLike: 0, likeTotal: 2 });
    expect((await likeInfo(w.articleId)).body.data).toEqual({ isLike: 1, likeTotal: 1 });
  });

  it('likes and unlikes idempotently', async () => {
    expect((await thumbs({ isThumb: 1 })).body.data).toEqual({ isLike: 1, likeTotal: 3 });
    expect((await thumbs({ isThumb: 1 })).body.data).toEqual({ isLike: 1, likeTotal: 3 });
    expect((await likeInfo(w.classroomId, w.classmateToken)).body.data).toEqual({ isLike: 1, likeTotal: 3 });
    expect((await thumbs({ isThumb: 0 })).body.data).toEqual({ isLike: 0, likeTotal: 2 });
    expect((await thumbs({ isThumb: 0 })).body.data).toEqual({ isLike: 0, likeTotal: 2 });
    const twice = await Promise.all([thumbs({ isThumb: 1 }), thumbs({ isThumb: 1 })]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await likeInfo(w.classroomId)).body.data).toEqual({ isLike: 1, likeTotal: 3 });
  });

  it("refuses another bizType, an isThumb other than 0 or 1, and another user's userId", async () => {
    expectFailure(await thumbs({ bizType: 2, isThumb: 1 }), 400, /^bizType/);
    expectFailure(await thumbs({ isThumb: 3 }), 400, /^isThumb/);
    expectFailure(await thumbs({ likeObjectId: 'x', isThumb: 1 }), 400, /^likeObjectId/);
    expectFailure(await thumbs({ isThumb: 1, userId: 'demo-u-1002' }), 403, /^userId/);
    expectFailure(await server.json(`${LIKE_INFO}?${queryString({ classId: w.classId })}`, { token: w.demoToken }), 400, /^classroomId/);
  });
});

describe('who may comment and like', () => {
  it('needs a token (401, code 40001)', async () => {
    expectFailure(await server.json(PAGE, { body: { infoId: w.classroomId, classId: w.classId } }), 401, /./, 40001);
    expectFailure(await server.json(SAVE, { body: { id: w.classroomId, classId: w.classId, commentContent: 'x' } }), 401, /./, 40001);
    expectFailure(await server.json(`${LIKE_INFO}?${queryString({ classroomId: w.classroomId, classId: w.classId })}`), 401, /./, 40001);
    expectFailure(await server.json(THUMBS, { body: { bizType: 1, likeObjectId: w.classroomId, classId: w.classId, isThumb: 1 } }), 401, /./, 40001);
  });

  it('refuses a classroom the class does not teach', async () => {
    expectFailure(await server.json(PAGE, { token: w.demoToken, body: { infoId: w.classroomId, classId: w.otherClassId } }), 404, /^classroomId/);
  });

  it("keeps schools apart: beta's token reads, comments and likes none of demo's classrooms", async () => {
    expectFailure(await pageOf(w.classroomId, w.betaToken), 401, /not valid/, 40001);
    const asBeta = { token: w.betaToken, tenantId: BETA };
    const comments = (await server.db.select().from(classroomComments)).length;
    const likes = (await server.db.select().from(classroomLikes)).length;
    expectFailure(await server.json(PAGE, { ...asBeta, body: { infoId: w.classroomId, classId: w.classId } }), 404, /^classId/);
    expectFailure(await server.json(SAVE, { ...asBeta, body: { id: w.classroomId, classId: w.betaClassId, commentContent: 'x' } }), 404, /^classroomId/);
    expectFailure(await server.json(THUMBS, { ...asBeta, body: { bizType: 1, likeObjectId: w.classroomId, classId: w.betaClassId, isThumb: 1 } }), 404, /^classroomId/);
    expect(await server.db.select().from(classroomComments)).toHaveLength(comments);
    expect(await server.db.select().from(classroomLikes)).toHaveLength(likes);
    const own = await server.json(`${LIKE_INFO}?${queryString({ classroomId: w.betaClassroomId, classId: w.betaClassId })}`, asBeta);
    expect(own.body.data).toEqual({ isLike: 0, likeTotal: 0 });
  });
});
