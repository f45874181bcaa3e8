// The offline classroom page (routes/offline-classroom.ts): detail, teachers (the lead first),
// knowledge points and highlights grouped by course, for a student of the classroom's class only.
import { describe, expect, it } from 'vitest';
import { BETA_ACTIVITIES, BETA_CONTENTS, DEMO_ACTIVITIES, DEMO_CONTENTS, DEMO_COURSES } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { useInServiceWorld } from './support/study';
import { BETA, useTestServer } from './support/test-server';

const server = useTestServer();
const world = useInServiceWorld(server);

const C = DEMO_CONTENTS;
const classroom = (name: string) => world.classrooms.get(name)!;

const DETAIL = '/api/teaching/anyone/offlineClassroom/detail';
const TEACHERS = '/api/teaching/anyone/offlineClassroom/teacherPage';
const POINTS = '/api/teaching/anyone/offlineClassroom/pointPage';
const TITBITS = '/api/teaching/anyone/classroomTitbit/list';

describe('GET offlineClassroom/detail', () => {
  it('answers the notes before class, knowledge points, teachers (the lead first) and the place', async () => {
    const { status, body } = await server.typedJson(`${DETAIL}?classroomId=${classroom(C.offlineAttended)}`, { token: world.token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      classroomId: classroom(C.offlineAttended),
      classroomName: C.offlineAttended,
      activityId: world.activities.get(DEMO_ACTIVITIES.pastOfflineAttended),
      desc: '请穿绝缘鞋、携带笔记本，提前 10 分钟到场签到。',
      position: '实训楼 302 室',
      address: '示范市科技路 88 号实训楼',
    });
    expect(body.data.points.map((point) => point.pointDesc)).toEqual(['脱离电源的方法', '心肺复苏的操作要领', '触电急救的注意事项']);
    expect(body.data.teacherList.map((teacher) => [teacher.teacherName, teacher.isLead])).toEqual([
      ['陈建国', 1],
      ['刘芳', 0],
      ['王海', 0],
    ]);
  });

  it('takes the class and enrolment when sent', async () => {
    const { status } = await server.typedJson(`${DETAIL}?classroomId=${classroom(C.offlineToday)}&classId=${world.classId}`, { token: world.token });
    expect(status).toBe(200);
  });

  it('refuses a classroom that is not face to face, bad ids, no token and another school', async () => {
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroom(C.videoFinished)}`, { token: world.token }), 400, /^classroomId: .*not a face-to-face/);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=abc`, { token: world.token }), 400, /^classroomId/);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroom(C.offlineAttended)}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroom(BETA_CONTENTS.offline)}`, { token: world.token }), 404, /^classroomId/);
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroom(C.offlineAttended)}`, { token: world.betaToken, tenantId: BETA }), 404, /^classroomId/);
  });

  it("refuses a classroom of a class the student is not in, even with that class's id", async () => {
    expectFailure(await server.typedJson(`${DETAIL}?classroomId=${classroom(BETA_CONTENTS.offline)}&classId=${world.betaClassId}`, { token: world.token }), 404, /./);
  });
});

describe('POST offlineClassroom/teacherPage and pointPage', () => {
  it('pages the teachers with the lead first, whichever page', async () => {
    const first = await server.typedJson(TEACHERS, { token: world.token, body: { classroomId: classroom(C.offlineAttended), current: 1, size: 999 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 3, size: 999, current: 1, pages: 1 });
    expect(first.body.data.records[0]).toMatchObject({ teacherName: '陈建国', teacherAvatar: '/media/images/v-avatar-1.jpg', isLead: 1 });
    const second = await server.typedJson(TEACHERS, { token: world.token, body: { classroomId: classroom(C.offlineAttended), current: 2, size: 2 } });
    expect(second.body.data).toMatchObject({ total: 3, pages: 2 });
    expect(second.body.data.records.map((teacher) => [teacher.teacherName, teacher.isLead])).toEqual([['王海', 0]]);
  });

  it('pages the knowledge points in order, 999 by default', async () => {
    const { status, body } = await server.typedJson(POINTS, { token: world.token, body: { classroomId: classroom(C.offlineToday) } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, size: 999 });
    expect(body.data.records.map((point) => point.pointDesc)).toEqual(['配电箱的安装', '漏电保护器的接线']);
  });

  it('refuses bad input, no token and another school', async () => {
    expectFailure(await server.typedJson(TEACHERS, { token: world.token, body: { current: 1, size: 10 } }), 400, /^classroomId/);
    expectFailure(await server.typedJson(POINTS, { token: world.token, body: { classroomId: classroom(C.offlineToday), size: 0 } }), 400, /^size/);
    expectFailure(await server.typedJson(TEACHERS, { body: { classroomId: classroom(C.offlineToday) } }), 401, /token/, 40001);
    expectFailure(await server.typedJson(POINTS, { token: world.betaToken, tenantId: BETA, body: { classroomId: classroom(C.offlineToday) } }), 404, /^classroomId/);
  });
});

describe('GET classroomTitbit/list', () => {
  it("groups an activity's highlights by course: pictures and a video", async () => {
    const bizId = world.activities.get(DEMO_ACTIVITIES.pastOfflineAttended)!;
    const { status, body } = await server.typedJson(`${TITBITS}?bizId=${bizId}&classId=${world.classId}&courseId=${world.courses.get(DEMO_COURSES.noLink)}`, { token: world.token });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        courseId: world.courses.get(DEMO_COURSES.noLink),
        courseName: DEMO_COURSES.noLink,
        titbitList: [
          { id: expect.any(Number), titbitName: '实训现场', fileType: 'IMAGE', url: '/media/images/a-1.jpg' },
          { id: expect.any(Number), titbitName: '分组练习', fileType: 'IMAGE', url: '/media/images/a-2.jpg' },
          { id: expect.any(Number), titbitName: '心肺复苏示范', fileType: 'VIDEO', url: '/media/video/demo.mp4' },
        ],
      },
    ]);
  });

  it('answers nothing for an activity without highlights or another course', async () => {
    const today = world.activities.get(DEMO_ACTIVITIES.todayOffline)!;
    expect((await server.typedJson(`${TITBITS}?bizId=${today}&classId=${world.classId}`, { token: world.token })).body.data).toEqual([]);
    const bizId = world.activities.get(DEMO_ACTIVITIES.pastOfflineAttended)!;
    expect((await server.typedJson(`${TITBITS}?bizId=${bizId}&classId=${world.classId}&courseId=${world.courses.get(DEMO_COURSES.internal)}`, { token: world.token })).body.data).toEqual([]);
  });

  it('refuses bad input, no token and another school', async () => {
    const bizId = world.activities.get(DEMO_ACTIVITIES.pastOfflineAttended)!;
    expectFailure(await server.typedJson(`${TITBITS}?classId=${world.classId}`, { token: world.token }), 400, /^bizId/);
    expectFailure(await server.typedJson(`${TITBITS}?bizId=${bizId}&classId=${world.classId}`), 401, /token/, 40001);
    expectFailure(await server.typedJson(`${TITBITS}?bizId=${world.activities.get(BETA_ACTIVITIES.offline)}&classId=${world.classId}`, { token: world.token }), 404, /^activityId/);
    expectFailure(await server.typedJson(`${TITBITS}?bizId=${bizId}&classId=${world.betaClassId}`, { token: world.betaToken, tenantId: BETA }), 404, /^activityId/);
  });
});
