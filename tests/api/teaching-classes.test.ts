// The classes of the study area (spec 2 §7, the README's "Classes" table): my learning, the
// enrolling periods, the experience class, the enrol state, the class home's detail, statistics,
// classmates, ranking and study-target card, on the seeded demo and beta schools.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendance, classrooms, classStudents, products, teachingClasses } from '../../src/server/db/schema';
import { BETA_CLASSES, DEMO_CLASSES, DEMO_CONTENTS, DEMO_COURSES, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { courseRequirements, targetTag } from '../../src/lib/study/targets';
import { expectFailure } from './support/envelope';
import { classIdOf, signInThree } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const CLASSES = '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList';
const PERIODS = '/api/search/anyTenant/class/queryTenantClassPeriodPage';
const EXPERIENCE = '/api/teaching/anyone/teachingClass/getExperienceStudentInfo';
const ENROL_STATE = '/api/product/app/classStudent/updateEnrolState';
const DETAIL = '/api/teaching/anyone/classStudent/getStudentClassDetail';
const BEHAVIOR = '/api/teaching/anyone/classStudent/getStudentBehaviorCount';
const STUDY_DATA = '/api/teaching/anyone/classStudent/getUserStudyData';
const STUDENTS = '/api/teaching/anyone/classStudent/listClassStudent';
const COURSES = '/api/teaching/anyone/classStudent/listClassCourse';
const STATISTICS = '/api/library/anyone/course/learningStatistics';
const LEVEL = '/api/teaching/anyone/classStudent/checkClassLevel';
const RANKS = '/api/teaching/anyone/classStudent/rankList';
const CLOSE_TARGET = '/api/teaching/anyone/classStudent/closeStudyTarget';

const LIHUA = 'demo-u-1002';

const server = useTestServer();
let token: string;
let lihua: string;
let beta: string;
beforeAll(async () => {
  ({ token, classmateToken: lihua, betaToken: beta } = await signInThree(server));
});

const classId = (className: string, tenantId = DEMO) => classIdOf(server, tenantId, className);

async function enrolment(className: string, userId: string = DEMO_STUDENT.userId, tenantId = DEMO) {
  const [row] = await server.db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, await classId(className, tenantId)), eq(classStudents.userId, userId)));
  return row;
}

async function productOf(className: string, tenantId = DEMO) {
  const [row] = await server.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(teachingClasses, eq(teachingClasses.productId, products.id))
    .where(and(eq(teachingClasses.tenantId, tenantId), eq(teachingClasses.className, className)));
  return row!.id;
}

const NO_TOKEN = /token is required/;

/**
 * A read of one class by `?classId=` needs a token, a classId and a class the caller is a student of, in this
 * school; `noClass` is the refusal of a call with no classId (listClassCourse also takes a studentId instead).
 */
async function expectOwnClassOnly(path: typeof STUDENTS | typeof COURSES, noClass: RegExp) {
  const id = await classId(DEMO_CLASSES.inService);
  expectFailure(await server.typedJson(`${path}?classId=${id}`), 401, NO_TOKEN, 40001);
  expectFailure(await server.typedJson(path, { token }), 400, noClass);
  expectFailure(await server.typedJson(`${path}?classId=abc`, { token }), 400, /^classId: /);
  expectFailure(await server.typedJson(`${path}?classId=${await classId(DEMO_CLASSES.enrolling)}`, { token }), 404, /not a student/);
  expectFailure(await server.typedJson(`${path}?classId=${await classId(BETA_CLASSES.inService, BETA)}`, { token }), 404, /not a student/);
  expectFailure(await server.typedJson(`${path}?classId=${id}`, { token: beta, tenantId: BETA }), 404, /not a student/);
}

describe('queryStudentClassAndPeriodList', () => {
  const list = (body: object, as = token) => server.typedJson(CLASSES, { body, token: as });

  it("pages the student's classes, latest training first, with the counts of every status tab", async () => {
    const { status, body } = await list({ userId: DEMO_STUDENT.userId, current: 1, size: 4 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 7, size: 4, current: 1, pages: 2 });
    expect(body.data.statusCounts).toEqual({ '-1': 1, '0': 1, '1': 1, '2': 2, '3': 2, all: 7 });
    expect(body.data.records.map((record) => record.className)).toEqual([
      DEMO_CLASSES.pendingAdmission,
      DEMO_CLASSES.pendingStart,
      DEMO_CLASSES.pendingReport,
      DEMO_CLASSES.inServiceQuiet,
    ]);
    const second = await list({ current: 2, size: 4 });
    expect(second.body.data.records.map((record) => record.className)).toEqual([DEMO_CLASSES.inService, DEMO_CLASSES.finished, DEMO_CLASSES.graduated]);
  });

  it('filters by serviceStatus and answers the student class fields of spec 2 §3', async () => {
    const { body } = await list({ serviceStatus: 2, current: 1, size: 4 });
    expect(body.data.total).toBe(2);
    expect(body.data.statusCounts.all).toBe(7);
    const inService = body.data.records.find((record) => record.className === DEMO_CLASSES.inService)!;
    const own = await enrolment(DEMO_CLASSES.inService);
    expect(inService).toMatchObject({
      classId: own!.classId,
      classPeriodName: '春季一期',
      productName: '低压电工作业上岗培训',
      teacherName: '刘芳',
      serviceStatus: 2,
      teachingClassStatus: 1,
      signUpTotal: 48,
      classStudentTotal: 5,
      studentId: own!.id,
      userId: DEMO_STUDENT.userId,
      isEnrollment: 1,
      orderTotal: 1,
    });
    for (const field of ['trainingStartTime', 'trainingEndTime', 'periodTrainingStartTime', 'periodTrainingEndTime', 'teachingPlanCreatedTime', 'startDate', 'endDate'] as const) {
      expect(Date.parse(inService[field]!), field).not.toBeNaN();
    }
  });

  it('lists no observed experience class, and an empty tab as an empty page', async () => {
    const { body } = await list({ current: 1, size: 20 });
    expect(body.data.records.map((record) => record.className)).not.toContain(DEMO_CLASSES.experienceReady);
    const none = await list({ serviceStatus: -1, current: 2, size: 4 });
    expect(none.body.data).toMatchObject({ records: [], total: 1, pages: 1 });
  });

  it('needs a token, and refuses another userId and a serviceStatus the spec does not name', async () => {
    expectFailure(await server.typedJson(CLASSES, { body: { current: 1, size: 4 } }), 401, NO_TOKEN, 40001);
    expectFailure(await list({ userId: LIHUA }), 403, /userId: a student may only act on their own study/);
    expectFailure(await list({ serviceStatus: 7 }), 400, /^serviceStatus: /);
    expectFailure(await list({ serviceStatus: '2' }), 400, /^serviceStatus: /);
    expectFailure(await list({ size: 0 }), 400, /^size: /);
  });

  it("shows the beta student only beta's class, and refuses beta's token under demo's header", async () => {
    const { body } = await server.typedJson(CLASSES, { body: { current: 1, size: 4 }, token: beta, tenantId: BETA });
    expect(body.data.records.map((record) => record.className)).toEqual([BETA_CLASSES.inService]);
    const crossed = await server.typedJson(CLASSES, { body: { current: 1, size: 4 }, token: beta, tenantId: DEMO });
    expect([401, 403]).toContain(crossed.status);
    expect(crossed.body.data).toBeNull();
  });
});

describe('queryTenantClassPeriodPage', () => {
  const periods = (body: object, as = token, tenantId = DEMO) => server.typedJson(PERIODS, { body, token: as, tenantId });

  it('lists the classes open for enrolment the student holds no place in, and the one pending admission', async () => {
    const { status, body } = await periods({ current: 1, size: 8, model: { userId: DEMO_STUDENT.userId } });
    expect(status).toBe(200);
    // The third, training last, is the one whose product has an experience class ready (issue 25 row 7).
    expect(body.data).toMatchObject({ total: 3, size: 8, current: 1, pages: 1 });
    const [enrolling, pending, experience] = body.data.records;
    expect(experience).toMatchObject({ className: DEMO_CLASSES.experienceEnrolling, studentId: null, isEnrollment: 0 });
    expect(enrolling).toMatchObject({ className: DEMO_CLASSES.enrolling, classStatus: 1, teachingClassStatus: 0, signUpTotal: 12, classStudentTotal: 0, studentId: null, serviceStatus: null, isEnrollment: 0 });
    expect(pending).toMatchObject({ className: DEMO_CLASSES.pendingAdmission, classStatus: 0, serviceStatus: -1, isEnrollment: 1, studentId: (await enrolment(DEMO_CLASSES.pendingAdmission))!.id });
  });

  it('filters by classPeriodType, and another student sees the classes they are not in', async () => {
    expect((await periods({ current: 1, size: 8, model: { classPeriodType: 1 } })).body.data.total).toBe(3);
    expect((await periods({ current: 1, size: 8, model: { classPeriodType: 2 } })).body.data).toMatchObject({ records: [], total: 0 });
    const { body } = await periods({ current: 1, size: 8 }, lihua);
    expect(body.data.records.map((record) => record.className)).toEqual(
      expect.arrayContaining([DEMO_CLASSES.inServiceQuiet, DEMO_CLASSES.pendingStart, DEMO_CLASSES.enrolling]),
    );
    expect(body.data.records.map((record) => record.className)).not.toContain(DEMO_CLASSES.inService);
    expect(body.data.records.map((record) => record.className)).not.toContain(DEMO_CLASSES.experienceReady);
  });

  it("keeps to the header's school", async () => {
    const { body } = await periods({ current: 1, size: 8 }, beta, BETA);
    expect(body.data).toMatchObject({ records: [], total: 0 });
  });

  it('needs a token and refuses bad input and another userId', async () => {
    expectFailure(await server.typedJson(PERIODS, { body: { current: 1, size: 8 } }), 401, NO_TOKEN, 40001);
    expectFailure(await periods({ current: 1, size: 8, model: { classPeriodType: 9 } }), 400, /^model\.classPeriodType: /);
    expectFailure(await periods({ current: 'x', size: 8 }), 400, /^current: /);
    expectFailure(await periods({ current: 1, size: 8, model: { userId: LIHUA } }), 403, /own study/);
  });
});

describe('getExperienceStudentInfo', () => {
  const info = (productId: number | string, as = token, tenantId = DEMO) => server.typedJson(`${EXPERIENCE}?productId=${productId}`, { token: as, tenantId });

  it("answers the student's observer place in a product's ready experience class", async () => {
    const { status, body } = await info(await productOf(DEMO_CLASSES.experienceReady));
    expect(status).toBe(200);
    const observer = await enrolment(DEMO_CLASSES.experienceReady);
    expect(body.data).toMatchObject({ isEnrollment: 0, experienceReady: true, classId: observer!.classId, studentId: observer!.id, enrolledClassId: null, userId: DEMO_STUDENT.userId });
  });

  it('says so when the student is already a student of a class of the product', async () => {
    const { body } = await info(await productOf(DEMO_CLASSES.inService));
    expect(body.data).toMatchObject({ isEnrollment: 1, enrolledClassId: await classId(DEMO_CLASSES.inService), classId: null, studentId: null });
  });

  it('answers no class while the experience content is in preparation, and creates no place', async () => {
    const { body } = await info(await productOf(DEMO_CLASSES.experiencePending));
    expect(body.data).toMatchObject({ isEnrollment: 0, experienceReady: false, classId: null, studentId: null });
    expect(await enrolment(DEMO_CLASSES.experiencePending)).toBeUndefined();
  });

  it('creates the observer place on first ask, once', async () => {
    const productId = await productOf(DEMO_CLASSES.experienceReady);
    expect(await enrolment(DEMO_CLASSES.experienceReady, LIHUA)).toBeUndefined();
    const answers = await Promise.all([info(productId, lihua), info(productId, lihua), info(productId, lihua)]);
    const created = (await enrolment(DEMO_CLASSES.experienceReady, LIHUA))!;
    expect(created).toMatchObject({ isEnrollment: 0, serviceStatus: 2 });
    for (const { body } of answers) expect(body.data).toMatchObject({ classId: created.classId, studentId: created.id, isEnrollment: 0 });
    const rows = await server.db.select().from(classStudents).where(and(eq(classStudents.classId, created.classId), eq(classStudents.userId, LIHUA)));
    expect(rows).toHaveLength(1);
  });

  it("needs a token, a product id, and a product of the header's school", async () => {
    expectFailure(await server.typedJson(`${EXPERIENCE}?productId=1`), 401, NO_TOKEN, 40001);
    expectFailure(await info('abc'), 400, /^productId: /);
    expectFailure(await server.typedJson(EXPERIENCE, { token }), 400, /^productId: /);
    expectFailure(await info(await productOf(DEMO_CLASSES.experienceReady), beta, BETA), 404, /productId: no product/);
  });
});

describe('updateEnrolState', () => {
  const enter = (body: object, as = token, headers?: Record<string, string>) => server.typedJson(ENROL_STATE, { body, token: as, headers });

  it('marks the enrolment entered once; entering again keeps the first time', async () => {
    const id = await classId(DEMO_CLASSES.pendingReport);
    expect((await enrolment(DEMO_CLASSES.pendingReport))!.enrolState).toBe(0);
    const first = await enter({ classId: id, userId: DEMO_STUDENT.userId });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ classId: id, enrolState: 1, enrolStateUpdatedTime: server.clock.now.toISOString() });
    const enteredAt = server.clock.now.toISOString();
    server.clock.advance(60_000);
    const again = await enter({ classId: id });
    expect(again.body.data).toMatchObject({ enrolState: 1, enrolStateUpdatedTime: enteredAt });
    expect((await enrolment(DEMO_CLASSES.pendingReport))!.enrolStateUpdatedTime!.toISOString()).toBe(enteredAt);
  });

  it('refuses an enrolment pending admission or start, in the words of the class card', async () => {
    expectFailure(await enter({ classId: await classId(DEMO_CLASSES.pendingAdmission) }), 409, /pending admission/);
    expectFailure(await enter({ classId: await classId(DEMO_CLASSES.pendingStart) }), 409, /being prepared/);
    expectFailure(await enter({ classId: await classId(DEMO_CLASSES.pendingStart) }, token, { 'accept-language': 'zh-CN' }), 409, /^开学内容准备中，请稍候$/);
    expect((await enrolment(DEMO_CLASSES.pendingStart))!.enrolState).toBe(0);
  });

  it('refuses a teaching class not yet opened, naming its expected start, and an observer', async () => {
    const id = await classId(DEMO_CLASSES.inServiceQuiet);
    const [start] = await server.db.update(teachingClasses).set({ teachingClassStatus: 0 }).where(eq(teachingClasses.id, id)).returning();
    try {
      const day = `${start!.trainingStartTime!.getFullYear()}-${String(start!.trainingStartTime!.getMonth() + 1).padStart(2, '0')}-${String(start!.trainingStartTime!.getDate()).padStart(2, '0')}`;
      expectFailure(await enter({ classId: id }), 409, new RegExp(`expected to start on ${day}`));
      expect((await enrolment(DEMO_CLASSES.inServiceQuiet))!.enrolState).toBe(0);
    } finally {
      await server.db.update(teachingClasses).set({ teachingClassStatus: 1 }).where(eq(teachingClasses.id, id));
    }
    expectFailure(await enter({ classId: await classId(DEMO_CLASSES.experienceReady) }), 409, /observer/);
  });

  it("needs a token, a classId, the caller's own userId and a class of the header's school", async () => {
    const id = await classId(DEMO_CLASSES.inService);
    expectFailure(await server.typedJson(ENROL_STATE, { body: { classId: id } }), 401, NO_TOKEN, 40001);
    expectFailure(await enter({}), 400, /^classId: /);
    expectFailure(await enter({ classId: 'x' }), 400, /^classId: /);
    expectFailure(await enter({ classId: id, userId: LIHUA }), 403, /own study/);
    expectFailure(await enter({ classId: await classId(BETA_CLASSES.inService, BETA) }), 404, /not a student/);
    expectFailure(await server.typedJson(ENROL_STATE, { body: { classId: id }, token: beta, tenantId: BETA }), 404, /not a student/);
  });
});

describe('getStudentClassDetail', () => {
  const detail = (body: object, as = token, tenantId = DEMO) => server.typedJson(DETAIL, { body, token: as, tenantId });

  it('answers the class detail of spec 2 §3 with the head teacher, by classId or studentId', async () => {
    const own = (await enrolment(DEMO_CLASSES.inService))!;
    const { status, body } = await detail({ classId: own.classId, studentId: own.id, schoolId: DEMO });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      classId: own.classId,
      title: DEMO_CLASSES.inService,
      classStatus: 1,
      teachingClassStatus: 1,
      learningGoal: '掌握低压电工安全作业知识与技能，通过上岗考核。',
      studentId: own.id,
      serviceStatus: 2,
      personalityDataResultVO: { nickName: '刘芳' },
    });
    expect(Date.parse(body.data.statusTime!)).not.toBeNaN();
    expect((await detail({ studentId: own.id })).body.data.classId).toBe(own.classId);
  });

  it("refuses a classmate's enrolment, another school's class and a schoolId other than the header", async () => {
    const classmate = (await enrolment(DEMO_CLASSES.inService, LIHUA))!;
    expectFailure(await detail({ studentId: classmate.id }), 403, /own study/);
    expectFailure(await detail({ classId: await classId(BETA_CLASSES.inService, BETA) }), 404, /not a student/);
    expectFailure(await detail({ studentId: classmate.id }, beta, BETA), 404, /no student/);
    expectFailure(await detail({ classId: classmate.classId, schoolId: BETA }), 400, /^schoolId: /);
  });

  it('needs a token and valid ids', async () => {
    expectFailure(await server.typedJson(DETAIL, { body: { classId: 1 } }), 401, NO_TOKEN, 40001);
    expectFailure(await detail({ classId: -1 }), 400, /^classId: /);
    expectFailure(await detail({}), 400, /classId or studentId is required/);
  });
});

describe('getStudentBehaviorCount', () => {
  it("counts the class's activities, required and elective, and the student's interactions (the question they sent)", async () => {
    const { status, body } = await server.typedJson(`${BEHAVIOR}?classId=${await classId(DEMO_CLASSES.inService)}`, { token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ activityTotal: 11, interactionTotal: 1 });
    expect((await server.typedJson(`${BEHAVIOR}?classId=${await classId(DEMO_CLASSES.inServiceQuiet)}`, { token })).body.data).toEqual({ activityTotal: 0, interactionTotal: 0 });
  });

  it('needs a token, valid ids and a class of the caller in this school', async () => {
    const id = await classId(DEMO_CLASSES.inService);
    expectFailure(await server.typedJson(`${BEHAVIOR}?classId=${id}`), 401, NO_TOKEN, 40001);
    expectFailure(await server.typedJson(`${BEHAVIOR}?classId=abc`, { token }), 400, /^classId: /);
    expectFailure(await server.typedJson(`${BEHAVIOR}?classId=${id}`, { token: beta, tenantId: BETA }), 404, /not a student/);
  });
});

describe('getUserStudyData', () => {
  const studyData = (query: string, as = token) => server.typedJson(`${STUDY_DATA}?${query}`, { token: as });

  it('counts the visit and answers the completion rate, durations and assessment', async () => {
    const id = await classId(DEMO_CLASSES.inService);
    const { status, body } = await studyData(`classId=${id}&userId=${DEMO_STUDENT.userId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      classId: id,
      visits: 13,
      requiredActivityNum: 9,
      finishActivityNum: 3,
      finishActivityRate: 33.33,
      studyDuration: 5_400_000,
      studyDurationStr: '01:30:00',
      answerDuration: 1_800_000,
      answerDurationStr: '00:30:00',
      evaluateStatus: 0,
    });
    expect((await studyData(`classId=${id}`)).body.data.visits).toBe(14);
    expect((await enrolment(DEMO_CLASSES.inService))!.classVisits).toBe(14);
  });

  it('counts an activity finished once attended: signing in to today’s face-to-face class raises the rate', async () => {
    const id = await classId(DEMO_CLASSES.inService);
    const own = (await enrolment(DEMO_CLASSES.inService))!;
    const [classroom] = await server.db.select().from(classrooms).where(and(eq(classrooms.tenantId, DEMO), eq(classrooms.name, DEMO_CONTENTS.offlineToday)));
    await server.db.insert(attendance).values({ tenantId: DEMO, classStudentId: own.id, classroomId: classroom!.id, signInTime: server.clock.now });
    try {
      expect((await studyData(`classId=${id}`)).body.data).toMatchObject({ finishActivityNum: 4, finishActivityRate: 44.44 });
    } finally {
      await server.db.delete(attendance).where(and(eq(attendance.classStudentId, own.id), eq(attendance.classroomId, classroom!.id)));
    }
  });

  it('answers the assessment of finished classes: passed and failed', async () => {
    expect((await studyData(`classId=${await classId(DEMO_CLASSES.finished)}`)).body.data).toMatchObject({ evaluateStatus: 1, requiredActivityNum: 0, finishActivityRate: 0, studyDurationStr: '10:00:00' });
    expect((await studyData(`classId=${await classId(DEMO_CLASSES.graduated)}`)).body.data.evaluateStatus).toBe(2);
  });

  it("refuses without a token, without a classId, for another's userId and another school's class, counting no visit", async () => {
    const id = await classId(DEMO_CLASSES.inService);
    const before = (await enrolment(DEMO_CLASSES.inService))!.classVisits;
    expectFailure(await server.typedJson(`${STUDY_DATA}?classId=${id}`), 401, NO_TOKEN, 40001);
    expectFailure(await studyData('userId=x'), 400, /^classId: /);
    expectFailure(await studyData(`classId=${id}&userId=${LIHUA}`), 403, /own study/);
    expectFailure(await server.typedJson(`${STUDY_DATA}?classId=${id}`, { token: beta, tenantId: BETA }), 404, /not a student/);
    expect((await enrolment(DEMO_CLASSES.inService))!.classVisits).toBe(before);
  });
});

describe('listClassStudent', () => {
  it('lists the enrolled classmates in enrolment order, with names and avatars and no mobile numbers', async () => {
    const { status, body } = await server.typedJson(`${STUDENTS}?classId=${await classId(DEMO_CLASSES.inService)}`, { token });
    expect(status).toBe(200);
    expect(body.data.map((student) => student.realName)).toEqual(['王小明', '李华', '赵磊', '孙丽', '周强']);
    expect(body.data.filter((student) => student.isMe).map((student) => student.nickName)).toEqual(['小明同学']);
    expect(body.data[2]).toMatchObject({ avatar: '/media/images/r-avatar-2.jpg' });
    expect(JSON.stringify(body.data)).not.toMatch(/mobile|138\d{8}/);
  });

  it('leaves observers out of an experience class', async () => {
    const { body } = await server.typedJson(`${STUDENTS}?classId=${await classId(DEMO_CLASSES.experienceReady)}`, { token });
    expect(body.data).toEqual([]);
  });

  it("needs a token, a classId and a class of the caller's in this school", () => expectOwnClassOnly(STUDENTS, /^classId: /));
});

describe('listClassCourse', () => {
  it("lists the class's four courses in order, with their windows, links and the student's target counts", async () => {
    const id = await classId(DEMO_CLASSES.inService);
    const { status, body } = await server.typedJson(`${COURSES}?classId=${id}`, { token });
    expect(status).toBe(200);
    expect(body.data.map((course) => course.courseName)).toEqual([DEMO_COURSES.internal, DEMO_COURSES.thirdParty, DEMO_COURSES.external, DEMO_COURSES.noLink]);
    const [internal, thirdParty, external, noLink] = body.data;
    expect(internal).toMatchObject({ learningPlatform: 0, thirdPlatformType: 10, cover: '/media/images/c-1.jpg', courseNature: 1, countResultVO: { studyNumber: 5 } });
    expect(internal).toMatchObject({ faceTeachingNumber: 3, needStudyDuration: 36_000_000, homeworkNumber: 2, testNumber: 1 });
    expect(thirdParty).toMatchObject({ thirdPlatformType: 11, learningUrl: 'https://sim.partner.example.com/learn', faceTeachingNumber: 1, needStudyDuration: 7_200_000 });
    expect(external).toMatchObject({ learningPlatform: 2, learningUrl: 'https://open.example.com/courses/electrical-law', needStudyDuration: 3_600_000, faceTeachingNumber: 0 });
    expect(noLink).toMatchObject({ learningUrl: null, cover: null, courseNature: 0, faceTeachingNumber: 1 });

    // The windows: open now, not yet open, closed, closed; and the target states they give.
    const now = Date.now();
    const start = (course: (typeof body.data)[number]) => Date.parse(course.learnStartTime!);
    const end = (course: (typeof body.data)[number]) => Date.parse(course.learnEndTime!);
    expect(start(internal!) < now && now < end(internal!)).toBe(true);
    expect(start(thirdParty!)).toBeGreaterThan(now);
    expect(end(external!)).toBeLessThan(now);
    expect(end(noLink!)).toBeLessThan(now);
    expect(body.data.map((course) => targetTag({ ...course, requirements: courseRequirements(course) }, now).state)).toEqual([
      'inProgress',
      'notStarted',
      'overdue',
      'completed',
    ]);

    // The finished counts are those of the course duty statistics.
    for (const course of body.data) {
      const statistics = (await server.typedJson(`${STATISTICS}?classId=${id}&courseId=${course.courseId}`, { token })).body.data;
      expect(course).toMatchObject({
        finishFaceTeachingNumber: statistics.finishFaceTeachingNumber,
        finishedStudyDuration: statistics.finishStudyTime,
        finishHomeworkNumber: statistics.finishHomeworkNumber,
        finishTestNumber: statistics.finishTestNumber,
      });
    }
  });

  it('answers an empty list for a class without courses', async () => {
    const { body } = await server.typedJson(`${COURSES}?classId=${await classId(DEMO_CLASSES.experienceReady)}`, { token });
    expect(body.data).toEqual([]);
  });

  it("needs a token, a valid classId and a class of the caller's in this school", () => expectOwnClassOnly(COURSES, /^classId or studentId is required$/));
});

describe('checkClassLevel', () => {
  const level = (query: string, as = token, tenantId = DEMO) => server.typedJson(`${LEVEL}?${query}`, { token: as, tenantId });

  it('answers whether the caller is a student of the class and at which service status', async () => {
    const own = (await enrolment(DEMO_CLASSES.inService))!;
    const { status, body } = await level(`classId=${own.classId}&userId=${DEMO_STUDENT.userId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ classId: own.classId, isStudent: true, studentId: own.id, isEnrollment: 1, serviceStatus: 2, classStatus: 1, teachingClassStatus: 1 });
    expect((await level(`classId=${await classId(DEMO_CLASSES.enrolling)}`)).body.data).toMatchObject({ isStudent: false, studentId: null, serviceStatus: null, isEnrollment: 0 });
    expect((await level(`classId=${await classId(DEMO_CLASSES.experienceReady)}`)).body.data).toMatchObject({ isStudent: false, isEnrollment: 0, isExperience: true });
  });

  it("refuses without a token, bad ids, another's userId and another school's class", async () => {
    const id = await classId(DEMO_CLASSES.inService);
    expectFailure(await server.typedJson(`${LEVEL}?classId=${id}`), 401, NO_TOKEN, 40001);
    expectFailure(await level('classId=0'), 400, /^classId: /);
    expectFailure(await level(`classId=${id}&userId=${LIHUA}`), 403, /own study/);
    expectFailure(await level(`classId=${id}`, beta, BETA), 404, /no class/);
  });
});

describe('rankList', () => {
  it("ranks the class by finished required activities, then study time, with the caller's place", async () => {
    const own = (await enrolment(DEMO_CLASSES.inService))!;
    const { status, body } = await server.typedJson(`${RANKS}?classId=${own.classId}`, { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ rankIndex: 1, rankTotal: 5, requiredActivityNum: 9 });
    expect(body.data.list.map((item) => [item.rankIndex, item.realName, item.finishActivityNum])).toEqual([
      [1, '王小明', 3],
      [2, '李华', 2],
      [3, '赵磊', 1],
      [4, '孙丽', 0],
      [5, '周强', 0],
    ]);
    expect(body.data.list[3]).toMatchObject({ studyDuration: 600_000, studyDurationStr: '00:10:00', isMe: false });
    // The duty statistics derive the same place.
    const duty = await server.typedJson('/api/teaching/anyone/classActivity/getDutyCount', { token, body: { classId: own.classId, evaluateType: 'UNIT' } });
    expect(duty.body.data).toMatchObject({ rankIndex: 1, rankTotal: 5 });
  });

  it('answers a classmate the same ranking from their own place', async () => {
    const { body } = await server.typedJson(`${RANKS}?classId=${await classId(DEMO_CLASSES.inService)}`, { token: lihua });
    expect(body.data).toMatchObject({ rankIndex: 2, rankTotal: 5 });
    expect(body.data.list.find((item) => item.isMe)!.realName).toBe('李华');
  });

  it('gives an observer of an experience class no place', async () => {
    const { body } = await server.typedJson(`${RANKS}?classId=${await classId(DEMO_CLASSES.experienceReady)}`, { token });
    expect(body.data).toMatchObject({ rankIndex: null, rankTotal: 0, list: [] });
  });

  it("refuses without a token, bad ids, a classmate's studentId and another school's class", async () => {
    const id = await classId(DEMO_CLASSES.inService);
    expectFailure(await server.typedJson(`${RANKS}?classId=${id}`), 401, NO_TOKEN, 40001);
    expectFailure(await server.typedJson(`${RANKS}?classId=1.5`, { token }), 400, /^classId: /);
    expectFailure(await server.typedJson(`${RANKS}?studentId=${(await enrolment(DEMO_CLASSES.inService, LIHUA))!.id}`, { token }), 403, /own study/);
    expectFailure(await server.typedJson(`${RANKS}?classId=${id}`, { token: beta, tenantId: BETA }), 404, /not a student/);
  });
});

describe('closeStudyTarget', () => {
  it('closes the study-target card, and closing again changes nothing', async () => {
    const own = (await enrolment(DEMO_CLASSES.inService))!;
    expect(own.studyTargetClosed).toBe(false);
    for (let round = 0; round < 2; round += 1) {
      const { status, body } = await server.typedJson(CLOSE_TARGET, { body: { classId: own.classId, studentId: own.id }, token });
      expect(status).toBe(200);
      expect(body.data).toEqual({ classId: own.classId, studentId: own.id, studyTargetClosed: true });
    }
    expect((await enrolment(DEMO_CLASSES.inService))!.studyTargetClosed).toBe(true);
    expect((await server.typedJson(DETAIL, { body: { classId: own.classId }, token })).body.data.studyTargetClosed).toBe(true);
    expect((await enrolment(DEMO_CLASSES.inService, LIHUA))!.studyTargetClosed).toBe(false);
  });

  it("refuses without a token, bad ids, a classmate's enrolment and another school's class", async () => {
    const classmate = (await enrolment(DEMO_CLASSES.inService, LIHUA))!;
    expectFailure(await server.typedJson(CLOSE_TARGET, { body: { classId: classmate.classId } }), 401, NO_TOKEN, 40001);
    expectFailure(await server.typedJson(CLOSE_TARGET, { body: { studentId: 'me' }, token }), 400, /^studentId: /);
    expectFailure(await server.typedJson(CLOSE_TARGET, { body: { studentId: classmate.id }, token }), 403, /own study/);
    expectFailure(await server.typedJson(CLOSE_TARGET, { body: { classId: classmate.classId }, token: beta, tenantId: BETA }), 404, /not a student/);
    expect((await enrolment(DEMO_CLASSES.inService, LIHUA))!.studyTargetClosed).toBe(false);
  });
});
