// Activities and classrooms of a class and what happens in them (spec 2 §3 Class activity,
// Attendance, Offline classroom, Highlight, Question, Note, Comment, Like info, Activity dynamic;
// spec 3 §3 Classroom content item, Online classroom): the schedule, the content items, and the
// student's attendance, progress and interaction.
//
// A class activity's attendance state (classActivityStatus 0 to attend, 1 absent, 2 attended) is
// not stored: it is derived from attendance and study_progress, so it can never disagree with them.
import { boolean, index, integer, jsonb, text, uniqueIndex, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { time, ms, createdTime, ownedBy, refersTo, parentId, seq, schoolTable } from './columns';
import { ownedByUser, users } from './auth';
import { papers } from './papers';
import { classStudents, courseChapters, courses, teachingClasses } from './study';

const classId = () => ownedBy('class_id', () => teachingClasses.id);
const classStudentId = () => ownedBy('class_student_id', () => classStudents.id);
const classroomId = () => ownedBy('classroom_id', () => classrooms.id);

/** One rendition of a video (transCodeVideoList): LD 360P, SD 480P, HD 720P, FHD 1080P. */
export interface TranscodeVideo {
  templateType: 'LD' | 'SD' | 'HD' | 'FHD';
  url: string;
}

/** An activity on a class's schedule (Class activity): online (contents to study) or offline (face to face). */
export const classActivities = schoolTable(
  'class_activities',
  {
    classId: classId(),
    /** The spec's extendId: the course the activity belongs to. */
    courseId: refersTo('course_id', () => courses.id),
    activityName: text('activity_name').notNull(),
    /** 1 required, 0 elective. */
    isRequired: integer('is_required').notNull().default(1),
    /** 1 online, 2 offline. */
    onlineType: integer('online_type').notNull(),
    /** The platform's activity kind, carried unchanged into the classroom pages' query. */
    bizType: integer('biz_type').notNull().default(1),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    position: text('position'),
    address: text('address'),
    seq: seq(),
  },
  (table) => [index('class_activities_class_time_idx').on(table.classId, table.startTime)],
);

/**
 * One content item (the spec's classroom / activity content, spec 3 Classroom content item and
 * Online classroom): a video, document, homework, test or face-to-face session of an activity,
 * placed in its course's chapter tree.
 */
export const classrooms = schoolTable(
  'classrooms',
  {
    activityId: integer('activity_id').references(() => classActivities.id, { onDelete: 'cascade' }),
    courseId: refersTo('course_id', () => courses.id),
    chapterId: refersTo('chapter_id', () => courseChapters.id),
    name: text('name').notNull(),
    /** 1 video, 2 audio, 3 article, 4 document, 5 archive, 6 homework, 7 test, 8 image, 10 live, 11 face-to-face. */
    dataType: integer('data_type').notNull(),
    /** ONLINE_VIDEO_TEACHING, ONLINE_HOMEWORK, ONLINE_TEST, OFFLINE_FACE2FACE_TEACHING, E_WORDS_MATERIALS, EE_LIVE_LECTURES. */
    contentType: text('content_type').notNull(),
    /** 1 required, 0 optional. */
    mustLearn: integer('must_learn').notNull().default(1),
    /** initValue / classroomDuration: the media length. */
    durationMs: ms('duration_ms').notNull().default(0),
    /** The file (video, audio, document, image); null for an empty learning record. */
    storageUrl: text('storage_url'),
    /** Article HTML. */
    articleContent: text('article_content'),
    transcodeVideoList: jsonb('transcode_video_list').$type<TranscodeVideo[]>().notNull().default([]),
    cover: text('cover'),
    /** Offline: the 'notes before class'; online: materialDescribe. */
    description: text('description'),
    /** 1: opening the classroom signs the student in. */
    onlineAttendance: integer('online_attendance').notNull().default(0),
    position: text('position'),
    address: text('address'),
    classStartTime: time('class_start_time'),
    classEndTime: time('class_end_time'),
    /** Live only: 0 not started, 1 live, 2 replay generating, other replay. */
    liveStatus: integer('live_status'),
    /** The VIDEO_PROGRESS duty's target, a percent; null when the content has no such duty. */
    dutyVideoProgressTarget: integer('duty_video_progress_target'),
    /** Homework and test contents: the paper each student's work is made from. */
    paperId: refersTo('paper_id', (): AnyPgColumn => papers.id),
    seq: seq(),
  },
  (table) => [
    index('classrooms_activity_idx').on(table.activityId, table.seq),
    index('classrooms_course_idx').on(table.courseId, table.chapterId, table.seq),
  ],
);

/**
 * A list an offline classroom shows (its teachers, its knowledge points): `schoolTable` with the
 * classroom first and the place in the list last, and the index `<name>_classroom_idx` it is read by.
 */
function offlineClassroomList<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(name: TName, columns: TColumns) {
  return schoolTable(name, { classroomId: classroomId(), ...columns, seq: seq() }, (table) => [index(`${name}_classroom_idx`).on(table.classroomId, table.seq)]);
}

/** The teachers of an offline classroom (teacherList): the first by seq is the lead, the rest assistants. */
export const classroomTeachers = offlineClassroomList('classroom_teachers', {
  teacherName: text('teacher_name').notNull(),
  teacherAvatar: text('teacher_avatar'),
});

/** The knowledge points of an offline classroom (points.pointDesc). */
export const knowledgePoints = offlineClassroomList('knowledge_points', { pointDesc: text('point_desc').notNull() });

/** Classroom highlights (titbits): photos and videos of an activity, grouped by course when listed. */
export const classroomHighlights = schoolTable(
  'classroom_highlights',
  {
    /** The spec's bizId. */
    activityId: ownedBy('activity_id', () => classActivities.id),
    classId: classId(),
    courseId: refersTo('course_id', () => courses.id),
    titbitName: text('titbit_name').notNull(),
    /** VIDEO or IMAGE. */
    fileType: text('file_type').notNull(),
    url: text('url').notNull(),
    seq: seq(),
  },
  (table) => [index('classroom_highlights_activity_idx').on(table.activityId, table.seq)],
);

/**
 * A student's attendance in a classroom (Attendance). One row per student and classroom, so that
 * sign-in and sign-out are once-only under concurrency: insert on conflict do nothing, then
 * `update … set sign_in_time = $now where sign_in_time is null` and read the affected row count.
 */
export const attendance = schoolTable(
  'attendance',
  {
    classStudentId: classStudentId(),
    classroomId: classroomId(),
    signInTime: time('sign_in_time'),
    signOutTime: time('sign_out_time'),
    /** Where the sign-in and sign-out were made (lat, lon from the client), when it sent them. */
    signInPlace: jsonb('sign_in_place').$type<{ lat: number; lon: number }>(),
    signOutPlace: jsonb('sign_out_place').$type<{ lat: number; lon: number }>(),
  },
  (table) => [uniqueIndex('attendance_student_classroom_unique').on(table.classStudentId, table.classroomId)],
);

/**
 * A student's progress in one classroom (learnProcess, learningDuration, lastStudyTime). Saves must
 * never move learningDurationMs or furthestPositionMs backwards (greatest() in the update).
 */
export const studyProgress = schoolTable(
  'study_progress',
  {
    classStudentId: classStudentId(),
    classroomId: classroomId(),
    learningDurationMs: ms('learning_duration_ms').notNull().default(0),
    /** The spec's lastStudyTime: where playback resumes. */
    lastPositionMs: ms('last_position_ms').notNull().default(0),
    furthestPositionMs: ms('furthest_position_ms').notNull().default(0),
    /** Watched intervals [[startMs, endMs], …], merged: learnProcess is their covered share of durationMs. */
    watchedIntervals: jsonb('watched_intervals').$type<[number, number][]>().notNull().default([]),
    /** Percent, 0 to 100. */
    learnProcess: integer('learn_process').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    /** Also what 'most recently studied' orders by. */
    updatedTime: time('updated_time').notNull(),
  },
  (table) => [
    uniqueIndex('study_progress_student_classroom_unique').on(table.classStudentId, table.classroomId),
    index('study_progress_student_updated_idx').on(table.classStudentId, table.updatedTime),
  ],
);

/**
 * The activity dynamic feed: 0 signed in, 1 signed out, 2 question, 3 reply, 4 note published,
 * 5 classroom review or comment. Names are copied so the feed reads as it was.
 */
export const activityDynamics = schoolTable(
  'activity_dynamics',
  {
    classId: classId(),
    activityId: integer('activity_id').references(() => classActivities.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    realName: text('real_name').notNull(),
    avatar: text('avatar'),
    content: text('content'),
    createdTime: createdTime(),
  },
  (table) => [index('activity_dynamics_class_idx').on(table.classId, table.activityId, table.createdTime)],
);

/**
 * A table of what a class writes on a classroom (questions, notes, comments): `schoolTable` with
 * the class and the classroom first, and the index `<name>_classroom_idx` that lists a classroom's
 * rows by the time they were written.
 */
function classroomPosts<TName extends string, TColumns extends { createdTime: ReturnType<typeof createdTime> } & Record<string, PgColumnBuilderBase>>(name: TName, columns: TColumns) {
  return schoolTable(name, { classId: classId(), classroomId: classroomId(), ...columns }, (table) => [
    index(`${name}_classroom_idx`).on(table.classId, table.classroomId, table.createdTime),
  ]);
}

/** A question a student asks the teacher about a classroom (Question); isDraft 1 is kept but not sent. */
export const classroomQuestions = classroomPosts('classroom_questions', {
  courseId: refersTo('course_id', () => courses.id),
  classStudentId: classStudentId(),
  studentName: text('student_name').notNull(),
  studentAvatar: text('student_avatar'),
  title: text('title').notNull(),
  isDraft: integer('is_draft').notNull().default(0),
  createdTime: createdTime(),
});

/** A teacher's answer to a question (answerList). */
export const questionAnswers = schoolTable(
  'question_answers',
  {
    questionId: ownedBy('question_id', () => classroomQuestions.id),
    answer: text('answer').notNull(),
    teacherName: text('teacher_name').notNull(),
    createdTime: createdTime(),
  },
  (table) => [index('question_answers_question_idx').on(table.questionId, table.createdTime)],
);

/**
 * A note on a classroom (Note), by a student (classStudentId) or a teacher (isTeacher, no
 * classStudentId). Only its own student edits or deletes it; private ones (isShared 0) show to nobody else.
 */
export const studentNotes = classroomPosts('student_notes', {
  courseId: refersTo('course_id', () => courses.id),
  classStudentId: integer('class_student_id').references(() => classStudents.id, { onDelete: 'cascade' }),
  /** The spec's createdName. */
  authorName: text('author_name').notNull(),
  avatar: text('avatar'),
  isTeacher: boolean('is_teacher').notNull().default(false),
  title: text('title').notNull(),
  notes: text('notes').notNull().default(''),
  /** 1 shared, 0 private. */
  isShared: integer('is_shared').notNull().default(1),
  createdTime: createdTime(),
  updatedTime: time('updated_time').notNull(),
});

/** A comment on a classroom (Comment; the spec's infoId is the classroom); replies name their parent. */
export const classroomComments = classroomPosts('classroom_comments', {
  /** The spec's commentParent. */
  parentId: parentId((): AnyPgColumn => classroomComments.id),
  authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  authorAvatar: text('author_avatar'),
  parentAuthorName: text('parent_author_name'),
  content: text('content').notNull(),
  createdTime: createdTime(),
});

/** One user's like of a classroom (Like info): the unique index makes the toggle idempotent. */
export const classroomLikes = schoolTable(
  'classroom_likes',
  {
    classId: classId(),
    classroomId: classroomId(),
    userId: ownedByUser(),
    createdTime: createdTime(),
  },
  (table) => [uniqueIndex('classroom_likes_once_unique').on(table.classId, table.classroomId, table.userId)],
);
