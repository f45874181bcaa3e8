// The class list and the answer save check the caller's token in their own statement (issue 27
// item 4): the token's refusals are those of every other call, a refused save writes nothing
// whichever check refuses it, and the list answers what the query-built studentClasses answers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptAnswers } from '../../src/server/db/schema';
import { DEMO_PAPERS, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { TOKEN_LIFETIME_MS } from '../../src/server/services/tokens';
import { studentClasses } from '../../src/server/services/teaching-classes';
import { expectFailure, signIn } from './support/envelope';
import { EXAM, questionsOf, useExamWorld, usePaperQuestions } from './support/study';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();
const CLASS_LIST = '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList';
const LOGOUT = '/api/oauth/app/token/logout';
const world = useExamWorld(server);
const homework = usePaperQuestions(server, DEMO, DEMO_PAPERS.homework);

const answerRows = async (answerLogId: number) => server.db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, answerLogId));

/** The demo student's homework attempt, started or resumed; a save of `option` to its 安全电压 question; the answer rows before it. */
async function homeworkAttempt(option: string, clientSeq: number) {
  const started = await server.json(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.workId } });
  const answerLogId = started.body.data.answerLogId as number;
  const save = { answerLogId, questionId: homework.find('安全电压').id, questionAnswerVO: { optionList: [option] }, clientSeq };
  return { answerLogId, save, before: await answerRows(answerLogId) };
}

describe('the token, checked in the route’s statement', () => {
  it('refuses a revoked token and another school’s on the class list and a save, and the save writes nothing', async () => {
    const { answerLogId, save, before } = await homeworkAttempt('C', 1);

    const revoked = (await signIn(server)).token;
    await server.json(LOGOUT, { method: 'POST', token: revoked });
    expectFailure(await server.json(CLASS_LIST, { token: revoked, body: {} }), 401, /revoked/, 40009);
    expectFailure(await server.json(EXAM.saveAnswer, { token: revoked, body: save }), 401, /revoked/, 40009);

    // Another school's token under this school's header: as unknown as a made-up one.
    expectFailure(await server.json(CLASS_LIST, { token: world.betaToken, body: {} }), 401, /token/, 40001);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.betaToken, body: save }), 401, /token/, 40001);
    expectFailure(await server.json(EXAM.saveAnswer, { token: 'x'.repeat(43), body: save }), 401, /token/, 40001);
    expect(await answerRows(answerLogId)).toEqual(before);
    // Without a tenantId header the call takes the former path and is refused the same way.
    expectFailure(await server.json(CLASS_LIST, { token: world.betaToken, tenantId: null, body: {} }), 400, /tenantId is required/);
  });
});

describe('a save refused by any check', () => {
  it('writes nothing, and one that lost to a higher clientSeq answers the stored one', async () => {
    const started = await server.json(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.workId } });
    const answerLogId = started.body.data.answerLogId as number;
    const single = homework.find('安全电压');
    const base = { answerLogId, questionId: single.id, questionAnswerVO: { optionList: ['B'] }, clientSeq: 500 };
    const before = await answerRows(answerLogId);
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ answerLogId: 999_999 }, 404, /^answerLogId: no attempt/],
      [{ id: world.test.workId }, 400, /^id: /],
      [{ questionUnitId: 999_999 }, 400, /^questionUnitId: /],
      [{ questionId: homework.find('阅读下文').id }, 400, /sub-questions/],
      [{ questionId: 999_999 }, 404, /^questionId: no question/],
    ];
    for (const [change, status, msg] of refusals) expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, ...change } }), status, msg);
    expect(await answerRows(answerLogId)).toEqual(before);

    const won = await server.json(EXAM.saveAnswer, { token: world.token, body: base });
    expect(won.body.data).toEqual({ answerLogId, questionId: single.id, saved: true, clientSeq: 500 });
    const lost = await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, questionAnswerVO: { optionList: ['A'] }, clientSeq: 499 } });
    expect(lost.body.data).toEqual({ answerLogId, questionId: single.id, saved: false, clientSeq: 500 });

    await server.json(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId, answerLogId } });
    const submitted = await answerRows(answerLogId);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...base, clientSeq: 501 } }), 409, /./, 40901);
    expect(await answerRows(answerLogId)).toEqual(submitted);
  });

  it('past a test’s deadline and its grace: 40902, nothing written', async () => {
    const started = await server.json(EXAM.testStart, { token: world.token, body: { workId: world.test.workId } });
    const answerLogId = started.body.data.answerLogId as number;
    const question = (await questionsOf(server, DEMO, DEMO_PAPERS.test)).rows.find((row) => row.parentId === null && row.questionType === 1)!;
    const save = { answerLogId, questionId: question.id, questionAnswerVO: { optionList: ['A'] }, clientSeq: 1 };
    // At the deadline plus the grace to the millisecond the save is taken; one millisecond later it is not.
    server.clock.advance(started.body.data.deadlineTime - server.clock.now.getTime() + 60_000);
    expect((await server.json(EXAM.saveAnswer, { token: world.token, body: save })).body.data).toMatchObject({ saved: true });
    const before = await answerRows(answerLogId);
    server.clock.advance(1);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { ...save, clientSeq: 2 } }), 409, /./, 40902);
    expect(await answerRows(answerLogId)).toEqual(before);
  });
});

describe('the class list in one statement', () => {
  it('answers what studentClasses answers, for every tab and page', async () => {
    const user = { userId: DEMO_STUDENT.userId, tenantId: DEMO };
    const token = (await signIn(server)).token;
    for (const serviceStatus of [undefined, null, -1, 0, 1, 2, 3]) {
      for (const [current, size] of [[1, 4], [2, 1], [3, 2], [1_000_000_000_000, 10]] as const) {
        const { status, body } = await server.json(CLASS_LIST, { token, body: { userId: user.userId, serviceStatus, current, size } });
        expect(status).toBe(200);
        expect(body.data).toEqual(await studentClasses(server.db, user, { current, size, serviceStatus }));
      }
    }
    const all = await server.json(CLASS_LIST, { token, body: {} });
    expect(all.body.data.records.length).toBeGreaterThan(1);
    expect(all.body.data.statusCounts.all).toBe(all.body.data.total);
    // Another school's student sees their own list only.
    const beta = await server.json(CLASS_LIST, { token: world.betaToken, tenantId: BETA, body: {} });
    expect(beta.body.data.records.every((record: { userId: string }) => record.userId !== user.userId)).toBe(true);
  });
});

describe('an expired token', () => {
  // Last: the clock moves past every token this file signed in with.
  it('is refused by the class list and a save (40005), and the save writes nothing', async () => {
    const { answerLogId, save, before } = await homeworkAttempt('D', 900);
    server.clock.advance(TOKEN_LIFETIME_MS);
    expectFailure(await server.json(CLASS_LIST, { token: world.token, body: {} }), 401, /expired/, 40005);
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: save }), 401, /expired/, 40005);
    expect(await answerRows(answerLogId)).toEqual(before);
  });
});
