// The operator's marking script (issue 11 item 5): `npm run mark` marks every pending attempt so
// review screens have marks to show.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markAttempts, tenantArgument } from '../../scripts/mark-attempts';
import { answerLogs, attemptAnswers, studentWorks } from '../../src/server/db/schema';
import { BETA_PAPERS } from '../../src/server/db/seed/study-fixtures';
import { EXAM, questionsOf, useExamWorld } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
const world = useExamWorld(server);

const pendingOf = (tenantId: string) =>
  server.db
    .select({ id: answerLogs.id })
    .from(answerLogs)
    .where(and(eq(answerLogs.tenantId, tenantId), eq(answerLogs.status, 1)));

describe('the marking script', () => {
  it("marks only the named school's pending attempts, short answers by their key words", async () => {
    // A pending attempt in beta too: its homework has a short answer.
    const lookup = await server.typedJson(`${EXAM.homeworkLookup}?classId=${world.beta.classId}&studentId=${world.beta.studentId}&classroomId=${world.beta.homeworkClassroomId}`, { token: world.betaToken, tenantId: BETA });
    const betaWork = lookup.body.data.id;
    const { body: started } = await server.typedJson(EXAM.homeworkStart, { token: world.betaToken, tenantId: BETA, body: { id: betaWork } });
    const beta = await questionsOf(server, BETA, BETA_PAPERS.homework);
    await server.typedJson(EXAM.saveAnswer, { token: world.betaToken, tenantId: BETA, body: { answerLogId: started.data.answerLogId, questionId: beta.find('What comes first').id, questionAnswerVO: { optionList: ['A'] }, clientSeq: 1 } });
    await server.typedJson(EXAM.saveAnswer, {
      token: world.betaToken,
      tenantId: BETA,
      body: { answerLogId: started.data.answerLogId, questionId: beta.find('safe isolation').id, questionAnswerVO: { content: 'Identify the circuit, isolate it, lock off, prove dead, then work.' }, clientSeq: 2 },
    });
    await server.typedJson(EXAM.homeworkSubmit, { token: world.betaToken, tenantId: BETA, body: { studentWorkId: betaWork, answerLogId: started.data.answerLogId } });

    const demoPending = (await pendingOf(DEMO)).map((row) => row.id);
    expect(demoPending).toHaveLength(2);
    expect(await markAttempts(server.db, { tenantId: DEMO, now: server.clock.now })).toBe(2);
    expect(await pendingOf(DEMO)).toHaveLength(0);
    expect(await pendingOf(BETA)).toHaveLength(1);

    // The seeded pending homework: every answer right but the multiple choice (10), and a short
    // answer holding 3 of its reference's 5 key words (停电, 验电, 装设接地线): 12 of 20.
    const marked = await server.db.select().from(answerLogs).where(inArray(answerLogs.id, demoPending));
    const homework = marked.find((log) => log.studentWorkId === world.homework.workId)!;
    expect(homework).toMatchObject({ status: 2, score: 82, markedTime: server.clock.now });
    const review = await server.typedJson(`${EXAM.review}?workId=${world.homework.workId}&answerLogId=${homework.id}`, { token: world.token });
    expect(review.body.data).toMatchObject({ status: 2, score: 82 });
    expect(review.body.data.questionUnitCAResultVO.questionResultVOMap['6']![0]).toMatchObject({ score: 12, isCorrect: false });

    // Beta, next: every key word of 'Identify, isolate, lock off, prove dead, work.' is there.
    expect(await markAttempts(server.db, { now: server.clock.now })).toBe(1);
    const [betaLog] = await server.db.select().from(answerLogs).where(eq(answerLogs.id, started.data.answerLogId));
    expect(betaLog).toMatchObject({ status: 2, score: 70 });
    const answers = await server.db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, started.data.answerLogId));
    expect(answers.map((row) => row.score).sort()).toEqual([30, 40]);
  });

  it('marks nothing the second time', async () => {
    expect(await markAttempts(server.db, { now: server.clock.now })).toBe(0);
    const works = await server.db.select({ id: studentWorks.id }).from(studentWorks);
    expect(works.length).toBeGreaterThan(0);
  });
});

describe('the --tenant argument', () => {
  it('reads --tenant ID and --tenant=ID, and none means every school', () => {
    expect(tenantArgument(['--tenant', 'demo'])).toBe('demo');
    expect(tenantArgument(['--tenant=beta'])).toBe('beta');
    expect(tenantArgument([])).toBeUndefined();
    expect(() => tenantArgument(['--tenant'])).toThrow(/needs a tenant id/);
  });
});
