// The course page of a student in a class (spec 3 §2 Course detail page, §3 Course, Student course
// situation, Duty statistics, Chapter tree, Classroom content item, §7). Every call needs a token
// and acts in the tenantId header's school, on the caller's own enrolment (studentId, classId).
import { z } from '@hono/zod-openapi';
import { CONTENT_TYPES } from '../../lib/study/content-state';
import type { Api } from '../context';
import { ok } from '../envelope';
import { faceTeachingCounts, homeworkCounts, testCounts, time } from '../schemas/study';
import { requireClassStudentToRead, requireStudyUser } from '../services/class-student';
import { chapterTree, courseDetail, courseSituation, coursewareTypeChapter, learningStatistics } from '../services/courses';
import { component, readCall } from './declare';
import { idParam, signedInRoutesTagged, studyRefusals } from './shared';

const declareRoute = signedInRoutesTagged('study: courses', studyRefusals);

/** The enrolment a study call names: studentId (class_students.id), classId, or both. */
export const enrolmentQuery = z.object({
  classId: idParam.optional().openapi({ description: 'The class; with studentId it must be that enrolment’s class' }),
  studentId: idParam.optional().openapi({ description: "The caller's enrolment in the class (class_students.id); classId or studentId is required" }),
});

const flag = (name: string) => z.coerce.number().int().min(0, `${name} must be 0 or 1`).max(1, `${name} must be 0 or 1`);

const IntroduceDetail = component('CourseIntroduceDetail', {
  introduceType: z.number().int().openapi({ description: '0 introduction, 1 teachers, 3 supporting materials, 4 quality service' }),
  contentList: z.array(
    z.object({
      teacherName: z.string().optional(),
      teacherHeadUrl: z.string().optional(),
      roleCode: z.string().optional().openapi({ description: 't_kcls course teacher, t_fdls tutor' }),
      outline: z.string().optional(),
      describe: z.string().optional(),
    }),
  ),
});

const Course = component('Course', {
  id: z.number().int(),
  courseName: z.string(),
  cover: z.string().nullable(),
  introduce: z.string().nullable(),
  courseNature: z.number().int().openapi({ description: '0 face-to-face, 1 online, 2 mixed' }),
  courseType: z.number().int().openapi({ description: '2 and 3 use the chapter tree; 3 with a learningUrl is learnt there' }),
  learningPlatform: z.number().int().openapi({ description: '0 internal, otherwise a third party' }),
  thirdPlatformType: z.number().int().nullable().openapi({ description: '10 internal, 11 reached after syncUser and getAuthCode' }),
  courseContent: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'The page layout, as the platform stores it' }),
  learningUrl: z.string().nullable(),
  introduceDetailList: z.array(IntroduceDetail),
});

const contentItemFields = z.object({
    contentId: z.number().int(),
    contentName: z.string(),
    classroomId: z.number().int().openapi({ description: 'The same as contentId' }),
    activityId: z.number().int().nullable(),
    courseId: z.number().int().nullable(),
    chapterId: z.number().int().nullable(),
    contentType: z.string().openapi({ description: CONTENT_TYPES.join(', ') }),
    dataType: z.number().int().openapi({ description: '1 video, 2 audio, 3 article, 4 document, 5 archive, 6 homework, 7 test, 8 image, 10 live, 11 face-to-face' }),
    classroomType: z.number().int().openapi({ description: 'The same as dataType' }),
    classroomCover: z.string().nullable(),
    mustLearn: z.number().int().openapi({ description: '1 required, 0 optional' }),
    initValue: z.number().int().openapi({ description: 'The media length, ms (0 for contents without one)' }),
    readValue: z.number().int().openapi({ description: 'Ms covered by the merged watched intervals' }),
    learningProgress: z.number().openapi({ description: 'Percent, 0 to 100, two decimals' }),
    learnProcess: z.number().openapi({ description: 'The same as learningProgress' }),
    learningDuration: z.number().int().openapi({ description: 'Ms the student spent' }),
    lastStudyTime: z.number().int().openapi({ description: 'The resume position, ms' }),
    studiedTime: time.openapi({ description: 'When the student last opened or studied it (ISO 8601); null when never' }),
    finished: z.boolean().openapi({ description: 'Video and pages: progress finished; homework and tests: submitted; face-to-face: signed in' }),
    useDuty: z.number().int().openapi({ description: '1 when the content has a VIDEO_PROGRESS duty' }),
    dutyRuleResultVOS: z.array(z.object({ dutyType: z.string(), targetValue: z.number().int().openapi({ description: 'Percent' }) })),
    materialRelations: z.array(
      z.object({
        materialResultVO: z.object({ storageUrl: z.string().nullable(), content: z.string().nullable() }),
        materialDescribe: z.string().nullable(),
      }),
    ),
    sourceType: z.string().nullable().openapi({ description: "Homework and tests: 'xskt' for the external question source" }),
    userStudyCourseDetailResultVO: z.object({
      studyTime: z.number().int(),
      finishStudyTime: z.number().int(),
      numStatus: z.number().int().openapi({ description: '1 complete' }),
      faceTeachingNumber: z.number().int(),
      finishFaceTeachingNumber: z.number().int(),
    }),
    courseLiveClassroomResultVO: z
      .object({ liveStatus: z.number().int().openapi({ description: '0 not started, 1 live, 2 replay generating, other replay' }), classStartTime: time, classEndTime: time })
      .nullable(),
    offlineClassroomResultVO: z.object({ position: z.string().nullable(), address: z.string().nullable(), classStartTime: time, classEndTime: time }).nullable(),
  });

export const ContentItem = contentItemFields.openapi('ClassroomContentItem');

const CourseSituation = component('StudentCourseSituation', {
  courseId: z.number().int(),
  classId: z.number().int(),
  courseLearnProcess: z.number().openapi({ description: "The student's finished classrooms of the course over all of them, percent" }),
  classLearnProcess: z.number().openapi({ description: 'The average of courseLearnProcess over the enrolled students of the class, percent' }),
  finishUserCount: z.number().int().openapi({ description: 'Enrolled students of the class who finished every classroom of the course' }),
  classroomTotal: z.number().int(),
  finishClassroomTotal: z.number().int(),
  lastClassroomId: z.number().int().nullable(),
  lastClassroomName: z.string().nullable(),
  // The unnamed fields: ContentItem.nullable() would mark the shared component itself nullable.
  lastClassroomResultVO: contentItemFields.nullable(),
  learnStartTime: time,
  learnEndTime: time,
});

// Three levels: a recursive schema would make the generated types unreadable, so each level is spelled out.
const chapterFields = {
  id: z.number().int().nullable().openapi({ description: 'null for the node of classrooms placed in no chapter (always last)' }),
  name: z.string().nullable(),
  level: z.number().int(),
  classrooms: z.array(ContentItem),
};
const ChapterLeaf = z.object({ ...chapterFields, children: z.array(z.unknown()).max(0).openapi({ description: 'Always empty at the third level' }) });
const ChapterSecond = z.object({ ...chapterFields, children: z.array(ChapterLeaf) });
const ChapterFirst = component('CourseChapter', { ...chapterFields, children: z.array(ChapterSecond) });

const CoursewareTypeChapter = component('CoursewareTypeChapter', {
  coursewareTypeChapterMap: z.object(Object.fromEntries(CONTENT_TYPES.map((type) => [type, z.array(ContentItem)])) as Record<(typeof CONTENT_TYPES)[number], z.ZodArray<typeof ContentItem>>),
});

const LearningStatistics = component('CourseLearningStatistics', {
  courseId: z.number().int(),
  classId: z.number().int(),
  videoNumber: z.number().int(),
  finishVideoNumber: z.number().int(),
  ...faceTeachingCounts("The class's target"),
  studyTime: z.number().int().openapi({ description: 'The target study time, ms' }),
  finishStudyTime: z.number().int().openapi({ description: 'Ms studied in the course’s classrooms' }),
  ...homeworkCounts,
  ...testCounts,
  needLearnNumber: z.number().int().openapi({ description: 'Required classrooms (mustLearn 1)' }),
  finishNeedLearnNumber: z.number().int(),
});

const courseQuery = enrolmentQuery.extend({ courseId: idParam });

const detailRoute = declareRoute('get', '/api/library/anyone/course/detail', {
  summary: 'A course of the school with its introduction blocks',
  ...readCall(z.object({ courseId: idParam }), Course),
});

const situationRoute = declareRoute('get', '/api/library/anyone/course/getStudentCourseSituation', {
  summary: "The student's situation in a course of their class: progress, the class's progress, the last studied classroom",
  ...readCall(courseQuery, CourseSituation),
});

const chapterTreeRoute = declareRoute('get', '/api/library/anyone/course/chapterTree', {
  summary: "The course's three-level chapter tree with its classrooms and the student's progress",
  description: "ignoreClass 1 lists every classroom of the course, not only those of the class's activities (the course page's type exam).",
  ...readCall(courseQuery.extend({ ignoreClass: flag('ignoreClass').default(0) }), z.array(ChapterFirst)),
});

const coursewareRoute = declareRoute('get', '/api/library/anyone/course/coursewareTypeChapter', {
  summary: "The course's classrooms grouped by contentType (the course page's tabs); every type is present",
  ...readCall(courseQuery, CoursewareTypeChapter),
});

const statisticsRoute = declareRoute('get', '/api/library/anyone/course/learningStatistics', {
  summary: "The course's duty statistics for the student: the class's targets and what the student finished",
  ...readCall(courseQuery.extend({ evaluateType: z.enum(['ACTIVITY']).default('ACTIVITY') }), LearningStatistics),
});

export function registerCourseRoutes(app: Api) {
  app.openapi(detailRoute, async (c) => {
    const { courseId } = c.req.valid('query');
    const user = await requireStudyUser(c);
    return ok(c, await courseDetail(c.get('deps').db, user.tenantId, courseId));
  });

  app.openapi(situationRoute, async (c) => {
    const { courseId, ...ref } = c.req.valid('query');
    const student = await requireClassStudentToRead(c, ref);
    return ok(c, await courseSituation(c.get('deps').db, student, courseId));
  });

  app.openapi(chapterTreeRoute, async (c) => {
    const { courseId, ignoreClass, ...ref } = c.req.valid('query');
    const student = await requireClassStudentToRead(c, ref);
    return ok(c, await chapterTree(c.get('deps').db, student, courseId, ignoreClass === 1));
  });

  app.openapi(coursewareRoute, async (c) => {
    const { courseId, ...ref } = c.req.valid('query');
    const student = await requireClassStudentToRead(c, ref);
    return ok(c, await coursewareTypeChapter(c.get('deps').db, student, courseId));
  });

  app.openapi(statisticsRoute, async (c) => {
    const { courseId, evaluateType: _activity, ...ref } = c.req.valid('query');
    const student = await requireClassStudentToRead(c, ref);
    return ok(c, await learningStatistics(c.get('deps').db, student, courseId));
  });
}
