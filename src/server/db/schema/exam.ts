// Homework and tests (spec 3 §3 Homework or test paper, Question, Attempt log, Answer submission
// record; §4 Attempt status): papers and their questions, each student's work on a paper in a
// classroom, its attempts and the answers saved in them, and the duty completion reports (the
// papers themselves are in papers.ts).
import { bigint, boolean, index, integer, jsonb, numeric, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { time, createdTime, ownedBy, refersTo, parentId, seq, schoolTable } from './columns';
import { sql } from 'drizzle-orm';
import { classActivities, classrooms } from './classroom';
import { papers } from './papers';
import { classStudents, courses, teachingClasses } from './study';

/** Scores may be halves (a cloze of 5 blanks worth 2.5): numeric, read as a number. */
const score = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/** A question's body (questionContentVO): options for choice types, text for the rest. */
export interface QuestionContent {
  optionList: { key: string; value: string; content?: string }[];
  content?: string;
}

/** An answer (questionAnswerVO): the keys of the options chosen and/or text; fill blanks join with '|'. */
export interface QuestionAnswer {
  keys: string[];
  content?: string;
  /** The explanation shown in review (contentDesc); correct answers only. */
  contentDesc?: string;
}

/**
 * A question of a paper. Reading comprehension (11) and cloze (13) are parents whose sub-questions
 * (readQuestionList) carry parentId. Types: 1 single, 2 multiple, 3 true/false, 4 fill blank,
 * 6 short answer, 11 reading comprehension, 13 cloze.
 */
export const paperQuestions = schoolTable(
  'paper_questions',
  {
    paperId: ownedBy('paper_id', () => papers.id),
    parentId: parentId((): AnyPgColumn => paperQuestions.id),
    questionType: integer('question_type').notNull(),
    /** The stem, HTML. */
    trunk: text('trunk').notNull(),
    /** The score of the question. */
    examPoint: score('exam_point').notNull().default(0),
    content: jsonb('content').$type<QuestionContent>().notNull().default({ optionList: [] }),
    /** Never sent while answering; objective types are marked against it on submit. */
    correctAnswer: jsonb('correct_answer').$type<QuestionAnswer>().notNull().default({ keys: [] }),
    seq: seq(),
  },
  (table) => [index('paper_questions_paper_idx').on(table.paperId, table.parentId, table.seq)],
);

/**
 * One student's work on a paper in a classroom: the id the homework and test lookups answer (workId,
 * studentWorkId, testId). One per student and classroom, so a lookup can create it on first use.
 */
export const studentWorks = schoolTable(
  'student_works',
  {
    classStudentId: ownedBy('class_student_id', () => classStudents.id),
    classId: ownedBy('class_id', () => teachingClasses.id),
    courseId: refersTo('course_id', () => courses.id),
    classroomId: ownedBy('classroom_id', () => classrooms.id),
    activityId: refersTo('activity_id', () => classActivities.id),
    paperId: ownedBy('paper_id', () => papers.id),
    /** HOMEWORK or TEST, as the paper. */
    kind: text('kind').notNull(),
    createdTime: createdTime(),
  },
  (table) => [uniqueIndex('student_works_student_classroom_unique').on(table.classStudentId, table.classroomId)],
);

/**
 * An attempt at a work (Attempt log, answerLogId): 0 answering, 1 submitted and pending marking,
 * 2 marked. A test's deadline is fixed when the attempt starts; at most one attempt per work is open.
 */
export const answerLogs = schoolTable(
  'answer_logs',
  {
    studentWorkId: ownedBy('student_work_id', () => studentWorks.id),
    status: integer('status').notNull().default(0),
    startedTime: time('started_time').notNull(),
    /** Tests: startedTime + unitTime; a submit later than this plus the grace is refused. */
    deadlineTime: time('deadline_time'),
    submittedTime: time('submitted_time'),
    markedTime: time('marked_time'),
    /** Null until marked. */
    score: score('score'),
    /** Seconds the student says they spent (use_time), as sent on submit. */
    useTimeSeconds: integer('use_time_seconds'),
    /** Tests: the remaining seconds the client's countdown last reported (spec 3 §4, every 60 ticks); a record only, the deadline stays deadlineTime. */
    reportedRemainingSeconds: integer('reported_remaining_seconds'),
    /** When that report arrived (the server's clock). */
    reportedTime: time('reported_time'),
  },
  (table) => [
    index('answer_logs_work_idx').on(table.studentWorkId, table.startedTime),
    uniqueIndex('answer_logs_one_open_unique').on(table.studentWorkId).where(sql`${table.status} = 0`),
  ],
);

/**
 * The saved answer of one question in one attempt (Answer submission record). One row per attempt
 * and question: a save upserts it, and only a higher clientSeq than the stored one overwrites.
 */
export const attemptAnswers = schoolTable(
  'attempt_answers',
  {
    answerLogId: ownedBy('answer_log_id', () => answerLogs.id),
    questionId: ownedBy('question_id', () => paperQuestions.id),
    answer: jsonb('answer').$type<QuestionAnswer>().notNull(),
    /** The client's sequence number of the save: orders saves that arrive out of order. */
    clientSeq: bigint('client_seq', { mode: 'number' }).notNull().default(0),
    savedTime: time('saved_time').notNull(),
    /** Marking: null until marked (short answers stay null until a teacher or the operator script marks them). */
    score: score('score'),
    isCorrect: boolean('is_correct'),
  },
  (table) => [uniqueIndex('attempt_answers_log_question_unique').on(table.answerLogId, table.questionId)],
);

/**
 * Duty completion reports (after a submit: dutyType SUBMIT, finStatus 2, realValue 1; and video
 * progress), what the duty statistics count. One per student, content and duty type.
 */
export const dutyRecords = schoolTable(
  'duty_records',
  {
    classStudentId: ownedBy('class_student_id', () => classStudents.id),
    activityId: integer('activity_id').references(() => classActivities.id, { onDelete: 'cascade' }),
    /** The spec's contentId. */
    classroomId: ownedBy('classroom_id', () => classrooms.id),
    /** SUBMIT, VIDEO_PROGRESS… */
    dutyType: text('duty_type').notNull(),
    /** 2 finished. */
    finStatus: integer('fin_status').notNull(),
    realValue: integer('real_value').notNull().default(0),
    createdTime: createdTime(),
  },
  (table) => [uniqueIndex('duty_records_once_unique').on(table.classStudentId, table.classroomId, table.dutyType)],
);
