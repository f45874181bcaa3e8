import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { isServicePointOpen, isServicePointType, parseTimeOfDay, SERVICE_POINT_TYPES, servicePointTypeLabel } from '../../../src/lib/service-point';
import { itAnswers } from '../support/each-row';

const at = (h: number, m = 0, s = 0, ms = 0) => new Date(2025, 4, 6, h, m, s, ms);

describe('service point types', () => {
  it('are teaching, exam and evaluate, each with a label', () => {
    expect(SERVICE_POINT_TYPES).toEqual(['TEACHING', 'EXAM', 'EVALUATE']);
    expect(SERVICE_POINT_TYPES.map((type) => createTranslator('zh-CN')({ key: servicePointTypeLabel(type)! }))).toEqual([
      '教学点',
      '考试点',
      '评价点',
    ]);
  });

  it.each([['OTHER'], ['teaching'], [null], [undefined]])('has no label for %j', (type) => {
    expect(servicePointTypeLabel(type)).toBeUndefined();
  });

  it('recognises only the three types', () => {
    expect(isServicePointType('EXAM')).toBe(true);
    expect(isServicePointType(1)).toBe(false);
  });
});

describe('parseTimeOfDay', () => {
  itAnswers(parseTimeOfDay, 'reads %j as %i seconds after midnight', [
    ['08:30', 8 * 3600 + 30 * 60],
    ['8:30', 8 * 3600 + 30 * 60],
    ['17:45:15', 17 * 3600 + 45 * 60 + 15],
    [' 00:00 ', 0],
    ['24:00', 86_400],
    ['24:00:00', 86_400],
  ]);

  it.each([['24:01'], ['25:00'], ['12:60'], ['12:30:60'], ['noon'], ['12'], [''], [null], [undefined]])('cannot read %j', (value) => {
    expect(parseTimeOfDay(value)).toBeUndefined();
  });
});

describe('isServicePointOpen', () => {
  const day = { startTime: '08:30', endTime: '17:30' };

  it.each([
    ['one second before opening', at(8, 29, 59), false],
    ['at exactly the start time', at(8, 30), true],
    ['in the middle of the day', at(12), true],
    ['at exactly the end time', at(17, 30), true],
    ['within the last second', at(17, 30, 0, 999), true],
    ['one second after closing', at(17, 30, 1), false],
  ])('a day window is open %s: %s', (_name, now, open) => {
    expect(isServicePointOpen(day, now)).toBe(open);
  });

  it('counts seconds when the times carry them', () => {
    const point = { startTime: '09:00:30', endTime: '18:00:00' };
    expect(isServicePointOpen(point, at(9, 0, 29))).toBe(false);
    expect(isServicePointOpen(point, at(9, 0, 30).getTime())).toBe(true);
  });

  it.each([
    ['late in the evening', at(23), true],
    ['at exactly the start', at(22), true],
    ['at midnight', at(0), true],
    ['at exactly the end the next morning', at(6), true],
    ['after the end', at(6, 0, 1), false],
    ['during the day', at(12), false],
    ['just before the start', at(21, 59, 59), false],
  ])('a window crossing midnight (22:00–06:00) is open %s: %s', (_name, now, open) => {
    expect(isServicePointOpen({ startTime: '22:00', endTime: '06:00' }, now)).toBe(open);
  });

  it('is open round the clock when start and end are the same', () => {
    expect(isServicePointOpen({ startTime: '00:00', endTime: '00:00' }, at(3))).toBe(true);
    expect(isServicePointOpen({ startTime: '00:00', endTime: '24:00' }, at(23, 59, 59))).toBe(true);
  });

  it('is resting when a time is missing or unreadable', () => {
    expect(isServicePointOpen({ startTime: '08:00' }, at(12))).toBe(false);
    expect(isServicePointOpen({ startTime: null, endTime: '18:00' }, at(12))).toBe(false);
    expect(isServicePointOpen({ startTime: 'morning', endTime: '18:00' }, at(12))).toBe(false);
  });
});
