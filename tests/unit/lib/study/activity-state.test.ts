import { describe, expect, it } from 'vitest';
import { classActivityStatus, isActivityFinished, type ActivityRecord } from '../../../../src/lib/study/activity-state';

const NOW = '2026-05-10T12:00:00';
const past = '2026-05-09T23:59:00';
const future = '2026-05-10T23:59:00';

const online = (done: boolean[], endTime = past, signedIn = false): ActivityRecord => ({ onlineType: 1, endTime, signedIn, requiredContentsDone: done });
const offline = (signedIn: boolean, endTime = past): ActivityRecord => ({ onlineType: 2, endTime, signedIn, requiredContentsDone: [false] });

describe('the attendance state of a class activity', () => {
  it('is attended once the student signed in to one of its classrooms, online or offline', () => {
    expect(classActivityStatus(offline(true), NOW)).toBe(2);
    expect(classActivityStatus(online([false], past, true), NOW)).toBe(2);
  });

  it('is attended when every required content of an online activity is done, even before its end', () => {
    expect(classActivityStatus(online([true, true], future), NOW)).toBe(2);
    expect(classActivityStatus(online([], future), NOW)).toBe(2);
  });

  it('is absent after its end and to attend before it, while something is left', () => {
    expect(classActivityStatus(online([true, false]), NOW)).toBe(1);
    expect(classActivityStatus(online([true, false], future), NOW)).toBe(0);
    expect(classActivityStatus(offline(false), NOW)).toBe(1);
    expect(classActivityStatus(offline(false, future), NOW)).toBe(0);
  });

  it('an offline activity is attended by signing in only, whatever its contents', () => {
    expect(classActivityStatus({ onlineType: 2, endTime: past, signedIn: false, requiredContentsDone: [] }, NOW)).toBe(1);
  });

  it('counts as finished exactly when attended', () => {
    expect(isActivityFinished(classActivityStatus(offline(true), NOW))).toBe(true);
    expect(isActivityFinished(classActivityStatus(online([false], future), NOW))).toBe(false);
    expect(isActivityFinished(classActivityStatus(online([false]), NOW))).toBe(false);
  });
});
