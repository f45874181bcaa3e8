import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityDynamics,
  answerLogs,
  attemptAnswers,
  attendance,
  classActivities,
  classCourses,
  classroomHighlights,
  classroomQuestions,
  classrooms,
  classroomTeachers,
  classStudents,
  courseChapters,
  courses,
  knowledgePoints,
  paperQuestions,
  papers,
  questionAnswers,
  studentNotes,
  studentWorks,
  studyProgress,
  teachingClasses,
} from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { resolveStudyTime } from '../../src/server/db/seed/study';
import {
  BETA_ACTIVITIES,
  BETA_CLASSES,
  BETA_INTERACTION,
  BETA_PAPERS,
  BETA_STUDENT,
  DEMO_ACTIVITIES,
  DEMO_CLASSES,
  DEMO_CONTENTS,
  DEMO_COURSES,
  DEMO_PAPERS,
  DEMO_STUDENT,
  STUDY_FIXTURES,
} from '../../src/server/db/seed/study-fixtures';
import { BETA, DEMO, useTestServer } from './support/test-server';

const server = useTestServer();

const db = () => server.db;
const now = () => server.clock.now.getTime();

async function classByName(tenantId: string, className: string) {
  const [row] = await db()
    .select()
    .from(teachingClasses)
    .where(and(eq(teachingClasses.tenantId, tenantId), eq(teachingClasses.className, className)));
  expect(row, className).toBeDefined();
  return row!;
}

async function enrolment(classId: number, userId: string) {
  const [row] = await db()
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
  return row;
}

/**
 * The attendance state the schedule shows (classActivityStatus), as recommended to the routes:
 * attended (2) once signed in to any of the activity's classrooms or, online, once every required
 * content is finished (progress finished, or a work submitted); otherwise absent (1) after the
 * activity's end, and to attend (0) before it.
 */
async function activityState(activityId: number, classStudentId: number, endTime: Date): Promise<0 | 1 | 2> {
  const contents = await db().select().from(classrooms).where(eq(classrooms.activityId, activityId));
  const ids = contents.map((content) => content.id);
  const signedIn = await db()
    .select()
    .from(attendance)
    .where(and(eq(attendance.classStudentId, classStudentId), inArray(attendance.classroomId, ids), isNotNull(attendance.signInTime)));
  if (signedIn.length > 0) return 2;
  const [activity] = await db().select().from(classActivities).where(eq(classActivities.id, activityId));
  if (activity!.onlineType === 1) {
    const finished = await db()
      .select({ classroomId: studyProgress.classroomId })
      .from(studyProgress)
      .where(and(eq(studyProgress.classStudentId, classStudentId), eq(studyProgress.finished, true), inArray(studyProgress.classroomId, ids)));
    const submitted = await db()
      .select({ classroomId: studentWorks.classroomId })
      .from(studentWorks)
      .innerJoin(answerLogs, eq(answerLogs.studentWorkId, studentWorks.id))
      .where(and(eq(studentWorks.classStudentId, classStudentId), inArray(studentWorks.classroomId, ids), inArray(answerLogs.status, [1, 2])));
    const done = new Set([...finished, ...submitted].map((row) => row.classroomId));
    if (contents.filter((content) => content.mustLearn === 1).every((content) => done.has(content.id))) return 2;
  }
  return endTime.getTime() < now() ? 1 : 0;
}

const startOfToday = () => resolveStudyTime([0, '00:00'], server.clock.now).getTime();
const DAY = 86_400_000;

describe('study fixture times', () => {
  it('are local days and times of day around the seed clock', () => {
    const clock = new Date(2026, 4, 10, 15, 30);
    expect(resolveStudyTime([0, '09:05'], clock)).toEqual(new Date(2026, 4, 10, 9, 5));
    expect(resolveStudyTime([-3, '23:59'], clock)).toEqual(new Date(2026, 4, 7, 23, 59));
    expect(resolveStudyTime([30, '00:00'], clock)).toEqual(new Date(2026, 5, 9, 0, 0));
    expect(() => resolveStudyTime([0, 'noon'], clock)).toThrow(/unreadable time of day 'noon'/);
  });
});

describe('the demo student has a class of every status', () => {
  it('service statuses -1 to 3, more classes than one page of 4, and an experience class observed', async () => {
    const rows = await db()
      .select({ serviceStatus: classStudents.serviceStatus, isEnrollment: classStudents.isEnrollment, teachingClass: teachingClasses })
      .from(classStudents)
      .innerJoin(teachingClasses, eq(teachingClasses.id, classStudents.classId))
      .where(eq(classStudents.userId, DEMO_STUDENT.userId));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.serviceStatus))).toEqual(new Set([-1, 0, 1, 2, 3]));
    expect(new Set(rows.map((row) => row.teachingClass.teachingClassStatus))).toEqual(new Set([0, 1, 2]));
    expect(new Set(rows.map((row) => row.teachingClass.classStatus))).toEqual(new Set([0, 1, 2, 3]));
    expect(rows.some((row) => row.teachingClass.isExperience && row.teachingClass.experienceReady && row.isEnrollment === 0)).toBe(true);
  });

  it('the class not yet opened starts in the future; the experience class in preparation is not ready', async () => {
    const pending = await classByName(DEMO, DEMO_CLASSES.pendingStart);
    expect(pending.teachingClassStatus).toBe(0);
    expect(pending.trainingStartTime!.getTime()).toBeGreaterThan(now());
    const experience = await classByName(DEMO, DEMO_CLASSES.experiencePending);
    expect(experience).toMatchObject({ isExperience: true, experienceReady: false });
  });

  it('one class in service with its period study target open and one with it closed', async () => {
    const open = await classByName(DEMO, DEMO_CLASSES.inService);
    const closed = await classByName(DEMO, DEMO_CLASSES.inServiceQuiet);
    expect(await enrolment(open.id, DEMO_STUDENT.userId)).toMatchObject({ serviceStatus: 2, studyTargetClosed: false });
    expect(await enrolment(closed.id, DEMO_STUDENT.userId)).toMatchObject({ serviceStatus: 2, studyTargetClosed: true });
  });

  it('the tenant has classes open for enrolment beyond the student’s own', async () => {
    const [{ total }] = (await db().select({ total: count() }).from(teachingClasses).where(eq(teachingClasses.tenantId, DEMO))) as [{ total: number }];
    expect(total).toBeGreaterThan(8);
  });
});

describe('the class in service', () => {
  it('is in service with a running teaching class, and classmates', async () => {
    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    expect(teachingClass).toMatchObject({ classStatus: 1, teachingClassStatus: 1 });
    expect(await enrolment(teachingClass.id, DEMO_STUDENT.userId)).toMatchObject({ serviceStatus: 2, isEnrollment: 1 });
    const students = await db().select().from(classStudents).where(eq(classStudents.classId, teachingClass.id));
    expect(students.length).toBeGreaterThanOrEqual(4);
  });

  it('has required and elective activities, past, today and future, in every attendance state', async () => {
    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    const me = (await enrolment(teachingClass.id, DEMO_STUDENT.userId))!;
    const activities = await db().select().from(classActivities).where(eq(classActivities.classId, teachingClass.id));
    expect(activities.length).toBeGreaterThanOrEqual(8);
    expect(new Set(activities.map((activity) => activity.isRequired))).toEqual(new Set([0, 1]));
    expect(new Set(activities.map((activity) => activity.onlineType))).toEqual(new Set([1, 2]));
    const today = startOfToday();
    expect(activities.some((activity) => activity.endTime.getTime() < today)).toBe(true);
    expect(activities.some((activity) => activity.startTime.getTime() >= today && activity.startTime.getTime() < today + DAY)).toBe(true);
    expect(activities.some((activity) => activity.startTime.getTime() >= today + DAY)).toBe(true);

    const states: Record<string, number> = {};
    for (const activity of activities) states[activity.activityName] = await activityState(activity.id, me.id, activity.endTime);
    expect(states).toMatchObject({
      [DEMO_ACTIVITIES.pastOnlineAttended]: 2,
      [DEMO_ACTIVITIES.pastOnlineAbsent]: 1,
      [DEMO_ACTIVITIES.pastOfflineAttended]: 2,
      [DEMO_ACTIVITIES.pastOfflineAbsent]: 1,
      [DEMO_ACTIVITIES.pastExams]: 2,
      [DEMO_ACTIVITIES.todayOnline]: 0,
      [DEMO_ACTIVITIES.todayOffline]: 0,
      [DEMO_ACTIVITIES.futureOnline]: 0,
      [DEMO_ACTIVITIES.futureOffline]: 0,
      [DEMO_ACTIVITIES.electivePast]: 2,
      [DEMO_ACTIVITIES.electiveFuture]: 0,
    });
  });

  it('has dynamics of every type 0 to 5, by classmates', async () => {
    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    const dynamics = await db().select().from(activityDynamics).where(eq(activityDynamics.classId, teachingClass.id));
    expect(new Set(dynamics.map((dynamic) => dynamic.type))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(dynamics.every((dynamic) => dynamic.userId !== DEMO_STUDENT.userId && dynamic.realName)).toBe(true);
  });

  it('has contents of every kind: video (mp4 and HLS), audio, article, document, image, homework, test, face to face', async () => {
    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    const contents = await db()
      .select({ classroom: classrooms })
      .from(classrooms)
      .innerJoin(classActivities, eq(classActivities.id, classrooms.activityId))
      .where(eq(classActivities.classId, teachingClass.id));
    const byName = new Map(contents.map(({ classroom }) => [classroom.name, classroom]));
    expect(new Set(contents.map(({ classroom }) => classroom.dataType))).toEqual(new Set([1, 2, 3, 4, 6, 7, 8, 11]));
    expect(byName.get(DEMO_CONTENTS.videoFinished)).toMatchObject({ storageUrl: '/media/video/demo.mp4', durationMs: 4000, dutyVideoProgressTarget: 90 });
    expect(byName.get(DEMO_CONTENTS.videoFinished)!.transcodeVideoList.map((video) => video.templateType)).toEqual(['LD', 'SD', 'HD', 'FHD']);
    expect(byName.get(DEMO_CONTENTS.hlsVideo)!.storageUrl).toBe('/media/hls/demo.m3u8');
    expect(byName.get(DEMO_CONTENTS.article)!.articleContent).toContain('<p>');
    expect(byName.get(DEMO_CONTENTS.document)!.storageUrl).toMatch(/\.pdf$/);
    expect(byName.get(DEMO_CONTENTS.videoInProgress)!.onlineAttendance).toBe(1);
    for (const name of [DEMO_CONTENTS.homework, DEMO_CONTENTS.test, DEMO_CONTENTS.xsktHomework]) expect(byName.get(name)!.paperId, name).not.toBeNull();
    for (const { classroom } of contents) if (classroom.storageUrl) expect(existsSync(path.join('public', classroom.storageUrl)), classroom.storageUrl).toBe(true);
  });

  it('has one video with progress and one with an empty learning record', async () => {
    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    const me = (await enrolment(teachingClass.id, DEMO_STUDENT.userId))!;
    const progressOf = async (name: string) => {
      const [content] = await db().select().from(classrooms).where(and(eq(classrooms.tenantId, DEMO), eq(classrooms.name, name)));
      return db().select().from(studyProgress).where(and(eq(studyProgress.classroomId, content!.id), eq(studyProgress.classStudentId, me.id)));
    };
    expect(await progressOf(DEMO_CONTENTS.videoInProgress)).toMatchObject([{ lastPositionMs: 1500, finished: false, watchedIntervals: [[0, 1500]] }]);
    expect(await progressOf(DEMO_CONTENTS.videoNoRecord)).toEqual([]);
  });

  it('has an offline classroom with a lead and assistant teachers, knowledge points and highlights', async () => {
    const [content] = await db().select().from(classrooms).where(and(eq(classrooms.tenantId, DEMO), eq(classrooms.name, DEMO_CONTENTS.offlineAttended)));
    expect(content).toMatchObject({ dataType: 11, contentType: 'OFFLINE_FACE2FACE_TEACHING' });
    expect(content!.description).toBeTruthy();
    expect((await db().select().from(classroomTeachers).where(eq(classroomTeachers.classroomId, content!.id))).length).toBeGreaterThanOrEqual(3);
    expect((await db().select().from(knowledgePoints).where(eq(knowledgePoints.classroomId, content!.id))).length).toBeGreaterThanOrEqual(2);
    const highlights = await db().select().from(classroomHighlights).where(eq(classroomHighlights.activityId, content!.activityId!));
    expect(highlights.filter((highlight) => highlight.fileType === 'IMAGE')).toHaveLength(2);
    expect(highlights.filter((highlight) => highlight.fileType === 'VIDEO')).toHaveLength(1);
    for (const highlight of highlights) expect(existsSync(path.join('public', highlight.url)), highlight.url).toBe(true);
  });

  it('has courses of every platform, a three-level chapter tree, and windows before, within and after now', async () => {
    const rows = await db().select().from(courses).where(eq(courses.tenantId, DEMO));
    const byName = new Map(rows.map((course) => [course.courseName, course]));
    expect(byName.get(DEMO_COURSES.internal)).toMatchObject({ learningPlatform: 0 });
    expect(byName.get(DEMO_COURSES.thirdParty)).toMatchObject({ thirdPlatformType: 11 });
    expect(byName.get(DEMO_COURSES.external)).toMatchObject({ courseType: 3, learningUrl: expect.stringMatching(/^https:/) });
    expect(byName.get(DEMO_COURSES.noLink)).toMatchObject({ learningUrl: null });
    expect(new Set(rows.map((course) => course.courseNature))).toEqual(new Set([0, 1, 2]));
    const chapters = await db().select().from(courseChapters).where(eq(courseChapters.courseId, byName.get(DEMO_COURSES.internal)!.id));
    expect(new Set(chapters.map((chapter) => chapter.level))).toEqual(new Set([1, 2, 3]));

    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    const windows = await db().select().from(classCourses).where(eq(classCourses.classId, teachingClass.id));
    expect(windows.some((window) => window.learnStartTime!.getTime() > now())).toBe(true);
    expect(windows.some((window) => window.learnStartTime!.getTime() < now() && window.learnEndTime!.getTime() > now())).toBe(true);
    expect(windows.some((window) => window.learnEndTime!.getTime() < now())).toBe(true);
  });
});

describe('homework and tests', () => {
  it('the homework has every question type, reading comprehension and cloze with sub-questions', async () => {
    const [paper] = await db().select().from(papers).where(and(eq(papers.tenantId, DEMO), eq(papers.title, DEMO_PAPERS.homework)));
    const questions = await db().select().from(paperQuestions).where(eq(paperQuestions.paperId, paper!.id));
    expect(new Set(questions.filter((question) => question.parentId === null).map((question) => question.questionType))).toEqual(new Set([1, 2, 3, 4, 6, 11, 13]));
    for (const type of [11, 13]) {
      const parent = questions.find((question) => question.questionType === type)!;
      expect(questions.filter((question) => question.parentId === parent.id).length, `type ${type}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('stems are HTML: a picture in every question type of the homework, a table, sub and sup, in both schools (issue 25)', async () => {
    const image = /<img src="(\/media\/images\/[\w-]+\.jpg)"/;
    for (const [tenant, title] of [[DEMO, DEMO_PAPERS.homework], [BETA, BETA_PAPERS.homework], [DEMO, DEMO_PAPERS.xskt]] as const) {
      const [paper] = await db().select().from(papers).where(and(eq(papers.tenantId, tenant), eq(papers.title, title)));
      const questions = await db().select().from(paperQuestions).where(eq(paperQuestions.paperId, paper!.id));
      const topLevel = questions.filter((question) => question.parentId === null);
      for (const type of new Set(topLevel.map((question) => question.questionType))) {
        const withImage = topLevel.find((question) => question.questionType === type && image.test(question.trunk));
        expect(withImage, `${title}: type ${type} with a picture`).toBeDefined();
        // The picture is one of the site's own files.
        expect(existsSync(path.join('public', image.exec(withImage!.trunk)![1]!)), withImage!.trunk).toBe(true);
      }
      const html = JSON.stringify(questions.map((question) => [question.trunk, question.content, question.correctAnswer]));
      if (title !== DEMO_PAPERS.xskt) expect(html, title).toMatch(/<table>.*<\/table>/);
      expect(html, title).toMatch(/<sub>/);
      if (title !== DEMO_PAPERS.xskt) expect(html, title).toMatch(/<sup>/);
    }
  });

  it('the test is timed and the xskt homework comes from the external source', async () => {
    const rows = await db().select().from(papers).where(eq(papers.tenantId, DEMO));
    expect(rows.find((paper) => paper.title === DEMO_PAPERS.test)).toMatchObject({ kind: 'TEST', unitTimeMinutes: 30 });
    expect(rows.find((paper) => paper.title === DEMO_PAPERS.xskt)).toMatchObject({ kind: 'HOMEWORK', sourceType: 'xskt' });
  });

  it('the demo student has past attempts pending and marked, tests with their deadline', async () => {
    const logs = await db()
      .select({ log: answerLogs, kind: studentWorks.kind })
      .from(answerLogs)
      .innerJoin(studentWorks, eq(studentWorks.id, answerLogs.studentWorkId))
      .innerJoin(classStudents, eq(classStudents.id, studentWorks.classStudentId))
      .where(eq(classStudents.userId, DEMO_STUDENT.userId));
    for (const kind of ['HOMEWORK', 'TEST']) {
      const ofKind = logs.filter((row) => row.kind === kind).map((row) => row.log);
      expect(ofKind.some((log) => log.status === 1 && log.score === null), kind).toBe(true);
      expect(ofKind.some((log) => log.status === 2 && typeof log.score === 'number' && log.score > 0), kind).toBe(true);
    }
    for (const { log } of logs.filter((row) => row.kind === 'TEST')) {
      expect(log.deadlineTime!.getTime() - log.startedTime.getTime()).toBe(30 * 60_000);
      expect(log.submittedTime!.getTime()).toBeLessThanOrEqual(log.deadlineTime!.getTime());
    }
    const marked = logs.find((row) => row.log.status === 2)!.log;
    const answers = await db().select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, marked.id));
    expect(new Set(answers.map((answer) => answer.isCorrect))).toEqual(new Set([true, false]));
  });
});

describe('interaction', () => {
  it('notes by the student (shared and private), by classmates and by the teacher', async () => {
    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    const me = (await enrolment(teachingClass.id, DEMO_STUDENT.userId))!;
    const notes = await db().select().from(studentNotes).where(eq(studentNotes.classId, teachingClass.id));
    const mine = notes.filter((note) => note.classStudentId === me.id);
    expect(new Set(mine.map((note) => note.isShared))).toEqual(new Set([0, 1]));
    expect(notes.some((note) => note.classStudentId !== null && note.classStudentId !== me.id && note.isShared === 1)).toBe(true);
    expect(notes.some((note) => note.classStudentId !== null && note.classStudentId !== me.id && note.isShared === 0)).toBe(true);
    expect(notes.some((note) => note.isTeacher && note.classStudentId === null)).toBe(true);
  });

  it('questions by the student and classmates, answered and not, and a draft', async () => {
    const teachingClass = await classByName(DEMO, DEMO_CLASSES.inService);
    const me = (await enrolment(teachingClass.id, DEMO_STUDENT.userId))!;
    const questions = await db().select().from(classroomQuestions).where(eq(classroomQuestions.classId, teachingClass.id));
    const answered = new Set((await db().select().from(questionAnswers).where(inArray(questionAnswers.questionId, questions.map((question) => question.id)))).map((answer) => answer.questionId));
    expect(questions.some((question) => question.classStudentId === me.id && answered.has(question.id))).toBe(true);
    expect(questions.some((question) => question.classStudentId !== me.id)).toBe(true);
    expect(questions.some((question) => question.isDraft === 0 && !answered.has(question.id))).toBe(true);
    expect(questions.some((question) => question.classStudentId === me.id && question.isDraft === 1)).toBe(true);
  });
});

describe('the beta school', () => {
  it('holds its student’s smaller class in service: an online and an offline activity, a course, a homework', async () => {
    const teachingClass = await classByName(BETA, BETA_CLASSES.inService);
    expect(await enrolment(teachingClass.id, BETA_STUDENT.userId)).toMatchObject({ serviceStatus: 2 });
    const activities = await db().select().from(classActivities).where(eq(classActivities.classId, teachingClass.id));
    expect(activities.map((activity) => [activity.activityName, activity.onlineType]).sort()).toEqual(
      [
        [BETA_ACTIVITIES.online, 1],
        [BETA_ACTIVITIES.offline, 2],
      ].sort(),
    );
    expect((await db().select().from(courses).where(eq(courses.tenantId, BETA))).length).toBe(1);
    expect((await db().select().from(papers).where(eq(papers.tenantId, BETA))).map((paper) => paper.kind)).toEqual(['HOMEWORK']);
  });

  it('no demo student or class leaks into it', async () => {
    expect(await db().select().from(classStudents).where(and(eq(classStudents.tenantId, BETA), eq(classStudents.userId, DEMO_STUDENT.userId)))).toEqual([]);
    // Its class in service, and the classroom interaction class (issue 25) of its own student.
    expect((await db().select().from(teachingClasses).where(eq(teachingClasses.tenantId, BETA))).map((row) => row.className).sort()).toEqual(
      [BETA_CLASSES.inService, BETA_INTERACTION.className].sort(),
    );
  });
});

describe('study fixtures', () => {
  it('name only media that exist under public/', () => {
    const text = JSON.stringify(STUDY_FIXTURES);
    for (const [url] of text.matchAll(/\/media\/[\w./-]+/g)) expect(existsSync(path.join('public', url)), url).toBe(true);
  });
});

describe('reseeding the study area', () => {
  const tables = {
    teachingClasses,
    classStudents,
    courses,
    classCourses,
    courseChapters,
    classActivities,
    classrooms,
    attendance,
    studyProgress,
    activityDynamics,
    classroomQuestions,
    studentNotes,
    papers,
    paperQuestions,
    studentWorks,
    answerLogs,
    attemptAnswers,
  };
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = (await db().select({ total: count() }).from(table)) as [{ total: number }];
      result[name] = row.total;
    }
    return result;
  };

  it('adds nothing the second time', async () => {
    const before = await counts();
    expect(before.teachingClasses).toBeGreaterThan(0);
    expect(await seedDatabase(db(), server.config.tenantsDir, new Date(now() + 3 * DAY))).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
