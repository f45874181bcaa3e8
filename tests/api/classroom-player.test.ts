// The player's classroom and its visits (routes/classroom-player.ts): what the player loads, the
// empty learning record, the visit that makes a classroom the last studied one, and refusals.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classActivities, classrooms, courses, studyProgress } from '../../src/server/db/schema';
import { BETA_CONTENTS, DEMO_CONTENTS, DEMO_COURSES } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { classroomIdOf, studyEnrolments } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
let token: string;
let betaToken: string;
let ids: Awaited<ReturnType<typeof studyEnrolments>>['ids'] & { internal: number };

beforeAll(async () => {
  const enrolments = await studyEnrolments(server);
  ({ token, betaToken } = enrolments);
  ids = { ...enrolments.ids, internal: 0 };
  const [internal] = await server.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, DEMO), eq(courses.courseName, DEMO_COURSES.internal)));
  ids.internal = internal!.id;
});

const DETAIL = '/api/library/anyone/classroom/detail';
const VISIT = '/api/library/anyone/classroom/recordVisit';
const SITUATION = '/api/library/anyone/course/getStudentCourseSituation';

const detail = async (name: string, extra = '') =>
  server.typedJson(`${DETAIL}?classroomId=${await classroomIdOf(server, DEMO, name)}&classId=${ids.classId}&studentId=${ids.studentId}${extra}`, { token });

describe('the player classroom', () => {
  it('answers a video with its renditions, page data, chapter and learning record', async () => {
    const { status, body } = await detail(DEMO_CONTENTS.videoInProgress);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      classroomType: 1,
      name: DEMO_CONTENTS.videoInProgress,
      mustLearn: 1,
      chapterName: '第一章 电工基础',
      nodeName: '2.1 低压配电',
      classroomDuration: 4000,
      onlineAttendance: 1,
      dutyRuleResultVOS: [{ dutyType: 'VIDEO_PROGRESS', targetValue: 90 }],
      learnProcess: 37.5,
      learningDuration: 1500,
      lastStudyTime: 1500,
      finished: false,
      isPreview: 0,
      classroomContent: { pageData: [{ type: 'video', url: '/media/video/demo.mp4', stream: 'mp4', content: null }] },
      learningRecord: { classStudentId: ids.studentId, learnProcess: 37.5, learningDuration: 1500, lastStudyTime: 1500, furthestPosition: 1500, watchedIntervals: [[0, 1500]], finished: false },
    });
    expect(body.data.transCodeVideoList.map((rendition) => rendition.templateType)).toEqual(['LD', 'SD', 'HD', 'FHD']);
  });

  it('marks an HLS stream, answers an article’s text and a first-level chapter without a node', async () => {
    expect((await detail(DEMO_CONTENTS.hlsVideo)).body.data.classroomContent.pageData[0]).toMatchObject({ type: 'video', url: '/media/hls/demo.m3u8', stream: 'hls' });
    const article = (await detail(DEMO_CONTENTS.article)).body.data;
    expect(article.classroomContent.pageData[0]).toMatchObject({ type: 'article', url: null, stream: null, content: expect.stringContaining('安全用电守则') });
    expect(article).toMatchObject({ chapterName: '第一章 电工基础', nodeName: '1.1 安全电压与触电', learnProcess: 100, finished: true });
    const homework = (await detail(DEMO_CONTENTS.homework)).body.data;
    expect(homework).toMatchObject({ classroomType: 6, chapterName: '第一章 电工基础', nodeName: '第一节 安全用电', classroomContent: { pageData: [] }, sourceType: null });
    expect((await detail(DEMO_CONTENTS.xsktHomework)).body.data).toMatchObject({ sourceType: 'xskt', chapterName: '第二章 电工识图', nodeName: '第一节 识图基础' });
  });

  it('answers an empty learning record (null) for a video without a file, and a zero record for one never studied', async () => {
    const never = (await detail(DEMO_CONTENTS.videoNoRecord)).body.data;
    expect(never).toMatchObject({ mustLearn: 0, learnProcess: 0, learningRecord: { learnProcess: 0, learningDuration: 0, watchedIntervals: [], studiedTime: null } });
    const id = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoNoRecord);
    await server.db.update(classrooms).set({ storageUrl: null }).where(eq(classrooms.id, id));
    try {
      const { body } = await detail(DEMO_CONTENTS.videoNoRecord);
      expect(body.data).toMatchObject({ learningRecord: null, classroomContent: { pageData: [] } });
    } finally {
      await server.db.update(classrooms).set({ storageUrl: '/media/video/demo.mp4' }).where(eq(classrooms.id, id));
    }
  });

  it('answers the same in preview, which still needs the enrolment', async () => {
    const { body } = await detail(DEMO_CONTENTS.videoInProgress, '&isPreview=1');
    expect(body.data).toMatchObject({ isPreview: 1, learnProcess: 37.5 });
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoInProgress);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroomId}&studentId=${ids.classmateId}&isPreview=1`, { token }), 403, /studentId/);
  });

  it("refuses no token, bad input, a classmate's enrolment, another class's classroom and another school", async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoInProgress);
    const query = `classroomId=${classroomId}&studentId=${ids.studentId}`;
    expectFailure(await server.typedJson(`${DETAIL}?${query}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=video&studentId=${ids.studentId}`, { token }), 400, /^classroomId: /);
    expectFailure(await server.typedJson(`${DETAIL}?${query}&isPreview=2`, { token }), 400, /^isPreview: /);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroomId}&studentId=${ids.classmateId}`, { token }), 403, /studentId/);
    // The quiet class does not teach the internal course.
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroomId}&studentId=${ids.quietStudentId}`, { token }), 404, /classroomId/);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroomId}&studentId=${ids.betaStudentId}`, { token: betaToken, tenantId: BETA }), 404, /classroomId/);
    expectFailure(await server.typedJson(`${DETAIL}?${query}`, { token: betaToken, tenantId: BETA }), 404, /studentId/);
    const betaVideo = await classroomIdOf(server, BETA, BETA_CONTENTS.video);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${betaVideo}&studentId=${ids.studentId}`, { token }), 404, /classroomId/);
  });

  it("refuses a classroom of another class's activity in a course the class does not teach", async () => {
    const [otherCourse] = await server.db
      .insert(courses)
      .values({ tenantId: DEMO, courseName: '另一班的课程', createdTime: server.clock.now })
      .returning();
    const [activity] = await server.db
      .insert(classActivities)
      .values({ tenantId: DEMO, classId: ids.quietClassId, courseId: otherCourse!.id, activityName: '另一班的活动', onlineType: 1, startTime: server.clock.now, endTime: server.clock.now })
      .returning();
    const [other] = await server.db
      .insert(classrooms)
      .values({ tenantId: DEMO, activityId: activity!.id, courseId: otherCourse!.id, name: '另一班的视频', dataType: 1, contentType: 'ONLINE_VIDEO_TEACHING', durationMs: 4000, storageUrl: '/media/video/demo.mp4' })
      .returning();
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${other!.id}&studentId=${ids.studentId}`, { token }), 404, /classroomId/);
    expectFailure(await server.typedJson(VISIT, { token, body: { classroomId: other!.id, studentId: ids.studentId } }), 404, /classroomId/);
    // The quiet class's own student opens it.
    expect((await server.typedJson(`${DETAIL}?classroomId=${other!.id}&studentId=${ids.quietStudentId}`, { token })).status).toBe(200);
    await server.db.delete(courses).where(eq(courses.id, otherCourse!.id));
    await server.db.delete(classActivities).where(eq(classActivities.id, activity!.id));
  });
});

describe('recording a visit', () => {
  const situation = () => server.typedJson(`${SITUATION}?courseId=${ids.internal}&studentId=${ids.studentId}`, { token });

  it('makes the classroom the last studied one; in preview it records nothing', async () => {
    expect((await situation()).body.data.lastClassroomName).toBe(DEMO_CONTENTS.videoInProgress);
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoNoRecord);

    server.clock.advance(60_000);
    const preview = await server.typedJson(VISIT, { token, body: { classroomId, classId: ids.classId, studentId: ids.studentId, isPreview: 1 } });
    expect(preview.body.data).toEqual({ classroomId, recorded: false, learnProcess: 0, finished: false, studiedTime: null });
    expect((await situation()).body.data.lastClassroomName).toBe(DEMO_CONTENTS.videoInProgress);

    const { status, body } = await server.typedJson(VISIT, { token, body: { classroomId, classId: ids.classId, studentId: ids.studentId } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ classroomId, recorded: true, learnProcess: 0, finished: false, studiedTime: server.clock.now.toISOString() });
    expect((await situation()).body.data).toMatchObject({ lastClassroomId: classroomId, lastClassroomName: DEMO_CONTENTS.videoNoRecord });
  });

  it('counts a page without playing time as studied once opened, and a homework not', async () => {
    const image = await classroomIdOf(server, DEMO, DEMO_CONTENTS.image);
    const { body } = await server.typedJson(VISIT, { token, body: { classroomId: image, studentId: ids.studentId } });
    expect(body.data).toMatchObject({ recorded: true, learnProcess: 100, finished: true });
    const homework = await classroomIdOf(server, DEMO, DEMO_CONTENTS.xsktHomework);
    expect((await server.typedJson(VISIT, { token, body: { classroomId: homework, studentId: ids.studentId } })).body.data).toMatchObject({ recorded: true, finished: false });
  });

  it('makes one row under parallel visits', async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoFuture);
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.typedJson(VISIT, { token, body: { classroomId, studentId: ids.studentId } })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await server.db
      .select()
      .from(studyProgress)
      .where(and(eq(studyProgress.classroomId, classroomId), eq(studyProgress.classStudentId, ids.studentId)));
    expect(rows).toHaveLength(1);
  });

  it("refuses no token, bad input, a classmate's enrolment and another school", async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoNoRecord);
    expectFailure(await server.typedJson(VISIT, { body: { classroomId, studentId: ids.studentId } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(VISIT, { token, body: { studentId: ids.studentId } }), 400, /^classroomId: /);
    expectFailure(await server.typedJson(VISIT, { token, body: { classroomId, studentId: ids.studentId, isPreview: 3 } }), 400, /^isPreview: /);
    expectFailure(await server.typedJson(VISIT, { token, body: { classroomId, studentId: ids.classmateId } }), 403, /studentId/);
    expectFailure(await server.typedJson(VISIT, { token: betaToken, tenantId: BETA, body: { classroomId, studentId: ids.betaStudentId } }), 404, /classroomId/);
  });
});
