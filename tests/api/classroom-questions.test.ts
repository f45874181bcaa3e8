// The Q&A tab of a classroom (spec 2 §3 Question, §4, §5, §7): what a student sees of the
// classroom's questions and the teacher's answers, and how sending and keeping a draft work.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityDynamics, classroomQuestions } from '../../src/server/db/schema';
import { useTestServer, BETA } from './support/test-server';
import { expectFailure } from './support/envelope';
import { queryString, useInteractionWorld } from './support/study';

const COUNT = '/api/teaching/anyone/classroomQuestion/count';
const PAGE = '/api/teaching/anyone/classroomQuestion/page';
const ASK = '/api/teaching/anyone/classroomQuestion/askTeacherInfo';
const SAVE = '/api/teaching/anyone/classroomQuestion/save';
const BEHAVIOR = '/api/teaching/anyone/classStudent/getStudentBehaviorCount';

const SEEDED_DRAFT = '接地电阻的要求（草稿）';

const server = useTestServer();
const w = useInteractionWorld(server);

const countFor = (token: string, classroomId = w.classroomId) => server.typedJson<typeof COUNT>(`${COUNT}?${queryString({ classId: w.classId, classroomId })}`, { token });

const pageFor = (token: string, model: Record<string, unknown> = {}) =>
  server.typedJson<typeof PAGE>(PAGE, { token, body: { current: 1, size: 999, model: { classId: w.classId, classroomId: w.classroomId, ...model } } });

const save = (body: Record<string, unknown>, token = w.demoToken) =>
  server.typedJson<typeof SAVE>(SAVE, { token, body: { classId: w.classId, classroomId: w.classroomId, studentId: w.studentId, isDraft: 0, ...body } });

async function draftsOfDemoStudent() {
  return server.db
    .select()
    .from(classroomQuestions)
    .where(and(eq(classroomQuestions.classStudentId, w.studentId), eq(classroomQuestions.classroomId, w.classroomId), eq(classroomQuestions.isDraft, 1)));
}

describe('question counts and the list', () => {
  it("count everyone's sent questions and the caller's own draft; a classmate never counts that draft", async () => {
    expect((await countFor(w.demoToken)).body.data).toEqual({ total: 3, myTotal: 2 });
    expect((await countFor(w.classmateToken)).body.data).toEqual({ total: 2, myTotal: 0 });
  });

  it("lists the questions newest first with the teacher's answers, the draft only to its author", async () => {
    const mine = await pageFor(w.demoToken);
    expect(mine.status).toBe(200);
    const { records, total, pages } = mine.body.data;
    expect({ total, pages }).toEqual({ total: 3, pages: 1 });
    expect(records.map((question) => [question.title, question.isDraft])).toEqual([
      [SEEDED_DRAFT, 1],
      ['视频里提到的跨步电压怎么理解？', 0],
      ['安全电压 36V 在潮湿环境下还安全吗？', 0],
    ]);
    const answered = records[2]!;
    expect(answered).toMatchObject({ studentId: w.studentId, studentName: '王小明', answerList: [{ answer: '潮湿环境应使用 12V 及以下的安全电压。', teacherName: '陈建国' }] });
    expect(records[1]!.answerList).toEqual([]);

    const classmates = (await pageFor(w.classmateToken)).body.data.records;
    expect(classmates.map((question) => question.title)).toEqual(['视频里提到的跨步电压怎么理解？', '安全电压 36V 在潮湿环境下还安全吗？']);
  });

  it("keeps only the caller's questions when model.studentId is sent, and refuses a classmate's studentId", async () => {
    const onlyMine = (await pageFor(w.demoToken, { studentId: w.studentId })).body.data.records;
    expect(onlyMine.map((question) => question.title)).toEqual([SEEDED_DRAFT, '安全电压 36V 在潮湿环境下还安全吗？']);
    expectFailure(await pageFor(w.demoToken, { studentId: w.classmateStudentId }), 403, /studentId/);
  });

  it("shows another classroom's questions only there (the offline classroom's answered one)", async () => {
    const offline = (await pageFor(w.demoToken, { classroomId: w.offlineId })).body.data.records;
    expect(offline).toEqual([expect.objectContaining({ title: '心肺复苏按压频率是多少？', studentName: '孙丽', answerList: [expect.objectContaining({ teacherName: '刘芳' })] })]);
    expect((await countFor(w.demoToken, w.offlineId)).body.data).toEqual({ total: 1, myTotal: 0 });
  });
});

describe('the ask-teacher prefill', () => {
  it("answers the names the form shows and the caller's kept draft", async () => {
    const answer = await server.typedJson<typeof ASK>(`${ASK}?${queryString({ classId: w.classId, classroomId: w.classroomId, courseId: w.courseId!, studentId: w.studentId })}`, {
      token: w.demoToken,
    });
    expect(answer.body.data).toMatchObject({
      classId: w.classId,
      classroomId: w.classroomId,
      courseId: w.courseId,
      classroomName: '安全用电基础（视频）',
      studentId: w.studentId,
      studentName: '王小明',
      draft: { title: SEEDED_DRAFT },
    });
  });

  it('has no draft for a classmate, and refuses a course the classroom is not in', async () => {
    const classmate = await server.typedJson<typeof ASK>(`${ASK}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`, { token: w.classmateToken });
    expect(classmate.body.data).toMatchObject({ studentName: '李华', studentId: w.classmateStudentId, draft: null });
    expectFailure(await server.json(`${ASK}?${queryString({ classId: w.classId, classroomId: w.classroomId, courseId: 999999 })}`, { token: w.demoToken }), 400, /^courseId/);
  });
});

describe('sending and keeping a question', () => {
  // Runs after the reads above, which see the seed as it is.
  it('keeps one draft per student and classroom: the next draft replaces it', async () => {
    const kept = await save({ title: '接地电阻多少合适？', isDraft: 1 });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ title: '接地电阻多少合适？', isDraft: 1, studentName: '王小明', answerList: [] });
    const drafts = await draftsOfDemoStudent();
    expect(drafts.map((draft) => draft.title)).toEqual(['接地电阻多少合适？']);
    const info = await server.typedJson<typeof ASK>(`${ASK}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`, { token: w.demoToken });
    expect(info.body.data.draft).toMatchObject({ id: kept.body.data.id, title: '接地电阻多少合适？' });
    expect((await countFor(w.demoToken)).body.data).toEqual({ total: 3, myTotal: 2 });
  });

  it("sends a question: the draft is consumed, classmates see it, it joins the activity's feed", async () => {
    const sent = await save({ title: '接地电阻一般要求多少欧？', classroomName: 'ignored', studentName: 'someone else' });
    expect(sent.body.data).toMatchObject({ title: '接地电阻一般要求多少欧？', isDraft: 0, studentId: w.studentId, studentName: '王小明', createdTime: server.clock.now.toISOString() });
    expect(await draftsOfDemoStudent()).toEqual([]);
    expect((await countFor(w.demoToken)).body.data).toEqual({ total: 3, myTotal: 2 });
    const classmates = (await pageFor(w.classmateToken)).body.data.records;
    expect(classmates[0]).toMatchObject({ id: sent.body.data.id, title: '接地电阻一般要求多少欧？' });
    const feed = await server.db.select().from(activityDynamics).where(eq(activityDynamics.content, '接地电阻一般要求多少欧？'));
    expect(feed).toEqual([expect.objectContaining({ type: 2, realName: '王小明', classId: w.classId })]);
  });

  it('stores text as typed, markup included (the widget renders text, not HTML)', async () => {
    const title = '<img src=x onerror=alert(1)> & "quotes"';
    const sent = await save({ title });
    expect(sent.body.data.title).toBe(title);
    expect((await pageFor(w.classmateToken)).body.data.records[0]!.title).toBe(title);
  });

  it("refuses an empty question in the widget's words, and more than 100 characters", async () => {
    const empty = await server.call(SAVE, { token: w.demoToken, body: { classId: w.classId, classroomId: w.classroomId, title: '   ', isDraft: 0 } });
    expect(empty.status).toBe(400);
    expect(empty.headers.get('Api-Field')).toBe('title');
    expect((await empty.json()).msg).toBe('please fill in the question content');
    const chinese = await server.json(SAVE, { token: w.demoToken, headers: { 'Accept-Language': 'zh-CN' }, body: { classId: w.classId, classroomId: w.classroomId } });
    expectFailure(chinese, 400, /^请填写提问内容$/);
    expectFailure(await save({ title: '问'.repeat(101) }), 400, /at most 100 characters/);
    expect((await save({ title: '😀'.repeat(100) })).status).toBe(200);
    expectFailure(await save({ title: 'ok', isDraft: 2 }), 400, /^isDraft/);
  });
});

describe('who may ask where', () => {
  it('needs a token (401, code 40001)', async () => {
    expectFailure(await server.json(`${COUNT}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`), 401, /./, 40001);
    expectFailure(await server.json(PAGE, { body: { model: { classId: w.classId, classroomId: w.classroomId } } }), 401, /./, 40001);
    expectFailure(await server.json(`${ASK}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`), 401, /./, 40001);
    expectFailure(await server.json(SAVE, { body: { classId: w.classId, classroomId: w.classroomId, title: 'x' } }), 401, /./, 40001);
  });

  it('names the field of bad input (400)', async () => {
    expectFailure(await server.json(`${COUNT}?${queryString({ classId: 'abc', classroomId: w.classroomId })}`, { token: w.demoToken }), 400, /^classId/);
    expectFailure(await server.json(PAGE, { token: w.demoToken, body: { model: { classId: w.classId } } }), 400, /^model\.classroomId/);
    expectFailure(await server.json(PAGE, { token: w.demoToken, body: { size: 0, model: { classId: w.classId, classroomId: w.classroomId } } }), 400, /^size/);
  });

  it("refuses a classroom the class does not teach, and a classmate's enrolment", async () => {
    expectFailure(await server.json(`${COUNT}?${queryString({ classId: w.otherClassId, classroomId: w.classroomId })}`, { token: w.demoToken }), 404, /^classroomId/);
    expectFailure(await save({ studentId: w.classmateStudentId, title: 'x' }), 403, /^studentId/);
  });

  it("keeps schools apart: beta's token cannot read or write demo's classrooms", async () => {
    // A beta token under the demo header is no demo token.
    expectFailure(await server.json(`${COUNT}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`, { token: w.betaToken }), 401, /not valid/, 40001);
    // Under its own header, demo's ids are not found; its own classroom reads.
    const asBeta = (path: string, init: { body?: unknown } = {}) => server.json(path, { token: w.betaToken, tenantId: BETA, ...init });
    expectFailure(await asBeta(`${COUNT}?${queryString({ classId: w.classId, classroomId: w.classroomId })}`), 404, /^classId/);
    expectFailure(await asBeta(`${COUNT}?${queryString({ classId: w.betaClassId, classroomId: w.classroomId })}`), 404, /^classroomId/);
    const before = await server.db.select().from(classroomQuestions);
    expectFailure(await asBeta(SAVE, { body: { classId: w.betaClassId, classroomId: w.classroomId, title: 'x' } }), 404, /^classroomId/);
    expectFailure(await asBeta(SAVE, { body: { classId: w.classId, classroomId: w.classroomId, studentId: w.studentId, title: 'x' } }), 404, /^studentId/);
    expect(await server.db.select().from(classroomQuestions)).toHaveLength(before.length);
    expect((await asBeta(`${COUNT}?${queryString({ classId: w.betaClassId, classroomId: w.betaClassroomId })}`)).body.data).toEqual({ total: 0, myTotal: 0 });
  });
});

describe("the class home's interaction count", () => {
  it('counts the questions the student sent in the class: a draft kept does not count, a sent one does', async () => {
    const interactions = async () =>
      (await server.typedJson<typeof BEHAVIOR>(`${BEHAVIOR}?${queryString({ classId: w.classId, studentId: w.studentId })}`, { token: w.demoToken })).body.data!.interactionTotal;
    const before = await interactions();
    expect((await save({ title: '漏电保护器多久试一次？', isDraft: 1 })).status).toBe(200);
    expect(await interactions()).toBe(before);
    expect((await save({ title: '漏电保护器每月试跳一次吗？' })).status).toBe(200);
    expect(await interactions()).toBe(before + 1);
  });
});
