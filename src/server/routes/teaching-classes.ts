// Classes of the study area (spec 2 §7, the README's "Classes" table): my learning, the class
// periods open for enrolment, the experience class, the enrol-state update, and the class home's
// detail, statistics, classmates, ranking and study-target card. Every call needs a token and acts
// in the tenantId header's school, on the caller's own enrolment (services/class-student.ts).
//
// On behalf of a userId: where a call takes userId it must be the caller's own (else 403). This
// reference API has no parent or teacher role, so another student's study is never read.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okJsonText, okResponse, pageOf, pageRequest } from '../envelope';
import { faceTeachingCounts, homeworkCounts, testCounts, time } from '../schemas/study';
import { requireClassStudent, requireClassStudentToRead, requireStudyUser, studyCallInput, viewClass, viewClassStudent, viewStudySubject } from '../services/class-student';
import { behaviorCount, classLevel, classStudentList, closeStudyTarget, studentClassDetail, studyUserName, userStudyData } from '../services/class-detail';
import { classRanking } from '../services/class-ranking';
import { classCourseList } from '../services/courses';
import { enrollingClassPeriods, experienceStudentInfo, myClasses, studentClasses, updateEnrolState } from '../services/teaching-classes';
import { tenantOf } from '../request';
import { component, jsonBody, pageCall, readCall, refusal } from './declare';
import { idParam, signedInRoutesTagged, studyRefusals } from './shared';

const declareRoute = signedInRoutesTagged('study', studyRefusals);
/** The two list calls: an empty list rather than a 404, so only 401 and 403 besides the client mistake. */
const declareListRoute = signedInRoutesTagged('study', { 401: studyRefusals[401], 403: studyRefusals[403] });

const ON_BEHALF =
  "userId, when sent, is the signed-in user's own id, or, for reads only, the id of a student of a class the caller heads (the head teacher's read-only view); anything else answers 403.";

/** A user id as the client sends it (the users table's text id). */
export const userIdParam = z.coerce.string().trim().min(1).max(64);
const serviceStatus = z.number().int().min(-1, 'serviceStatus is -1, 0, 1, 2 or 3').max(3, 'serviceStatus is -1, 0, 1, 2 or 3');

const ClassFields = z.object({
  classId: z.number().int(),
  className: z.string(),
  classPeriodName: z.string(),
  classPeriodType: z.number().int().openapi({ description: '1 training, 2 exam, 3 certification, 4 evaluation' }),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  teacherName: z.string().nullable().openapi({ description: 'The head teacher' }),
  classStatus: z.number().int().openapi({ description: '0 to publish, 1 in service, 2 service complete, 3 graduated' }),
  teachingClassStatus: z.number().int().openapi({ description: '0 not yet opened, 1 running, 2 other' }),
  trainingStartTime: time,
  trainingEndTime: time,
  periodTrainingStartTime: time,
  periodTrainingEndTime: time,
  teachingPlanCreatedTime: time,
  signUpTotal: z.number().int(),
  classStudentTotal: z.number().int().openapi({ description: 'Enrolled students (observers of an experience class not counted)' }),
});

const StudentClass = ClassFields.extend({
  studentId: z.number().int().openapi({ description: "The caller's enrolment (class_students.id)" }),
  userId: z.string(),
  serviceStatus: z.number().int().openapi({ description: '-1 pending admission, 0 pending start, 1 pending report, 2 in service, 3 service finished' }),
  isEnrollment: z.number().int(),
  enrolState: z.number().int().openapi({ description: '1 once the class was entered (updateEnrolState)' }),
  orderTotal: z.number().int(),
  startDate: time,
  endDate: time,
}).openapi('StudentClass');

const StatusCounts = component('ServiceStatusCounts', { '-1': z.number().int(), '0': z.number().int(), '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), all: z.number().int() });

const ClassPeriod = ClassFields.extend({
  studentId: z.number().int().nullable().openapi({ description: "The caller's enrolment when pending admission, else null" }),
  serviceStatus: z.number().int().nullable(),
  isEnrollment: z.number().int(),
}).openapi('TenantClassPeriod');

const studentClassesRoute = declareListRoute('post', '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', {
  summary: "The student's classes and periods (my learning), latest training first, with counts per service status",
  description: `A page of the caller's enrolments (isEnrollment 1; observing an experience class is not one), filtered by serviceStatus when sent (null or absent: all). Beside the page, statusCounts holds the tab counts: one per service status ("-1" … "3") and "all", whatever the filter. The widget asks size 4. ${ON_BEHALF}`,
  request: jsonBody(pageRequest.pick({ current: true, size: true }).extend({ userId: userIdParam.optional(), serviceStatus: serviceStatus.nullable().optional() }), false),
  responses: okResponse(pageOf(StudentClass).extend({ statusCounts: StatusCounts })),
});

const classPeriodsRoute = declareListRoute('post', '/api/search/anyTenant/class/queryTenantClassPeriodPage', {
  summary: 'The class periods of the school open for enrolment, earliest training first',
  description: `Classes to publish or in service (classStatus 0 or 1), not experience classes, that the caller holds no place in; one where the caller is pending admission (-1) is listed, being enrolled in. model.classPeriodType filters the period type. The widget asks size 8. ${ON_BEHALF.replace('userId', 'model.userId')}`,
  ...pageCall(
    pageRequest.pick({ current: true, size: true }).extend({
      model: z
        .object({
          classPeriodType: z.coerce.number().int().min(1).max(4, 'classPeriodType is 1, 2, 3 or 4').optional(),
          userId: userIdParam.optional(),
        })
        .optional(),
    }),
    ClassPeriod,
    false,
  ),
});

const ExperienceInfo = component('ExperienceStudentInfo', {
  productId: z.number().int(),
  userId: z.string(),
  isEnrollment: z.number().int().openapi({ description: '1: the caller is already a student of a class of the product and cannot observe' }),
  enrolledClassId: z.number().int().nullable().openapi({ description: 'That class, when isEnrollment is 1' }),
  experienceReady: z.boolean().openapi({ description: 'The product has an experience class whose content is ready' }),
  classId: z.number().int().nullable().openapi({ description: 'The experience class to enter; null when enrolled or not ready' }),
  studentId: z.number().int().nullable().openapi({ description: "The caller's observer enrolment in it (isEnrollment 0)" }),
});

const experienceRoute = declareRoute('get', '/api/teaching/anyone/teachingClass/getExperienceStudentInfo', {
  summary: "The experience class of a product for the caller: already a student, content not ready, or where to observe",
  description:
    "A caller enrolled in a class of the product gets isEnrollment 1 (the widget says 'you are already a student of this class'). Otherwise, when the product's experience class is ready, the caller's observer enrolment in it is created on first ask (isEnrollment 0, serviceStatus 2) and its classId and studentId answered; when none is ready both are null. A product of another school is not found.",
  ...readCall(z.object({ productId: idParam }), ExperienceInfo),
});

const EnrolState = component('EnrolState', { classId: z.number().int(), studentId: z.number().int(), userId: z.string(), enrolState: z.number().int(), enrolStateUpdatedTime: time });

const enrolStateRoute = declareRoute('post', '/api/product/app/classStudent/updateEnrolState', {
  summary: "Marks the caller's enrolment in a class entered; idempotent (the first entry's time is kept)",
  description: `Refused (409) for an enrolment pending admission (-1) or pending start (0), for a teaching class not yet opened (teachingClassStatus 0), and for an observer of an experience class: the class card never sends it then, and the server does not trust the card. ${ON_BEHALF}`,
  request: jsonBody(z.object({ classId: idParam, userId: userIdParam.optional() }), false),
  responses: { ...okResponse(EnrolState), 409: refusal('The enrolment cannot be entered in its state; msg says why') },
});

const ClassDetail = component('StudentClassDetail', {
  classId: z.number().int(),
  title: z.string().openapi({ description: 'The class name' }),
  classPeriodName: z.string(),
  classStatus: z.number().int(),
  teachingClassStatus: z.number().int(),
  trainingStartTime: time,
  trainingEndTime: time,
  statusTime: time.openapi({ description: 'When classStatus last changed' }),
  learningGoal: z.string().nullable(),
  isExperience: z.boolean(),
  studentId: z.number().int(),
  serviceStatus: z.number().int(),
  isEnrollment: z.number().int(),
  studyTargetClosed: z.boolean(),
  personalityDataResultVO: z.object({ nickName: z.string().nullable().openapi({ description: 'The head teacher' }) }),
});

const classDetailRoute = declareRoute('post', '/api/teaching/anyone/classStudent/getStudentClassDetail', {
  summary: "The class home's header: the class, its head teacher and the caller's enrolment",
  description: 'studentId (the enrolment) or classId names it; both may be sent and must agree. schoolId is the tenant id and must equal the tenantId header. The activity count and the student count are other calls (getStudentBehaviorCount, listClassStudent).',
  request: jsonBody(z.object({ classId: idParam.optional(), studentId: idParam.optional(), schoolId: z.string().trim().max(64).optional() }), false),
  responses: okResponse(ClassDetail),
});

const classQuery = z.object({ classId: idParam.optional(), studentId: idParam.optional() });

const behaviorCountRoute = declareRoute('get', '/api/teaching/anyone/classStudent/getStudentBehaviorCount', {
  summary: "activityTotal: the number of the class's activities, required and elective; interactionTotal: the caller's interactions",
  request: { query: classQuery },
  responses: okResponse(
    z
      .object({
        activityTotal: z.number().int(),
        interactionTotal: z
          .number()
          .int()
          .openapi({ description: "The student's interactions in the class (spec 2: questions plus classmates-circle posts): the questions they sent there, drafts not counted" }),
      })
      .openapi('StudentBehaviorCount'),
  ),
});

const StudyData = component('UserStudyData', {
  classId: z.number().int(),
  studentId: z.number().int(),
  visits: z.number().int().openapi({ description: 'Visits to the class page, this one included: each is one study check-in' }),
  requiredActivityNum: z.number().int().openapi({ description: 'Required activities of the class: the assessed ones' }),
  finishActivityNum: z.number().int().openapi({ description: 'Of them, finished (attended) by the caller' }),
  finishActivityRate: z.number().openapi({ description: 'finishActivityNum over requiredActivityNum, a percent with 2 decimals, capped at 100' }),
  studyDuration: z.number().int().openapi({ description: 'Valid cumulative study time, ms' }),
  studyDurationStr: z.string().openapi({ description: 'HH:mm:ss' }),
  answerDuration: z.number().int().openapi({ description: 'Answering time, ms' }),
  answerDurationStr: z.string().openapi({ description: 'HH:mm:ss' }),
  evaluateStatus: z.number().int().openapi({ description: '0 not assessed, 1 passed, else failed' }),
});

const studyDataRoute = declareRoute('get', '/api/teaching/anyone/classStudent/getUserStudyData', {
  summary: "The caller's statistics on the class page; records the visit",
  description: `Each call is a visit to the class page (one study check-in, spec 2 §9) and is counted before the figures are read. A required activity is finished when attended: signed in to one of its classrooms, or, online, every required content studied to the end or its work submitted. ${ON_BEHALF}`,
  ...readCall(z.object({ classId: idParam, userId: userIdParam.optional() }), StudyData),
});

const Classmate = component('ClassStudent', {
  studentId: z.number().int(),
  realName: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  isMe: z.boolean(),
});

const classStudentsRoute = declareRoute('get', '/api/teaching/anyone/classStudent/listClassStudent', {
  summary: "The class's students in enrolment order (its size is the class headcount); no mobile numbers",
  description: 'Enrolled students only: observers of an experience class are not listed. The caller must hold an enrolment (or observer place) in the class.',
  ...readCall(z.object({ classId: idParam }), z.array(Classmate)),
});

const ClassLevel = component('ClassLevel', {
  classId: z.number().int(),
  classStatus: z.number().int(),
  teachingClassStatus: z.number().int(),
  isExperience: z.boolean(),
  isStudent: z.boolean().openapi({ description: 'The caller is enrolled (isEnrollment 1) in the class' }),
  studentId: z.number().int().nullable(),
  isEnrollment: z.number().int(),
  serviceStatus: z.number().int().nullable(),
});

const classLevelRoute = declareRoute('get', '/api/teaching/anyone/classStudent/checkClassLevel', {
  summary: 'Whether the caller is a student of a class of this school, and at which service status',
  description: `A class of this school the caller is not in answers isStudent false; a class of another school is not found. ${ON_BEHALF}`,
  ...readCall(z.object({ classId: idParam, userId: userIdParam.optional() }), ClassLevel),
});

const ViewedStudent = component('ViewedStudent', {
  userId: z.string(),
  nickName: z.string(),
  realName: z.string().nullable(),
  readOnly: z.boolean().openapi({ description: "true when the caller is not the user but their head teacher: the study is shown read-only and every write is refused (403 code 40301)" }),
});

const viewedStudentRoute = declareRoute('get', '/api/teaching/anyone/classStudent/getViewedStudent', {
  summary: 'Whose study the study pages show: the caller, or a student of a class the caller heads (read-only)',
  description: `The study widget's banner names the student (spec 2 §6 viewing on behalf of a userId). ${ON_BEHALF}`,
  ...readCall(z.object({ userId: userIdParam.optional() }), ViewedStudent),
});

const RankItem = component('RankItem', {
  rankIndex: z.number().int(),
  studentId: z.number().int(),
  realName: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  finishActivityNum: z.number().int(),
  studyDuration: z.number().int().openapi({ description: 'ms' }),
  studyDurationStr: z.string(),
  isMe: z.boolean(),
});

const rankListRoute = declareRoute('get', '/api/teaching/anyone/classStudent/rankList', {
  summary: "The class ranking by finished required activities, ties by study time, with the caller's rankIndex and rankTotal",
  description:
    "Enrolled students are ranked; equal on both they share a place (1, 2, 2, 4). An observer of an experience class gets rankIndex null. The places are derived on each call, as the duty statistics derive them.",
  request: { query: classQuery },
  responses: okResponse(
    z
      .object({ rankIndex: z.number().int().nullable(), rankTotal: z.number().int(), requiredActivityNum: z.number().int(), list: z.array(RankItem) })
      .openapi('ClassRanking'),
  ),
});

const closeTargetRoute = declareRoute('post', '/api/teaching/anyone/classStudent/closeStudyTarget', {
  summary: "Closes the caller's study-target card of a class; idempotent",
  request: jsonBody(classQuery, false),
  responses: okResponse(z.object({ classId: z.number().int(), studentId: z.number().int(), studyTargetClosed: z.boolean() }).openapi('StudyTargetClosed')),
});

const ClassCourse = component('ClassCourse', {
  courseId: z.number().int(),
  courseName: z.string(),
  cover: z.string().nullable(),
  courseNature: z.number().int().openapi({ description: '0 face-to-face, 1 online, else mixed' }),
  learningPlatform: z.number().int().openapi({ description: '0 internal, anything else a third party' }),
  thirdPlatformType: z.number().int().nullable().openapi({ description: '10 internal, 11 third party reached after syncUser and getAuthCode' }),
  learningUrl: z.string().nullable(),
  learnStartTime: time.openapi({ description: "The class's learning window for the course: its start" }),
  learnEndTime: time.openapi({ description: 'Its end' }),
  introduce: z.string().nullable(),
  countResultVO: z.object({ studyNumber: z.number().int().openapi({ description: "The class's enrolled students, who learn the course" }) }),
  ...faceTeachingCounts("The class's target: face-to-face classrooms to attend"),
  needStudyDuration: z.number().int().openapi({ description: 'The target study time, ms' }),
  finishedStudyDuration: z.number().int().openapi({ description: "Ms studied in the course's classrooms" }),
  ...testCounts,
  ...homeworkCounts,
});

const classCoursesRoute = declareRoute('get', '/api/teaching/anyone/classStudent/listClassCourse', {
  summary: "The class's courses in the class's order, with their learning windows and the caller's target counts",
  description:
    'The target counts are those of the course duty statistics (/api/library/anyone/course/learningStatistics): the targets set by the class, the finished counts from the caller\'s study. The widget derives the target state tag and the jump from them (spec 2 §2, §4).',
  ...readCall(classQuery, z.array(ClassCourse)),
});

export function registerTeachingClassRoutes(app: Api) {
  app.openapi(studentClassesRoute, async (c) => {
    const { userId, serviceStatus, current, size } = c.req.valid('json');
    // The caller's own list (the widget's call): token, counts and page in one round trip, or the
    // token and the school's class-list version when this process keeps the answer.
    const caller = studyCallInput(c);
    const { db, classLists } = c.get('deps');
    const mine = caller && (await myClasses(db, caller, { current, size, serviceStatus, userId }, classLists));
    if (mine) return okJsonText(c, mine);
    const { viewer, subject, onBehalf } = await viewStudySubject(c, userId);
    // A head teacher sees only the classes they head of the student's.
    const headTeacherUserId = onBehalf ? viewer.userId : undefined;
    return ok(c, await studentClasses(db, subject, { current, size, serviceStatus, headTeacherUserId }));
  });

  app.openapi(classPeriodsRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const user = await requireStudyUser(c, model?.userId);
    return ok(c, await enrollingClassPeriods(c.get('deps').db, user, { current, size, classPeriodType: model?.classPeriodType }));
  });

  app.openapi(experienceRoute, async (c) => {
    const { productId } = c.req.valid('query');
    const user = await requireStudyUser(c);
    const { db, now } = c.get('deps');
    return ok(c, await experienceStudentInfo(db, user, productId, now()));
  });

  app.openapi(enrolStateRoute, async (c) => {
    const { classId, userId } = c.req.valid('json');
    // Observers reach the service, which says why an observer has no enrolment to enter.
    const student = await requireClassStudent(c, { classId, userId }, { observers: true });
    const { db, now } = c.get('deps');
    return ok(c, await updateEnrolState(db, student, now()));
  });

  app.openapi(classDetailRoute, async (c) => {
    const { classId, studentId, schoolId } = c.req.valid('json');
    const student = await requireClassStudentToRead(c, { classId, studentId });
    await tenantOf(c, schoolId, 'schoolId');
    return ok(c, await studentClassDetail(c.get('deps').db, student));
  });

  app.openapi(behaviorCountRoute, async (c) => {
    const student = await requireClassStudentToRead(c, c.req.valid('query'));
    return ok(c, await behaviorCount(c.get('deps').db, student));
  });

  app.openapi(studyDataRoute, async (c) => {
    const { student, onBehalf } = await viewClassStudent(c, c.req.valid('query'));
    const { db, now } = c.get('deps');
    // A head teacher's look is not the student's visit.
    return ok(c, await userStudyData(db, student, now(), { recordVisit: !onBehalf }));
  });

  app.openapi(classStudentsRoute, async (c) => {
    const student = await viewClass(c, c.req.valid('query'));
    return ok(c, await classStudentList(c.get('deps').db, student));
  });

  app.openapi(classCoursesRoute, async (c) => {
    const student = await requireClassStudentToRead(c, c.req.valid('query'));
    return ok(c, await classCourseList(c.get('deps').db, student));
  });

  app.openapi(viewedStudentRoute, async (c) => {
    const { subject, onBehalf } = await viewStudySubject(c, c.req.valid('query').userId);
    return ok(c, { ...(await studyUserName(c.get('deps').db, subject)), readOnly: onBehalf });
  });

  app.openapi(classLevelRoute, async (c) => {
    const { classId, userId } = c.req.valid('query');
    const { subject } = await viewStudySubject(c, userId);
    return ok(c, await classLevel(c.get('deps').db, subject, classId));
  });

  app.openapi(rankListRoute, async (c) => {
    const student = await requireClassStudentToRead(c, c.req.valid('query'));
    const { db, now } = c.get('deps');
    return ok(c, await classRanking(db, student, now()));
  });

  app.openapi(closeTargetRoute, async (c) => {
    const student = await requireClassStudent(c, c.req.valid('json'));
    return ok(c, await closeStudyTarget(c.get('deps').db, student));
  });
}
