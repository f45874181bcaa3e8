import { describe, expect, it } from 'vitest';
import { dateMarker } from '../../../../src/lib/study/date-markers';

const now = '2026-03-18 10:00:00';

describe('timetable date marker', () => {
  it.each([
    ['an unfinished day in the past', '2026-03-17', 1, 'error'],
    ['an unfinished today, even late at night', '2026-03-18 23:00:00', 1, 'info'],
    ['an unfinished today, earlier than now', '2026-03-18 00:00:00', 1, 'info'],
    ['an unfinished day to come', '2026-03-25', 1, 'info'],
    ['a finished day in the past', '2026-03-01', 2, 'success'],
    ['a finished day to come', '2026-03-30', 2, 'success'],
  ])('marks %s as %s', (_, dateKey, colorStatus, marker) => {
    expect(dateMarker({ dateKey, colorStatus }, now)).toBe(marker);
  });

  it.each([undefined, null, 0, 3])('leaves a day with colorStatus %s unmarked', (colorStatus) => {
    expect(dateMarker({ dateKey: '2026-03-01', colorStatus }, now)).toBeUndefined();
  });
});
