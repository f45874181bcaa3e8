import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { EVALUATE_TYPE, MAX_PICKED_DAYS, allRange, monthRange, nextPeriod, periodRange, pickedRange, previousPeriod, shiftPickedRange, weekRange } from '../../../../src/lib/study/ranges';

describe('week range', () => {
  it.each([
    ['2026-03-15 00:00:00', 'a Sunday'],
    ['2026-03-18 12:34:56', 'a Wednesday'],
    ['2026-03-21 23:59:59', 'a Saturday'],
  ])('runs from Sunday 00:00:00 to Saturday 23:59:59 for %s (%s)', (date) => {
    expect(weekRange(date)).toEqual({ evaluateType: 'WEEK', startTime: '2026-03-15 00:00:00', endTime: '2026-03-21 23:59:59' });
  });

  it('crosses a month and a year boundary', () => {
    expect(weekRange('2026-01-01')).toEqual({ evaluateType: 'WEEK', startTime: '2025-12-28 00:00:00', endTime: '2026-01-03 23:59:59' });
  });

  it('still starts on Sunday when the Chinese locale, whose week starts Monday, is global', () => {
    dayjs.locale('zh-cn');
    try {
      expect(weekRange('2026-03-18').startTime).toBe('2026-03-15 00:00:00');
    } finally {
      dayjs.locale('en');
    }
  });

  it('accepts a Date and a timestamp', () => {
    const date = new Date(2026, 2, 18, 9);
    expect(weekRange(date)).toEqual(weekRange(date.getTime()));
  });

  it('refuses a value that is not a date', () => {
    expect(() => weekRange('someday')).toThrow(RangeError);
  });
});

describe('month range', () => {
  it.each([
    ['2026-02-14', '2026-02-01 00:00:00', '2026-02-28 23:59:59'],
    ['2028-02-29 10:00:00', '2028-02-01 00:00:00', '2028-02-29 23:59:59'],
    ['2026-12-31', '2026-12-01 00:00:00', '2026-12-31 23:59:59'],
  ])('of %s runs from %s to %s', (date, startTime, endTime) => {
    expect(monthRange(date)).toEqual({ evaluateType: 'MONTH', startTime, endTime });
  });

  it('refuses a value that is not a date', () => {
    expect(() => monthRange('')).toThrow(RangeError);
  });
});

describe('all range', () => {
  it('spans the whole days of the training period', () => {
    expect(allRange({ trainingStartTime: '2026-03-01 09:00:00', trainingEndTime: '2026-06-30' })).toEqual({
      evaluateType: 'UNIT',
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-06-30 23:59:59',
    });
  });

  it('is open where the period is unknown or unreadable', () => {
    expect(allRange()).toEqual({ evaluateType: 'UNIT' });
    expect(allRange({ trainingStartTime: null, trainingEndTime: 'soon' })).toEqual({ evaluateType: 'UNIT' });
  });
});

describe('timetable views', () => {
  it('send WEEK, MONTH and UNIT', () => {
    expect(EVALUATE_TYPE).toEqual({ week: 'WEEK', month: 'MONTH', all: 'UNIT' });
  });

  it('pick the range by evaluation type', () => {
    expect(periodRange('WEEK', '2026-03-18')).toEqual(weekRange('2026-03-18'));
    expect(periodRange('MONTH', '2026-03-18')).toEqual(monthRange('2026-03-18'));
  });
});

describe('previous and next period', () => {
  it('moves a week back and forth', () => {
    const week = weekRange('2026-03-18');
    expect(previousPeriod(week)).toEqual(weekRange('2026-03-08'));
    expect(nextPeriod(week)).toEqual(weekRange('2026-03-22'));
  });

  it('moves a month back and forth, whatever its length', () => {
    const january = monthRange('2026-01-31');
    expect(nextPeriod(january)).toEqual(monthRange('2026-02-01'));
    expect(previousPeriod(january)).toEqual(monthRange('2025-12-01'));
    expect(nextPeriod(nextPeriod(january))).toEqual(monthRange('2026-03-01'));
  });
});

describe('pickedRange (the week view date-range picker)', () => {
  it('covers whole days from the start to the end, whichever was picked first', () => {
    expect(pickedRange('2026-11-24', '2026-11-26')).toEqual({ evaluateType: 'WEEK', startTime: '2026-11-24 00:00:00', endTime: '2026-11-26 23:59:59' });
    expect(pickedRange('2026-11-26 15:00:00', '2026-11-24 09:00:00')).toEqual({ evaluateType: 'WEEK', startTime: '2026-11-24 00:00:00', endTime: '2026-11-26 23:59:59' });
    expect(pickedRange('2026-11-24', '2026-11-24')).toEqual({ evaluateType: 'WEEK', startTime: '2026-11-24 00:00:00', endTime: '2026-11-24 23:59:59' });
  });

  it('shows at most one week from the start', () => {
    expect(MAX_PICKED_DAYS).toBe(7);
    expect(pickedRange('2026-11-24', '2026-12-20')).toEqual({ evaluateType: 'WEEK', startTime: '2026-11-24 00:00:00', endTime: '2026-11-30 23:59:59' });
  });

  it('moves by its own length, across months', () => {
    const range = pickedRange('2026-11-29', '2026-12-01');
    expect(shiftPickedRange(range, 1)).toEqual({ evaluateType: 'WEEK', startTime: '2026-12-02 00:00:00', endTime: '2026-12-04 23:59:59' });
    expect(shiftPickedRange(range, -1)).toEqual({ evaluateType: 'WEEK', startTime: '2026-11-26 00:00:00', endTime: '2026-11-28 23:59:59' });
  });

  it('refuses what is not a date', () => {
    expect(() => pickedRange('soon', '2026-11-24')).toThrow(RangeError);
  });
});
