import { describe, expect, it } from 'vitest';
import { dateKeyOf, MAX_RANGE_DAYS, parseDateTime, rangeProblem, timetableDays } from '../../../../src/lib/study/timetable';

describe('timetable days', () => {
  it('groups activities by the local date they start on, in date order', () => {
    const days = timetableDays([
      { name: 'b', startTime: new Date(2026, 4, 12, 9), finStatus: 2 },
      { name: 'a', startTime: new Date(2026, 4, 10, 9), finStatus: 2 },
      { name: 'c', startTime: new Date(2026, 4, 12, 14), finStatus: 1 },
    ]);
    expect(days.map((day) => [day.dateKey, day.colorStatus, day.activityResultVOList.map((item) => item.name)])).toEqual([
      ['2026-05-10', 2, ['a']],
      ['2026-05-12', 1, ['b', 'c']],
    ]);
  });

  it('has no day without activities', () => {
    expect(timetableDays([])).toEqual([]);
    expect(dateKeyOf(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
  });
});

describe('parseDateTime', () => {
  it('reads a local date and time, a date, and an ISO time with its offset', () => {
    expect(parseDateTime('2026-05-10 08:30:00')).toEqual(new Date(2026, 4, 10, 8, 30));
    expect(parseDateTime('2026-05-10')).toEqual(new Date(2026, 4, 10));
    expect(parseDateTime('2026-05-10T08:30:00Z')).toEqual(new Date(Date.UTC(2026, 4, 10, 8, 30)));
    expect(parseDateTime('2026-05-10 08:30:00+08:00')).toEqual(new Date(Date.UTC(2026, 4, 10, 0, 30)));
  });

  it('refuses anything else, and dates the calendar does not have', () => {
    for (const value of ['yesterday', '2026-05-10 24:00:00', '2026-02-30', '2026-13-01 00:00:00', '10/05/2026']) expect(parseDateTime(value), value).toBeUndefined();
  });
});

describe('rangeProblem', () => {
  const start = new Date(2026, 0, 1);
  it('accepts a range whose end is after its start, up to MAX_RANGE_DAYS', () => {
    expect(rangeProblem(start, new Date(2026, 0, 7, 23, 59, 59))).toBeUndefined();
    expect(rangeProblem(start, new Date(start.getTime() + MAX_RANGE_DAYS * 86_400_000))).toBeUndefined();
  });

  it('refuses an end not after the start, and a longer range', () => {
    expect(rangeProblem(start, start)).toBe('order');
    expect(rangeProblem(start, new Date(2025, 11, 31))).toBe('order');
    expect(rangeProblem(start, new Date(start.getTime() + MAX_RANGE_DAYS * 86_400_000 + 1))).toBe('span');
  });
});
