// Submitting, the test deadline, marking on submit, review and the duty report (spec 3 §4, §7;
// issue 11 items 3 and 5).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerLogs, dutyRecords } from '../../src/server/db/schema';
import { DEMO_PAPERS, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { EXAM, useExamWorld, usePaperQuestions } from './support/study';
import { expectFailure } from './support/envelope';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
const world = useExamWorld(server);
const homework = usePaperQuestions(server, DEMO, DEMO_PAPERS.homework);
const test = usePaperQuestions(server, DEMO, DEMO_PAPERS.test);

let seq = 0;
const save = (answerLogId: number, questionId: number, questionAnswerVO: { optionList?: string[]; content?: string }) =>
  server.typedJson(EXAM.saveAnswer, { token: world.token, body: { answerLogId, questionId, questionAnswerVO, clientSeq: ++seq } });

async function startTest() {
  const { body } = await server.typedJson(EXAM.testStart, { token: world.token, body: { workId: world.test.workId } });
  return body.data;
}

describe('submitting homework', () => {
  it('scores every objective type at once, keeps the short answer for marking, and review shows the marks', async () => {
    const { body: started } = await server.typedJson(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.workId } });
    const answerLogId = started.data.answerLogId;
    await save(answerLogId, homework.find('安全电压').id, { optionList: ['C'] }); // single: right
    await save(answerLogId, homework.find('基本绝缘安全用具').id, { optionList: ['A', 'B'] }); // multiple, one missing: wrong
    await save(answerLogId, homework.find('万用表测量电阻').id, { optionList: ['B'] }); // true/false: wrong
    await save(answerLogId, homework.find('触电急救的第一步').id, { content: ' 脱离电源 | 心肺复苏 ' }); // fill blank, spaced: right
    await save(answerLogId, homework.find('简述停电作业').id, { content: '停电、验电' }); // short answer: waits
    await save(answerLogId, homework.find('该电工的做法属于').id, { optionList: ['B'] }); // reading 1: right
    await save(answerLogId, homework.find('频繁跳闸应先查明原因').id, { optionList: ['A'] }); // reading 2: right
    await save(answerLogId, homework.find('第 1 空').id, { optionList: ['A'] }); // cloze 1: right; cloze 2 unanswered

    server.clock.advance(7 * 60_000);
    const { status, body } = await server.typedJson(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId, answerLogId } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ answerLogId, status: 1, score: null, useTime: 7 * 60, alreadySubmitted: false, submitTime: server.clock.now.toISOString() });

    const review = await server.typedJson(`${EXAM.review}?workId=${world.homework.workId}&answerLogId=${answerLogId}`, { token: world.token });
    expect(review.status).toBe(200);
    const map = review.body.data.questionUnitCAResultVO.questionResultVOMap;
    const mark = (type: string) => map[type]!.map((question) => [question.isCorrect, question.score]);
    expect(mark('1')).toEqual([[true, 10]]);
    expect(mark('2')).toEqual([[false, 0]]);
    expect(mark('3')).toEqual([[false, 0]]);
    expect(mark('4')).toEqual([[true, 10]]);
    expect(mark('6')).toEqual([[null, null]]);
    expect(mark('11')).toEqual([[true, 20]]);
    expect(mark('13')).toEqual([[false, 10]]);
    expect(map['13']![0]!.readQuestionList.map((sub) => [sub.isCorrect, sub.userAnswerVO])).toEqual([
      [true, { optionList: ['A'], content: '' }],
      [false, null],
    ]);
    expect(map['2']![0]).toMatchObject({ questionAnswerVO: { optionList: ['A', 'B', 'D'] }, userAnswerVO: { optionList: ['A', 'B'] } });
    expect(map['4']![0]!.questionAnswerVO.content).toBe('脱离电源|心肺复苏');
    expect(review.body.data).toMatchObject({ status: 1, score: null, useTime: 7 * 60 });
  });

  it('answers the first result to a second submit, and refuses saves after it (40901)', async () => {
    const [log] = await server.db
      .select()
      .from(answerLogs)
      .where(and(eq(answerLogs.studentWorkId, world.homework.workId), eq(answerLogs.status, 1)))
      .orderBy(answerLogs.id);
    const latest = (await server.db.select().from(answerLogs).where(eq(answerLogs.studentWorkId, world.homework.workId))).sort((a, b) => b.id - a.id)[0]!;
    expect(log).toBeDefined();
    server.clock.advance(60_000);
    const again = await server.typedJson(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId, answerLogId: latest.id } });
    expect(again.body.data).toMatchObject({ answerLogId: latest.id, status: 1, alreadySubmitted: true, submitTime: latest.submittedTime!.toISOString() });
    const refused = await server.json(EXAM.saveAnswer, { token: world.token, body: { answerLogId: latest.id, questionId: homework.find('安全电压').id, questionAnswerVO: { optionList: ['A'] }, clientSeq: 1000 } });
    expectFailure(refused, 409, /^this attempt has been submitted$/, 40901);
    const chinese = await server.json(EXAM.saveAnswer, { token: world.token, headers: { 'accept-language': 'zh-CN' }, body: { answerLogId: latest.id, questionId: homework.find('安全电压').id, clientSeq: 1001 } });
    expect(chinese.body).toMatchObject({ code: 40901, msg: '本次作答已提交，不能再修改答案' });
  });

  it("refuses an attempt of another work, a classmate's work, xskt work, bad input and no token", async () => {
    const { body: started } = await server.typedJson(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.workId } });
    const answerLogId = started.data.answerLogId;
    const testLog = await startTest();
    expectFailure(await server.json(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId, answerLogId: testLog.answerLogId } }), 404, /^answerLogId: no attempt/);
    expectFailure(await server.json(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.classmateWorkId, answerLogId } }), 403, /^studentWorkId: /);
    expectFailure(await server.json(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId } }), 400, /^answerLogId: /);
    expectFailure(await server.json(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId, answerLogId, use_time: -5 } }), 400, /^use_time: /);
    expectFailure(await server.json(EXAM.homeworkSubmit, { body: { studentWorkId: world.homework.workId, answerLogId } }), 401, /token/i, 40001);
    expectFailure(await server.json(EXAM.homeworkSubmit, { token: world.betaToken, tenantId: BETA, body: { studentWorkId: world.homework.workId, answerLogId } }), 404, /^studentWorkId: /);
    const xskt = await server.typedJson(`${EXAM.homeworkLookup}?classId=${world.classId}&studentId=${world.studentId}&classroomId=${world.xskt.classroomId}`, { token: world.token });
    expectFailure(await server.json(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: xskt.body.data.id, answerLogId } }), 400, /^studentWorkId: .*xskt/);
    const [open] = await server.db.select().from(answerLogs).where(eq(answerLogs.id, answerLogId));
    expect(open!.status).toBe(0);
  });
});

describe('the test deadline', () => {
  it('takes saves and a submit until 60 s after the deadline, with the use_time sent', async () => {
    const started = await startTest();
    server.clock.advance(30 * 60_000 + 59_000);
    const saved = await save(started.answerLogId, test.find('电气设备发生火灾').id, { optionList: ['A'] });
    expect(saved.body.data.saved).toBe(true);
    const { body } = await server.typedJson(EXAM.testSubmit, { token: world.token, body: { testId: world.test.workId, answerLogId: started.answerLogId, use_time: 1800 } });
    // The paper has a short answer: pending marking.
    expect(body.data).toMatchObject({ status: 1, score: null, useTime: 1800, alreadySubmitted: false });
  });

  it('refuses saves and the submit later than that (40902), and changes nothing', async () => {
    const started = await startTest();
    expect(started.resumed).toBe(false);
    server.clock.advance(30 * 60_000 + 61_000);
    const question = test.find('工频交流电的频率').id;
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { answerLogId: started.answerLogId, questionId: question, questionAnswerVO: { content: '50' }, clientSeq: 1 } }), 409, /^the time for this test is over$/, 40902);
    expectFailure(await server.json(EXAM.testSubmit, { token: world.token, body: { testId: world.test.workId, answerLogId: started.answerLogId } }), 409, /^the time for this test is over$/, 40902);
    const [log] = await server.db.select().from(answerLogs).where(eq(answerLogs.id, started.answerLogId));
    expect(log!.status).toBe(0);

    // Starting again closes the expired attempt as it stood (submitted at its deadline) and opens a new one.
    const next = await startTest();
    expect(next.answerLogId).not.toBe(started.answerLogId);
    const [closed] = await server.db.select().from(answerLogs).where(eq(answerLogs.id, started.answerLogId));
    expect(closed).toMatchObject({ status: 1, submittedTime: log!.deadlineTime, useTimeSeconds: 1800 });
    const logs = await server.typedJson(`${EXAM.testLogs}?testStudentId=${world.test.workId}`, { token: world.token });
    expect(logs.body.data[0]!.id).toBe(started.answerLogId);
  });

  it('refuses bad input and another school on the test submit', async () => {
    expectFailure(await server.json(EXAM.testSubmit, { token: world.token, body: { answerLogId: 1 } }), 400, /^testId: /);
    expectFailure(await server.json(EXAM.testSubmit, { token: world.betaToken, tenantId: BETA, body: { testId: world.test.workId, answerLogId: 1 } }), 404, /^testId: /);
    expectFailure(await server.json(EXAM.testSubmit, { body: { testId: world.test.workId, answerLogId: 1 } }), 401, /token/i, 40001);
  });
});

describe('review', () => {
  it('shows a seeded marked attempt with the short answer’s half marks', async () => {
    const logs = await server.typedJson(`${EXAM.homeworkLogs}?studentWorkMasterId=${world.homework.workId}`, { token: world.token });
    const marked = logs.body.data.find((log) => log.status === 2)!;
    const { body } = await server.typedJson(`${EXAM.review}?workId=${world.homework.workId}&answerLogId=${marked.id}`, { token: world.token });
    expect(body.data).toMatchObject({ status: 2, score: 80 });
    expect(body.data.questionUnitCAResultVO.questionResultVOMap['6']![0]).toMatchObject({ score: 10, isCorrect: false, questionAnswerVO: { content: '停电、验电、装设接地线、悬挂标示牌和装设遮栏。' } });
  });

  it('refuses an open attempt, another work’s attempt, bad input, no token and another school', async () => {
    const open = await startTest();
    expectFailure(await server.json(`${EXAM.review}?workId=${world.test.workId}&answerLogId=${open.answerLogId}`, { token: world.token }), 409, /not been submitted/);
    expectFailure(await server.json(`${EXAM.review}?workId=${world.homework.workId}&answerLogId=${open.answerLogId}`, { token: world.token }), 404, /^answerLogId: /);
    expectFailure(await server.json(`${EXAM.review}?workId=${world.homework.workId}`, { token: world.token }), 400, /^answerLogId: /);
    expectFailure(await server.json(`${EXAM.review}?workId=${world.homework.workId}&answerLogId=1`), 401, /token/i, 40001);
    expectFailure(await server.json(`${EXAM.review}?workId=${world.homework.workId}&answerLogId=1`, { token: world.betaToken, tenantId: BETA }), 404, /^workId: /);
  });
});

describe('the duty completion report', () => {
  const report = (body: Record<string, unknown>, init: { token?: string; tenantId?: string } = { token: world.token }) =>
    server.json(EXAM.reportFinish, { ...init, body: { bizType: 1, currentTime: '2026-03-18 10:00:00', finStatus: 2, realValue: 1, dutyType: 'SUBMIT', tenantId: DEMO, userId: DEMO_STUDENT.userId, ...body } });

  it('is refused before the content’s work is submitted, then recorded once', async () => {
    const xskt = await server.typedJson(`${EXAM.homeworkLookup}?classId=${world.classId}&studentId=${world.studentId}&classroomId=${world.xskt.classroomId}`, { token: world.token });
    expectFailure(await report({ contentId: world.xskt.classroomId, bizId: xskt.body.data.id }), 409, /submit the homework or test first/);

    const { body: started } = await server.typedJson(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.workId } });
    await server.typedJson(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId, answerLogId: started.data.answerLogId } });
    await server.db.delete(dutyRecords).where(and(eq(dutyRecords.classroomId, world.homework.classroomId), eq(dutyRecords.dutyType, 'SUBMIT')));
    const first = await server.typedJson(EXAM.reportFinish, {
      token: world.token,
      body: { contentId: world.homework.classroomId, bizId: world.homework.workId, finStatus: 2, realValue: 1, dutyType: 'SUBMIT', tenantId: DEMO, userId: DEMO_STUDENT.userId },
    });
    expect(first.body.data).toEqual({ contentId: world.homework.classroomId, activityContentId: world.homework.classroomId, bizId: world.homework.workId, dutyType: 'SUBMIT', finStatus: 2, recorded: true });
    const again = await report({ contentId: world.homework.classroomId });
    expect(again.body.data.recorded).toBe(false);
    const rows = await server.db.select().from(dutyRecords).where(and(eq(dutyRecords.classroomId, world.homework.classroomId), eq(dutyRecords.dutyType, 'SUBMIT')));
    expect(rows.filter((row) => row.classStudentId === world.studentId)).toHaveLength(1);
  });

  it("refuses another's userId, another tenantId, a wrong bizId, bad input, no token and another school", async () => {
    const contentId = world.homework.classroomId;
    expectFailure(await report({ contentId, userId: 'demo-u-1002' }), 403, /^userId: /);
    expectFailure(await report({ contentId, tenantId: BETA }), 400, /^tenantId: /);
    expectFailure(await report({ contentId, bizId: world.test.workId }), 400, /^bizId: /);
    expectFailure(await report({ contentId, dutyType: 'VIDEO_PROGRESS' }), 400, /^dutyType: /);
    expectFailure(await report({ contentId, finStatus: 1 }), 400, /^finStatus: /);
    expectFailure(await report({ contentId: 'x' }), 400, /^contentId: /);
    expectFailure(await report({ contentId }, {}), 401, /token/i, 40001);
    expectFailure(await report({ contentId, tenantId: BETA, userId: undefined }, { token: world.betaToken, tenantId: BETA }), 404, /^contentId: /);
  });
});
