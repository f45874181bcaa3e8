// Sign-in and sign-out of a classroom (spec 2 §4, §5): each once, one request at a time.
import type { Message } from '../../i18n';

export type AttendanceKind = 'signIn' | 'signOut';

/** The type the sign call sends. */
export const ATTENDANCE_TYPE: Readonly<Record<AttendanceKind, 1 | 2>> = { signIn: 1, signOut: 2 };

export interface AttendanceInfo {
  isSignIn?: boolean | number | null;
  isSignOut?: boolean | number | null;
  signInTime?: string | null;
  signOutTime?: string | null;
  onlineAttendance?: number | null;
}

const isSet = (flag: unknown) => flag === true || flag === 1;

export function hasSignedIn(info: AttendanceInfo): boolean {
  return isSet(info.isSignIn) || Boolean(info.signInTime);
}

export function hasSignedOut(info: AttendanceInfo): boolean {
  return isSet(info.isSignOut) || Boolean(info.signOutTime);
}

export type AttendanceCheck =
  | { allowed: true; type: 1 | 2 }
  /** message undefined: a request is in flight, so the click is ignored without a word. */
  | { allowed: false; message: Message | undefined };

export function attendanceCheck(kind: AttendanceKind, info: AttendanceInfo, inFlight: boolean): AttendanceCheck {
  const done = kind === 'signIn' ? hasSignedIn(info) : hasSignedOut(info);
  if (done) return { allowed: false, message: { key: 'rules.attendance.repeat' } };
  if (inFlight) return { allowed: false, message: undefined };
  return { allowed: true, type: ATTENDANCE_TYPE[kind] };
}

export function attendanceSuccess(kind: AttendanceKind): Message {
  return { key: kind === 'signIn' ? 'rules.attendance.signInSuccess' : 'rules.attendance.signOutSuccess' };
}

/** An online classroom with onlineAttendance 1 signs the student in by itself when opened. */
export function shouldAutoSignIn(info: AttendanceInfo, classroomOpened: boolean): boolean {
  return classroomOpened && info.onlineAttendance === 1 && !hasSignedIn(info);
}

export const AUTO_SIGN_IN_MESSAGE: Message = { key: 'rules.attendance.autoSignedIn' };
