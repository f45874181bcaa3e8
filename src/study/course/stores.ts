// The course detail page's state (spec 3 §2 Course detail page): the course of the address, its
// detail, the student's situation and duty statistics, the directory (chapter tree) and the
// courseware tabs, the chosen tab, and what opening an item does (lib/study/jumps.ts
// coursePageItemOpening): the APP modal for live items, the course's own url, or a study screen.
import { atom, computed } from 'nanostores';
import type { Message } from '../../i18n';
import { courseTabs, flattenChapters, shownCourseTab, type CourseTab } from '../../lib/study/course-page';
import { coursePageItemOpening, type CoursePageItem } from '../../lib/study/jumps';
import { listClassStudent } from '../class-home/api';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter, openStudy } from '../router';
import { getChapterTree, getCourseDetail, getCourseSituation, getCoursewareTypeChapter, getLearningStatistics, type CourseQuery } from './api';
import { queryId } from '../../lib/study/query-id';

export interface CourseRef {
  courseId: number;
  classId: number | undefined;
  /** The student's enrolment in the class (class_students.id), which the calls name studentId. */
  classStudentId: number | undefined;
  /** type exam: every classroom of the course, not only the class's. */
  exam: boolean;
}

/** The course the address names (query: classId, courseId, classStudentId, type); null without one. */
export const $courseRef = computed($studyRouter, (page): CourseRef | null => {
  if (page?.route !== '/study/course/course-detail') return null;
  const courseId = queryId(page.search.courseId);
  if (courseId === undefined) return null;
  return { courseId, classId: queryId(page.search.classId), classStudentId: queryId(page.search.classStudentId), exam: page.search.type === 'exam' };
});

const $courseQuery = computed($courseRef, (ref): CourseQuery | null =>
  ref && (ref.classId || ref.classStudentId) ? { courseId: ref.courseId, classId: ref.classId, studentId: ref.classStudentId } : null,
);

export const $course = keepShown(
  createQueryStore(
    'study/course/detail',
    computed($courseRef, (ref) => (ref ? { courseId: ref.courseId } : null)),
    getCourseDetail,
  ),
);
export const $situation = keepShown(createQueryStore('study/course/situation', $courseQuery, getCourseSituation));
export const $statistics = keepShown(createQueryStore('study/course/statistics', $courseQuery, getLearningStatistics));
export const $courseware = keepShown(createQueryStore('study/course/courseware', $courseQuery, getCoursewareTypeChapter));
export const $chapters = keepShown(
  createQueryStore(
    'study/course/chapters',
    computed([$courseQuery, $courseRef], (query, ref) => (query ? { ...query, ignoreClass: ref?.exam ? (1 as const) : (0 as const) } : null)),
    getChapterTree,
  ),
);

/** The class: the address's, else the enrolment's (the situation names it). */
export const $classId = computed([$courseRef, $situation], (ref, situation) => ref?.classId ?? situation.data?.classId);

export const $classmates = keepShown(
  createQueryStore(
    'study/course/classmates',
    computed($classId, (classId) => (classId ? { classId } : null)),
    listClassStudent,
  ),
);

/** Every item of the directory, in chapter order. */
export const $courseItems = computed($chapters, ({ data }) => (data ? flattenChapters(data) : []));

const $chosenTab = atom<CourseTab | null>(null);

export const $tabs = computed($courseware, ({ data }) => courseTabs(data?.coursewareTypeChapterMap));
export const $tab = computed([$tabs, $chosenTab], (tabs, chosen) => shownCourseTab(tabs, chosen));

export function selectTab(tab: CourseTab): void {
  $chosenTab.set(tab);
}

/** A new course (or a new visit) opens on All. */
export function resetCoursePage(): void {
  $chosenTab.set(null);
  $appModal.set(null);
}

/** The message of the APP modal of live items ('PC version not yet open, please use the APP'); null when closed. */
export const $appModal = atom<Message | null>(null);

export function closeAppModal(): void {
  $appModal.set(null);
}

/** Leaves the site for a course learnt at its own url; a seam for the tests of this module's callers. */
export const leaveFor = { url: (url: string) => window.location.assign(url) };

/** Opens an item of the directory, a tab or the 'last studied' card by the course page's rules. */
export function openItem(item: CoursePageItem): void {
  const ref = $courseRef.get();
  const course = $course.get().data;
  if (!ref) return;
  const opening = coursePageItemOpening(
    item,
    { courseId: ref.courseId, courseType: course?.courseType, learningUrl: course?.learningUrl },
    { classId: $classId.get() ?? '', classStudentId: ref.classStudentId },
  );
  if (opening.kind === 'modal') $appModal.set(opening.message);
  else if (opening.kind === 'external') leaveFor.url(opening.url);
  else openStudy(opening.href);
}
