// Video progress saves (services/study-progress.ts through POST studyRecord/saveVideoProgress): the
// rules that protect the student's work. Nothing goes backwards, only watched stretches count, a
// jump to the end completes nothing, and reports sent at once all count.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classStudents, dutyRecords } from '../../src/server/db/schema';
import { BETA_CONTENTS, DEMO_CONTENTS } from '../../src/server/db/seed/study-fixtures';
import { expectFailure } from './support/envelope';
import { classroomIdOf, studyEnrolments } from './support/study';
import { BETA, useTestServer, DEMO } from './support/test-server';

const server = useTestServer();
let token: string;
let betaToken: string;
let ids: Awaited<ReturnType<typeof studyEnrolments>>['ids'];

beforeAll(async () => {
  ({ token, betaToken, ids } = await studyEnrolments(server));
});

const SAVE = '/api/library/anyone/studyRecord/saveVideoProgress';
const DETAIL = '/api/library/anyone/classroom/detail';

type Report = { lastStudyTime?: number; position?: number; learningDuration?: number; watchedIntervals?: [number, number][]; remainStudyDuration?: number };

const save = (classroomId: number, report: Report, studentId = ids.studentId, init: { token?: string; tenantId?: string } = { token }) =>
  server.typedJson(SAVE, { ...init, body: { classroomId, classId: studentId === ids.studentId ? ids.classId : undefined, studentId, client: 'Web', ...report } });

async function videoDuties(classroomId: number) {
  return server.db
    .select()
    .from(dutyRecords)
    .where(and(eq(dutyRecords.classroomId, classroomId), eq(dutyRecords.classStudentId, ids.studentId), eq(dutyRecords.dutyType, 'VIDEO_PROGRESS')));
}

async function studyDuration() {
  const [row] = await server.db.select({ ms: classStudents.studyDurationMs }).from(classStudents).where(eq(classStudents.id, ids.studentId));
  return row!.ms;
}

describe('progress never goes backwards', () => {
  it('keeps the larger learningDuration and furthest position; the resume position follows the report', async () => {
    // The HLS video: 1 s of 4 s watched, target 90 %.
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.hlsVideo);
    const before = await studyDuration();
    const first = await save(classroomId, { learningDuration: 3000, lastStudyTime: 2500, watchedIntervals: [[1000, 2500]] });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      classroomId,
      learnProcess: 62.5,
      finished: false,
      finishedNow: false,
      learningDuration: 3000,
      lastStudyTime: 2500,
      furthestPosition: 2500,
      watchedIntervals: [[0, 2500]],
    });
    // The seed said 1000 ms were spent: 2000 more count toward the class's study time.
    expect(await studyDuration()).toBe(before + 2000);

    const older = await save(classroomId, { learningDuration: 1200, lastStudyTime: 500, watchedIntervals: [[0, 400]] });
    expect(older.body.data).toMatchObject({ learningDuration: 3000, lastStudyTime: 500, furthestPosition: 2500, learnProcess: 62.5, watchedIntervals: [[0, 2500]] });
    expect(await studyDuration()).toBe(before + 2000);

    const player = await server.typedJson(`${DETAIL}?classroomId=${classroomId}&studentId=${ids.studentId}`, { token });
    expect(player.body.data).toMatchObject({ learnProcess: 62.5, learningDuration: 3000, lastStudyTime: 500, learningRecord: { furthestPosition: 2500 } });
  });

  it('takes position as the resume position when lastStudyTime is absent, and clamps it to the length', async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.hlsVideo);
    expect((await save(classroomId, { position: 1800 })).body.data.lastStudyTime).toBe(1800);
    expect((await save(classroomId, { lastStudyTime: 9000 })).body.data.lastStudyTime).toBe(4000);
  });
});

describe('only watched stretches count', () => {
  it('completes nothing when the playhead is dragged to the end', async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoInProgress);
    const { body } = await save(classroomId, { lastStudyTime: 4000, learningDuration: 1600, remainStudyDuration: 0 });
    expect(body.data).toMatchObject({ learnProcess: 37.5, finished: false, finishedNow: false, lastStudyTime: 4000, furthestPosition: 1500, watchedIntervals: [[0, 1500]] });
    // A stretch already watched, reported again, adds nothing either.
    expect((await save(classroomId, { watchedIntervals: [[0, 1500], [500, 1000]] })).body.data).toMatchObject({ learnProcess: 37.5, finished: false });
    expect(await videoDuties(classroomId)).toHaveLength(0);
  });

  it('completes the video when 90 % is watched in stretches, and records the duty once', async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoInProgress);
    const partly = await save(classroomId, { watchedIntervals: [[2500, 3600]], lastStudyTime: 3600 });
    expect(partly.body.data).toMatchObject({ learnProcess: 65, finished: false, watchedIntervals: [[0, 1500], [2500, 3600]] });

    server.clock.advance(60_000);
    const met = await save(classroomId, { watchedIntervals: [[1500, 2500]], lastStudyTime: 2500, learningDuration: 3700 });
    expect(met.body.data).toMatchObject({ learnProcess: 90, finished: true, finishedNow: true, watchedIntervals: [[0, 3600]], furthestPosition: 3600 });
    const [duty] = await videoDuties(classroomId);
    expect(duty).toMatchObject({ finStatus: 2, realValue: 90, createdTime: server.clock.now });

    const again = await save(classroomId, { watchedIntervals: [[3600, 4000]] });
    expect(again.body.data).toMatchObject({ learnProcess: 100, finished: true, finishedNow: false });
    expect(await videoDuties(classroomId)).toHaveLength(1);
  });

  it('asks for the whole video when it has no VIDEO_PROGRESS duty, and records no duty', async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoFuture);
    expect((await save(classroomId, { watchedIntervals: [[0, 3900]] })).body.data).toMatchObject({ learnProcess: 97.5, finished: false });
    expect((await save(classroomId, { watchedIntervals: [[3900, 4000]] })).body.data).toMatchObject({ learnProcess: 100, finished: true, finishedNow: true });
    expect(await videoDuties(classroomId)).toHaveLength(0);
  });
});

describe('reports sent at once', () => {
  it('all count: no interval is lost and the longest learningDuration wins', async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.videoNoRecord);
    const before = await studyDuration();
    const reports = Array.from({ length: 10 }, (_, i) => save(classroomId, { watchedIntervals: [[i * 400, i * 400 + 400]], learningDuration: (i + 1) * 400, lastStudyTime: i * 400 + 400 }));
    const answers = await Promise.all(reports);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.data.finishedNow)).toHaveLength(1);
    const player = await server.typedJson(`${DETAIL}?classroomId=${classroomId}&studentId=${ids.studentId}`, { token });
    expect(player.body.data).toMatchObject({ learnProcess: 100, finished: true, learningDuration: 4000, learningRecord: { watchedIntervals: [[0, 4000]], furthestPosition: 4000 } });
    expect(await studyDuration()).toBe(before + 4000);
  });
});

describe('what a report may say', () => {
  it('refuses intervals beyond the length, reversed or negative, and more than 200', async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.hlsVideo);
    expectFailure(await save(classroomId, { watchedIntervals: [[0, 100], [3000, 9000]] }), 400, /^watchedIntervals\.1: /);
    expectFailure(await save(classroomId, { watchedIntervals: [[300, 200]] }), 400, /^watchedIntervals\.0: startMs must not be after endMs/);
    expectFailure(await save(classroomId, { watchedIntervals: [[-5, 200]] }), 400, /^watchedIntervals\.0\.0: /);
    const many = Array.from({ length: 201 }, (_, i): [number, number] => [i, i + 1]);
    expectFailure(await save(classroomId, { watchedIntervals: many }), 400, /^watchedIntervals: at most 200/);
    expectFailure(await save(classroomId, { learningDuration: -1 }), 400, /^learningDuration: /);
    expectFailure(await save(classroomId, { lastStudyTime: 1.5 }), 400, /^lastStudyTime: /);
    expectFailure(await server.typedJson(SAVE, { token, body: { studentId: ids.studentId } }), 400, /^classroomId: /);
  });

  it('refuses a content that is not a video or audio', async () => {
    const article = await classroomIdOf(server, DEMO, DEMO_CONTENTS.article);
    expectFailure(await save(article, { learningDuration: 1000 }), 400, /^classroomId: /);
  });
});

describe('whose progress', () => {
  it("refuses no token, a classmate's enrolment, another class's enrolment and another school", async () => {
    const classroomId = await classroomIdOf(server, DEMO, DEMO_CONTENTS.hlsVideo);
    expectFailure(await save(classroomId, { learningDuration: 1 }, ids.studentId, {}), 401, /token/, 40001);
    expectFailure(await save(classroomId, { learningDuration: 1 }, ids.classmateId), 403, /studentId/);
    expectFailure(await save(classroomId, { learningDuration: 1 }, ids.quietStudentId), 404, /classroomId/);
    expectFailure(await save(classroomId, { learningDuration: 1 }, ids.betaStudentId, { token: betaToken, tenantId: BETA }), 404, /classroomId/);
    expectFailure(await save(classroomId, { learningDuration: 1 }, ids.studentId, { token: betaToken, tenantId: BETA }), 404, /studentId/);
  });

  it("saves the beta student's own video in their school", async () => {
    const video = await classroomIdOf(server, BETA, BETA_CONTENTS.video);
    const { status, body } = await save(video, { watchedIntervals: [[0, 2000]], learningDuration: 2000 }, ids.betaStudentId, { token: betaToken, tenantId: BETA });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ learnProcess: 50, finished: false, learningDuration: 2000 });
  });
});
