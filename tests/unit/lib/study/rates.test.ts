import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR_MIN_PERCENT, cappedProgress, completionRate, defeatRate, finishedPercent, formatDuration, progressBarPercent, roundTo, twoDigits } from '../../../../src/lib/study/rates';
import { itAnswers } from '../../support/each-row';

describe('completion rate', () => {
  itAnswers(completionRate, '%i finished required over %i assessed is %d percent', [
    [3, 4, 75],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [0, 5, 0],
    [5, 5, 100],
    [7, 5, 100],
    [-1, 5, 0],
  ]);

  it.each([
    [3, 0],
    [3, null],
    [null, undefined],
    [3, Number.NaN],
  ])('is 0 when nothing is assessed (%s over %s)', (finished, assessed) => {
    expect(completionRate(finished, assessed)).toBe(0);
  });
});

describe('defeat rate', () => {
  itAnswers(defeatRate, 'rank %i of %i defeats %i percent', [
    [1, 10, 90],
    [10, 10, 0],
    [1, 3, 67],
    [2, 3, 33],
    [71, 100, 29],
    [1, 8, 88],
    [1, 1, 0],
  ]);

  it.each([
    [null, 10],
    [3, null],
    [undefined, undefined],
    [0, 10],
    [3, 0],
  ])('is 0 when the rank is missing (%s of %s)', (rankIndex, rankTotal) => {
    expect(defeatRate(rankIndex, rankTotal)).toBe(0);
  });

  it('never goes below 0 for a rank past the total', () => {
    expect(defeatRate(12, 10)).toBe(0);
  });
});

describe('progress', () => {
  itAnswers(cappedProgress, 'shows %s with %i decimals as %s', [
    [45.678, 1, 45.7],
    [45.678, 2, 45.68],
    [1.005, 2, 1.01],
    [130, 1, 100],
    [100.04, 2, 100],
    [-5, 1, 0],
    [null, 1, 0],
    [Number.POSITIVE_INFINITY, 2, 0],
  ] as const);

  it('uses one decimal unless told otherwise', () => {
    expect(cappedProgress(12.345)).toBe(12.3);
  });

  it('never draws a bar below 0.1 percent', () => {
    expect(PROGRESS_BAR_MIN_PERCENT).toBe(0.1);
    expect(progressBarPercent(0)).toBe(0.1);
    expect(progressBarPercent(undefined)).toBe(0.1);
    expect(progressBarPercent(0.04, 2)).toBe(0.1);
    expect(progressBarPercent(42.25, 2)).toBe(42.25);
    expect(progressBarPercent(250)).toBe(100);
  });

  it('rounds negative halves away from zero', () => {
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(0, 2)).toBe(0);
  });
});

describe('seconds formatter', () => {
  itAnswers(formatDuration, 'shows %s ms as %s', [
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1000, '00:00:01'],
    [61_500, '00:01:01'],
    [3_599_999, '00:59:59'],
    [3_600_000, '01:00:00'],
    [90_061_000, '25:01:01'],
    [-5000, '00:00:00'],
    [null, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ]);
});

describe('finished out of total, as a bar', () => {
  itAnswers(finishedPercent, '%d of %d draws %d percent', [
    [1, 4, 25],
    [5, 4, 100],
    [0, 4, PROGRESS_BAR_MIN_PERCENT],
    [3, 0, PROGRESS_BAR_MIN_PERCENT],
  ]);

  it('writes a clock field with two digits', () => {
    expect([7, 0, 12, 100].map(twoDigits)).toEqual(['07', '00', '12', '100']);
  });
});
