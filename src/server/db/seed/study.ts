// The study area of a tenant (classes, courses, activities, classrooms, attendance, progress,
// interaction, homework and tests) from its fixture in study-fixtures.ts. Rows refer to each other
// by name there; here they get their ids. Past attempts get answers made from the paper's
// correct answers, one objective answer wrong, marked as the platform would mark them.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  activityDynamics,
  answerLogs,
  attemptAnswers,
  attendance,
  classActivities,
  classCourses,
  classroomComments,
  classroomHighlights,
  classroomLikes,
  classroomQuestions,
  classrooms,
  classroomTeachers,
  classStudents,
  courseChapters,
  courses,
  dutyRecords,
  knowledgePoints,
  paperQuestions,
  papers,
  products,
  questionAnswers,
  studentNotes,
  studentWorks,
  studyProgress,
  teachingClasses,
  users,
  type QuestionAnswer,
} from '../schema';
import type { Seeder } from './index';
import { STUDY_FIXTURES, type AttemptFixture, type ChapterFixture, type ContentFixture, type QuestionFixture, type When } from './study-fixtures';

const MINUTE = 60_000;

/** [day, 'HH:mm'] on the seed clock's local calendar: day 0 is the day of `now`. */
export function resolveStudyTime([day, clock]: When, now: Date): Date {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!match) throw new Error(`study fixture: unreadable time of day '${clock}' (use 'HH:mm')`);
  const date = new Date(now);
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() + day);
  date.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return date;
}

function lookup<T>(what: string, map: Map<string, T>) {
  return (key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`study fixture: unknown ${what} '${key}'`);
    return value;
  };
}

interface LeafQuestion {
  id: number;
  fixture: QuestionFixture;
}

/** An attempt's answers: right ones, but the first multiple choice only half chosen, so review shows a wrong mark. */
function answersFor(leaves: LeafQuestion[], marked: boolean) {
  let wrongOneLeft = true;
  return leaves.map(({ id, fixture }) => {
    const correct = fixture.keys ?? [];
    let answer: QuestionAnswer;
    if (fixture.type === 2 && wrongOneLeft && correct.length > 1) {
      wrongOneLeft = false;
      answer = { keys: correct.slice(0, 1) };
    } else if (fixture.type === 4) answer = { keys: [], content: fixture.content };
    else if (fixture.type === 6) answer = { keys: [], content: '按规程办理工作票，停电后验电并装设接地线。' };
    else answer = { keys: correct };

    if (fixture.type === 6) {
      // Short answers wait for a teacher: unscored until the attempt is marked.
      const score = marked ? fixture.point / 2 : null;
      return { questionId: id, answer, score, isCorrect: marked ? false : null };
    }
    const isCorrect = fixture.type === 4 ? answer.content === fixture.content : [...answer.keys].sort().join() === [...correct].sort().join();
    return { questionId: id, answer, score: isCorrect ? fixture.point : 0, isCorrect };
  });
}

export const seedStudy: Seeder = async (tx, { tenant, now }) => {
  const fixture = STUDY_FIXTURES[tenant.id];
  if (!fixture) return;
  const tenantId = tenant.id;
  const at = (when: When) => resolveStudyTime(when, now);

  if (fixture.classmates.length > 0) {
    await tx.insert(users).values(fixture.classmates.map((user) => ({ ...user, tenantId, createdTime: now, updatedTime: now })));
  }
  const people = await tx
    .select({ id: users.id, nickName: users.nickName, realName: users.realName, avatar: users.avatar })
    .from(users)
    .where(eq(users.tenantId, tenantId));
  const person = lookup('user', new Map(people.map((row) => [row.id, { name: row.realName ?? row.nickName, avatar: row.avatar }])));
  const productRows = await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.tenantId, tenantId));
  const product = lookup('product', new Map(productRows.map((row) => [row.name, row.id])));

  // Courses and their chapter trees.
  const courseIds = new Map<string, number>();
  const chapterIds = new Map<string, Map<string, number>>();
  for (const course of fixture.courses) {
    const { chapters, ...columns } = course;
    const [row] = await tx
      .insert(courses)
      .values({ ...columns, tenantId, introduceDetailList: columns.introduceDetailList ?? [], createdTime: now })
      .returning({ id: courses.id });
    courseIds.set(course.courseName, row!.id);
    const byName = new Map<string, number>();
    const insertChapters = async (list: ChapterFixture[], parentId: number | null, level: number) => {
      for (const [seq, chapter] of list.entries()) {
        const [inserted] = await tx
          .insert(courseChapters)
          .values({ tenantId, courseId: row!.id, parentId, level, name: chapter.name, seq })
          .returning({ id: courseChapters.id });
        byName.set(chapter.name, inserted!.id);
        if (chapter.children) await insertChapters(chapter.children, inserted!.id, level + 1);
      }
    };
    await insertChapters(chapters ?? [], null, 1);
    chapterIds.set(course.courseName, byName);
  }
  const courseId = lookup('course', courseIds);

  // Papers and their questions; answers are made from the leaves (sub-questions, not their parents).
  const paperIds = new Map<string, { id: number; kind: string; unitTimeMinutes: number | null; leaves: LeafQuestion[] }>();
  for (const paper of fixture.papers) {
    const { questions, ...columns } = paper;
    const [row] = await tx.insert(papers).values({ ...columns, tenantId, createdTime: now }).returning({ id: papers.id });
    const leaves: LeafQuestion[] = [];
    const insertQuestions = async (list: QuestionFixture[], parentId: number | null) => {
      for (const [seq, question] of list.entries()) {
        const [inserted] = await tx
          .insert(paperQuestions)
          .values({
            tenantId,
            paperId: row!.id,
            parentId,
            questionType: question.type,
            trunk: question.trunk,
            examPoint: question.point,
            content: { optionList: (question.options ?? []).map(([key, value]) => ({ key, value, content: value })) },
            correctAnswer: { keys: question.keys ?? [], content: question.content, contentDesc: question.explain },
            seq,
          })
          .returning({ id: paperQuestions.id });
        if (question.children) await insertQuestions(question.children, inserted!.id);
        else leaves.push({ id: inserted!.id, fixture: question });
      }
    };
    await insertQuestions(questions, null);
    paperIds.set(paper.title, { id: row!.id, kind: paper.kind, unitTimeMinutes: paper.unitTimeMinutes ?? null, leaves });
  }
  const paperOf = lookup('paper', paperIds);

  for (const teachingClass of fixture.classes) {
    const [start, end] = teachingClass.training.map(at) as [Date, Date];
    const [classRow] = await tx
      .insert(teachingClasses)
      .values({
        tenantId,
        className: teachingClass.className,
        classPeriodName: teachingClass.classPeriodName,
        classPeriodType: teachingClass.classPeriodType ?? 1,
        productId: teachingClass.product ? product(teachingClass.product) : null,
        productName: teachingClass.product ?? null,
        headTeacherName: teachingClass.headTeacherName,
        headTeacherUserId: teachingClass.headTeacherUserId ?? null,
        classStatus: teachingClass.classStatus,
        teachingClassStatus: teachingClass.teachingClassStatus,
        trainingStartTime: start,
        trainingEndTime: end,
        periodTrainingStartTime: start,
        periodTrainingEndTime: end,
        teachingPlanCreatedTime: new Date(start.getTime() - 7 * 1440 * MINUTE),
        statusTime: start,
        learningGoal: teachingClass.learningGoal,
        isExperience: teachingClass.isExperience ?? false,
        experienceReady: teachingClass.experienceReady ?? true,
        signUpTotal: teachingClass.signUpTotal ?? teachingClass.students.length,
        createdTime: new Date(start.getTime() - 20 * 1440 * MINUTE),
      })
      .returning({ id: teachingClasses.id });
    const classId = classRow!.id;

    const studentIds = new Map<string, number>();
    for (const student of teachingClass.students) {
      const [row] = await tx
        .insert(classStudents)
        .values({
          ...student,
          tenantId,
          classId,
          userId: student.user,
          enrolStateUpdatedTime: student.enrolState ? start : null,
          startDate: start,
          endDate: end,
          createdTime: new Date(start.getTime() - 10 * 1440 * MINUTE),
        })
        .returning({ id: classStudents.id });
      studentIds.set(student.user, row!.id);
    }
    const studentOf = lookup(`student of ${teachingClass.className}`, studentIds);

    for (const [seq, course] of (teachingClass.courses ?? []).entries()) {
      await tx.insert(classCourses).values({
        tenantId,
        classId,
        courseId: courseId(course.course),
        learnStartTime: at(course.window[0]),
        learnEndTime: at(course.window[1]),
        faceTeachingNumber: course.faceTeachingNumber ?? 0,
        needStudyDurationMs: course.needStudyDurationMs ?? 0,
        homeworkNumber: course.homeworkNumber ?? 0,
        testNumber: course.testNumber ?? 0,
        seq,
      });
    }

    for (const [activitySeq, activity] of (teachingClass.activities ?? []).entries()) {
      const activityCourseId = activity.course ? courseId(activity.course) : null;
      const chapterOf = lookup(`chapter of ${activity.course}`, (activity.course && chapterIds.get(activity.course)) || new Map<string, number>());
      const [activityRow] = await tx
        .insert(classActivities)
        .values({
          tenantId,
          classId,
          courseId: activityCourseId,
          activityName: activity.activityName,
          isRequired: activity.isRequired,
          onlineType: activity.onlineType,
          startTime: at(activity.start),
          endTime: at(activity.end),
          position: activity.position,
          address: activity.address,
          seq: activitySeq,
        })
        .returning({ id: classActivities.id });
      const activityId = activityRow!.id;
      const offline = activity.onlineType === 2;

      for (const [contentSeq, content] of activity.contents.entries()) {
        const paper = content.paper ? paperOf(content.paper) : undefined;
        const [classroomRow] = await tx
          .insert(classrooms)
          .values({
            tenantId,
            activityId,
            courseId: activityCourseId,
            chapterId: content.chapter ? chapterOf(content.chapter) : null,
            name: content.name,
            dataType: content.dataType,
            contentType: content.contentType,
            mustLearn: content.mustLearn ?? 1,
            durationMs: content.durationMs ?? 0,
            storageUrl: content.storageUrl,
            articleContent: content.articleContent,
            transcodeVideoList: content.transcodes && content.storageUrl ? (['LD', 'SD', 'HD', 'FHD'] as const).map((templateType) => ({ templateType, url: content.storageUrl! })) : [],
            cover: content.cover,
            description: content.description,
            onlineAttendance: content.onlineAttendance ?? 0,
            position: offline ? activity.position : null,
            address: offline ? activity.address : null,
            classStartTime: offline ? at(activity.start) : null,
            classEndTime: offline ? at(activity.end) : null,
            liveStatus: content.liveStatus,
            dutyVideoProgressTarget: content.dutyVideoProgressTarget,
            paperId: paper?.id,
            seq: contentSeq,
          })
          .returning({ id: classrooms.id });
        const classroomId = classroomRow!.id;
        await seedClassroomRecords(tx, { tenantId, classId, activityId, courseId: activityCourseId, classroomId, content, paper, at, studentOf, person });
      }

      if (activity.highlights?.length) {
        await tx.insert(classroomHighlights).values(
          activity.highlights.map((highlight, seq) => ({ ...highlight, tenantId, activityId, classId, courseId: activityCourseId, seq })),
        );
      }
      if (activity.dynamics?.length) {
        await tx.insert(activityDynamics).values(
          activity.dynamics.map((dynamic) => ({
            tenantId,
            classId,
            activityId,
            type: dynamic.type,
            userId: dynamic.user,
            realName: person(dynamic.user).name,
            avatar: person(dynamic.user).avatar,
            content: dynamic.content,
            createdTime: at(dynamic.at),
          })),
        );
      }
    }
  }
};

interface ClassroomScope {
  tenantId: string;
  classId: number;
  activityId: number;
  courseId: number | null;
  classroomId: number;
  content: ContentFixture;
  paper: { id: number; kind: string; unitTimeMinutes: number | null; leaves: LeafQuestion[] } | undefined;
  at: (when: When) => Date;
  studentOf: (userId: string) => number;
  person: (userId: string) => { name: string; avatar: string | null };
}

/** Teachers, points, attendance, progress, attempts and interaction of one classroom. */
async function seedClassroomRecords(tx: Database, scope: ClassroomScope) {
  const { tenantId, classId, activityId, courseId, classroomId, content, paper, at, studentOf, person } = scope;

  if (content.teachers?.length) {
    await tx.insert(classroomTeachers).values(content.teachers.map(([teacherName, teacherAvatar], seq) => ({ tenantId, classroomId, teacherName, teacherAvatar, seq })));
  }
  if (content.points?.length) {
    await tx.insert(knowledgePoints).values(content.points.map((pointDesc, seq) => ({ tenantId, classroomId, pointDesc, seq })));
  }
  if (content.attendance?.length) {
    await tx.insert(attendance).values(
      content.attendance.map((record) => ({
        tenantId,
        classStudentId: studentOf(record.user),
        classroomId,
        signInTime: at(record.signIn),
        signOutTime: record.signOut ? at(record.signOut) : null,
      })),
    );
  }

  const durationMs = content.durationMs ?? 0;
  for (const progress of content.progress ?? []) {
    const classStudentId = studentOf(progress.user);
    const learnProcess = durationMs > 0 ? Math.min(100, Math.round((progress.learnedMs / durationMs) * 100)) : progress.finished ? 100 : 0;
    await tx.insert(studyProgress).values({
      tenantId,
      classStudentId,
      classroomId,
      learningDurationMs: progress.learnedMs,
      lastPositionMs: progress.positionMs,
      furthestPositionMs: durationMs > 0 ? Math.max(progress.positionMs, progress.learnedMs) : 0,
      watchedIntervals: durationMs > 0 && progress.learnedMs > 0 ? [[0, progress.learnedMs]] : [],
      learnProcess,
      finished: progress.finished,
      updatedTime: at(progress.at),
    });
    if (progress.finished && content.dataType === 1) {
      await tx.insert(dutyRecords).values({ tenantId, classStudentId, activityId, classroomId, dutyType: 'VIDEO_PROGRESS', finStatus: 2, realValue: learnProcess, createdTime: at(progress.at) });
    }
  }

  if (content.attempts?.length) {
    if (!paper) throw new Error(`study fixture: '${content.name}' has attempts but no paper`);
    await seedAttempts(tx, scope, paper, content.attempts);
  }

  for (const question of content.questions ?? []) {
    const asker = person(question.user);
    const [row] = await tx
      .insert(classroomQuestions)
      .values({
        tenantId,
        classId,
        classroomId,
        courseId,
        classStudentId: studentOf(question.user),
        studentName: asker.name,
        studentAvatar: asker.avatar,
        title: question.title,
        isDraft: question.draft ? 1 : 0,
        createdTime: at(question.at),
      })
      .returning({ id: classroomQuestions.id });
    if (question.answer) {
      await tx.insert(questionAnswers).values({ tenantId, questionId: row!.id, answer: question.answer.text, teacherName: question.answer.teacher, createdTime: at(question.answer.at) });
    }
  }

  for (const note of content.notes ?? []) {
    const author = note.user ? person(note.user) : { name: note.teacher![0], avatar: note.teacher![1] };
    await tx.insert(studentNotes).values({
      tenantId,
      classId,
      classroomId,
      courseId,
      classStudentId: note.user ? studentOf(note.user) : null,
      authorName: author.name,
      avatar: author.avatar,
      isTeacher: !note.user,
      title: note.title,
      notes: note.notes,
      isShared: note.shared ? 1 : 0,
      createdTime: at(note.at),
      updatedTime: at(note.at),
    });
  }

  for (const comment of content.comments ?? []) {
    const author = person(comment.user);
    const [parent] = await tx
      .insert(classroomComments)
      .values({ tenantId, classId, classroomId, authorUserId: comment.user, authorName: author.name, authorAvatar: author.avatar, content: comment.content, createdTime: at(comment.at) })
      .returning({ id: classroomComments.id });
    for (const reply of comment.replies ?? []) {
      const replier = person(reply.user);
      await tx.insert(classroomComments).values({
        tenantId,
        classId,
        classroomId,
        parentId: parent!.id,
        authorUserId: reply.user,
        authorName: replier.name,
        authorAvatar: replier.avatar,
        parentAuthorName: author.name,
        content: reply.content,
        createdTime: at(reply.at),
      });
    }
  }

  if (content.likes?.length) {
    await tx.insert(classroomLikes).values(content.likes.map((userId) => ({ tenantId, classId, classroomId, userId, createdTime: at([-1, '12:00']) })));
  }
}

/** Works, submitted attempts with their answers, and the SUBMIT duty of each student who submitted. */
async function seedAttempts(tx: Database, scope: ClassroomScope, paper: NonNullable<ClassroomScope['paper']>, attempts: AttemptFixture[]) {
  const { tenantId, classId, activityId, courseId, classroomId, at, studentOf } = scope;
  const works = new Map<string, number>();
  for (const attempt of attempts) {
    const classStudentId = studentOf(attempt.user);
    const started = at(attempt.started);
    let workId = works.get(attempt.user);
    if (workId === undefined) {
      const [work] = await tx
        .insert(studentWorks)
        .values({ tenantId, classStudentId, classId, courseId, classroomId, activityId, paperId: paper.id, kind: paper.kind, createdTime: started })
        .returning({ id: studentWorks.id });
      workId = work!.id;
      works.set(attempt.user, workId);
      await tx.insert(dutyRecords).values({ tenantId, classStudentId, activityId, classroomId, dutyType: 'SUBMIT', finStatus: 2, realValue: 1, createdTime: started });
    }
    const marked = attempt.status === 2;
    const submitted = new Date(started.getTime() + attempt.submittedAfterMinutes * MINUTE);
    const answers = answersFor(paper.leaves, marked);
    const [log] = await tx
      .insert(answerLogs)
      .values({
        tenantId,
        studentWorkId: workId,
        status: attempt.status,
        startedTime: started,
        deadlineTime: paper.unitTimeMinutes ? new Date(started.getTime() + paper.unitTimeMinutes * MINUTE) : null,
        submittedTime: submitted,
        markedTime: marked ? new Date(submitted.getTime() + 1440 * MINUTE) : null,
        score: marked ? answers.reduce((sum, answer) => sum + (answer.score ?? 0), 0) : null,
        useTimeSeconds: attempt.submittedAfterMinutes * 60,
      })
      .returning({ id: answerLogs.id });
    await tx.insert(attemptAnswers).values(
      answers.map((answer, index) => ({ ...answer, tenantId, answerLogId: log!.id, clientSeq: index + 1, savedTime: new Date(started.getTime() + (index + 1) * MINUTE) })),
    );
  }
}
