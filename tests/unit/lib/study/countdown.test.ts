import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../src/i18n/runtime';
import { countdownDeadline, remainingDays, remainingDaysMessage } from '../../../../src/lib/study/countdown';

// Local times, so the deadline at 23:59:59 holds in any time zone.
const at = (day: number, h = 0, m = 0, s = 0, ms = 0) => new Date(2025, 2, day, h, m, s, ms);

describe('the remaining-days countdown (spec 2 §4)', () => {
  it('runs to 23:59:59 of the end date, whatever time the end date carries', () => {
    expect(countdownDeadline('2025-03-20')).toEqual(at(20, 23, 59, 59));
    expect(countdownDeadline('2025-03-20 08:30:00')).toEqual(at(20, 23, 59, 59));
    expect(countdownDeadline(at(20, 1).getTime())).toEqual(at(20, 23, 59, 59));
  });

  it.each([[null], [undefined], [''], ['never']])('has nothing to count for an end date of %j', (endDate) => {
    expect(countdownDeadline(endDate)).toBeUndefined();
    expect(remainingDays(endDate, at(17))).toBeUndefined();
    expect(remainingDaysMessage(endDate, at(17))).toBeUndefined();
  });

  it('counts whole days: 3 on the 17th at 10:20, 1 at 23:59:59 of the day before, 0 on the last day', () => {
    expect(remainingDays('2025-03-20', at(17, 10, 20, 30))).toBe(3);
    expect(remainingDays('2025-03-20', at(19, 23, 59, 59))).toBe(1);
    expect(remainingDays('2025-03-20', at(20, 8))).toBe(0);
    expect(remainingDays('2025-03-20', at(20, 23, 59, 58, 500))).toBe(0);
  });

  it('has ended at 23:59:59 of the end date and after', () => {
    expect(remainingDays('2025-03-20', at(20, 23, 59, 59))).toBe('ended');
    expect(remainingDays('2025-03-20', at(25))).toBe('ended');
  });

  it('says so in both languages', () => {
    const zh = createTranslator('zh-CN');
    const en = createTranslator('en');
    expect(zh(remainingDaysMessage('2025-03-20', at(17))!)).toBe('剩余3天');
    expect(en(remainingDaysMessage('2025-03-20', at(17))!)).toBe('3d left');
    expect(zh(remainingDaysMessage('2025-03-20', at(21))!)).toBe('已结束');
    expect(en(remainingDaysMessage('2025-03-20', at(21))!)).toBe('Ended');
  });
});
