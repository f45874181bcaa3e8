// The course detail page's shape (spec 3 §2 Course detail page, §3 Course, Chapter tree): which
// tabs it offers, whether its directory is a chapter tree, and which item Continue (or Start) opens.
import type { ContentType } from './content-state';

/** The courseware tabs after All, in the spec's order; live lectures have no tab of their own. */
export const COURSE_TAB_TYPES = ['ONLINE_VIDEO_TEACHING', 'ONLINE_HOMEWORK', 'ONLINE_TEST', 'OFFLINE_FACE2FACE_TEACHING', 'E_WORDS_MATERIALS'] as const satisfies readonly ContentType[];

export type CourseTab = 'ALL' | (typeof COURSE_TAB_TYPES)[number];

/** All always; each courseware tab only when its list is non-empty. */
export function courseTabs(groups: Readonly<Partial<Record<string, readonly unknown[] | null>>> | null | undefined): CourseTab[] {
  return ['ALL', ...COURSE_TAB_TYPES.filter((type) => (groups?.[type]?.length ?? 0) > 0)];
}

/** The tab shown: the chosen one while it is offered, else All. */
export function shownCourseTab(tabs: readonly CourseTab[], chosen: CourseTab | null | undefined): CourseTab {
  return chosen && tabs.includes(chosen) ? chosen : 'ALL';
}

/** Course types 2 and 3 show their directory as the chapter tree; others as a flat list. */
export function usesChapterTree(courseType: number | null | undefined): boolean {
  return courseType === 2 || courseType === 3;
}

export interface ChapterNode<Item> {
  classrooms: readonly Item[];
  children: readonly ChapterNode<Item>[];
}

/** Every classroom of the tree in reading order: a chapter's own classrooms, then its sub-chapters'. */
export function flattenChapters<Item>(chapters: readonly ChapterNode<Item>[]): Item[] {
  return chapters.flatMap((chapter) => [...chapter.classrooms, ...flattenChapters(chapter.children)]);
}

/** Whether a chapter (or one below it) holds any classroom: an empty branch is left out of the tree. */
export function chapterHasItems(chapter: ChapterNode<unknown>): boolean {
  return chapter.classrooms.length > 0 || chapter.children.some(chapterHasItems);
}

/** What the 'last studied' card's button opens: the last studied classroom (Continue), else the first (Start). */
export function continueItem<Item>(lastStudied: Item | null | undefined, items: readonly Item[]): { item: Item; started: boolean } | undefined {
  if (lastStudied) return { item: lastStudied, started: true };
  const first = items[0];
  return first === undefined ? undefined : { item: first, started: false };
}

export type LiveState = 'notStarted' | 'live' | 'generating' | 'replay';

/** courseLiveClassroomResultVO.liveStatus: 0 not started, 1 live, 2 replay generating, any other a replay. */
export function liveState(liveStatus: number | null | undefined): LiveState {
  if (liveStatus === 1) return 'live';
  if (liveStatus === 2) return 'generating';
  return liveStatus === 0 || liveStatus == null ? 'notStarted' : 'replay';
}
