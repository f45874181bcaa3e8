import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { timeHint } from '../../../src/lib/time-hint';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Built from local parts, so the expected full dates hold in any time zone.
const now = new Date(2025, 0, 10, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('timeHint', () => {
  it.each([
    ['the same moment', 0, { key: 'display.timeHint.justNow' }],
    ['999 ms ago', 999, { key: 'display.timeHint.justNow' }],
    ['30 s ahead (clock skew)', -30 * SECOND, { key: 'display.timeHint.justNow' }],
    ['exactly 60 s ahead', -MINUTE, { key: 'display.timeHint.justNow' }],
    ['1 s ago', SECOND, { key: 'display.timeHint.seconds', params: { n: 1 } }],
    ['59.9 s ago', 59_900, { key: 'display.timeHint.seconds', params: { n: 59 } }],
    ['60 s ago', MINUTE, { key: 'display.timeHint.minutes', params: { n: 1 } }],
    ['119 s ago', 119 * SECOND, { key: 'display.timeHint.minutes', params: { n: 1 } }],
    ['59 min 59 s ago', HOUR - SECOND, { key: 'display.timeHint.minutes', params: { n: 59 } }],
    ['60 min ago', HOUR, { key: 'display.timeHint.hours', params: { n: 1 } }],
    ['23 h 59 min 59 s ago', DAY - SECOND, { key: 'display.timeHint.hours', params: { n: 23 } }],
    ['24 h ago', DAY, { key: 'display.timeHint.days', params: { n: 1 } }],
    ['47 h 59 min ago', 2 * DAY - MINUTE, { key: 'display.timeHint.days', params: { n: 1 } }],
    ['48 h ago', 2 * DAY, { key: 'display.timeHint.days', params: { n: 2 } }],
    ['exactly 72 h ago', 3 * DAY, { key: 'display.timeHint.days', params: { n: 3 } }],
    ['72 h and 1 ms ago', 3 * DAY + 1, { key: 'display.timeHint.fullDate', params: { date: '2025-01-07 11:59' } }],
    ['a month ago', 31 * DAY, { key: 'display.timeHint.fullDate', params: { date: '2024-12-10 12:00' } }],
    ['61 s ahead', -(MINUTE + SECOND), { key: 'display.timeHint.fullDate', params: { date: '2025-01-10 12:01' } }],
  ])('shows a moment %s as %j', (_name, offset, expected) => {
    expect(timeHint(ago(offset), now)).toEqual(expected);
  });

  it('reads the platform time text and epoch milliseconds, and takes now as a number', () => {
    expect(timeHint('2025-01-10 11:55:00', now.getTime())).toEqual({ key: 'display.timeHint.minutes', params: { n: 5 } });
    expect(timeHint(now.getTime() - 3 * HOUR, now)).toEqual({ key: 'display.timeHint.hours', params: { n: 3 } });
  });

  it.each([[null], [undefined], [''], ['not a date']])('gives no hint for %j', (time) => {
    expect(timeHint(time, now)).toBeUndefined();
  });

  it('reads naturally in both locales', () => {
    expect(createTranslator('zh-CN')(timeHint(ago(5 * MINUTE), now)!)).toBe('5分钟前');
    expect(createTranslator('zh-CN')(timeHint(ago(2 * DAY), now)!)).toBe('2天前');
    expect(createTranslator('zh-CN')(timeHint(now, now)!)).toBe('刚刚');
    expect(createTranslator('en')(timeHint(ago(3 * HOUR), now)!)).toBe('3h ago');
    expect(createTranslator('en')(timeHint(ago(10 * DAY), now)!)).toBe('2024-12-31 12:00');
  });
});
