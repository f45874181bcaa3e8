import { describe, expect, it } from 'vitest';
import {
  DURATION_TOLERANCE_MS,
  clampIntervals,
  furthestWatchedMs,
  mergeIntervals,
  studiedOnOpen,
  videoProgressMet,
  watchedMs,
  watchedPercent,
  type WatchedInterval,
} from '../../../../src/lib/study/watched-intervals';
import { itAnswers } from '../../support/each-row';

describe('merging watched intervals', () => {
  it('joins overlapping and touching stretches, whatever order they arrive in', () => {
    const intervals: WatchedInterval[] = [
      [3000, 4000],
      [0, 1000],
      [500, 1500],
      [1500, 2000],
    ];
    expect(mergeIntervals(intervals)).toEqual([
      [0, 2000],
      [3000, 4000],
    ]);
    expect(mergeIntervals([...intervals].reverse())).toEqual(mergeIntervals(intervals));
  });

  it('keeps a stretch inside another once, and drops empty ones', () => {
    expect(mergeIntervals([[0, 4000], [1000, 2000], [2500, 2500]])).toEqual([[0, 4000]]);
    expect(mergeIntervals([])).toEqual([]);
  });

  it('does not change the intervals it was given', () => {
    const given: WatchedInterval[] = [[0, 1000], [500, 2000]];
    mergeIntervals(given);
    expect(given).toEqual([[0, 1000], [500, 2000]]);
  });
});

describe('what was watched', () => {
  it('counts a stretch watched twice once', () => {
    expect(watchedMs([[0, 1000], [0, 1000], [500, 1500]])).toBe(1500);
  });

  it('is a percent of the length with two decimals, capped at 100, and 0 for no length', () => {
    expect(watchedPercent([[0, 1000]], 3000)).toBe(33.33);
    expect(watchedPercent([[0, 4000]], 4000)).toBe(100);
    expect(watchedPercent([[0, 1000]], 0)).toBe(0);
  });

  it('reaches as far as the last interval ends', () => {
    expect(furthestWatchedMs([[0, 1000], [3000, 3500], [200, 900]])).toBe(3500);
    expect(furthestWatchedMs([])).toBe(0);
  });
});

describe('the VIDEO_PROGRESS duty', () => {
  it('is met when the union reaches the target percent', () => {
    expect(videoProgressMet([[0, 3600]], 4000, 90)).toBe(true);
    expect(videoProgressMet([[0, 1800], [1800, 3600]], 4000, 90)).toBe(true);
  });

  it('is not met just below the target, nor by the same stretch watched again', () => {
    expect(videoProgressMet([[0, 3599]], 4000, 90)).toBe(false);
    expect(videoProgressMet([[0, 2000], [0, 2000], [1000, 2000]], 4000, 90)).toBe(false);
  });

  it('asks for the whole video without a target, and reads a target as 0 to 100', () => {
    expect(videoProgressMet([[0, 3999]], 4000, null)).toBe(false);
    expect(videoProgressMet([[0, 4000]], 4000, undefined)).toBe(true);
    expect(videoProgressMet([[0, 4000]], 4000, 150)).toBe(true);
    expect(videoProgressMet([], 4000, -5)).toBe(true);
  });

  it('is never met by a media of no length', () => {
    expect(videoProgressMet([[0, 10]], 0, 90)).toBe(false);
  });
});

describe('clamping a report', () => {
  it('clamps to the length within the tolerance and drops what becomes empty', () => {
    expect(clampIntervals([[0, 4000 + DURATION_TOLERANCE_MS], [4000, 4500], [100, 200]], 4000)).toEqual({
      intervals: [
        [0, 4000],
        [100, 200],
      ],
      outOfRange: null,
    });
  });

  it('names the first interval beyond the length, before 0 or reversed', () => {
    expect(clampIntervals([[0, 100], [0, 4000 + DURATION_TOLERANCE_MS + 1]], 4000).outOfRange).toBe(1);
    expect(clampIntervals([[-1, 100]], 4000).outOfRange).toBe(0);
    expect(clampIntervals([[0, 100], [300, 200]], 4000)).toEqual({ intervals: [], outOfRange: 1 });
    expect(clampIntervals([[0, 100]], -5).intervals).toEqual([]);
  });
});

describe('contents studied on opening', () => {
  itAnswers(studiedOnOpen, 'dataType %i of length %i: %s', [
    [3, 0, true],
    [4, 0, true],
    [5, 0, true],
    [8, 0, true],
    [1, 4000, false],
    [2, 4000, false],
    [3, 60_000, false],
    [6, 0, false],
    [11, 0, false],
  ]);
});
