// Viewing on behalf of a userId (spec 2 §6, issue 25 row 8): each school's head teacher (班主任)
// reads the study of the students of the class they head, read-only; every write with that
// student's userId or enrolment answers 403 code 40301 and changes nothing. A student still reads
// only their own study, and another school's staff nothing. And the experience entry (row 7): an
// observer opens the class but takes no part (403 code 40302).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classroomComments, classroomQuestions, classStudents, studentNotes } from '../../src/server/db/schema';
import { BETA_HEAD_TEACHER, BETA_STUDENT, DEMO_CLASSES, DEMO_CONTENTS, DEMO_EXPERIENCE, DEMO_HEAD_TEACHER, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { expectFailure, signIn } from './support/envelope';
import { CLASSMATE, classIdOf, classroomOf, enrolmentOf, EXAM, signInBeta, signInClassmate, signInStudent } from './support/study';
import { BETA, DEMO, useTestServer } from './support/test-server';

const CLASSES = '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList';
const DETAIL = '/api/teaching/anyone/classStudent/getStudentClassDetail';
const STUDY_DATA = '/api/teaching/anyone/classStudent/getUserStudyData';
const COURSES = '/api/teaching/anyone/classStudent/listClassCourse';
const LEVEL = '/api/teaching/anyone/classStudent/checkClassLevel';
const SUMMARY = '/api/teaching/anyone/classActivity/sumBeforeClassActivity';
const BY_DATE = '/api/teaching/anyone/classActivity/listActivityByDate';
const SITUATION = '/api/library/anyone/course/getStudentCourseSituation';
const CLASSROOM = '/api/library/anyone/classroom/detail';
const NOTES_PAGE = '/api/teaching/anyone/studentNotes/page';
const ATTENDANCE = '/api/teaching/anyone/classroomAttendance/getAttendanceInfo';

const READ_ONLY = 40301;
const OBSERVER = 40302;
const NOT_OWN = /a student may only act on their own study/;

const server = useTestServer();
let head: string;
let student: string;
let classmate: string;
let betaHead: string;
let classId: number;
let studentId: number;
let classmateStudentId: number;
let otherClassStudentId: number;
let betaStudentId: number;
let video: { id: number; courseId: number | null };
let offlineToday: number;
beforeAll(async () => {
  ({ token: head } = await signIn(server, DEMO, DEMO_HEAD_TEACHER.mobile));
  ({ token: betaHead } = await signIn(server, BETA, BETA_HEAD_TEACHER.mobile));
  ({ token: student } = await signInStudent(server));
  ({ token: classmate } = await signInClassmate(server));
  await signInBeta(server);
  classId = await classIdOf(server, DEMO, DEMO_CLASSES.inService);
  studentId = await enrolmentOf(server, classId, DEMO_STUDENT.userId);
  classmateStudentId = await enrolmentOf(server, classId, CLASSMATE.userId);
  otherClassStudentId = await enrolmentOf(server, await classIdOf(server, DEMO, DEMO_CLASSES.inServiceQuiet), DEMO_STUDENT.userId);
  const [beta] = await server.db.select({ id: classStudents.id }).from(classStudents).where(eq(classStudents.userId, BETA_STUDENT.userId));
  betaStudentId = beta!.id;
  video = await classroomOf(server, DEMO, DEMO_CONTENTS.videoFinished);
  offlineToday = (await classroomOf(server, DEMO, DEMO_CONTENTS.offlineToday)).id;
});

const visits = async () => (await server.db.select({ visits: classStudents.classVisits }).from(classStudents).where(eq(classStudents.id, studentId)))[0]!.visits;

describe("the head teacher reads a student of their class", () => {
  it("lists only the student's classes the head teacher heads", async () => {
    const { status, body } = await server.typedJson(CLASSES, { token: head, body: { userId: DEMO_STUDENT.userId, current: 1, size: 4 } });
    expect(status).toBe(200);
    expect(body.data.total).toBe(1);
    expect(body.data.records.map((record) => [record.className, record.studentId, record.userId])).toEqual([[DEMO_CLASSES.inService, studentId, DEMO_STUDENT.userId]]);
  });

  it("opens the student's class home, statistics and schedule, and the visit is not the student's", async () => {
    const before = await visits();
    const detail = await server.typedJson(DETAIL, { token: head, body: { classId, studentId } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ studentId, classId });
    const data = await server.typedJson(`${STUDY_DATA}?classId=${classId}&userId=${DEMO_STUDENT.userId}`, { token: head });
    expect(data.status).toBe(200);
    expect(data.body.data).toMatchObject({ studentId, visits: before });
    expect(await visits()).toBe(before);
    const level = await server.typedJson(`${LEVEL}?classId=${classId}&userId=${DEMO_STUDENT.userId}`, { token: head });
    expect(level.body.data).toMatchObject({ isStudent: true, studentId });
    const summary = await server.typedJson(SUMMARY, { token: head, body: { classId, userId: DEMO_STUDENT.userId } });
    expect(summary.status).toBe(200);
    expect(summary.body.data.totalNum).toBeGreaterThan(0);
    const byDate = await server.typedJson(BY_DATE, { token: head, body: { classId, studentId, userId: DEMO_STUDENT.userId, evaluateType: 'UNIT' } });
    expect(byDate.status).toBe(200);
  });

  it("lists the classmates of the class they head by classId alone, and of no other class", async () => {
    const list = await server.typedJson(`/api/teaching/anyone/classStudent/listClassStudent?classId=${classId}`, { token: head });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => row.studentId)).toContain(studentId);
    expect(list.body.data.some((row) => row.isMe)).toBe(false);
    const quiet = await classIdOf(server, DEMO, DEMO_CLASSES.inServiceQuiet);
    expectFailure(await server.json(`/api/teaching/anyone/classStudent/listClassStudent?classId=${quiet}`, { token: head }), 404, /not a student/);
    // A classroom's questions, 'all' of them: the class alone names them.
    const questions = await server.typedJson('/api/teaching/anyone/classroomQuestion/page', { token: head, body: { current: 1, size: 999, model: { classId, classroomId: video.id } } });
    expect(questions.status).toBe(200);
    expect(questions.body.data.total).toBeGreaterThan(0);
    expect(questions.body.data.records.every((question) => question.isDraft !== 1)).toBe(true);
    expectFailure(await server.json('/api/teaching/anyone/classroomQuestion/page', { token: student, body: { current: 1, size: 999, model: { classId: quiet, classroomId: video.id } } }), 404, /classroomId/);
  });

  it("opens the student's course, classroom, notes and attendance", async () => {
    const courses = await server.typedJson(`${COURSES}?classId=${classId}&studentId=${studentId}`, { token: head });
    expect(courses.status).toBe(200);
    expect(courses.body.data.length).toBeGreaterThan(0);
    const situation = await server.typedJson(`${SITUATION}?courseId=${video.courseId}&classId=${classId}&studentId=${studentId}`, { token: head });
    expect(situation.status).toBe(200);
    const classroom = await server.typedJson(`${CLASSROOM}?classroomId=${video.id}&classId=${classId}&studentId=${studentId}`, { token: head });
    expect(classroom.status).toBe(200);
    // The student's own progress in it, not the head teacher's.
    expect(classroom.body.data).toMatchObject({ classroomId: video.id });
    const notes = await server.typedJson(NOTES_PAGE, { token: head, body: { current: 1, size: 999, model: { classId, classroomId: video.id, studentId, dataType: 1 } } });
    expect(notes.status).toBe(200);
    expect(notes.body.data.total).toBeGreaterThan(0);
    const attendance = await server.typedJson(ATTENDANCE, { token: head, body: { classId, classroomId: offlineToday, studentId, userId: DEMO_STUDENT.userId } });
    expect(attendance.status).toBe(200);
  });
});

describe('the head teacher is refused', () => {
  it('a student of another class, by userId and by enrolment', async () => {
    const quiet = await classIdOf(server, DEMO, DEMO_CLASSES.inServiceQuiet);
    expectFailure(await server.json(DETAIL, { token: head, body: { classId: quiet, studentId: otherClassStudentId } }), 403, NOT_OWN);
    expectFailure(await server.json(SUMMARY, { token: head, body: { classId: quiet, userId: DEMO_STUDENT.userId } }), 403, NOT_OWN);
    expectFailure(await server.json(`${STUDY_DATA}?classId=${quiet}&userId=${DEMO_STUDENT.userId}`, { token: head }), 403, NOT_OWN);
    // A user who is in none of the head teacher's classes.
    expectFailure(await server.json(CLASSES, { token: head, body: { userId: 'demo-u-1003', current: 1, size: 4 } }), 403, NOT_OWN);
  });

  it("a student of another school, whatever the school header says", async () => {
    expectFailure(await server.json(CLASSES, { token: head, body: { userId: BETA_STUDENT.userId, current: 1, size: 4 } }), 403, NOT_OWN);
    expectFailure(await server.json(DETAIL, { token: head, body: { studentId: betaStudentId } }), 404, /^studentId/);
    // Beta's head teacher with the demo school's header: beta's token is no token in the demo school.
    expect((await server.json(DETAIL, { token: betaHead, body: { classId, studentId } })).status).toBe(401);
    expect((await server.json(CLASSES, { token: betaHead, body: { userId: DEMO_STUDENT.userId, current: 1, size: 4 } })).status).toBe(401);
    expectFailure(await server.json(CLASSES, { token: betaHead, tenantId: BETA, body: { userId: DEMO_STUDENT.userId, current: 1, size: 4 } }), 403, NOT_OWN);
  });

  it('a forged or missing token', async () => {
    expectFailure(await server.json(DETAIL, { token: `${head.slice(0, -4)}AAAA`, body: { classId, studentId } }), 401, /./, 40001);
    expectFailure(await server.json(DETAIL, { body: { classId, studentId } }), 401, /./, 40001);
  });
});

describe("every write with the student's userId or enrolment", () => {
  const writes: [string, string, () => object][] = [
    ['POST', '/api/teaching/anyone/classroomAttendance/signInOrOut', () => ({ classId, classroomId: offlineToday, studentId, userId: DEMO_STUDENT.userId, type: 1 })],
    ['POST', '/api/teaching/anyone/classroomQuestion/save', () => ({ classId, classroomId: video.id, courseId: video.courseId, studentId, title: 'from the head teacher', isDraft: 0 })],
    ['POST', '/api/teaching/anyone/studentNotes', () => ({ classId, classroomId: video.id, studentId, title: 'from the head teacher', notes: 'x', isShared: 1 })],
    ['POST', '/api/teaching/anyone/classroomComment/save', () => ({ id: video.id, classId, studentId, commentContent: 'from the head teacher' })],
    ['POST', '/api/teaching/anyone/classroomLike/thumbs', () => ({ bizType: 1, likeObjectId: video.id, classId, studentId, isThumb: 1, userId: DEMO_STUDENT.userId })],
    ['POST', '/api/library/anyone/classroom/recordVisit', () => ({ classroomId: video.id, classId, studentId })],
    ['POST', '/api/library/anyone/studyRecord/saveVideoProgress', () => ({ classroomId: video.id, classId, studentId, client: 'Web', learningDuration: 1000, lastStudyTime: 1000, watchedIntervals: [[0, 1000]] })],
    ['POST', '/api/teaching/anyone/classStudent/closeStudyTarget', () => ({ classId, studentId })],
    ['POST', '/api/product/app/classStudent/updateEnrolState', () => ({ classId, userId: DEMO_STUDENT.userId })],
    ['POST', EXAM.reportFinish, () => ({ contentId: video.id, currentTime: '2026-03-18 10:00:00', finStatus: 2, realValue: 1, dutyType: 'SUBMIT', userId: DEMO_STUDENT.userId })],
    ['GET', '/api/teaching/anyone/classroomQuestion/askTeacherInfo', () => ({ classId, classroomId: video.id, courseId: video.courseId, studentId })],
    ['GET', EXAM.homeworkLookup, () => ({ classId, classroomId: video.id, studentId })],
  ];

  it.each(writes)('%s %s answers 403 code 40301, in the asker’s language', async (method, path, body) => {
    const init = method === 'GET'
      ? { path: `${path}?${new URLSearchParams(Object.entries(body()).filter(([, v]) => v !== null).map(([k, v]) => [k, String(v)]))}` }
      : { path, body: body() };
    const english = await server.json(init.path, { method, token: head, body: init.body, headers: { 'Accept-Language': 'en' } });
    expectFailure(english, 403, /read-only/, READ_ONLY);
    const chinese = await server.json(init.path, { method, token: head, body: init.body, headers: { 'Accept-Language': 'zh-CN' } });
    expectFailure(chinese, 403, /只读/, READ_ONLY);
  });

  it('changes nothing of the student', async () => {
    const authored = async () => ({
      questions: (await server.db.select().from(classroomQuestions).where(eq(classroomQuestions.title, 'from the head teacher'))).length,
      notes: (await server.db.select().from(studentNotes).where(eq(studentNotes.title, 'from the head teacher'))).length,
      comments: (await server.db.select().from(classroomComments).where(eq(classroomComments.content, 'from the head teacher'))).length,
    });
    expect(await authored()).toEqual({ questions: 0, notes: 0, comments: 0 });
    const [row] = await server.db.select().from(classStudents).where(and(eq(classStudents.id, studentId)));
    expect(row!.studyTargetClosed).toBe(false);
  });

  it("refuses a student's note edited or deleted by id", async () => {
    const [note] = await server.db.select().from(studentNotes).where(eq(studentNotes.classStudentId, studentId)).limit(1);
    const edit = await server.json('/api/teaching/anyone/studentNotes', { method: 'PUT', token: head, body: { id: note!.id, classId, classroomId: note!.classroomId, studentId, title: 'changed', notes: 'x' } });
    expect(edit.status).toBe(403);
    const removal = await server.json('/api/teaching/anyone/studentNotes', { method: 'DELETE', token: head, body: [note!.id] });
    expect(removal.status).toBe(403);
    const [after] = await server.db.select().from(studentNotes).where(eq(studentNotes.id, note!.id));
    expect(after!.title).toBe(note!.title);
  });
});

describe('a student asking for another userId', () => {
  it('still reads their own study with their own userId', async () => {
    const { status, body } = await server.typedJson(CLASSES, { token: student, body: { userId: DEMO_STUDENT.userId, current: 1, size: 4 } });
    expect(status).toBe(200);
    expect(body.data.total).toBe(7);
  });

  it('is refused, with the plain refusal, not the head teacher’s', async () => {
    expectFailure(await server.json(CLASSES, { token: student, body: { userId: CLASSMATE.userId, current: 1, size: 4 } }), 403, NOT_OWN);
    expectFailure(await server.json(SUMMARY, { token: student, body: { classId, userId: CLASSMATE.userId } }), 403, NOT_OWN);
    expectFailure(await server.json(DETAIL, { token: student, body: { classId, studentId: classmateStudentId } }), 403, NOT_OWN);
    expectFailure(await server.json(`${COURSES}?classId=${classId}&studentId=${classmateStudentId}`, { token: student }), 403, NOT_OWN);
    // The head teacher's own classes are not a student's to read either.
    expectFailure(await server.json(CLASSES, { token: classmate, body: { userId: DEMO_HEAD_TEACHER.userId, current: 1, size: 4 } }), 403, NOT_OWN);
  });
});

describe('an observer of an experience class', () => {
  let experienceId: number;
  let observerId: number;
  beforeAll(async () => {
    experienceId = await classIdOf(server, DEMO, DEMO_CLASSES.experienceReady);
    observerId = await enrolmentOf(server, experienceId, DEMO_STUDENT.userId);
  });

  it('opens the class home', async () => {
    const detail = await server.typedJson(DETAIL, { token: student, body: { classId: experienceId, studentId: observerId } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ isExperience: true, isEnrollment: 0 });
    const level = await server.typedJson(`${LEVEL}?classId=${experienceId}`, { token: student });
    expect(level.body.data).toMatchObject({ isStudent: false, isEnrollment: 0, isExperience: true });
  });

  it('opens a classroom of the class and plays it: the visit and the progress are their own observer record', async () => {
    const classroom = await classroomOf(server, DEMO, DEMO_EXPERIENCE.video);
    const opened = await server.typedJson(`${CLASSROOM}?classroomId=${classroom.id}&classId=${experienceId}&studentId=${observerId}`, { token: student });
    expect(opened.status).toBe(200);
    const visit = await server.json('/api/library/anyone/classroom/recordVisit', { token: student, body: { classroomId: classroom.id, classId: experienceId, studentId: observerId } });
    expect(visit.status).toBe(200);
    const progress = await server.json('/api/library/anyone/studyRecord/saveVideoProgress', { token: student, body: { classroomId: classroom.id, classId: experienceId, studentId: observerId, client: 'Web', learningDuration: 1000, lastStudyTime: 1000, watchedIntervals: [[0, 1000]] } });
    expect(progress.status).toBe(200);
  });

  it('takes no part: target, question, note, comment and like answer 403 code 40302 in both languages', async () => {
    const calls: [string, object][] = [
      ['/api/teaching/anyone/classStudent/closeStudyTarget', { classId: experienceId, studentId: observerId }],
      ['/api/teaching/anyone/classroomQuestion/save', { classId: experienceId, classroomId: video.id, studentId: observerId, title: 'x', isDraft: 0 }],
      ['/api/teaching/anyone/studentNotes', { classId: experienceId, classroomId: video.id, studentId: observerId, title: 'x', notes: 'x' }],
      ['/api/teaching/anyone/classroomComment/save', { id: video.id, classId: experienceId, studentId: observerId, commentContent: 'x' }],
      ['/api/teaching/anyone/classroomLike/thumbs', { bizType: 1, likeObjectId: video.id, classId: experienceId, studentId: observerId, isThumb: 1 }],
    ];
    for (const [path, body] of calls) {
      expectFailure(await server.json(path, { token: student, body, headers: { 'Accept-Language': 'zh-CN' } }), 403, /观摩体验/, OBSERVER);
      expectFailure(await server.json(path, { token: student, body, headers: { 'Accept-Language': 'en' } }), 403, /observing/, OBSERVER);
    }
  });
});
