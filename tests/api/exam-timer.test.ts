// The countdown's report (spec 3 §4, §9; issue 25 row 6): every 60 ticks the widget reports the
// remaining time; the attempt records the last report and when it came, and the deadline stays the
// server's: a forged, larger remaining time neither extends the saves and the submit nor stops the
// expired attempt from being closed at its deadline. And the duty report's activityContentId (row 7).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerLogs } from '../../src/server/db/schema';
import { DEMO_PAPERS, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { EXAM, useExamWorld, usePaperQuestions } from './support/study';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();
const world = useExamWorld(server);
const test = usePaperQuestions(server, DEMO, DEMO_PAPERS.test);

const start = async () => (await server.typedJson(EXAM.testStart, { token: world.token, body: { workId: world.test.workId } })).body.data;
/** A new attempt: one left open by an earlier test is submitted first. */
async function startTest() {
  const open = await start();
  if (!open.resumed) return open;
  await server.typedJson(EXAM.testSubmit, { token: world.token, body: { testId: world.test.workId, answerLogId: open.answerLogId } });
  return start();
}
const report = (answerLogId: number, remainingTime: number, init: { token?: string; tenantId?: string; testId?: number } = {}) =>
  server.json(EXAM.reportTime, { token: init.token ?? world.token, tenantId: init.tenantId, body: { testId: init.testId ?? world.test.workId, answerLogId, remainingTime } });
const attempt = async (answerLogId: number) => (await server.db.select().from(answerLogs).where(eq(answerLogs.id, answerLogId)))[0]!;

describe('the countdown report', () => {
  it('is recorded on the attempt, the last one with when it came, and answers the server’s remaining time', async () => {
    const started = await startTest();
    expect((await attempt(started.answerLogId)).reportedTime).toBeNull();
    server.clock.advance(60_000);
    const first = await server.typedJson(EXAM.reportTime, { token: world.token, body: { testId: world.test.workId, answerLogId: started.answerLogId, remainingTime: 29 * 60 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      answerLogId: started.answerLogId,
      reportedRemainingTime: 29 * 60,
      reportedTime: server.clock.now.toISOString(),
      remainingTime: 29 * 60,
      deadlineTime: started.deadlineTime,
      serverTime: server.clock.now.getTime(),
    });
    server.clock.advance(60_000);
    await report(started.answerLogId, 28 * 60 - 2);
    const stored = await attempt(started.answerLogId);
    expect(stored).toMatchObject({ reportedRemainingSeconds: 28 * 60 - 2, reportedTime: server.clock.now });
    expect(stored.deadlineTime!.getTime()).toBe(started.deadlineTime);
  });

  it('cannot extend the deadline: a forged remaining time is recorded as forged, and the saves, the submit and the closing keep the server’s deadline', async () => {
    const started = await startTest();
    server.clock.advance(29 * 60_000);
    // One minute left on the server; the client claims three hours.
    const forged = await report(started.answerLogId, 3 * 3600);
    expect(forged.status).toBe(200);
    expect(forged.body.data).toMatchObject({ reportedRemainingTime: 3 * 3600, remainingTime: 60, deadlineTime: started.deadlineTime });
    expect((await attempt(started.answerLogId)).deadlineTime!.getTime()).toBe(started.deadlineTime);

    // Past the deadline and its 60 s grace: saves, submits and reports are refused all the same.
    server.clock.advance(2 * 60_000 + 1_000);
    const question = test.find('工频交流电的频率').id;
    expectFailure(await server.json(EXAM.saveAnswer, { token: world.token, body: { answerLogId: started.answerLogId, questionId: question, questionAnswerVO: { content: '50' }, clientSeq: 1 } }), 409, /^the time for this test is over$/, 40902);
    expectFailure(await server.json(EXAM.testSubmit, { token: world.token, body: { testId: world.test.workId, answerLogId: started.answerLogId } }), 409, /^the time for this test is over$/, 40902);
    expectFailure(await report(started.answerLogId, 3 * 3600), 409, /^the time for this test is over$/, 40902);
    // The paper still names the server's deadline, and a new start closes the attempt at it.
    const paper = await server.typedJson(`${EXAM.testPaper}?workId=${world.test.workId}`, { token: world.token });
    expect(paper.body.data.deadlineTime).toBe(started.deadlineTime);
    const next = await start();
    expect(next.answerLogId).not.toBe(started.answerLogId);
    expect(await attempt(started.answerLogId)).toMatchObject({ status: 1, submittedTime: new Date(started.deadlineTime!), useTimeSeconds: 1800, reportedRemainingSeconds: 3 * 3600 });
  });

  it('is refused after the submit, for homework, for another work, another school, bad input and no token', async () => {
    const started = await startTest();
    const homework = (await server.typedJson(EXAM.homeworkStart, { token: world.token, body: { id: world.homework.workId } })).body.data;
    expectFailure(await report(homework.answerLogId, 60, { testId: world.homework.workId }), 404, /^testId: /);
    expectFailure(await report(homework.answerLogId, 60), 404, /^answerLogId: no attempt/);
    expectFailure(await report(started.answerLogId, -1), 400, /^remainingTime: /);
    expectFailure(await server.json(EXAM.reportTime, { token: world.token, body: { testId: world.test.workId, answerLogId: started.answerLogId, remainingTime: '1800' } }), 400, /^remainingTime: /);
    expectFailure(await server.json(EXAM.reportTime, { body: { testId: world.test.workId, answerLogId: started.answerLogId, remainingTime: 60 } }), 401, /token/i, 40001);
    expectFailure(await report(started.answerLogId, 60, { token: world.betaToken, tenantId: BETA }), 404, /^testId: /);
    await server.typedJson(EXAM.testSubmit, { token: world.token, body: { testId: world.test.workId, answerLogId: started.answerLogId } });
    expectFailure(await report(started.answerLogId, 60), 409, /^this attempt has been submitted$/, 40901);
    expect((await attempt(started.answerLogId)).reportedTime).toBeNull();
  });
});

describe("the duty report's activityContentId", () => {
  it('is the content in its activity: answered back, and another content refused', async () => {
    const started = await startTest();
    await server.typedJson(EXAM.testSubmit, { token: world.token, body: { testId: world.test.workId, answerLogId: started.answerLogId } });
    const body = { contentId: world.test.classroomId, bizId: world.test.workId, bizType: 'TEST', finStatus: 2, realValue: 1, dutyType: 'SUBMIT', tenantId: DEMO, userId: DEMO_STUDENT.userId } as const;
    const reported = await server.typedJson(EXAM.reportFinish, { token: world.token, body: { ...body, activityContentId: world.test.classroomId } });
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({ contentId: world.test.classroomId, activityContentId: world.test.classroomId, bizId: world.test.workId });
    expectFailure(await server.json(EXAM.reportFinish, { token: world.token, body: { ...body, activityContentId: world.homework.classroomId } }), 400, /^activityContentId: /);
  });
});
