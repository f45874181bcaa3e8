import { describe, expect, it } from 'vitest';
import { ATTENDANCE_TYPE, AUTO_SIGN_IN_MESSAGE, attendanceCheck, attendanceSuccess, hasSignedIn, hasSignedOut, shouldAutoSignIn } from '../../../../src/lib/study/attendance';

const repeat = { allowed: false, message: { key: 'rules.attendance.repeat' } };

describe('sign-in and sign-out', () => {
  it('sends type 1 to sign in and 2 to sign out', () => {
    expect(ATTENDANCE_TYPE).toEqual({ signIn: 1, signOut: 2 });
    expect(attendanceCheck('signIn', {}, false)).toEqual({ allowed: true, type: 1 });
    expect(attendanceCheck('signOut', { isSignIn: 1 }, false)).toEqual({ allowed: true, type: 2 });
  });

  it.each([{ isSignIn: 1 }, { isSignIn: true }, { signInTime: '2026-03-18 09:00:00' }])('refuses a repeat sign-in after %j', (info) => {
    expect(hasSignedIn(info)).toBe(true);
    expect(attendanceCheck('signIn', info, false)).toEqual(repeat);
  });

  it.each([{ isSignOut: 1 }, { isSignOut: true }, { signOutTime: '2026-03-18 11:00:00' }])('refuses a repeat sign-out after %j', (info) => {
    expect(hasSignedOut(info)).toBe(true);
    expect(attendanceCheck('signOut', info, false)).toEqual(repeat);
  });

  it.each([{ isSignIn: 0, signInTime: '' }, { isSignIn: false, signInTime: null }, {}])('sees no sign-in in %j', (info) => {
    expect(hasSignedIn(info)).toBe(false);
  });

  it('ignores a click while a request is in flight, without a message', () => {
    expect(attendanceCheck('signIn', {}, true)).toEqual({ allowed: false, message: undefined });
    expect(attendanceCheck('signOut', {}, true)).toEqual({ allowed: false, message: undefined });
  });

  it('still names the repeat when a request is in flight after the sign-in', () => {
    expect(attendanceCheck('signIn', { isSignIn: 1 }, true)).toEqual(repeat);
  });

  it('announces each success', () => {
    expect(attendanceSuccess('signIn')).toEqual({ key: 'rules.attendance.signInSuccess' });
    expect(attendanceSuccess('signOut')).toEqual({ key: 'rules.attendance.signOutSuccess' });
  });
});

describe('auto sign-in', () => {
  it('signs in on opening a classroom with onlineAttendance 1 and no sign-in', () => {
    expect(shouldAutoSignIn({ onlineAttendance: 1 }, true)).toBe(true);
    expect(AUTO_SIGN_IN_MESSAGE).toEqual({ key: 'rules.attendance.autoSignedIn' });
  });

  it.each([
    ['online attendance is off', { onlineAttendance: 0 }, true],
    ['online attendance is unknown', {}, true],
    ['the student has signed in', { onlineAttendance: 1, isSignIn: 1 }, true],
    ['the classroom is not opened', { onlineAttendance: 1 }, false],
  ])('does not sign in when %s', (_, info, opened) => {
    expect(shouldAutoSignIn(info, opened)).toBe(false);
  });
});
