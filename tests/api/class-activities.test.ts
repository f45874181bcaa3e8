// The class's activities (routes/class-activities.ts): the before-class summary and page with the
// derived attendance state, the dynamics, the duty statistics, the timetable and an activity's
// contents, on the seeded class in service; each call refuses a missing token, bad input, another
// student's enrolment and another school's ids.
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT } from '../../src/lib/study/ranges';
import { classActivities } from '../../src/server/db/schema';
import { resolveStudyTime } from '../../src/server/db/seed/study';
import { BETA_ACTIVITIES, DEMO_ACTIVITIES, DEMO_CONTENTS, DEMO_STUDENT } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { atNoonInService, CLASSMATE, enrolmentOf } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
let token: string;
let betaToken: string;
let classId: number;
let betaClassId: number;
const activityIds = new Map<string, number>();

beforeAll(async () => {
  ({ token, betaToken, classId, betaClassId } = await atNoonInService(server));
  for (const row of await server.db.select().from(classActivities)) activityIds.set(row.activityName, row.id);
});

const A = DEMO_ACTIVITIES;
const activity = (name: string) => activityIds.get(name)!;
const at = (day: number, time: string) => resolveStudyTime([day, time], server.clock.now);
const local = (date: Date) => dayjs(date).format(DATE_TIME_FORMAT);

const SUM = '/api/teaching/anyone/classActivity/sumBeforeClassActivity';
const PAGE = '/api/teaching/anyone/classActivity/pageBeforeClassActivity';
const DYNAMICS = '/api/teaching/anyone/classActivity/pageActivityDynamic';
const DUTY = '/api/teaching/anyone/classActivity/getDutyCount';
const BY_DATE = '/api/teaching/anyone/classActivity/listActivityByDate';
const CONTENTS = '/api/teaching/anyone/classActivity/listActivityContent';

const classmateStudentId = () => enrolmentOf(server, classId, CLASSMATE.userId);

describe('POST sumBeforeClassActivity', () => {
  it('counts all activities, required absences and attendances, and electives', async () => {
    const { status, body } = await server.typedJson(SUM, { token, body: { classId, userId: DEMO_STUDENT.userId } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ totalNum: 11, absenceNum: 2, attendanceNum: 3, electiveNum: 2, toAttendNum: 4 });
  });

  it('counts only the past activities with timeType PAST', async () => {
    const { body } = await server.typedJson(SUM, { token, body: { classId, timeType: 'PAST' } });
    expect(body.data).toEqual({ totalNum: 6, absenceNum: 2, attendanceNum: 3, electiveNum: 1, toAttendNum: 0 });
  });

  it('refuses without a token, without a class, and for another user or enrolment', async () => {
    expectFailure(await server.typedJson(SUM, { body: { classId } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(SUM, { token, body: {} }), 400, /^classId/);
    expectFailure(await server.typedJson(SUM, { token, body: { classId, userId: 'demo-u-1002' } }), 403, /^userId/);
    expectFailure(await server.typedJson(SUM, { token, body: { classId, studentId: await classmateStudentId() } }), 403, /^studentId/);
  });

  it("refuses another school's class: beta's student cannot read demo's, nor demo's beta's", async () => {
    expectFailure(await server.typedJson(SUM, { token: betaToken, tenantId: BETA, body: { classId } }), 404, /classId/);
    expectFailure(await server.typedJson(SUM, { token, body: { classId: betaClassId } }), 404, /classId/);
  });
});

describe('POST pageBeforeClassActivity', () => {
  it('pages the absent required activities with their contents and duty counts', async () => {
    const { status, body } = await server.typedJson(PAGE, { token, body: { current: 1, size: 6, model: { classId, classActivityStatus: 1, isRequired: 1 } } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, size: 6, current: 1, pages: 1 });
    expect(body.data.records.map((record) => record.activityName)).toEqual([A.pastOnlineAbsent, A.pastOfflineAbsent]);
    const [online, offline] = body.data.records;
    expect(online).toMatchObject({
      activityId: activity(A.pastOnlineAbsent),
      isRequired: 1,
      classActivityStatus: 1,
      onlineType: 1,
      startTime: at(-7, '00:00').toISOString(),
      endTime: at(-6, '23:59').toISOString(),
      activityFinishTypeMap: { VIDEO_PROGRESS: { totalNum: 1, finishNum: 0 }, ONLINE_HOMEWORK_SUBMIT: { totalNum: 0, finishNum: 0 }, ONLINE_TEST_SUBMIT: { totalNum: 0, finishNum: 0 } },
    });
    expect(online!.activityContentResultVOS.map((content) => [content.contentName, content.dataType])).toEqual([
      [DEMO_CONTENTS.audio, 2],
      [DEMO_CONTENTS.image, 8],
      [DEMO_CONTENTS.hlsVideo, 1],
    ]);
    expect(online!.activityContentResultVOS[2]).toMatchObject({ learnProcess: 25, lastStudyTime: 1000, learningDuration: 1000, finStatus: 1, classroomCover: '/media/images/a-video-2.jpg' });
    expect(offline).toMatchObject({ onlineType: 2, position: '实训楼 201 室', address: '示范市科技路 88 号实训楼' });
    expect(offline!.dynamic.map((dynamic) => [dynamic.type, dynamic.realName])).toEqual([[0, '李华']]);
  });

  it('lists past activities newest first, each with its latest dynamics', async () => {
    const { body } = await server.typedJson(PAGE, { token, body: { current: 1, size: 9, model: { classId, timeType: 'PAST' } } });
    expect(body.data.records.map((record) => [record.activityName, record.classActivityStatus])).toEqual([
      [A.pastOfflineAbsent, 1],
      [A.pastExams, 2],
      [A.electivePast, 2],
      [A.pastOfflineAttended, 2],
      [A.pastOnlineAbsent, 1],
      [A.pastOnlineAttended, 2],
    ]);
    const exams = body.data.records[1]!;
    expect(exams.activityFinishTypeMap).toMatchObject({ ONLINE_HOMEWORK_SUBMIT: { totalNum: 1, finishNum: 1 }, ONLINE_TEST_SUBMIT: { totalNum: 1, finishNum: 1 } });
    const offline = body.data.records[3]!;
    expect(offline.extendId).not.toBeNull();
    expect(offline.dynamic.map((dynamic) => dynamic.type)).toEqual([5, 2, 1, 0]);
  });

  it("lists today's activities still to attend, and electives", async () => {
    const today = await server.typedJson(PAGE, { token, body: { model: { classId, timeType: 'TODAY' } } });
    expect(today.body.data).toMatchObject({ size: 6, total: 2 });
    expect(today.body.data.records.map((record) => [record.activityName, record.classActivityStatus])).toEqual([
      [A.todayOnline, 0],
      [A.todayOffline, 0],
    ]);
    expect(today.body.data.records[0]!.activityContentResultVOS[0]).toMatchObject({ contentName: DEMO_CONTENTS.videoInProgress, learnProcess: 38, lastStudyTime: 1500, mustLearn: 1 });
    const electives = await server.typedJson(PAGE, { token, body: { model: { classId, isRequired: 0 } } });
    expect(electives.body.data.records.map((record) => record.activityName)).toEqual([A.electivePast, A.electiveFuture]);
  });

  it('pages in the sizes asked: 3 a page makes two pages of the past', async () => {
    const second = await server.typedJson(PAGE, { token, body: { current: 2, size: 3, model: { classId, timeType: 'PAST' } } });
    expect(second.body.data).toMatchObject({ total: 6, pages: 2, current: 2 });
    expect(second.body.data.records.map((record) => record.activityName)).toEqual([A.pastOfflineAttended, A.pastOnlineAbsent, A.pastOnlineAttended]);
  });

  it('refuses bad filters, no token and another school', async () => {
    expectFailure(await server.typedJson(PAGE, { token, body: { model: { classId, classActivityStatus: 5 } } }), 400, /^model\.classActivityStatus/);
    expectFailure(await server.typedJson(PAGE, { token, body: { model: { classId, timeType: 'SOON' } } }), 400, /^model\.timeType/);
    expectFailure(await server.typedJson(PAGE, { token, body: { size: 0, model: { classId } } }), 400, /^size/);
    expectFailure(await server.typedJson(PAGE, { token, body: {} }), 400, /^model/);
    expectFailure(await server.typedJson(PAGE, { body: { model: { classId } } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(PAGE, { token: betaToken, tenantId: BETA, body: { model: { classId } } }), 404, /classId/);
  });
});

describe('POST pageActivityDynamic', () => {
  it("pages the class's dynamics newest first, 30 by default", async () => {
    const { status, body } = await server.typedJson(DYNAMICS, { token, body: { current: 1, model: { classId } } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 9, size: 30, pages: 1 });
    expect(body.data.records[0]).toMatchObject({ type: 0, realName: '孙丽', activityId: activity(A.todayOnline), createdTime: at(0, '00:01').toISOString() });
    const times = body.data.records.map((record) => record.createdTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('narrows to one activity of the class, and refuses an activity of another school', async () => {
    const { body } = await server.typedJson(DYNAMICS, { token, body: { model: { classId, activityId: activity(A.pastOfflineAttended) } } });
    expect(body.data.records.map((record) => record.content)).toEqual(['实训很有收获！', '心肺复苏按压频率是多少？', '签退', '签到']);
    expectFailure(await server.typedJson(DYNAMICS, { token, body: { model: { classId, activityId: activity(BETA_ACTIVITIES.online) } } }), 404, /^activityId/);
  });

  it('refuses no token and bad input', async () => {
    expectFailure(await server.typedJson(DYNAMICS, { body: { model: { classId } } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(DYNAMICS, { token, body: { model: { classId, activityId: 'first' } } }), 400, /^model\.activityId/);
  });
});

describe('POST getDutyCount', () => {
  it('counts the whole class (UNIT): required activities, attended ones, the ranking and every duty', async () => {
    const { status, body } = await server.typedJson(DUTY, { token, body: { classId, userId: DEMO_STUDENT.userId, evaluateType: 'UNIT' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      requiredActivityNum: 9,
      finishSignActivityNum: 3,
      rankIndex: 1,
      rankTotal: 5,
      resultMap: {
        OFFLINE_FACE2FACE_TEACHING_FIN_TIMES: { totalNum: 4, finishNum: 1 },
        ONLINE_VIDEO_TEACHING_STUDY_TIMES: { totalNum: 6, finishNum: 2 },
        VIDEO_PROGRESS: { totalNum: 4, finishNum: 1 },
        EE_LIVE_LECTURES_VIDEO_PROGRESS: { totalNum: 0, finishNum: 0 },
        ONLINE_HOMEWORK_SUBMIT: { totalNum: 2, finishNum: 1 },
        ONLINE_TEST_SUBMIT: { totalNum: 1, finishNum: 1 },
      },
    });
  });

  it('counts only the activities starting in the range', async () => {
    const body = { classId, evaluateType: 'WEEK' as const, beginDateTime: local(at(0, '00:00')), endDateTime: local(at(0, '23:59')) };
    const { data } = (await server.typedJson(DUTY, { token, body })).body;
    expect(data).toMatchObject({ requiredActivityNum: 2, finishSignActivityNum: 0, resultMap: { OFFLINE_FACE2FACE_TEACHING_FIN_TIMES: { totalNum: 1, finishNum: 0 } } });
  });

  it('refuses a range without bounds, backwards, too long or unreadable', async () => {
    const begin = local(at(0, '00:00'));
    expectFailure(await server.typedJson(DUTY, { token, body: { classId, evaluateType: 'MONTH' } }), 400, /^beginDateTime: required/);
    expectFailure(await server.typedJson(DUTY, { token, body: { classId, evaluateType: 'WEEK', beginDateTime: begin, endDateTime: local(at(-1, '00:00')) } }), 400, /^endDateTime: must be later/);
    expectFailure(await server.typedJson(DUTY, { token, body: { classId, evaluateType: 'UNIT', beginDateTime: begin, endDateTime: local(at(401, '00:00')) } }), 400, /^endDateTime: .*400 days/);
    expectFailure(await server.typedJson(DUTY, { token, body: { classId, evaluateType: 'WEEK', beginDateTime: 'yesterday', endDateTime: begin } }), 400, /^beginDateTime/);
    expectFailure(await server.typedJson(DUTY, { token, body: { classId, evaluateType: 'YEAR' } }), 400, /^evaluateType/);
  });

  it('refuses no token and another school', async () => {
    expectFailure(await server.typedJson(DUTY, { body: { classId, evaluateType: 'UNIT' } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(DUTY, { token: betaToken, tenantId: BETA, body: { classId, evaluateType: 'UNIT' } }), 404, /classId/);
  });
});

describe('POST listActivityByDate', () => {
  it('groups the range by local date: a date is finished (colorStatus 2) only when all its activities are', async () => {
    const body = { classId, evaluateType: 'MONTH' as const, startTime: local(at(-10, '00:00')), endTime: local(at(0, '23:59')) };
    const { status, body: answer } = await server.typedJson(BY_DATE, { token, body });
    expect(status).toBe(200);
    const dateKey = (day: number) => dayjs(at(day, '00:00')).format('YYYY-MM-DD');
    expect(answer.data.optionData.map((option) => [option.dateKey, option.colorStatus, option.activityResultVOList.map((item) => item.activityName)])).toEqual([
      [dateKey(-10), 2, [A.pastOnlineAttended]],
      [dateKey(-7), 1, [A.pastOnlineAbsent, A.pastOfflineAttended]],
      [dateKey(-5), 2, [A.electivePast]],
      [dateKey(-4), 1, [A.pastExams, A.pastOfflineAbsent]],
      [dateKey(0), 1, [A.todayOnline, A.todayOffline]],
    ]);
    expect(answer.data.activityResultVOList.map((item) => [item.activityName, item.finStatus])).toEqual([
      [A.pastOnlineAttended, 2],
      [A.pastOnlineAbsent, 1],
      [A.pastOfflineAttended, 2],
      [A.electivePast, 2],
      [A.pastExams, 2],
      [A.pastOfflineAbsent, 1],
      [A.todayOnline, 1],
      [A.todayOffline, 1],
    ]);
  });

  it('lists the whole class with UNIT', async () => {
    const { body } = await server.typedJson(BY_DATE, { token, body: { classId, evaluateType: 'UNIT' } });
    expect(body.data.activityResultVOList).toHaveLength(11);
    expect(body.data.activityResultVOList.at(-1)).toMatchObject({ activityName: A.electiveFuture, finStatus: 1, isRequired: 0 });
  });

  it('refuses a backwards or too long range, no token and another school', async () => {
    const start = local(at(0, '00:00'));
    expectFailure(await server.typedJson(BY_DATE, { token, body: { classId, evaluateType: 'WEEK', startTime: start, endTime: start } }), 400, /^endTime: must be later than startTime/);
    expectFailure(await server.typedJson(BY_DATE, { token, body: { classId, evaluateType: 'WEEK', startTime: start, endTime: local(at(500, '00:00')) } }), 400, /^endTime: .*400 days/);
    expectFailure(await server.typedJson(BY_DATE, { token, body: { classId, evaluateType: 'WEEK', startTime: '2026-02-30 00:00:00', endTime: start } }), 400, /^startTime/);
    expectFailure(await server.typedJson(BY_DATE, { body: { classId, evaluateType: 'UNIT' } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(BY_DATE, { token: betaToken, tenantId: BETA, body: { classId, evaluateType: 'UNIT' } }), 404, /classId/);
  });
});

describe('POST listActivityContent', () => {
  it("answers an activity's contents with the student's progress in each", async () => {
    const { status, body } = await server.typedJson(CONTENTS, { token, body: { classId, userId: DEMO_STUDENT.userId, activityId: activity(A.pastOnlineAttended) } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ activityName: A.pastOnlineAttended, classActivityStatus: 2, activityFinishTypeMap: { VIDEO_PROGRESS: { totalNum: 1, finishNum: 1 } } });
    expect(body.data.activityContentResultVOS.map((content) => [content.contentName, content.contentType, content.learnProcess, content.finStatus])).toEqual([
      [DEMO_CONTENTS.videoFinished, 'ONLINE_VIDEO_TEACHING', 100, 2],
      [DEMO_CONTENTS.article, 'ONLINE_VIDEO_TEACHING', 100, 2],
      [DEMO_CONTENTS.document, 'E_WORDS_MATERIALS', 100, 2],
    ]);
    expect(body.data.activityContentResultVOS[0]).toMatchObject({ lastStudyTime: 4000, learningDuration: 4000 });
  });

  it("refuses another school's activity, a missing activityId and no token", async () => {
    expectFailure(await server.typedJson(CONTENTS, { token, body: { classId, activityId: activity(BETA_ACTIVITIES.offline) } }), 404, /^activityId/);
    expectFailure(await server.typedJson(CONTENTS, { token, body: { classId } }), 400, /^activityId/);
    expectFailure(await server.typedJson(CONTENTS, { body: { classId, activityId: activity(A.pastExams) } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(CONTENTS, { token: betaToken, tenantId: BETA, body: { classId: betaClassId, activityId: activity(A.pastExams) } }), 404, /^activityId/);
  });

});
