import { describe, expect, it } from 'vitest';
import { codeButtonLabel, resendSecondsLeft, secondsLeft } from '../../../src/lib/code-countdown';
import { CODE_COUNTDOWN_SECONDS } from '../../../src/lib/limits';

describe('the code button', () => {
  it('counts whole seconds up, so the last second still shows 1', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
    expect(CODE_COUNTDOWN_SECONDS).toBe(60);
  });

  it("reads 'get code', then the countdown, then 're-get'", () => {
    expect(codeButtonLabel({ seconds: 0, sentBefore: false })).toEqual({ key: 'auth.code.get' });
    expect(codeButtonLabel({ seconds: 42, sentBefore: true })).toEqual({ key: 'auth.code.countdown', params: { n: 42 } });
    expect(codeButtonLabel({ seconds: 0, sentBefore: true })).toEqual({ key: 'auth.code.reget' });
  });
});

describe('sending another code', () => {
  it('waits a minute after the last one, rounded up to whole seconds', () => {
    expect(resendSecondsLeft(1_000, 1_000)).toBe(60);
    expect(resendSecondsLeft(1_000, 60_500)).toBe(1);
    expect(resendSecondsLeft(1_000, 61_000)).toBe(0);
  });
});
