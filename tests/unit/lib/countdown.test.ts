import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../src/i18n';
import { countdownDeadline, countdownMessage, remainingCountdown } from '../../../src/lib/countdown';

// Local times, so the deadline at 23:59:59 holds in any time zone.
const at = (day: number, h = 0, m = 0, s = 0, ms = 0) => new Date(2025, 2, day, h, m, s, ms);

describe('countdownDeadline', () => {
  it('is 23:59:59 of the end date, whatever time the end date carries', () => {
    expect(countdownDeadline('2025-03-20')).toEqual(at(20, 23, 59, 59));
    expect(countdownDeadline('2025-03-20 08:30:00')).toEqual(at(20, 23, 59, 59));
    expect(countdownDeadline(at(20, 1).getTime())).toEqual(at(20, 23, 59, 59));
  });

  it.each([[null], [undefined], [''], ['never']])('is unknown for an end date of %j', (endDate) => {
    expect(countdownDeadline(endDate)).toBeUndefined();
  });
});

describe('remainingCountdown', () => {
  it('counts days, hours, minutes and seconds to 23:59:59 of the end date', () => {
    expect(remainingCountdown('2025-03-20', at(17, 10, 20, 30))).toEqual({
      days: 3,
      hours: 13,
      minutes: 39,
      seconds: 29,
      totalSeconds: 3 * 86_400 + 13 * 3600 + 39 * 60 + 29,
      ended: false,
    });
  });

  it('has a whole day left at 23:59:59 of the day before', () => {
    expect(remainingCountdown('2025-03-20', at(19, 23, 59, 59))).toMatchObject({ days: 1, hours: 0, minutes: 0, seconds: 0, ended: false });
  });

  it('has one second left at 23:59:58 of the end date', () => {
    expect(remainingCountdown('2025-03-20', at(20, 23, 59, 58))).toMatchObject({ days: 0, seconds: 1, totalSeconds: 1, ended: false });
  });

  it('drops partial seconds and is not yet ended half a second before', () => {
    expect(remainingCountdown('2025-03-20', at(20, 23, 59, 58, 500))).toMatchObject({ totalSeconds: 0, ended: false });
  });

  it('is zero and ended at exactly 23:59:59 of the end date', () => {
    expect(remainingCountdown('2025-03-20', at(20, 23, 59, 59))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalSeconds: 0,
      ended: true,
    });
  });

  it('stays zero and ended after the end date', () => {
    expect(remainingCountdown('2025-03-20', at(25, 9).getTime())).toMatchObject({ days: 0, totalSeconds: 0, ended: true });
  });

  it('is unknown without an end date', () => {
    expect(remainingCountdown(null, at(1))).toBeUndefined();
  });
});

describe('countdownMessage', () => {
  it('shows the remaining time with two-digit hours, minutes and seconds', () => {
    const countdown = remainingCountdown('2025-03-20', at(17, 10, 20, 30))!;
    expect(countdownMessage(countdown)).toEqual({
      key: 'display.countdown.remaining',
      params: { days: 3, hours: '13', minutes: '39', seconds: '29' },
    });
    expect(renderMessage('zh-CN', countdownMessage(remainingCountdown('2025-03-20', at(20, 23, 50, 0))!))).toBe('剩余0天00时09分59秒');
  });

  it('shows the days only when asked', () => {
    const countdown = remainingCountdown('2025-03-20', at(17, 10))!;
    expect(renderMessage('zh-CN', countdownMessage(countdown, { daysOnly: true }))).toBe('剩余3天');
  });

  it('shows ended once the deadline has passed', () => {
    const countdown = remainingCountdown('2025-03-20', at(21))!;
    expect(countdownMessage(countdown)).toEqual({ key: 'display.countdown.ended' });
    expect(countdownMessage(countdown, { daysOnly: true })).toEqual({ key: 'display.countdown.ended' });
    expect(renderMessage('en', countdownMessage(countdown))).toBe('Ended');
  });
});
