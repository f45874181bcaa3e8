// Saves in flight together, written by one statement (issue 27: answers.ts's SAVE_ANSWERS and
// group-in-flight.ts): every save of a batch is checked, written and answered as it would be alone,
// a refused one refuses only itself, two saves of one answer never share a statement, a batch that
// fails is run again save by save, and a submit never drops a save it acknowledged.
//
// A batch forms when both of the process's save statements are in flight: each test first sends two
// saves to an attempt whose row a transaction holds (they wait on it, or on PGlite's one connection),
// sends its saves (they queue behind the two), and then lets the two go.
import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerLogs, attemptAnswers } from '../../src/server/db/schema';
import { DEMO_PAPERS } from '../../src/server/db/seed/study-fixtures';
import { EXAM, signInClassmate, useExamWorld, usePaperQuestions } from './support/study';
import { BETA, DEMO, useTestServer } from './support/test-server';

const statements: { query: string; params: unknown[] }[] = [];
const server = useTestServer({}, { logQuery: (query, params) => statements.push({ query, params }) });
const world = useExamWorld(server);
const homework = usePaperQuestions(server, DEMO, DEMO_PAPERS.homework);
const testPaper = usePaperQuestions(server, DEMO, DEMO_PAPERS.test);
const postgres = Boolean(process.env.DATABASE_URL);

let classmateToken: string;
/** The demo student's homework attempt, the classmate's, and the demo student's test attempt (the one the held saves wait on). */
const attempts = { demo: 0, classmate: 0, held: 0 };
beforeAll(async () => {
  ({ token: classmateToken } = await signInClassmate(server));
  const start = async (path: string, token: string, body: object) => (await server.json(path, { token, body })).body.data.answerLogId as number;
  attempts.demo = await start(EXAM.homeworkStart, world.token, { id: world.homework.workId });
  attempts.classmate = await start(EXAM.homeworkStart, classmateToken, { id: world.homework.classmateWorkId });
  attempts.held = await start(EXAM.testStart, world.token, { workId: world.test.workId });
});
beforeEach(() => {
  statements.length = 0;
});

interface Save {
  token: string;
  tenantId?: string;
  body: { answerLogId: number; questionId: number; clientSeq: number; questionAnswerVO?: { optionList?: string[]; content?: string } };
}
/** What the caller sees: the status and the envelope's exact text. */
const send = async (save: Save) => {
  const response = await server.call(EXAM.saveAnswer, { method: 'POST', token: save.token, tenantId: save.tenantId, body: save.body });
  return { status: response.status, text: await response.text() };
};
const dataOf = (answer: { text: string }) => JSON.parse(answer.text).data;

let seq = 100_000;
const nextSeq = () => (seq += 1);
const choice = (token: string, answerLogId: number, stem: string, option: string, clientSeq = nextSeq()): Save => ({
  token,
  body: { answerLogId, questionId: homework.find(stem).id, questionAnswerVO: { optionList: [option] }, clientSeq },
});
const text = (token: string, answerLogId: number, stem: string, content: string, clientSeq = nextSeq()): Save => ({
  token,
  body: { answerLogId, questionId: homework.find(stem).id, questionAnswerVO: { content }, clientSeq },
});

/** Waits for requests already sent to reach the save queue (they run in this process, reading nothing first). */
const reachQueue = () => new Promise((resolve) => setTimeout(resolve, 150));

/**
 * Locks the rows of `attemptIds` FOR UPDATE in a transaction of its own (on PGlite: its one
 * connection) until the returned release is called.
 */
async function holdAttempts(attemptIds: number[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = server.db.transaction(async (tx) => {
    for (const id of attemptIds) await tx.execute(sql`select id from answer_logs where id = ${id} for update`);
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

/**
 * Sends `saves` while the process's two save statements wait for a held attempt, so that they
 * queue and go together once those two are let go (`afterRelease` is sent then); their answers,
 * still to come.
 */
async function inOneBurst(saves: Save[], afterRelease?: () => void) {
  const release = await holdAttempts([attempts.held]);
  const pacing = testPaper.rows.slice(0, 2).map((question) => send({ token: world.token, body: { answerLogId: attempts.held, questionId: question.id, clientSeq: nextSeq() } }));
  await reachQueue();
  const answers = saves.map(send);
  await reachQueue();
  await release();
  afterRelease?.();
  expect((await Promise.all(pacing)).map((answer) => answer.status)).toEqual([200, 200]);
  return answers;
}

/** The batch statements run since the last test began: the answer log ids and question ids of each. */
const batches = () =>
  statements.filter((statement) => statement.query.includes('unnest(')).map((statement) => ({ answerLogIds: statement.params[2] as number[], questionIds: statement.params[3] as number[] }));
const alone = () => statements.filter((statement) => statement.query.includes('insert into attempt_answers') && !statement.query.includes('unnest('));

/** The saved answers of an attempt as its student reads them back, by question. */
async function savedAnswers(token: string, answerLogId: number) {
  const answer = await server.json(`${EXAM.answers}?answerLogId=${answerLogId}`, { token });
  expect(answer.status).toBe(200);
  return new Map((answer.body.data as { questionId: number; clientSeq: number; questionAnswerVO: object }[]).map((row) => [row.questionId, row]));
}

describe('saves in flight together', () => {
  it('are written by one statement, all stored, each answered as alone', async () => {
    const saves = [
      choice(world.token, attempts.demo, '安全电压', 'B'),
      choice(classmateToken, attempts.classmate, '安全电压', 'C'),
      text(world.token, attempts.demo, '触电急救的第一步', '断电|呼救'),
      choice(classmateToken, attempts.classmate, '基本绝缘安全用具', 'A'),
      text(classmateToken, attempts.classmate, '触电急救的第一步', '呼救|x'),
      choice(world.token, attempts.demo, '基本绝缘安全用具', 'D'),
    ];
    const answers = await Promise.all(await inOneBurst(saves));
    expect(batches()).toEqual([{ answerLogIds: saves.map((save) => save.body.answerLogId), questionIds: saves.map((save) => save.body.questionId) }]);
    answers.forEach((answer, index) => {
      const { answerLogId, questionId, clientSeq } = saves[index]!.body;
      expect(answer.status).toBe(200);
      expect(dataOf(answer)).toEqual({ answerLogId, questionId, saved: true, clientSeq });
    });
    for (const [token, answerLogId] of [[world.token, attempts.demo], [classmateToken, attempts.classmate]] as const) {
      const stored = await savedAnswers(token, answerLogId);
      for (const save of saves.filter((one) => one.body.answerLogId === answerLogId)) {
        expect(stored.get(save.body.questionId)).toMatchObject({ clientSeq: save.body.clientSeq, questionAnswerVO: expect.objectContaining(save.body.questionAnswerVO) });
      }
    }
  });

  it('refuse only the save a check refuses, with the words it has alone, and write nothing of it', async () => {
    const [submitted] = await server.db
      .select({ id: answerLogs.id })
      .from(answerLogs)
      .where(and(eq(answerLogs.studentWorkId, world.homework.workId), ne(answerLogs.status, 0)));
    const [betaAttempt] = await server.db.select({ id: answerLogs.id }).from(answerLogs).where(eq(answerLogs.tenantId, BETA));
    expect(submitted && betaAttempt).toBeTruthy();
    const refused = [
      choice(world.token, betaAttempt!.id, '安全电压', 'A'), // another school's attempt: 404
      choice(world.token, submitted!.id, '安全电压', 'A'), // submitted: 409 40901
      text(world.token, attempts.demo, '阅读下文', 'x'), // a parent question: 400
      choice(world.token, attempts.classmate, '安全电压', 'A'), // a classmate's attempt: 403
      choice(world.betaToken, attempts.demo, '基本绝缘安全用具', 'A'), // another school's token: 401
    ];
    const accepted = [choice(world.token, attempts.demo, '安全电压', 'A'), choice(classmateToken, attempts.classmate, '基本绝缘安全用具', 'B')];
    const saves = [accepted[0]!, ...refused, accepted[1]!];
    const before = await server.db.select().from(attemptAnswers);
    const answers = await Promise.all(await inOneBurst(saves));
    expect(batches()).toHaveLength(1);
    expect(batches()[0]!.answerLogIds).toHaveLength(saves.length);

    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 409, 400, 403, 401, 200]);
    // Each refusal as the save alone answers it (today's one-statement path: nothing else in flight).
    for (const [index, save] of saves.entries()) {
      if (answers[index]!.status === 200) continue;
      statements.length = 0;
      expect(await send(save), JSON.stringify(save.body)).toEqual(answers[index]);
      expect(batches()).toEqual([]);
    }
    const after = await server.db.select().from(attemptAnswers);
    const changed = after.filter((row) => row.answerLogId !== attempts.held && !before.some((old) => old.id === row.id && old.clientSeq === row.clientSeq));
    expect(changed.map((row) => [row.answerLogId, row.questionId, row.clientSeq]).sort()).toEqual(accepted.map((save) => [save.body.answerLogId, save.body.questionId, save.body.clientSeq]).sort());
  });

  it('never put two saves of one answer in one statement: the later goes next, and the higher clientSeq is kept', async () => {
    const base = seq;
    seq += 100;
    const saves = [
      choice(world.token, attempts.demo, '基本绝缘安全用具', 'A', base + 1),
      choice(world.token, attempts.demo, '基本绝缘安全用具', 'B', base + 3),
      choice(world.token, attempts.demo, '安全电压', 'C', base + 12),
      choice(world.token, attempts.demo, '安全电压', 'D', base + 11),
    ];
    const answers = await Promise.all(await inOneBurst(saves));
    expect(answers.map(dataOf)).toEqual([
      { answerLogId: attempts.demo, questionId: saves[0]!.body.questionId, saved: true, clientSeq: base + 1 },
      { answerLogId: attempts.demo, questionId: saves[0]!.body.questionId, saved: true, clientSeq: base + 3 },
      { answerLogId: attempts.demo, questionId: saves[2]!.body.questionId, saved: true, clientSeq: base + 12 },
      { answerLogId: attempts.demo, questionId: saves[2]!.body.questionId, saved: false, clientSeq: base + 12 },
    ]);
    // The first of each answer went together, the second in the next statement (a batch of two, or alone).
    const first = batches()[0]!;
    expect(first.questionIds).toEqual([saves[0]!.body.questionId, saves[2]!.body.questionId]);
    const stored = await savedAnswers(world.token, attempts.demo);
    expect(stored.get(saves[0]!.body.questionId)).toMatchObject({ clientSeq: base + 3, questionAnswerVO: { optionList: ['B'] } });
    expect(stored.get(saves[2]!.body.questionId)).toMatchObject({ clientSeq: base + 12, questionAnswerVO: { optionList: ['C'] } });
  });

  it.skipIf(!postgres)('are run again one by one when their statement fails, and lose nothing (PostgreSQL: a lock held past the batch’s wait)', async () => {
    // The classmate's attempt locked as a long submit would hold it: the batch gives up waiting
    // (lock_timeout, 55P03), rolls back, and its saves run alone: the others answer while the lock
    // is still held, and the classmate's once it is let go.
    const releaseClassmate = await holdAttempts([attempts.classmate]);
    const saves = [
      choice(world.token, attempts.demo, '安全电压', 'A'),
      choice(classmateToken, attempts.classmate, '安全电压', 'B'),
      text(world.token, attempts.demo, '触电急救的第一步', '断电|拨打 120'),
    ];
    const [first, blocked, third] = await inOneBurst(saves);
    for (const [answer, save] of [[await first!, saves[0]!], [await third!, saves[2]!]] as const) {
      expect(answer.status).toBe(200);
      expect(dataOf(answer)).toEqual({ answerLogId: save.body.answerLogId, questionId: save.body.questionId, saved: true, clientSeq: save.body.clientSeq });
    }
    await releaseClassmate();
    expect(dataOf(await blocked!)).toEqual({ answerLogId: attempts.classmate, questionId: saves[1]!.body.questionId, saved: true, clientSeq: saves[1]!.body.clientSeq });
    // One batch of the three, then each alone (the two pacing saves ran alone before it).
    expect(batches()).toEqual([{ answerLogIds: saves.map((save) => save.body.answerLogId), questionIds: saves.map((save) => save.body.questionId) }]);
    expect(alone()).toHaveLength(2 + saves.length);
    for (const [token, answerLogId] of [[world.token, attempts.demo], [classmateToken, attempts.classmate]] as const) {
      const stored = await savedAnswers(token, answerLogId);
      for (const save of saves.filter((one) => one.body.answerLogId === answerLogId)) expect(stored.get(save.body.questionId)).toMatchObject({ clientSeq: save.body.clientSeq });
    }
  });

  it('never lose a save acknowledged before a submit that races them', async () => {
    const saves = [
      choice(world.token, attempts.demo, '安全电压', 'A'),
      choice(world.token, attempts.demo, '基本绝缘安全用具', 'B'),
      text(world.token, attempts.demo, '触电急救的第一步', '断电|呼救'),
      choice(world.token, attempts.demo, '第 1 空', 'D'),
    ];
    let submitting: Promise<{ status: number; body: { data: { status: number } } }> | undefined;
    const answers = await Promise.all(
      await inOneBurst(saves, () => {
        submitting = server.json(EXAM.homeworkSubmit, { token: world.token, body: { studentWorkId: world.homework.workId, answerLogId: attempts.demo } });
      }),
    );
    const submit = await submitting!;
    expect(submit.status).toBe(200);
    expect(submit.body.data.status).not.toBe(0);
    expect(batches().length).toBeGreaterThan(0);
    const stored = await savedAnswers(world.token, attempts.demo);
    answers.forEach((answer, index) => {
      const { questionId, clientSeq } = saves[index]!.body;
      // Acknowledged: stored with its value. Refused: the attempt was submitted first, nothing of it stored.
      if (answer.status === 200) expect(stored.get(questionId)).toMatchObject({ clientSeq, questionAnswerVO: expect.objectContaining(saves[index]!.body.questionAnswerVO) });
      else {
        expect(answer.status).toBe(409);
        expect(JSON.parse(answer.text).code).toBe(40901);
        expect(stored.get(questionId)?.clientSeq ?? 0).toBeLessThan(clientSeq);
      }
    });
  });
});
