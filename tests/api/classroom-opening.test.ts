// What the online classroom opens with (spec 3 §2; issue 25 row 5): listActivityContent answers
// when the caller last opened or studied each content (studiedTime), which the page orders videos
// by; opening a classroom (recordVisit) moves it. On the interaction class, whose student no other
// test signs in as.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openingContent } from '../../src/lib/study/classroom-player';
import { classActivities } from '../../src/server/db/schema';
import { resolveStudyTime } from '../../src/server/db/seed/study';
import { DEMO_INTERACTION } from '../../src/server/db/seed/study-fixtures';
import { signIn } from './support/envelope';
import { classIdOf, enrolmentOf } from './support/study';
import { DEMO, useTestServer } from './support/test-server';

const server = useTestServer();
const CONTENTS = '/api/teaching/anyone/classActivity/listActivityContent';
const VISIT = '/api/library/anyone/classroom/recordVisit';
const C = DEMO_INTERACTION.contents;
let token: string;
let classId: number;
let studentId: number;

async function activityId(name: string) {
  const [row] = await server.db.select({ id: classActivities.id }).from(classActivities).where(and(eq(classActivities.tenantId, DEMO), eq(classActivities.activityName, name)));
  return row!.id;
}

beforeAll(async () => {
  server.clock.now = resolveStudyTime([0, '12:00'], server.clock.now);
  token = (await signIn(server, DEMO, DEMO_INTERACTION.student.mobile)).token;
  classId = await classIdOf(server, DEMO, DEMO_INTERACTION.className);
  studentId = await enrolmentOf(server, classId, DEMO_INTERACTION.student.userId);
});

const contents = async (name: string) => {
  const { status, body } = await server.typedJson(CONTENTS, { token, body: { classId, studentId, activityId: await activityId(name) } });
  expect(status).toBe(200);
  return body.data.activityContentResultVOS;
};

describe('listActivityContent studiedTime', () => {
  it('answers when each content was last studied, null when never, and the opening rule picks the latest video', async () => {
    const list = await contents(DEMO_INTERACTION.activities.recentVideo);
    const at = (when: [number, string]) => resolveStudyTime(when, server.clock.now).toISOString();
    expect(list.map((content) => [content.contentName, content.studiedTime])).toEqual([
      [C.video1, at([-3, '10:00'])],
      [C.video2, at([-1, '10:00'])],
      [C.article, at([0, '00:05'])],
      [C.video3, null],
    ]);
    expect(openingContent(list)?.contentName).toBe(C.video2);
  });

  it('moves when the student opens a classroom', async () => {
    const before = await contents(DEMO_INTERACTION.activities.testFirst);
    expect(before.map((content) => content.studiedTime)).toEqual([null, null]);
    // No video studied: the first item, the test.
    expect(openingContent(before)?.contentName).toBe(C.test);
    const video = before.find((content) => content.contentName === C.videoAfterTest)!;
    expect((await server.typedJson(VISIT, { token, body: { classroomId: video.contentId, classId, studentId } })).status).toBe(200);
    const after = await contents(DEMO_INTERACTION.activities.testFirst);
    expect(after.find((content) => content.contentName === C.videoAfterTest)!.studiedTime).toBe(server.clock.now.toISOString());
    expect(openingContent(after)?.contentName).toBe(C.videoAfterTest);
  });
});
