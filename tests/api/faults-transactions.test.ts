// Faults: a write that fails half-way leaves nothing half-done. The database is made to fail at
// the last statement of a multi-row write (a trigger that raises, on PGlite and PostgreSQL alike);
// the rows written before it in the same call must be rolled back, and the call answers an
// envelope, never a stack. Once the fault is gone the same call succeeds.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityDynamics, answerLogs, attemptAnswers, studentNotes } from '../../src/server/db/schema';
import { DEMO_PAPERS } from '../../src/server/db/seed/study-fixtures';
import { EXAM, examWorld, interactionWorld, questionsOf, type ExamWorld, type InteractionWorld } from './support/study';
import { DEMO, useTestServer } from './support/test-server';

const server = useTestServer();

/** Makes every `event` on `table` fail, as a database that errs mid-call would. */
async function failOn(table: string, event: 'INSERT' | 'UPDATE') {
  await server.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION injected_fault() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$ LANGUAGE plpgsql`));
  await server.db.execute(sql.raw(`CREATE TRIGGER injected_fault BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION injected_fault()`));
  return table;
}

let faultyTable: string | undefined;
afterEach(async () => {
  if (faultyTable) await server.db.execute(sql.raw(`DROP TRIGGER IF EXISTS injected_fault ON ${faultyTable}`));
  faultyTable = undefined;
});

describe('a multi-row write that fails at its last statement', () => {
  let exam: ExamWorld;
  let notes: InteractionWorld;
  beforeAll(async () => {
    exam = await examWorld(server);
    notes = await interactionWorld(server);
  });

  it('submitting: no answer is marked when closing the attempt fails; the retry marks them', async () => {
    const homework = await questionsOf(server, DEMO, DEMO_PAPERS.homework);
    const started = await server.json(EXAM.homeworkStart, { token: exam.token, body: { id: exam.homework.workId } });
    const answerLogId = started.body.data.answerLogId as number;
    await server.json(EXAM.saveAnswer, { token: exam.token, body: { answerLogId, questionId: homework.find('安全电压').id, questionAnswerVO: { optionList: ['C'] }, clientSeq: 1 } });

    // Marking writes each answer's mark first, then closes the attempt: the close fails.
    faultyTable = await failOn('answer_logs', 'UPDATE');
    const failed = await server.json(EXAM.homeworkSubmit, { token: exam.token, body: { studentWorkId: exam.homework.workId, answerLogId } });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: 500, msg: 'internal server error', data: null });
    const [marked] = await server.db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, answerLogId));
    expect(marked).toMatchObject({ score: null });
    const [attempt] = await server.db.select().from(answerLogs).where(eq(answerLogs.id, answerLogId));
    expect(attempt!.status).toBe(0);

    await server.db.execute(sql.raw('DROP TRIGGER injected_fault ON answer_logs'));
    faultyTable = undefined;
    const retried = await server.json(EXAM.homeworkSubmit, { token: exam.token, body: { studentWorkId: exam.homework.workId, answerLogId } });
    expect(retried.status).toBe(200);
    const [markedNow] = await server.db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, answerLogId));
    expect(markedNow!.score).not.toBeNull();
  });

  it('a shared note: no note without its announcement in the class feed', async () => {
    faultyTable = await failOn('activity_dynamics', 'INSERT');
    const body = { classId: notes.classId, classroomId: notes.classroomId, courseId: notes.courseId, studentId: notes.studentId, title: '断电时写的笔记', notes: 'x', isShared: 1 };
    const failed = await server.json('/api/teaching/anyone/studentNotes', { token: notes.demoToken, body });
    expect(failed.status).toBe(500);
    expect(await server.db.select().from(studentNotes).where(eq(studentNotes.title, '断电时写的笔记'))).toEqual([]);
    expect(await server.db.select().from(activityDynamics).where(and(eq(activityDynamics.type, 4), eq(activityDynamics.content, '断电时写的笔记')))).toEqual([]);
  });
});
