// Starting attempts and saving answers (spec 3 §4 Homework and test flow, issue 11 item 3): one
// open attempt per work, and saves that are idempotent whatever order they arrive in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerLogs, attemptAnswers } from '../../src/server/db/schema';
import { DEMO_PAPERS } from '../../src/server/db/seed/study-fixtures';
import { EXAM, questionsOf, useExamWorld, usePaperQuestions } from './support/study';
import { expectFailure } from './support/envelope';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
const world = useExamWorld(server);
const homework = usePaperQuestions(server, DEMO, DEMO_PAPERS.homework);

const startHomework = () => server.typedJson(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.workId } });

async function rowsOf(answerLogId: number) {
  return server.db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, answerLogId));
}

describe('starting a homework attempt', () => {
  it('starts one, and resumes it on every later start, even concurrent ones', async () => {
    const first = await startHomework();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ resumed: false, deadlineTime: null, serverTime: server.clock.now.getTime() });
    const again = await Promise.all(Array.from({ length: 5 }, startHomework));
    expect(new Set(again.map((answer) => answer.body.data.answerLogId))).toEqual(new Set([first.body.data.answerLogId]));
    expect(again.every((answer) => answer.body.data.resumed)).toBe(true);
    const open = await server.db.select().from(answerLogs).where(eq(answerLogs.studentWorkId, world.homework.workId));
    expect(open.filter((log) => log.status === 0)).toHaveLength(1);
    const paper = await server.typedJson(`${EXAM.homeworkPaper}?workId=${world.homework.workId}`, { token: world.token });
    expect(paper.body.data.answerLogId).toBe(first.body.data.answerLogId);
  });

  it('refuses no token, a missing id, a test, a classmate’s work and another school', async () => {
    expectFailure(await server.json(EXAM.homeworkStart, { body: { id: world.homework.workId } }), 401, /token/i, 40001);
    expectFailure(await server.json(EXAM.homeworkStart, { token: world.token, body: {} }), 400, /^id: /);
    expectFailure(await server.json(EXAM.homeworkStart, { token: world.token, body: { id: world.test.workId } }), 404, /^id: no homework/);
    expectFailure(await server.json(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.classmateWorkId } }), 403, /^id: /);
    expectFailure(await server.json(EXAM.homeworkStart, { token: world.betaToken, tenantId: BETA, body: { id: world.homework.workId } }), 404, /^id: /);
  });
});

describe('starting a test attempt', () => {
  it('stores the deadline, start + unitTime, and the paper returns it with the server time', async () => {
    const { status, body } = await server.typedJson(EXAM.testStart, { token: world.token, body: { workId: world.test.workId } });
    expect(status).toBe(200);
    const start = server.clock.now.getTime();
    expect(body.data).toMatchObject({ resumed: false, deadlineTime: start + 30 * 60_000, serverTime: start });
    server.clock.advance(5 * 60_000);
    const paper = await server.typedJson(`${EXAM.testPaper}?workId=${world.test.workId}`, { token: world.token });
    expect(paper.body.data).toMatchObject({ answerLogId: body.data.answerLogId, deadlineTime: start + 30 * 60_000, serverTime: start + 5 * 60_000 });
    const resumed = await server.typedJson(EXAM.testStart, { token: world.token, body: { workId: world.test.workId } });
    expect(resumed.body.data).toMatchObject({ answerLogId: body.data.answerLogId, resumed: true, deadlineTime: start + 30 * 60_000 });
  });

  it('refuses homework, bad input and no token', async () => {
    expectFailure(await server.json(EXAM.testStart, { token: world.token, body: { workId: world.homework.workId } }), 404, /^workId: no test/);
    expectFailure(await server.json(EXAM.testStart, { token: world.token, body: { workId: 'x' } }), 400, /^workId: /);
    expectFailure(await server.json(EXAM.testStart, { body: { workId: world.test.workId } }), 401, /token/i, 40001);
  });
});

describe('saving an answer', () => {
  const save = (answerLogId: number, body: Record<string, unknown>, token = world.token) =>
    server.typedJson(EXAM.saveAnswer, { token, body: { answerLogId, answerTime: '2026-03-18 10:00:00', id: world.homework.workId, questionUnitId: homework.paperId, ...body } });

  it('stores the normalised answer and answers the stored clientSeq', async () => {
    const { body: started } = await startHomework();
    const single = homework.find('安全电压');
    const { status, body } = await save(started.data.answerLogId, { questionId: single.id, questionAnswerVO: { optionList: ['C', ' '], content: '  ' }, clientSeq: 1 });
    expect(status).toBe(200);
    expect(body.data).toEqual({ answerLogId: started.data.answerLogId, questionId: single.id, clientSeq: 1, saved: true });
    const saved = await server.typedJson(`${EXAM.answers}?answerLogId=${started.data.answerLogId}`, { token: world.token });
    expect(saved.body.data).toContainEqual(expect.objectContaining({ questionId: single.id, clientSeq: 1, questionAnswerVO: { optionList: ['C'], content: '' } }));
  });

  it('keeps the highest clientSeq when saves arrive concurrently out of order, in one row', async () => {
    const { body: started } = await startHomework();
    const fill = homework.find('触电急救的第一步');
    const answerOf = (seq: number) => ({ questionId: fill.id, questionAnswerVO: { content: `seq ${seq}|x` }, clientSeq: seq });
    const results = await Promise.all([3, 1, 2].map((seq) => save(started.data.answerLogId, answerOf(seq))));
    // Each save answers the clientSeq stored when it ran: never less than its own, and seq 3 always wins.
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    results.forEach((result, index) => expect(result.body.data.clientSeq).toBeGreaterThanOrEqual([3, 1, 2][index]!));
    expect(results[0]!.body.data).toMatchObject({ clientSeq: 3, saved: true });
    const rows = (await rowsOf(started.data.answerLogId)).filter((row) => row.questionId === fill.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientSeq: 3, answer: { keys: [], content: 'seq 3|x' } });
  });

  it('keeps the highest clientSeq when saves arrive in reverse, and lets an equal seq change nothing', async () => {
    const { body: started } = await startHomework();
    const multiple = homework.find('基本绝缘安全用具');
    const answers = [];
    for (const seq of [12, 11, 10]) answers.push(await save(started.data.answerLogId, { questionId: multiple.id, questionAnswerVO: { optionList: [`K${seq}`] }, clientSeq: seq }));
    expect(answers.map((answer) => answer.body.data.saved)).toEqual([true, false, false]);
    const equal = await save(started.data.answerLogId, { questionId: multiple.id, questionAnswerVO: { optionList: ['D'] }, clientSeq: 12 });
    expect(equal.body.data).toMatchObject({ saved: false, clientSeq: 12 });
    const rows = (await rowsOf(started.data.answerLogId)).filter((row) => row.questionId === multiple.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answer.keys).toEqual(['K12']);
    const higher = await save(started.data.answerLogId, { questionId: multiple.id, questionAnswerVO: { optionList: ['A', 'B', 'D'] }, clientSeq: 13 });
    expect(higher.body.data).toMatchObject({ saved: true, clientSeq: 13 });
  });

  it('accepts a sub-question of reading comprehension, but not its parent or another paper’s question', async () => {
    const { body: started } = await startHomework();
    const sub = homework.find('该电工的做法属于');
    expect((await save(started.data.answerLogId, { questionId: sub.id, questionAnswerVO: { optionList: ['B'] }, clientSeq: 1 })).status).toBe(200);
    const parent = homework.find('阅读下文');
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { answerLogId: started.data.answerLogId, questionId: parent.id, clientSeq: 1 } }), 400, /^questionId: .*sub-questions/);
    const testQuestion = (await questionsOf(server, DEMO, DEMO_PAPERS.test)).find('电气设备发生火灾');
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { answerLogId: started.data.answerLogId, questionId: testQuestion.id, clientSeq: 1 } }), 404, /^questionId: no question/);
  });

  it('refuses an answer text with a lone surrogate (jsonb cannot store it) with a 400 naming the field, and stores an emoji', async () => {
    // JSON's escape \ud800 parses to half a surrogate pair: before the body's guard checked for it, this save answered 500.
    const { body: started } = await startHomework();
    const fill = homework.find('触电急救的第一步');
    const base = { answerLogId: started.data.answerLogId, questionId: fill.id };
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, questionAnswerVO: { content: 'a\ud800|b' }, clientSeq: 999 } }), 400, /^questionAnswerVO\.content: contains a lone surrogate/);
    // (Above the clientSeq this resumed attempt's other tests left.)
    const emoji = await save(started.data.answerLogId, { questionId: fill.id, questionAnswerVO: { content: '断电😀|x' }, clientSeq: 1000 });
    expect(emoji.body.data).toMatchObject({ saved: true, clientSeq: 1000 });
    expect((await rowsOf(started.data.answerLogId)).find((row) => row.questionId === fill.id)!.answer.content).toBe('断电😀|x');
  });

  it('names the field of bad input', async () => {
    const { body: started } = await startHomework();
    const single = homework.find('安全电压');
    const base = { answerLogId: started.data.answerLogId, questionId: single.id, clientSeq: 1 };
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, clientSeq: -1 } }), 400, /^clientSeq: /);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, clientSeq: undefined } }), 400, /^clientSeq: /);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, questionAnswerVO: { optionList: 'C' } } }), 400, /^questionAnswerVO.optionList: /);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, id: world.test.workId } }), 400, /^id: /);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, questionUnitId: 999_999 } }), 400, /^questionUnitId: /);
  });

  it('needs a token, and refuses another school’s attempt and a classmate’s', async () => {
    const { body: started } = await startHomework();
    const single = homework.find('安全电压');
    const body = { answerLogId: started.data.answerLogId, questionId: single.id, clientSeq: 99 };
    expectFailure(await server.json(EXAM.saveAnswer, { body }), 401, /token/i, 40001);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.betaToken, tenantId: BETA, body }), 404, /^answerLogId: /);
    const [classmateLog] = await server.db.select().from(answerLogs).where(eq(answerLogs.studentWorkId, world.homework.classmateWorkId));
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...body, answerLogId: classmateLog!.id } }), 403, /^answerLogId: /);
    expect((await rowsOf(started.data.answerLogId)).some((row) => row.clientSeq === 99)).toBe(false);
  });
});

describe('the saved answers of an attempt', () => {
  it('list every answer with its clientSeq, for the caller only', async () => {
    const { body: started } = await startHomework();
    const { status, body } = await server.typedJson(`${EXAM.answers}?answerLogId=${started.data.answerLogId}`, { token: world.token });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.every((record) => record.answerLogId === started.data.answerLogId && record.id === world.homework.workId && record.questionUnitId === homework.paperId)).toBe(true);
    expectFailure(await server.json(`${EXAM.answers}?answerLogId=${started.data.answerLogId}`), 401, /token/i, 40001);
    expectFailure(await server.json(`${EXAM.answers}?answerLogId=x`, { token: world.token }), 400, /^answerLogId: /);
    expectFailure(await server.json(`${EXAM.answers}?answerLogId=${started.data.answerLogId}`, { token: world.betaToken, tenantId: BETA }), 404, /^answerLogId: /);
  });
});
