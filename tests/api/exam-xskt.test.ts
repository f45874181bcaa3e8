// The xskt question source (spec 3 §7, issue 11 item 4): its own paper and submit under /api/xskt,
// the submit checked by the xsktUserToken the paper issued.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attemptAnswers } from '../../src/server/db/schema';
import { DEMO_PAPERS } from '../../src/server/db/seed/study-fixtures';
import { EXAM, examWorld, questionsOf, type ExamWorld } from './support/study';
import { expectFailure } from './support/envelope';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
let world: ExamWorld;
let workId: number;
let xskt: Awaited<ReturnType<typeof questionsOf>>;
beforeAll(async () => {
  world = await examWorld(server);
  const lookup = await server.typedJson(`${EXAM.homeworkLookup}?classId=${world.classId}&studentId=${world.studentId}&classroomId=${world.xskt.classroomId}`, { token: world.token });
  workId = lookup.body.data.id;
  xskt = await questionsOf(server, DEMO, DEMO_PAPERS.xskt);
});

async function paper() {
  const { status, body } = await server.typedJson(`${EXAM.xsktPaper}?workId=${workId}`, { token: world.token });
  expect(status).toBe(200);
  return body.data;
}

async function start() {
  const { body } = await server.typedJson(EXAM.homeworkStart, { token: world.token, body: { id: workId } });
  return body.data.answerLogId;
}

describe('the xskt paper', () => {
  it('is homework without a countdown or answers, with an xsktUserToken', async () => {
    const data = await paper();
    expect(data.questionUnitCAResultVO).toMatchObject({ title: DEMO_PAPERS.xskt, sourceType: 'xskt', unitTime: null });
    expect(Object.keys(data.questionUnitCAResultVO.questionResultVOMap).sort()).toEqual(['1', '3']);
    expect(data).toMatchObject({ workId, deadlineTime: null, xsktTokenExpiration: server.clock.now.getTime() + 24 * 3_600_000 });
    expect(data.xsktUserToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(data)).not.toContain('questionAnswerVO');
  });

  it('refuses platform homework, no token, bad input and another school', async () => {
    expectFailure(await server.json(`${EXAM.xsktPaper}?workId=${world.homework.workId}`, { token: world.token }), 400, /^workId: .*not from the xskt source/);
    expectFailure(await server.json(`${EXAM.xsktPaper}?workId=${workId}`), 401, /token/i, 40001);
    expectFailure(await server.json(`${EXAM.xsktPaper}?workId=`, { token: world.token }), 400, /^workId: /);
    expectFailure(await server.json(`${EXAM.xsktPaper}?workId=${workId}`, { token: world.betaToken, tenantId: BETA }), 404, /^workId: /);
  });

  it('is in the served contract under /api/xskt', async () => {
    const contract = (await (await server.call('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(contract.paths)).toEqual(expect.arrayContaining([EXAM.xsktPaper, EXAM.xsktSubmit]));
  });
});

describe('the xskt submit', () => {
  const submitBody = (answerLogId: number, xsktUserToken: string, extra: Record<string, unknown> = {}) => ({
    studentWorkId: workId,
    classId: world.classId,
    classroomId: world.xskt.classroomId,
    courseId: world.xskt.courseId,
    answerLogId,
    use_time: 300,
    xsktUserToken,
    userAnswerObjects: [
      { questionId: xskt.find('QS').id, questionAnswerVO: { optionList: ['A'] } },
      { questionId: xskt.find('触点按未受外力').id, questionAnswerVO: { optionList: ['A'] } },
      { questionId: xskt.find('QS').id, questionAnswerVO: { optionList: ['B'] } },
    ],
    ...extra,
  });

  it('refuses a token of another work, a forged one and an expired one, and changes nothing', async () => {
    const { xsktUserToken } = await paper();
    const answerLogId = await start();
    const [payload, signature] = xsktUserToken.split('.');
    const forged = `${Buffer.from(JSON.stringify({ t: DEMO, u: 'demo-u-1001', w: workId, e: Date.now() + 1e9 })).toString('base64url')}.${signature}`;
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, forged) }), 403, /^xsktUserToken: /);
    // One character of the signature changed (a signature that began with x was once left as it was: 1 run in 64 failed).
    const tampered = `${signature!.startsWith('x') ? 'y' : 'x'}${signature!.slice(1)}`;
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, `${payload}.${tampered}`) }), 403, /^xsktUserToken: /);
    server.clock.advance(24 * 3_600_000 + 1);
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, xsktUserToken) }), 403, /^xsktUserToken: .*expired/);
    const rows = await server.db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, answerLogId));
    expect(rows).toHaveLength(0);
  });

  it('saves every answer (the first of a repeated question) over earlier saves, and marks the attempt', async () => {
    const { xsktUserToken } = await paper();
    const answerLogId = await start();
    await server.typedJson(EXAM.saveAnswer, { token: world.token, body: { answerLogId, questionId: xskt.find('QS').id, questionAnswerVO: { optionList: ['B'] }, clientSeq: 50 } });
    const { status, body } = await server.typedJson(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, xsktUserToken) });
    expect(status).toBe(200);
    // Only objective questions: marked at once, full marks.
    expect(body.data).toMatchObject({ answerLogId, status: 2, score: 100, useTime: 300, alreadySubmitted: false });
    const rows = await server.db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, answerLogId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.questionId === xskt.find('QS').id)).toMatchObject({ answer: { keys: ['A'] }, clientSeq: 51, isCorrect: true });
    const again = await server.typedJson(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, xsktUserToken) });
    expect(again.body.data).toMatchObject({ status: 2, score: 100, alreadySubmitted: true });
    const review = await server.typedJson(`${EXAM.review}?workId=${workId}&answerLogId=${answerLogId}`, { token: world.token });
    expect(review.body.data.questionUnitCAResultVO.questionResultVOMap['1']![0]).toMatchObject({ isCorrect: true, score: 50 });
  });

  it('refuses a question of another paper, a wrong classroom, bad input and no token', async () => {
    const { xsktUserToken } = await paper();
    const answerLogId = await start();
    const other = (await questionsOf(server, DEMO, DEMO_PAPERS.homework)).find('安全电压').id;
    expectFailure(
      await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, xsktUserToken, { userAnswerObjects: [{ questionId: other, questionAnswerVO: { optionList: ['C'] } }] }) }),
      404,
      /^userAnswerObjects.0.questionId: /,
    );
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, xsktUserToken, { classroomId: world.homework.classroomId }) }), 400, /^classroomId: /);
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, xsktUserToken, { xsktUserToken: undefined }) }), 400, /^xsktUserToken: /);
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(answerLogId, xsktUserToken, { use_time: 'long' }) }), 400, /^use_time: /);
    expectFailure(await server.json(EXAM.xsktSubmit, { body: submitBody(answerLogId, xsktUserToken) }), 401, /token/i, 40001);
    const open = await server.db.select().from(attemptAnswers).where(and(eq(attemptAnswers.answerLogId, answerLogId)));
    expect(open).toHaveLength(0);
  });

  it("refuses platform homework and another school's work", async () => {
    const { xsktUserToken } = await paper();
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.token, body: submitBody(1, xsktUserToken, { studentWorkId: world.homework.workId }) }), 400, /^studentWorkId: .*not from the xskt source/);
    expectFailure(await server.json(EXAM.xsktSubmit, { token: world.betaToken, tenantId: BETA, body: submitBody(1, xsktUserToken) }), 404, /^studentWorkId: /);
  });
});
