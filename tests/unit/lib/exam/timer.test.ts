import { describe, expect, it } from 'vitest';
import { REPORT_EVERY_TICKS, countdownTick, remainingFraction, remainingSeconds, shouldReport, testDeadline } from '../../../../src/lib/exam/timer';
import { itAnswers } from '../../support/each-row';

describe('test deadline', () => {
  it('is unitTime minutes after the start', () => {
    expect(testDeadline('2026-03-18 10:00:00', 45)).toBe(new Date(2026, 2, 18, 10, 45).getTime());
    expect(testDeadline(0, 1)).toBe(60_000);
  });
});

describe('remaining seconds', () => {
  const deadline = new Date(2026, 2, 18, 10, 45).getTime();

  it.each([
    [deadline - 60_000, 60],
    [deadline - 59_001, 60],
    [deadline - 1, 1],
    [deadline, 0],
    [deadline + 5_000, 0],
  ])('at %i leaves %i seconds', (now, seconds) => {
    expect(remainingSeconds(deadline, now)).toBe(seconds);
  });

  it('reads a server deadline string', () => {
    expect(remainingSeconds('2026-03-18 10:45:00', '2026-03-18 10:40:00')).toBe(300);
  });

  it('treats an unreadable deadline as expired', () => {
    expect(remainingSeconds('never', '2026-03-18 10:40:00')).toBe(0);
  });
});

describe('countdown ticks', () => {
  it('reports every 60 ticks', () => {
    expect(REPORT_EVERY_TICKS).toBe(60);
    expect([0, 1, 59, 60, 61, 120].map(shouldReport)).toEqual([false, false, false, true, false, true]);
  });

  it('keeps counting while time is left', () => {
    expect(countdownTick(100_000, 40_000, 60)).toEqual({ remainingSeconds: 60, autoSubmit: false, report: true });
    expect(countdownTick(100_000, 40_000, 61)).toEqual({ remainingSeconds: 60, autoSubmit: false, report: false });
  });

  it('auto-submits once expired, instead of reporting', () => {
    expect(countdownTick(100_000, 100_000, 120)).toEqual({ remainingSeconds: 0, autoSubmit: true, report: false });
  });

  itAnswers(remainingFraction, 'fills the circle with %i seconds left of %i minutes as %d', [
    [1800, 60, 0.5],
    [3600, 60, 1],
    [4000, 60, 1],
    [0, 60, 0],
    [10, 0, 0],
  ]);
});
