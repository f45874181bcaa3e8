import { describe, expect, it } from 'vitest';
import { SUBMIT_GRACE_MS, withinDeadline } from '../../../../src/lib/exam/deadline';

describe('the deadline of a test attempt', () => {
  const deadline = new Date(2026, 2, 18, 10, 30);

  it('takes answers until 60 s after the deadline, and not a millisecond later', () => {
    expect(SUBMIT_GRACE_MS).toBe(60_000);
    expect(withinDeadline(deadline, deadline.getTime() - 1)).toBe(true);
    expect(withinDeadline(deadline, deadline.getTime() + 60_000)).toBe(true);
    expect(withinDeadline(deadline.getTime(), deadline.getTime() + 60_001)).toBe(false);
  });

  it('never closes an attempt without a deadline (homework)', () => {
    expect(withinDeadline(null, Date.now())).toBe(true);
    expect(withinDeadline(undefined, Date.now())).toBe(true);
  });
});
