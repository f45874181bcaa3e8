import { describe, expect, it } from 'vitest';
import { chapterHasItems, continueItem, courseTabs, flattenChapters, liveState, shownCourseTab, usesChapterTree } from '../../../../src/lib/study/course-page';

describe('the course page tabs', () => {
  it('offer All always and each courseware tab only when its list is non-empty, in the spec order', () => {
    expect(courseTabs(null)).toEqual(['ALL']);
    expect(courseTabs({})).toEqual(['ALL']);
    expect(
      courseTabs({
        E_WORDS_MATERIALS: [1],
        ONLINE_TEST: [],
        ONLINE_HOMEWORK: null,
        ONLINE_VIDEO_TEACHING: [1, 2],
        OFFLINE_FACE2FACE_TEACHING: [3],
        EE_LIVE_LECTURES: [4],
      }),
    ).toEqual(['ALL', 'ONLINE_VIDEO_TEACHING', 'OFFLINE_FACE2FACE_TEACHING', 'E_WORDS_MATERIALS']);
  });

  it('show the chosen tab while it is offered, else All', () => {
    expect(shownCourseTab(['ALL', 'ONLINE_TEST'], 'ONLINE_TEST')).toBe('ONLINE_TEST');
    expect(shownCourseTab(['ALL'], 'ONLINE_TEST')).toBe('ALL');
    expect(shownCourseTab(['ALL', 'ONLINE_TEST'], null)).toBe('ALL');
  });
});

describe('the course directory', () => {
  it('is a chapter tree for course types 2 and 3 only', () => {
    expect(usesChapterTree(2)).toBe(true);
    expect(usesChapterTree(3)).toBe(true);
    expect(usesChapterTree(1)).toBe(false);
    expect(usesChapterTree(null)).toBe(false);
  });

  const tree = [
    {
      classrooms: ['a'],
      children: [
        { classrooms: ['b'], children: [{ classrooms: ['c', 'd'], children: [] }] },
        { classrooms: [], children: [] },
      ],
    },
    { classrooms: ['e'], children: [] },
  ];

  it('reads as a flat list in chapter order, a chapter before its sub-chapters', () => {
    expect(flattenChapters(tree)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(flattenChapters([])).toEqual([]);
  });

  it('leaves out a branch without classrooms at any level', () => {
    expect(chapterHasItems(tree[0]!)).toBe(true);
    expect(chapterHasItems(tree[0]!.children[1]!)).toBe(false);
    expect(chapterHasItems({ classrooms: [], children: [{ classrooms: [], children: [{ classrooms: ['x'], children: [] }] }] })).toBe(true);
  });
});

describe('the last studied card', () => {
  it('continues the last studied classroom, else starts at the first, else offers nothing', () => {
    expect(continueItem('b', ['a', 'b'])).toEqual({ item: 'b', started: true });
    expect(continueItem(null, ['a', 'b'])).toEqual({ item: 'a', started: false });
    expect(continueItem(undefined, [])).toBeUndefined();
  });
});

describe('a live item', () => {
  it('reads liveStatus 0 as not started, 1 live, 2 replay generating and any other as a replay', () => {
    expect(liveState(0)).toBe('notStarted');
    expect(liveState(null)).toBe('notStarted');
    expect(liveState(1)).toBe('live');
    expect(liveState(2)).toBe('generating');
    expect(liveState(3)).toBe('replay');
  });
});
