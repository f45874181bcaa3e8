// The class home's state (spec 2 §2 /study/training-class, §4): the class of the address, its
// header and the student's statistics, the selected home tab (today or past), the selected
// activity tab and page, and what a click on an activity or a course does (spec 2 §2 jump rules).
import { atom, computed } from 'nanostores';
import { activityHref, courseJump, learningUrlWithCode, ONLINE_TYPE, type CourseForJump } from '../../lib/study/jumps';
import { allRange, monthRange, weekRange, type EvaluateType } from '../../lib/study/ranges';
import {
  beforeClassTabs,
  DEFAULT_SCHEDULE_PAGE_SIZE,
  scheduleTabs,
  type SchedulePageSize,
  type ScheduleTabId,
  type ScheduleTabs,
} from '../../lib/study/schedule-tabs';
import { defaultClassHomeTab, type ClassHomeTab } from '../../lib/study/status';
import { $tenant } from '../../stores/tenant';
import { showToast } from '../../stores/ui';
import { createQueryStore, keepShown } from '../query';
import { $studyRouter, $viewedUserId, openStudy } from '../router';
import { translate } from '../translate';
import {
  getAuthCode,
  getStudentBehaviorCount,
  getStudentClassDetail,
  getUserStudyData,
  listClassCourse,
  listClassStudent,
  pageActivityDynamic,
  pageBeforeClassActivity,
  sumBeforeClassActivity,
  syncUser,
  type BeforeClassSummary,
  type ClassActivity,
  type ClassRef,
  type TimeType,
  checkClassLevel,
  closeStudyTarget,
  getDutyCount,
  rankList,
} from './api';
import { onClassHomeVisit } from './visit';
import { queryId } from '../../lib/study/query-id';

/** The class of the address: classId, and the student's enrolment (studentId) when given. */
export const $classRef = computed($studyRouter, (page): ClassRef | null => {
  if (page?.route !== '/study/training-class') return null;
  const classId = queryId(page.search.classId);
  return classId === undefined ? null : { classId, studentId: queryId(page.search.studentId) };
});

export const $classDetail = keepShown(
  createQueryStore(
    'study/class/detail',
    computed([$classRef, $tenant], (ref, tenant) => (ref ? { ...ref, schoolId: tenant.schoolId } : null)),
    getStudentClassDetail,
  ),
);

export const $behaviorCount = keepShown(createQueryStore('study/class/behavior', $classRef, getStudentBehaviorCount));

const $classAndUser = computed([$classRef, $viewedUserId], (ref, userId) => (ref && userId ? { ...ref, userId } : null));

export const $studyData = keepShown(
  createQueryStore(
    'study/class/study-data',
    computed($classAndUser, (ref) => (ref ? { classId: ref.classId, userId: ref.userId } : null)),
    getUserStudyData,
  ),
);

export const $classStudents = keepShown(
  createQueryStore(
    'study/class/students',
    computed($classRef, (ref) => (ref ? { classId: ref.classId } : null)),
    listClassStudent,
  ),
);

const dynamicsByActivity = new Map<number, ReturnType<typeof createDynamicsStore>>();

function createDynamicsStore(activityId: number) {
  return createQueryStore(
    'study/class/activity-dynamics',
    computed($classAndUser, (ref) => (ref ? { ...ref, activityId } : null)),
    pageActivityDynamic,
  );
}

/**
 * An activity's dynamics (spec 2 §4, §7: the dynamics page of the activity, size 30), read when its
 * card shows; one store per activity, so a card shown again finds what was read a moment ago.
 */
export function activityDynamics(activityId: number) {
  let store = dynamicsByActivity.get(activityId);
  if (!store) {
    store = createDynamicsStore(activityId);
    dynamicsByActivity.set(activityId, store);
  }
  return store;
}

/** My courses: the class's courses with the student's target counts. */
export const $classCourses = keepShown(createQueryStore('study/class/courses', $classRef, listClassCourse));

/** The chosen home tab; null until the student picks one (the class status decides the first). */
const $chosenHomeTab = atom<ClassHomeTab | null>(null);

export const $homeTab = computed([$chosenHomeTab, $classDetail], (chosen, detail): ClassHomeTab | undefined => {
  if (!detail.data) return undefined;
  const offered = defaultClassHomeTab(detail.data.classStatus);
  // A class whose service is complete offers the past tab only, whatever was chosen before.
  return offered === 1 ? 1 : (chosen ?? offered);
});

const TIME_TYPES: Record<ClassHomeTab, TimeType> = { 0: 'TODAY', 1: 'PAST' };

const $summaryQuery = computed([$classAndUser, $homeTab], (ref, tab) => (ref && tab !== undefined ? { ...ref, timeType: TIME_TYPES[tab] } : null));

export const $activitySummary = keepShown(createQueryStore('study/class/summary', $summaryQuery, sumBeforeClassActivity));

/** The tabs of the selected home tab with their counts, and the one shown first. */
export function activityTabs(homeTab: ClassHomeTab, summary: BeforeClassSummary): ScheduleTabs {
  if (homeTab === 1) return beforeClassTabs(summary);
  return scheduleTabs(summary);
}

const $chosenActivityTab = atom<ScheduleTabId | null>(null);
export const $activityPage = atom(1);
export const $activityPageSize = atom<SchedulePageSize>(DEFAULT_SCHEDULE_PAGE_SIZE);

export const $activityTabs = computed([$homeTab, $activitySummary], (homeTab, summary) =>
  homeTab === undefined || !summary.data ? undefined : activityTabs(homeTab, summary.data),
);

export const $activityTab = computed([$activityTabs, $chosenActivityTab], (tabs, chosen): ScheduleTabId | undefined => {
  if (!tabs) return undefined;
  return chosen && tabs.tabs.some((tab) => tab.id === chosen) ? chosen : tabs.selected;
});

export const $activities = keepShown(
  createQueryStore(
    'study/class/activities',
    computed([$summaryQuery, $activityTabs, $activityTab, $activityPage, $activityPageSize], (query, tabs, tabId, current, size) => {
      const tab = tabs?.tabs.find((item) => item.id === tabId);
      return query && tab ? { ...query, filter: tab.filter, current, size } : null;
    }),
    pageBeforeClassActivity,
  ),
);

/** The largest page the activity call gives: the whole class's activities, for what they hold in common. */
const ALL_ACTIVITIES_SIZE = 100;

const $everyActivity = createQueryStore(
  'study/class/every-activity',
  computed($classAndUser, (ref) => (ref ? { ...ref, filter: {}, current: 1, size: ALL_ACTIVITIES_SIZE } : null)),
  pageBeforeClassActivity,
);

/** Whether the class has a face-to-face activity: only then has it highlights to show (spec 2 §2). */
export const $hasOfflineActivity = computed($everyActivity, ({ data }) => data?.records.some((activity) => activity.onlineType === ONLINE_TYPE.offline) ?? false);

export function selectHomeTab(tab: ClassHomeTab): void {
  $chosenHomeTab.set(tab);
  $chosenActivityTab.set(null);
  $activityPage.set(1);
}

export function selectActivityTab(tab: ScheduleTabId): void {
  $chosenActivityTab.set(tab);
  $activityPage.set(1);
}

export function showActivityPage(page: number): void {
  $activityPage.set(page);
}

export function setActivityPageSize(size: SchedulePageSize): void {
  $activityPageSize.set(size);
  $activityPage.set(1);
}

/**
 * A new visit (another class, or the class home opened again from elsewhere) starts on the tabs its
 * data choose; within a visit a choice stays until the student changes it (visit.ts says why the
 * visit, not the screen's mount, forgets it).
 */
onClassHomeVisit(() => {
  $chosenHomeTab.set(null);
  $dutyPeriod.set('WEEK');
  $chosenActivityTab.set(null);
  $activityPage.set(1);
  $activityPageSize.set(DEFAULT_SCHEDULE_PAGE_SIZE);
});

/** An activity card opens its offline classroom, or the classroom detail (spec 2 §2). */
export function openActivity(activity: ClassActivity): void {
  const ref = $classRef.get();
  if (!ref) return;
  const studentId = ref.studentId ?? $classDetail.get().data?.studentId;
  openStudy(activityHref(activity, { classId: ref.classId, studentId, userId: $studyRouter.get()?.search.userId }));
}

/** The course being opened: a second click meanwhile does nothing. */
export const $openingCourse = atom<number | null>(null);

/** Leaves the site for a course learnt elsewhere; a seam for the tests of this module's callers. */
export const leaveFor = { url: (url: string) => window.location.assign(url) };

/** A course click (spec 2 §2): the course page, the third-party platform with a code, its learning url, or a warning. */
export async function openCourse(course: CourseForJump & { courseId: number }): Promise<void> {
  const ref = $classRef.get();
  if (!ref || $openingCourse.get() !== null) return;
  const classStudentId = ref.studentId ?? $classDetail.get().data?.studentId;
  const jump = courseJump(course, { classId: ref.classId, classStudentId });
  if (jump.kind === 'internal') return openStudy(jump.href);
  if (jump.kind === 'external') return leaveFor.url(jump.url);
  if (jump.kind === 'warning') {
    showToast({ kind: 'warning', message: translate(jump.message) });
    return;
  }
  $openingCourse.set(course.courseId);
  try {
    await syncUser(course.courseId, ref.classId);
    const auth = await getAuthCode(course.courseId);
    const learningUrl = auth.learningUrl ?? jump.learningUrl;
    if (learningUrl) leaveFor.url(learningUrlWithCode(learningUrl, auth.code));
    else showToast({ kind: 'warning', message: translate({ key: 'rules.course.contactHeadTeacher' }) });
  } catch {
    // The client has shown the refusal; the student stays on the class home.
  } finally {
    $openingCourse.set(null);
  }
}

// ---------------------------------------------------------------------------------------------
// Duty statistics, ranking, the period study target and the class-level check (spec 2 §3 Duty
// statistics, §7, §9 defeat rate).

/** The period of the duty statistics: this week (Sunday to Saturday), this month, or the whole training period. */
export const $dutyPeriod = atom<EvaluateType>('WEEK');

export function selectDutyPeriod(period: EvaluateType): void {
  $dutyPeriod.set(period);
}

/** The range of a duty period around today; the whole period is bounded by the class's training period. */
function dutyRange(period: EvaluateType, detail: { trainingStartTime: string | null; trainingEndTime: string | null }) {
  const range = period === 'WEEK' ? weekRange(new Date()) : period === 'MONTH' ? monthRange(new Date()) : allRange(detail);
  return { evaluateType: range.evaluateType, beginDateTime: range.startTime, endDateTime: range.endTime };
}

function dutyQuery(period: EvaluateType) {
  return computed([$classAndUser, $classDetail], (ref, detail) => (ref && detail.data ? { ...ref, ...dutyRange(period, detail.data) } : null));
}

/** What the chosen period's figures are read with: its range is shown beside them. */
export const $dutyQuery = computed([$dutyPeriod, dutyQuery('WEEK'), dutyQuery('MONTH'), dutyQuery('UNIT')], (period, week, month, unit) =>
  period === 'WEEK' ? week : period === 'MONTH' ? month : unit,
);

/** The figures of the chosen period. */
export const $dutyCount = keepShown(createQueryStore('study/class/duty-count', $dutyQuery, getDutyCount));

/** The whole training period's figures: what the period study target is measured by. */
export const $periodDutyCount = keepShown(createQueryStore('study/class/duty-count', dutyQuery('UNIT'), getDutyCount));

export const $ranking = keepShown(createQueryStore('study/class/ranking', $classRef, rankList));

/** Whether the student is enrolled in the class: an observer of an experience class is neither ranked nor set a target. */
export const $classLevel = keepShown(
  createQueryStore(
    'study/class/level',
    computed($classAndUser, (ref) => (ref ? { classId: ref.classId, userId: ref.userId } : null)),
    checkClassLevel,
  ),
);

/** Whether a remote read has shown its answer or its failure (a later reload keeps what it showed). */
const settled = ({ data, error }: { data: unknown; error: unknown }) => data !== undefined || error !== undefined;

/**
 * Whether the statistics above the activities (the duty figures, the ranking and the class-level
 * note) have shown what they read: until then they grow as their answers come, and whatever lies
 * below them moves down under a student's tap (ClassHome.tsx holds it back until then).
 */
export const $statisticsShown = computed([$dutyCount, $ranking, $classLevel], (duty, ranking, level) => settled(duty) && settled(ranking) && settled(level));

/** The classes whose target card the student closed on this page (the detail says so on the next visit). */
export const $closedTargets = atom<readonly number[]>([]);
export const $closingTarget = atom(false);

/** Closes the period study target card; it stays shown if the server refuses (the client shows why). */
export async function closeTarget(): Promise<void> {
  const ref = $classRef.get();
  if (!ref || $closingTarget.get()) return;
  $closingTarget.set(true);
  try {
    const studentId = ref.studentId ?? $classDetail.get().data?.studentId;
    await closeStudyTarget({ classId: ref.classId, studentId });
    $closedTargets.set([...$closedTargets.get(), ref.classId]);
  } catch {
    // The client has shown the refusal; the card stays.
  } finally {
    $closingTarget.set(false);
  }
}
