// A course as a student of a class sees it (spec 3 §2 Course detail page, §3 Course, Student course
// situation, Duty statistics, Chapter tree, Classroom content item): its classrooms with the
// student's progress, grouped by chapter or by courseware type, and the counts its targets read.
// A classroom is finished by contentDone (lib/study/activity-duties.ts), as in a class activity; percentages are capped by lib/study/rates.ts.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { groupByContentType } from '../../lib/study/content-state';
import { DATA_TYPE } from '../../lib/study/data-type';
import { cappedProgress } from '../../lib/study/rates';
import type { Database } from '../db/client';
import { classActivities, classCourses, classrooms, classStudents, courseChapters, courses, papers } from '../db/schema';
import { notFound } from '../envelope';
import type { Classroom, ClassStudent } from './class-student';
import { studentContents } from './activity-state';
import { progressView, type ClassroomProgress } from './study-progress';

type Course = typeof courses.$inferSelect;
type ClassCourse = typeof classCourses.$inferSelect;
type Chapter = typeof courseChapters.$inferSelect;

const iso = (time: Date | null | undefined) => time?.toISOString() ?? null;

/** A course of this school, by id; another school's is not found. */
export async function courseDetail(db: Database, tenantId: string, courseId: number) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.tenantId, tenantId)));
  if (!course) throw notFound(`courseId: no course ${courseId} in this school`);
  return {
    id: course.id,
    courseName: course.courseName,
    cover: course.cover,
    introduce: course.introduce,
    courseNature: course.courseNature,
    courseType: course.courseType,
    learningPlatform: course.learningPlatform,
    thirdPlatformType: course.thirdPlatformType,
    courseContent: course.courseContent ?? null,
    learningUrl: course.learningUrl,
    introduceDetailList: course.introduceDetailList,
  };
}

/** The course as the student's class teaches it; a course the class does not teach is not found. */
export async function requireClassCourse(db: Database, student: ClassStudent, courseId: number): Promise<{ course: Course; classCourse: ClassCourse }> {
  const [row] = await db
    .select({ course: courses, classCourse: classCourses })
    .from(classCourses)
    .innerJoin(courses, eq(courses.id, classCourses.courseId))
    .where(and(eq(classCourses.classId, student.classId), eq(classCourses.courseId, courseId), eq(courses.tenantId, student.tenantId)));
  if (!row) throw notFound(`courseId: no course ${courseId} in class ${student.classId}`);
  return row;
}

interface CourseClassroom {
  classroom: Classroom;
  sourceType: string | null;
}

/**
 * The course's classrooms: those of the class's activities and those of no activity, or, with
 * ignoreClass, every classroom of the course. In schedule order, then their place in the activity.
 */
async function courseClassrooms(db: Database, student: ClassStudent, courseId: number, ignoreClass = false): Promise<CourseClassroom[]> {
  const classFilter = ignoreClass ? undefined : or(isNull(classrooms.activityId), eq(classActivities.classId, student.classId));
  const rows = await db
    .select({ classroom: classrooms, sourceType: papers.sourceType })
    .from(classrooms)
    .leftJoin(classActivities, eq(classActivities.id, classrooms.activityId))
    .leftJoin(papers, eq(papers.id, classrooms.paperId))
    .where(and(eq(classrooms.courseId, courseId), eq(classrooms.tenantId, student.tenantId), classFilter))
    .orderBy(asc(classActivities.startTime), asc(classActivities.seq), asc(classrooms.seq), asc(classrooms.id));
  return rows;
}

/** What decides whether classrooms are finished, for some students (activity-state.ts reads it), and their progress. */
interface StudyFacts {
  progress(classStudentId: number, classroom: Classroom): ClassroomProgress;
  signedIn(classStudentId: number, classroom: Classroom): boolean;
  finished(classStudentId: number, classroom: Classroom): boolean;
}

async function studyFacts(db: Database, classStudentIds: number[], list: readonly CourseClassroom[]): Promise<StudyFacts> {
  const of = await studentContents(
    db,
    classStudentIds,
    list.map(({ classroom }) => classroom),
  );
  return {
    progress: (id, classroom) => progressView(of(id, classroom).progress, classroom.durationMs),
    signedIn: (id, classroom) => of(id, classroom).facts.signedIn,
    finished: (id, classroom) => of(id, classroom).done,
  };
}

/** A classroom's duties (dutyRuleResultVOS): its VIDEO_PROGRESS target, when it has one. */
export function dutyRules(classroom: Classroom) {
  const target = classroom.dutyVideoProgressTarget;
  return target == null ? [] : [{ dutyType: 'VIDEO_PROGRESS', targetValue: target }];
}

/** A classroom content item (spec 3 §3) with the student's progress. */
export function contentItem({ classroom, sourceType }: CourseClassroom, classStudentId: number, facts: StudyFacts) {
  const progress = facts.progress(classStudentId, classroom);
  const finished = facts.finished(classStudentId, classroom);
  const faceToFace = classroom.dataType === DATA_TYPE.faceToFace;
  const duties = dutyRules(classroom);
  return {
    contentId: classroom.id,
    contentName: classroom.name,
    classroomId: classroom.id,
    activityId: classroom.activityId,
    courseId: classroom.courseId,
    chapterId: classroom.chapterId,
    contentType: classroom.contentType,
    dataType: classroom.dataType,
    classroomType: classroom.dataType,
    classroomCover: classroom.cover,
    mustLearn: classroom.mustLearn,
    initValue: classroom.durationMs,
    readValue: progress.watchedDuration,
    learningProgress: progress.learnProcess,
    learnProcess: progress.learnProcess,
    learningDuration: progress.learningDuration,
    lastStudyTime: progress.lastStudyTime,
    studiedTime: iso(progress.studiedTime),
    finished,
    useDuty: duties.length > 0 ? 1 : 0,
    dutyRuleResultVOS: duties,
    materialRelations:
      classroom.storageUrl || classroom.articleContent
        ? [{ materialResultVO: { storageUrl: classroom.storageUrl, content: classroom.articleContent }, materialDescribe: classroom.description }]
        : [],
    sourceType,
    userStudyCourseDetailResultVO: {
      studyTime: classroom.durationMs,
      finishStudyTime: progress.learningDuration,
      numStatus: finished ? 1 : 0,
      faceTeachingNumber: faceToFace ? 1 : 0,
      finishFaceTeachingNumber: faceToFace && facts.signedIn(classStudentId, classroom) ? 1 : 0,
    },
    courseLiveClassroomResultVO:
      classroom.dataType === DATA_TYPE.live
        ? { liveStatus: classroom.liveStatus ?? 0, classStartTime: iso(classroom.classStartTime), classEndTime: iso(classroom.classEndTime) }
        : null,
    offlineClassroomResultVO: faceToFace
      ? { position: classroom.position, address: classroom.address, classStartTime: iso(classroom.classStartTime), classEndTime: iso(classroom.classEndTime) }
      : null,
  };
}

export type ContentItem = ReturnType<typeof contentItem>;

/** The student's content items of a course, in order. */
async function courseItems(db: Database, student: ClassStudent, courseId: number, ignoreClass = false) {
  await requireClassCourse(db, student, courseId);
  const list = await courseClassrooms(db, student, courseId, ignoreClass);
  const facts = await studyFacts(db, [student.id], list);
  return list.map((entry) => contentItem(entry, student.id, facts));
}

const percentOf = (part: number, whole: number) => cappedProgress(whole > 0 ? (part / whole) * 100 : 0, 2);

/**
 * The course situation: the student's share of finished classrooms (courseLearnProcess), the class's
 * average of it (classLearnProcess), how many classmates finished them all, and the last studied one.
 */
export async function courseSituation(db: Database, student: ClassStudent, courseId: number) {
  const { classCourse } = await requireClassCourse(db, student, courseId);
  const list = await courseClassrooms(db, student, courseId);
  const enrolled = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, student.classId), eq(classStudents.isEnrollment, 1)));
  const studentIds = [...new Set([student.id, ...enrolled.map((row) => row.id)])];
  const facts = await studyFacts(db, studentIds, list);
  const finishedBy = (id: number) => list.filter(({ classroom }) => facts.finished(id, classroom)).length;
  const total = list.length;
  const mine = finishedBy(student.id);
  const classmates = enrolled.map((row) => finishedBy(row.id));

  // The most recently studied classroom; on a tie of times, the later one in the course.
  let last: { entry: CourseClassroom; time: number; index: number } | undefined;
  for (const [index, entry] of list.entries()) {
    const studied = facts.progress(student.id, entry.classroom).studiedTime;
    if (studied && (!last || studied.getTime() > last.time || (studied.getTime() === last.time && index > last.index))) {
      last = { entry, time: studied.getTime(), index };
    }
  }
  return {
    courseId,
    classId: student.classId,
    courseLearnProcess: percentOf(mine, total),
    classLearnProcess: cappedProgress(
      classmates.length > 0 ? classmates.reduce((sum, finished) => sum + percentOf(finished, total), 0) / classmates.length : 0,
      2,
    ),
    finishUserCount: total > 0 ? classmates.filter((finished) => finished === total).length : 0,
    classroomTotal: total,
    finishClassroomTotal: mine,
    lastClassroomId: last?.entry.classroom.id ?? null,
    lastClassroomName: last?.entry.classroom.name ?? null,
    lastClassroomResultVO: last ? contentItem(last.entry, student.id, facts) : null,
    learnStartTime: iso(classCourse.learnStartTime),
    learnEndTime: iso(classCourse.learnEndTime),
  };
}

interface ChapterFields {
  id: number | null;
  name: string | null;
  level: number;
  classrooms: ContentItem[];
}

/** The three levels spelled out (a recursive type would not survive the contract's JSON typing). */
export type ChapterLeaf = ChapterFields & { children: never[] };
export type ChapterSecond = ChapterFields & { children: ChapterLeaf[] };
export type ChapterFirst = ChapterFields & { children: ChapterSecond[] };

interface ChapterNode extends ChapterFields {
  children: ChapterNode[];
}

async function chaptersOf(db: Database, courseId: number): Promise<Chapter[]> {
  return db.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)).orderBy(asc(courseChapters.level), asc(courseChapters.seq), asc(courseChapters.id));
}

/**
 * The three-level chapter tree, each chapter with its classrooms. Classrooms placed in no chapter
 * (or in one of another course) come last, in a node without id or name.
 */
export async function chapterTree(db: Database, student: ClassStudent, courseId: number, ignoreClass: boolean): Promise<ChapterFirst[]> {
  const items = await courseItems(db, student, courseId, ignoreClass);
  const chapters = await chaptersOf(db, courseId);
  const nodes = new Map<number, ChapterNode>(chapters.map((chapter) => [chapter.id, { id: chapter.id, name: chapter.name, level: chapter.level, classrooms: [], children: [] }]));
  const roots: ChapterNode[] = [];
  for (const chapter of chapters) {
    const node = nodes.get(chapter.id)!;
    const parent = chapter.parentId == null ? undefined : nodes.get(chapter.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const unplaced: ContentItem[] = [];
  for (const item of items) {
    const node = item.chapterId == null ? undefined : nodes.get(item.chapterId);
    (node ? node.classrooms : unplaced).push(item);
  }
  if (unplaced.length > 0) roots.push({ id: null, name: null, level: 1, classrooms: unplaced, children: [] });
  // Levels come from the rows, which hold at most three (course_chapters.level).
  return roots as ChapterFirst[];
}

/** The chapter a classroom hangs on and the first-level chapter above it, for the player's heading. */
export async function chapterNames(db: Database, classroom: Classroom): Promise<{ chapterName: string | null; nodeName: string | null }> {
  if (classroom.chapterId == null || classroom.courseId == null) return { chapterName: null, nodeName: null };
  const byId = new Map((await chaptersOf(db, classroom.courseId)).map((chapter) => [chapter.id, chapter]));
  let node = byId.get(classroom.chapterId);
  if (!node) return { chapterName: null, nodeName: null };
  const nodeName = node.name;
  // The tree has three levels; the guard only stops a cycle a broken row could make.
  for (let step = 0; node.parentId != null && byId.has(node.parentId) && step < 10; step += 1) node = byId.get(node.parentId)!;
  return { chapterName: node.name, nodeName: node.name === nodeName ? null : nodeName };
}

/** The course's classrooms by courseware type (the course page's tabs): every type present, empty lists included. */
export async function coursewareTypeChapter(db: Database, student: ClassStudent, courseId: number) {
  const items = await courseItems(db, student, courseId);
  return { coursewareTypeChapterMap: groupByContentType(items) };
}

/** The duty statistics of a course in the class (spec 3 §3): targets from the class's course, finished counts from the student's study. */
export async function learningStatistics(db: Database, student: ClassStudent, courseId: number) {
  const { classCourse } = await requireClassCourse(db, student, courseId);
  const items = await courseItems(db, student, courseId);
  const count = (predicate: (item: ContentItem) => boolean) => items.filter(predicate).length;
  const videos = (item: ContentItem) => item.dataType === DATA_TYPE.video;
  const of = (dataType: number) => (item: ContentItem) => item.dataType === dataType;
  return {
    courseId,
    classId: student.classId,
    videoNumber: count(videos),
    finishVideoNumber: count((item) => videos(item) && item.finished),
    faceTeachingNumber: classCourse.faceTeachingNumber,
    finishFaceTeachingNumber: count((item) => of(DATA_TYPE.faceToFace)(item) && item.finished),
    studyTime: classCourse.needStudyDurationMs,
    finishStudyTime: items.reduce((sum, item) => sum + item.learningDuration, 0),
    homeworkNumber: classCourse.homeworkNumber,
    finishHomeworkNumber: count((item) => of(DATA_TYPE.homework)(item) && item.finished),
    testNumber: classCourse.testNumber,
    finishTestNumber: count((item) => of(DATA_TYPE.test)(item) && item.finished),
    needLearnNumber: count((item) => item.mustLearn === 1),
    finishNeedLearnNumber: count((item) => item.mustLearn === 1 && item.finished),
  };
}

/**
 * The class's courses (spec 2 §3 Course item) in the class's order, each with its learning window
 * and the student's target counts, read from the duty statistics above (one derivation, not two).
 * countResultVO.studyNumber: the class's enrolled students, who all learn its courses.
 */
export async function classCourseList(db: Database, student: ClassStudent) {
  const rows = await db
    .select({ course: courses, classCourse: classCourses })
    .from(classCourses)
    .innerJoin(courses, eq(courses.id, classCourses.courseId))
    .where(and(eq(classCourses.classId, student.classId), eq(courses.tenantId, student.tenantId)))
    .orderBy(asc(classCourses.seq), asc(classCourses.id));
  const enrolled = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, student.classId), eq(classStudents.isEnrollment, 1)));
  const list = [];
  for (const { course, classCourse } of rows) {
    const statistics = await learningStatistics(db, student, course.id);
    list.push({
      courseId: course.id,
      courseName: course.courseName,
      cover: course.cover,
      courseNature: course.courseNature,
      learningPlatform: course.learningPlatform,
      thirdPlatformType: course.thirdPlatformType,
      learningUrl: course.learningUrl,
      learnStartTime: iso(classCourse.learnStartTime),
      learnEndTime: iso(classCourse.learnEndTime),
      introduce: course.introduce,
      countResultVO: { studyNumber: enrolled.length },
      faceTeachingNumber: statistics.faceTeachingNumber,
      finishFaceTeachingNumber: statistics.finishFaceTeachingNumber,
      needStudyDuration: statistics.studyTime,
      finishedStudyDuration: statistics.finishStudyTime,
      testNumber: statistics.testNumber,
      finishTestNumber: statistics.finishTestNumber,
      homeworkNumber: statistics.homeworkNumber,
      finishHomeworkNumber: statistics.finishHomeworkNumber,
    });
  }
  return list;
}
