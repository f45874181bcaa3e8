// The course page's calls (routes/courses.ts): what a student of the in-service class sees of its
// courses, and that nobody else's class, enrolment or school is read.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classActivities, classrooms } from '../../src/server/db/schema';
import { BETA_COURSES, DEMO_CONTENTS, DEMO_COURSES } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { courseIdOf, studyEnrolments } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
let token: string;
let betaToken: string;
let ids: Awaited<ReturnType<typeof studyEnrolments>>['ids'];
const course = { internal: 0, noLink: 0, external: 0, beta: 0 };

beforeAll(async () => {
  ({ token, betaToken, ids } = await studyEnrolments(server));
  course.internal = await courseIdOf(server, DEMO, DEMO_COURSES.internal);
  course.noLink = await courseIdOf(server, DEMO, DEMO_COURSES.noLink);
  course.external = await courseIdOf(server, DEMO, DEMO_COURSES.external);
  course.beta = await courseIdOf(server, BETA, BETA_COURSES.internal);
});

const DETAIL = '/api/library/anyone/course/detail';
const SITUATION = '/api/library/anyone/course/getStudentCourseSituation';
const TREE = '/api/library/anyone/course/chapterTree';
const COURSEWARE = '/api/library/anyone/course/coursewareTypeChapter';
const STATISTICS = '/api/library/anyone/course/learningStatistics';

const mine = (courseId = course.internal) => `courseId=${courseId}&classId=${ids.classId}&studentId=${ids.studentId}`;

describe('course detail', () => {
  it('answers the course with its introduction blocks and teachers', async () => {
    const { status, body } = await server.typedJson(`${DETAIL}?courseId=${course.internal}`, { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: course.internal, courseName: DEMO_COURSES.internal, courseType: 2, learningPlatform: 0, thirdPlatformType: 10, learningUrl: null });
    expect(body.data.introduceDetailList.map((block) => block.introduceType)).toEqual([0, 1, 3, 4]);
    expect(body.data.introduceDetailList[1]!.contentList.map((teacher) => [teacher.teacherName, teacher.roleCode])).toEqual([
      ['陈建国', 't_kcls'],
      ['刘芳', 't_fdls'],
    ]);
    expect(body.data.courseContent).toMatchObject({ pageData: expect.any(Array) });
  });

  it('answers an external course with its learningUrl', async () => {
    const { body } = await server.typedJson(`${DETAIL}?courseId=${course.external}`, { token });
    expect(body.data).toMatchObject({ courseType: 3, learningUrl: 'https://open.example.com/courses/electrical-law', introduceDetailList: [] });
  });

  it('needs a token, a courseId that is an id, and a course of the header’s school', async () => {
    expectFailure(await server.typedJson(`${DETAIL}?courseId=${course.internal}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${DETAIL}?courseId=abc`, { token }), 400, /^courseId: /);
    expectFailure(await server.typedJson(DETAIL, { token }), 400, /^courseId: /);
    expectFailure(await server.typedJson(`${DETAIL}?courseId=${course.internal}`, { token: betaToken, tenantId: BETA }), 404, /courseId/);
    expect((await server.typedJson(`${DETAIL}?courseId=${course.internal}`, { token, tenantId: BETA })).status).toBe(401);
  });
});

describe('course situation', () => {
  it("answers the student's progress, the class's, and the last studied classroom", async () => {
    const { status, body } = await server.typedJson(`${SITUATION}?${mine()}`, { token });
    expect(status).toBe(200);
    // 16 classrooms of the course in the class; finished: the first lesson's video, article and
    // document, the submitted homework and test, the elective article.
    expect(body.data).toMatchObject({ classroomTotal: 16, finishClassroomTotal: 6, courseLearnProcess: 37.5, finishUserCount: 0, lastClassroomName: DEMO_CONTENTS.videoInProgress });
    expect(body.data.lastClassroomResultVO).toMatchObject({ contentName: DEMO_CONTENTS.videoInProgress, learningProgress: 37.5, lastStudyTime: 1500, finished: false });
    // Classmates finished little: the class's average is below the student's.
    expect(body.data.classLearnProcess).toBeGreaterThan(0);
    expect(body.data.classLearnProcess).toBeLessThan(37.5);
    expect(new Date(body.data.learnStartTime!).getTime()).toBeLessThan(server.clock.now.getTime());
    expect(new Date(body.data.learnEndTime!).getTime()).toBeGreaterThan(server.clock.now.getTime());
  });

  it('answers a course of no classrooms with zeros and no last classroom', async () => {
    const { body } = await server.typedJson(`${SITUATION}?${mine(course.external)}`, { token });
    expect(body.data).toMatchObject({ classroomTotal: 0, finishClassroomTotal: 0, courseLearnProcess: 0, classLearnProcess: 0, finishUserCount: 0, lastClassroomId: null, lastClassroomResultVO: null });
  });

  it("refuses no token, bad ids, a classmate's enrolment, a course the class does not teach and another school's class", async () => {
    expectFailure(await server.typedJson(`${SITUATION}?${mine()}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${SITUATION}?courseId=${course.internal}&studentId=x`, { token }), 400, /^studentId: /);
    expectFailure(await server.typedJson(`${SITUATION}?courseId=${course.internal}`, { token }), 400, /classId or studentId/);
    expectFailure(await server.typedJson(`${SITUATION}?courseId=${course.internal}&studentId=${ids.classmateId}`, { token }), 403, /studentId/);
    expectFailure(await server.typedJson(`${SITUATION}?courseId=${course.internal}&studentId=${ids.quietStudentId}`, { token }), 404, /courseId/);
    expectFailure(await server.typedJson(`${SITUATION}?${mine(course.beta)}`, { token }), 404, /courseId/);
    expectFailure(await server.typedJson(`${SITUATION}?${mine()}`, { token: betaToken, tenantId: BETA }), 404, /studentId/);
    expectFailure(await server.typedJson(`${SITUATION}?courseId=${course.beta}&classId=${ids.betaClassId}`, { token }), 404, /classId/);
  });
});

describe('chapter tree', () => {
  it('answers three levels with their classrooms and the student’s progress; unplaced classrooms come last', async () => {
    const { status, body } = await server.typedJson(`${TREE}?${mine()}`, { token });
    expect(status).toBe(200);
    expect(body.data.map((node) => node.name)).toEqual(['第一章 电工基础', '第二章 电工识图', null]);
    const [first] = body.data;
    expect(first!.children.map((node) => node.name)).toEqual(['第一节 安全用电', '第二节 配电线路']);
    const safety = first!.children[0]!;
    expect(safety.classrooms.map((item) => item.contentName)).toEqual([DEMO_CONTENTS.homework, DEMO_CONTENTS.test]);
    expect(safety.classrooms.every((item) => item.finished)).toBe(true);
    const leaf = safety.children[0]!;
    expect(leaf).toMatchObject({ name: '1.1 安全电压与触电', level: 3, children: [] });
    const video = leaf.classrooms.find((item) => item.contentName === DEMO_CONTENTS.videoFinished)!;
    expect(video).toMatchObject({
      dataType: 1,
      contentType: 'ONLINE_VIDEO_TEACHING',
      mustLearn: 1,
      initValue: 4000,
      readValue: 4000,
      learningProgress: 100,
      learningDuration: 4000,
      finished: true,
      useDuty: 1,
      dutyRuleResultVOS: [{ dutyType: 'VIDEO_PROGRESS', targetValue: 90 }],
      userStudyCourseDetailResultVO: { studyTime: 4000, finishStudyTime: 4000, numStatus: 1, faceTeachingNumber: 0, finishFaceTeachingNumber: 0 },
      courseLiveClassroomResultVO: null,
      offlineClassroomResultVO: null,
    });
    const unplaced = body.data[2]!;
    expect(unplaced.id).toBeNull();
    const offline = unplaced.classrooms.find((item) => item.contentName === DEMO_CONTENTS.offlineToday)!;
    expect(offline).toMatchObject({ dataType: 11, finished: false, offlineClassroomResultVO: { position: '实训楼 101 室', address: '示范市科技路 88 号实训楼' } });
    expect(offline.userStudyCourseDetailResultVO).toMatchObject({ faceTeachingNumber: 1, finishFaceTeachingNumber: 0, numStatus: 0 });
  });

  it('lists the course’s classrooms of other classes only with ignoreClass 1', async () => {
    // A classroom of the internal course taught in the quiet class, not in the student's class.
    const [activity] = await server.db
      .insert(classActivities)
      .values({ tenantId: DEMO, classId: ids.quietClassId, courseId: course.internal, activityName: '另一班的课', onlineType: 1, startTime: server.clock.now, endTime: server.clock.now })
      .returning();
    const [other] = await server.db
      .insert(classrooms)
      .values({ tenantId: DEMO, activityId: activity!.id, courseId: course.internal, name: '另一班的视频', dataType: 1, contentType: 'ONLINE_VIDEO_TEACHING', durationMs: 4000, storageUrl: '/media/video/demo.mp4' })
      .returning();
    const names = (tree: { classrooms: { contentName: string }[]; children: unknown[] }[]) => JSON.stringify(tree).includes(other!.name);
    expect(names((await server.typedJson(`${TREE}?${mine()}`, { token })).body.data)).toBe(false);
    expect(names((await server.typedJson(`${TREE}?${mine()}&ignoreClass=1`, { token })).body.data)).toBe(true);
    await server.db.delete(classActivities).where(eq(classActivities.id, activity!.id));
  });

  it('refuses no token, an ignoreClass other than 0 or 1, and another school', async () => {
    expectFailure(await server.typedJson(`${TREE}?${mine()}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${TREE}?${mine()}&ignoreClass=2`, { token }), 400, /^ignoreClass: /);
    expectFailure(await server.typedJson(`${TREE}?${mine()}`, { token: betaToken, tenantId: BETA }), 404, /studentId/);
  });
});

describe('courseware grouping', () => {
  it('groups the classrooms by contentType, every type present', async () => {
    const { status, body } = await server.typedJson(`${COURSEWARE}?${mine()}`, { token });
    expect(status).toBe(200);
    const map = body.data.coursewareTypeChapterMap;
    expect(Object.keys(map)).toEqual(['ONLINE_VIDEO_TEACHING', 'ONLINE_HOMEWORK', 'ONLINE_TEST', 'OFFLINE_FACE2FACE_TEACHING', 'E_WORDS_MATERIALS', 'EE_LIVE_LECTURES']);
    expect(map.ONLINE_HOMEWORK.map((item) => [item.contentName, item.sourceType])).toEqual([
      [DEMO_CONTENTS.homework, null],
      [DEMO_CONTENTS.xsktHomework, 'xskt'],
    ]);
    expect(map.ONLINE_TEST.map((item) => item.contentName)).toEqual([DEMO_CONTENTS.test]);
    expect(map.E_WORDS_MATERIALS.map((item) => item.contentName).sort()).toEqual([DEMO_CONTENTS.document, DEMO_CONTENTS.image].sort());
    expect(map.OFFLINE_FACE2FACE_TEACHING).toHaveLength(3);
    expect(map.EE_LIVE_LECTURES).toEqual([]);
  });

  it('refuses no token, a bad courseId and another school', async () => {
    expectFailure(await server.typedJson(`${COURSEWARE}?${mine()}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${COURSEWARE}?courseId=-1&classId=${ids.classId}`, { token }), 400, /^courseId: /);
    expectFailure(await server.typedJson(`${COURSEWARE}?${mine()}`, { token: betaToken, tenantId: BETA }), 404, /studentId/);
  });
});

describe('course learning statistics', () => {
  it("answers the class's targets and what the student finished", async () => {
    const { status, body } = await server.typedJson(`${STATISTICS}?${mine()}&evaluateType=ACTIVITY`, { token });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      courseId: course.internal,
      classId: ids.classId,
      videoNumber: 5,
      finishVideoNumber: 1,
      faceTeachingNumber: 3,
      finishFaceTeachingNumber: 0,
      studyTime: 36_000_000,
      // 4 s of the finished video, 60 s each on the article, document and elective article, 1 s and 1.5 s of two videos.
      finishStudyTime: 186_500,
      homeworkNumber: 2,
      finishHomeworkNumber: 1,
      testNumber: 1,
      finishTestNumber: 1,
      needLearnNumber: 15,
      finishNeedLearnNumber: 6,
    });
  });

  it('counts a face-to-face session signed in', async () => {
    const { body } = await server.typedJson(`${STATISTICS}?${mine(course.noLink)}`, { token });
    expect(body.data).toMatchObject({ faceTeachingNumber: 1, finishFaceTeachingNumber: 1, videoNumber: 0 });
  });

  it('refuses no token, an evaluateType other than ACTIVITY and another school', async () => {
    expectFailure(await server.typedJson(`${STATISTICS}?${mine()}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${STATISTICS}?${mine()}&evaluateType=WEEK`, { token }), 400, /^evaluateType: /);
    expectFailure(await server.typedJson(`${STATISTICS}?courseId=${course.beta}&studentId=${ids.betaStudentId}`, { token }), 404, /studentId/);
  });
});
