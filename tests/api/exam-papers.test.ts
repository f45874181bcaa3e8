// Homework and test lookups, papers and attempt logs (spec 3 §2 instruction screens, §3 paper and
// question, §7): the student's own work only, never the correct answers while answering.
import { describe, expect, it } from 'vitest';
import { DEMO_PAPERS } from '../../src/server/db/seed/study-fixtures';
import { EXAM, useExamWorld } from './support/study';
import { expectFailure } from './support/envelope';
import { BETA, useTestServer } from './support/test-server';

const server = useTestServer();
const world = useExamWorld(server);

const lookupQuery = (classroomId: number, overrides: Record<string, number | string> = {}) =>
  new URLSearchParams({ classId: String(world.classId), studentId: String(world.studentId), classroomId: String(classroomId), ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, String(v)])) }).toString();

describe('the homework and test lookups', () => {
  it("answer the student's seeded homework and test of a classroom", async () => {
    const homework = await server.typedJson(`${EXAM.homeworkLookup}?${lookupQuery(world.homework.classroomId, { courseId: world.homework.courseId! })}`, { token: world.token });
    expect(homework).toEqual({ status: 200, body: { code: 0, msg: 'ok', data: { id: world.homework.workId } } });
    const test = await server.typedJson(`${EXAM.testLookup}?${lookupQuery(world.test.classroomId)}`, { token: world.token });
    expect(test.body.data).toEqual({ id: world.test.workId });
  });

  it('make the work on first lookup, once, even when asked concurrently', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.typedJson(`${EXAM.homeworkLookup}?${lookupQuery(world.xskt.classroomId)}`, { token: world.token })));
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
  });

  it('refuse a classroom that holds no work of that kind, and a course it is not in', async () => {
    expectFailure(await server.json(`${EXAM.testLookup}?${lookupQuery(world.homework.classroomId)}`, { token: world.token }), 404, /^classroomId: .*holds no test/);
    expectFailure(await server.json(`${EXAM.homeworkLookup}?${lookupQuery(world.homework.classroomId, { courseId: 999_999 })}`, { token: world.token }), 400, /^courseId: /);
  });

  it('need a token', async () => {
    expectFailure(await server.json(`${EXAM.homeworkLookup}?${lookupQuery(world.homework.classroomId)}`), 401, /token/i, 40001);
  });

  it('name the field of bad input', async () => {
    expectFailure(await server.json(`${EXAM.homeworkLookup}?classId=${world.classId}&studentId=${world.studentId}&classroomId=abc`, { token: world.token }), 400, /^classroomId: /);
    expectFailure(await server.json(`${EXAM.testLookup}?classId=${world.classId}&classroomId=${world.test.classroomId}`, { token: world.token }), 400, /^studentId: /);
  });

  it("refuse a classmate's enrolment and another school's classroom", async () => {
    expectFailure(await server.json(`${EXAM.homeworkLookup}?${lookupQuery(world.homework.classroomId, { studentId: world.classmateStudentId })}`, { token: world.token }), 403, /^studentId: /);
    const betaQuery = `classId=${world.beta.classId}&studentId=${world.beta.studentId}&classroomId=${world.homework.classroomId}`;
    expectFailure(await server.json(`${EXAM.homeworkLookup}?${betaQuery}`, { token: world.betaToken, tenantId: BETA }), 404, /^classroomId: /);
    expectFailure(await server.json(`${EXAM.homeworkLookup}?${lookupQuery(world.homework.classroomId)}`, { token: world.betaToken }), 401, /token/i, 40001);
  });
});

describe('the homework paper', () => {
  it('lists every question type with the sub-questions of reading comprehension and cloze', async () => {
    const { status, body } = await server.typedJson(`${EXAM.homeworkPaper}?workId=${world.homework.workId}`, { token: world.token });
    expect(status).toBe(200);
    const unit = body.data.questionUnitCAResultVO;
    expect(unit).toMatchObject({ title: DEMO_PAPERS.homework, description: '请独立完成全部题目，提交后由老师批阅。', unitTime: null, sourceType: null });
    expect(Object.keys(unit.questionResultVOMap).sort((a, b) => Number(a) - Number(b))).toEqual(['1', '2', '3', '4', '6', '11', '13']);
    const [single] = unit.questionResultVOMap['1']!;
    expect(single).toMatchObject({ questionType: 1, trunk: expect.stringMatching(/^<p>我国安全电压额定值中，一般环境下最常用的是？<\/p><p><img src="\/media\/images\/a-1\.jpg"/), examPoint: 10, questionUnitId: unit.id, markStatus: 0, readQuestionList: [] });
    expect(single!.questionContentVO.optionList.map((option) => option.key)).toEqual(['A', 'B', 'C', 'D']);
    const [reading] = unit.questionResultVOMap['11']!;
    expect(reading!.readQuestionList.map((sub) => [sub.questionType, sub.parentId])).toEqual([
      [1, reading!.id],
      [3, reading!.id],
    ]);
    expect(unit.questionResultVOMap['13']![0]!.readQuestionList).toHaveLength(2);
    expect(unit.questionResultVOMap['6']![0]!.markStatus).toBe(1);
    expect(body.data).toMatchObject({ workId: world.homework.workId, answerLogId: null, deadlineTime: null, serverTime: server.clock.now.getTime() });
  });

  it('never carries the correct answers or their explanations', async () => {
    const { body } = await server.json(`${EXAM.homeworkPaper}?workId=${world.homework.workId}`, { token: world.token });
    const text = JSON.stringify(body);
    for (const secret of ['questionAnswerVO', 'correctAnswer', 'contentDesc', '脱离电源', '停电、验电']) expect(text).not.toContain(secret);
  });

  it('refuses a test, xskt work, a classmate’s work and another school’s work', async () => {
    expectFailure(await server.json(`${EXAM.homeworkPaper}?workId=${world.test.workId}`, { token: world.token }), 404, /^workId: no homework/);
    const xskt = await server.typedJson(`${EXAM.homeworkLookup}?${lookupQuery(world.xskt.classroomId)}`, { token: world.token });
    expectFailure(await server.json(`${EXAM.homeworkPaper}?workId=${xskt.body.data.id}`, { token: world.token }), 400, /^workId: .*xskt/);
    expectFailure(await server.json(`${EXAM.homeworkPaper}?workId=${world.homework.classmateWorkId}`, { token: world.token }), 403, /^workId: /);
    expectFailure(await server.json(`${EXAM.homeworkPaper}?workId=${world.homework.workId}`, { token: world.betaToken, tenantId: BETA }), 404, /^workId: /);
  });

  it('needs a token and a workId', async () => {
    expectFailure(await server.json(`${EXAM.homeworkPaper}?workId=${world.homework.workId}`), 401, /token/i, 40001);
    expectFailure(await server.json(EXAM.homeworkPaper, { token: world.token }), 400, /^workId: /);
  });
});

describe('the test paper', () => {
  it('gives unitTime, and no deadline while no attempt is open', async () => {
    const { body } = await server.typedJson(`${EXAM.testPaper}?workId=${world.test.workId}`, { token: world.token });
    expect(body.data.questionUnitCAResultVO).toMatchObject({ title: DEMO_PAPERS.test, unitTime: 30 });
    expect(Object.keys(body.data.questionUnitCAResultVO.questionResultVOMap)).toHaveLength(5);
    expect(body.data).toMatchObject({ answerLogId: null, deadlineTime: null, serverTime: server.clock.now.getTime() });
  });

  it('refuses homework, no token and another school', async () => {
    expectFailure(await server.json(`${EXAM.testPaper}?workId=${world.homework.workId}`, { token: world.token }), 404, /^workId: no test/);
    expectFailure(await server.json(`${EXAM.testPaper}?workId=${world.test.workId}`), 401, /token/i, 40001);
    expectFailure(await server.json(`${EXAM.testPaper}?workId=${world.test.workId}`, { token: world.betaToken, tenantId: BETA }), 404, /^workId: /);
  });
});

describe('the attempt logs', () => {
  it('list the submitted homework attempts newest first: pending, then marked with its score', async () => {
    const { status, body } = await server.typedJson(`${EXAM.homeworkLogs}?studentWorkMasterId=${world.homework.workId}`, { token: world.token });
    expect(status).toBe(200);
    expect(body.data.map((log) => [log.status, log.score === null])).toEqual([
      [1, true],
      [2, false],
    ]);
    // The seed answers every question right but the multiple choice, and gives the short answer half marks: 100 − 10 − 10.
    expect(body.data[1]!.score).toBe(80);
    expect(Date.parse(body.data[0]!.createdTime)).toBeGreaterThan(Date.parse(body.data[1]!.createdTime));
    expect(body.data[0]!.useTime).toBe(18 * 60);
  });

  it('list the test attempts by testStudentId', async () => {
    const { body } = await server.typedJson(`${EXAM.testLogs}?testStudentId=${world.test.workId}`, { token: world.token });
    expect(body.data.map((log) => log.status)).toEqual([1, 2]);
    // The multiple choice (20) half chosen, the short answer (20) given half marks.
    expect(body.data[1]!.score).toBe(70);
  });

  it("refuse no token, bad ids, another kind, a classmate's work and another school", async () => {
    expectFailure(await server.json(`${EXAM.homeworkLogs}?studentWorkMasterId=${world.homework.workId}`), 401, /token/i, 40001);
    expectFailure(await server.json(`${EXAM.homeworkLogs}?studentWorkMasterId=0`, { token: world.token }), 400, /^studentWorkMasterId: /);
    expectFailure(await server.json(`${EXAM.testLogs}?testStudentId=${world.homework.workId}`, { token: world.token }), 404, /^testStudentId: /);
    expectFailure(await server.json(`${EXAM.homeworkLogs}?studentWorkMasterId=${world.homework.classmateWorkId}`, { token: world.token }), 403, /^studentWorkMasterId: /);
    expectFailure(await server.json(`${EXAM.homeworkLogs}?studentWorkMasterId=${world.homework.workId}`, { token: world.betaToken, tenantId: BETA }), 404, /^studentWorkMasterId: /);
  });
});
