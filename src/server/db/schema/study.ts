// Classes and courses of the study area (spec 2 §3 Student class, Class detail, Course item;
// spec 3 §3 Course, Chapter tree): the class periods a school runs, who is enrolled in them,
// and the courses a class teaches within a window and with targets.
// Codes the spec writes as numbers (serviceStatus, courseNature…) stay integers here, so a row
// reads the same as the platform's answer.
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { time, ms, createdTime, ownedBy, refersTo, parentId, seq, schoolTable } from './columns';
import { ownedByUser, users } from './auth';
import { products } from './commerce';


/** One introduction block of a course page (introduceDetailList, spec 3 §3 Course). */
export interface CourseIntroduceDetail {
  /** 0 introduction, 1 teachers, 3 supporting materials, 4 quality service. */
  introduceType: 0 | 1 | 3 | 4;
  contentList: {
    teacherName?: string;
    teacherHeadUrl?: string;
    /** t_kcls course teacher, t_fdls tutor. */
    roleCode?: 't_kcls' | 't_fdls';
    outline?: string;
    describe?: string;
  }[];
}

/**
 * A class period the school runs (Student class, Class detail): its statuses, training windows and
 * head teacher. Experience classes let a visitor observe before enrolling.
 */
export const teachingClasses = schoolTable(
  'teaching_classes',
  {
    className: text('class_name').notNull(),
    classPeriodName: text('class_period_name').notNull(),
    /** 1 training, 2 exam, 3 certification, 4 evaluation: the tenant class-period page filters on it. */
    classPeriodType: integer('class_period_type').notNull().default(1),
    productId: refersTo('product_id', () => products.id),
    /** Kept beside productId: a class outlives the product's name changes and removal. */
    productName: text('product_name'),
    /** The spec's teacherName and personalityDataResultVO.nickName. */
    headTeacherName: text('head_teacher_name'),
    /**
     * The head teacher's account (班主任), when the school has one: they may read the study of the
     * class's students, never act for them (spec 2 §6 'viewing on behalf of a userId').
     */
    headTeacherUserId: text('head_teacher_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** 0 to publish, 1 in service, 2 service complete, 3 graduated. */
    classStatus: integer('class_status').notNull().default(1),
    /** 0 not yet opened, 1 running, 2 other. */
    teachingClassStatus: integer('teaching_class_status').notNull().default(1),
    trainingStartTime: time('training_start_time'),
    trainingEndTime: time('training_end_time'),
    periodTrainingStartTime: time('period_training_start_time'),
    periodTrainingEndTime: time('period_training_end_time'),
    teachingPlanCreatedTime: time('teaching_plan_created_time'),
    /** When classStatus last changed. */
    statusTime: time('status_time'),
    learningGoal: text('learning_goal'),
    isExperience: boolean('is_experience').notNull().default(false),
    /** For experience classes: false shows 'content in preparation' instead of opening the class. */
    experienceReady: boolean('experience_ready').notNull().default(true),
    signUpTotal: integer('sign_up_total').notNull().default(0),
    createdTime: createdTime(),
  },
  (table) => [
    // Names are what seeds and tests look classes up by.
    uniqueIndex('teaching_classes_tenant_name_unique').on(table.tenantId, table.className),
    index('teaching_classes_product_idx').on(table.tenantId, table.productId),
    index('teaching_classes_head_teacher_idx').on(table.tenantId, table.headTeacherUserId),
  ],
);

/**
 * A student's enrolment in a class. Its integer id is the spec's studentId (classStudentId) in every
 * study call; the user stays users.id. Study statistics of the class page are kept on it.
 */
export const classStudents = schoolTable(
  'class_students',
  {
    classId: ownedBy('class_id', () => teachingClasses.id),
    userId: ownedByUser(),
    /** -1 pending admission, 0 pending start, 1 pending report, 2 in service, 3 service finished. */
    serviceStatus: integer('service_status').notNull().default(2),
    /** 1 enrolled; 0 an observer of an experience class. */
    isEnrollment: integer('is_enrollment').notNull().default(1),
    /** Set by updateEnrolState when the student first opens the class. */
    enrolState: integer('enrol_state').notNull().default(0),
    enrolStateUpdatedTime: time('enrol_state_updated_time'),
    /** 0 not assessed, 1 passed, 2 failed. */
    evaluateStatus: integer('evaluate_status').notNull().default(0),
    /** Visits to the class page: each counts as one study check-in (spec 2 §9). */
    classVisits: integer('class_visits').notNull().default(0),
    studyDurationMs: ms('study_duration_ms').notNull().default(0),
    answerDurationMs: ms('answer_duration_ms').notNull().default(0),
    /** Place in the class ranking; null until ranked (defeat rate then reads 0). */
    rankIndex: integer('rank_index'),
    studyTargetClosed: boolean('study_target_closed').notNull().default(false),
    orderTotal: integer('order_total').notNull().default(0),
    startDate: time('start_date'),
    endDate: time('end_date'),
    createdTime: createdTime(),
  },
  (table) => [
    uniqueIndex('class_students_class_user_unique').on(table.classId, table.userId),
    index('class_students_user_idx').on(table.tenantId, table.userId),
  ],
);

/**
 * The version of a school's class lists (issue 27 item 4): a random text that changes, in the same
 * commit, with every write that can change what a student's class list shows (an enrolment, its
 * status or dates, a class's names, times, statuses or headcount). Kept by triggers on
 * class_students and teaching_classes (migration 0007), so no writer can forget it; read beside
 * the token by the class list, whose answers each API process keeps while it is unchanged
 * (services/class-list-cache.ts). Random rather than a counter: a database restored from a copy
 * never gives an old number to new data.
 */
export const classListVersions = pgTable('class_list_versions', {
  tenantId: text('tenant_id').primaryKey(),
  version: text('version').notNull(),
  /** The transaction that last changed it: the other rows it writes leave it alone. */
  bumpedBy: text('bumped_by').notNull(),
});

/** A course (Course item, spec 3 Course): where it is learnt, its page layout and introduction blocks. */
export const courses = schoolTable(
  'courses',
  {
    courseName: text('course_name').notNull(),
    cover: text('cover'),
    introduce: text('introduce'),
    /** 0 face-to-face, 1 online, 2 mixed. */
    courseNature: integer('course_nature').notNull().default(1),
    /** 1 plain; 2 and 3 use the chapter tree; 3 with a learningUrl is learnt elsewhere. */
    courseType: integer('course_type').notNull().default(2),
    /** 0 internal, anything else a third party. */
    learningPlatform: integer('learning_platform').notNull().default(0),
    /** 10 internal, 11 third party reached after a user sync and an authorisation code. */
    thirdPlatformType: integer('third_platform_type'),
    learningUrl: text('learning_url'),
    /** The course page layout, handed out as the platform stores it. */
    courseContent: jsonb('course_content').$type<Record<string, unknown>>(),
    introduceDetailList: jsonb('introduce_detail_list').$type<CourseIntroduceDetail[]>().notNull().default([]),
    createdTime: createdTime(),
  },
  (table) => [uniqueIndex('courses_tenant_name_unique').on(table.tenantId, table.courseName)],
);

/** A course taught in a class: its learning window and the targets the course target state reads. */
export const classCourses = schoolTable(
  'class_courses',
  {
    classId: ownedBy('class_id', () => teachingClasses.id),
    courseId: ownedBy('course_id', () => courses.id),
    learnStartTime: time('learn_start_time'),
    learnEndTime: time('learn_end_time'),
    faceTeachingNumber: integer('face_teaching_number').notNull().default(0),
    needStudyDurationMs: ms('need_study_duration_ms').notNull().default(0),
    homeworkNumber: integer('homework_number').notNull().default(0),
    testNumber: integer('test_number').notNull().default(0),
    seq: seq(),
  },
  (table) => [uniqueIndex('class_courses_class_course_unique').on(table.classId, table.courseId)],
);

/** The three-level chapter tree of a course (first, second, children); classrooms hang on any level. */
export const courseChapters = schoolTable(
  'course_chapters',
  {
    courseId: ownedBy('course_id', () => courses.id),
    parentId: parentId((): AnyPgColumn => courseChapters.id),
    /** 1, 2 or 3. */
    level: integer('level').notNull(),
    name: text('name').notNull(),
    seq: seq(),
  },
  (table) => [index('course_chapters_course_idx').on(table.courseId, table.parentId, table.seq)],
);
