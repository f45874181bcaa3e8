import { describe, expect, it } from 'vitest';
import { SHORT_VIDEO_CARD_WIDTH, SHORT_VIDEO_GAP, SHORT_VIDEO_PAGE_SIZE, visibleShortVideoTags, waterfallColumns, waterfallPlacements } from '../../../src/lib/short-video';
import { itAnswers } from '../support/each-row';

describe('short-video constants', () => {
  it('lays out 230-wide cards with a gap of 16, 8 to a page', () => {
    expect([SHORT_VIDEO_CARD_WIDTH, SHORT_VIDEO_GAP, SHORT_VIDEO_PAGE_SIZE]).toEqual([230, 16, 8]);
  });
});

describe('visibleShortVideoTags', () => {
  it('keeps only tags with operationCountNum over 0', () => {
    const tags = [
      { id: 1, operationCountNum: 3 },
      { id: 2, operationCountNum: 0 },
      { id: 3, operationCountNum: '1' },
      { id: 4, operationCountNum: null },
      { id: 5 },
      { id: 6, operationCountNum: -1 },
    ];
    expect(visibleShortVideoTags(tags).map((tag) => tag.id)).toEqual([1, 3]);
  });
});

describe('waterfallColumns', () => {
  itAnswers(waterfallColumns, 'fits %d px with %i column(s)', [
    [0, 1],
    [229, 1],
    [230, 1],
    [475, 1],
    [476, 2],
    [721, 2],
    [722, 3],
    [1200, 4],
    [1214, 5],
    [-10, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ]);
});

describe('waterfallPlacements', () => {
  it('puts each card into the shortest column, leftmost on a tie', () => {
    expect(waterfallPlacements([300, 200, 250, 100], 2)).toEqual([
      { column: 0, top: 0 },
      { column: 1, top: 0 },
      { column: 1, top: 216 },
      { column: 0, top: 316 },
    ]);
  });

  it('uses one column when given none', () => {
    expect(waterfallPlacements([100, 100], 0)).toEqual([
      { column: 0, top: 0 },
      { column: 0, top: 116 },
    ]);
    expect(waterfallPlacements([], 3)).toEqual([]);
  });
});
