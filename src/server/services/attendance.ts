// Attendance of a classroom (spec 2 §3 Attendance, §4 sign-in and sign-out, §5): each once per
// student and classroom, also under concurrent requests: the attendance table's unique index on
// (student, classroom) and conditional writes (… where sign_in_time is null) let exactly one
// request win; the others are told 'repeat attendance check-in is not allowed'. Each sign-in and
// sign-out also writes the class's activity dynamic (type 0 and 1), in the same transaction.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import { ATTENDANCE_TYPE } from '../../lib/study/attendance';
import { DATA_TYPE } from '../../lib/study/data-type';
import { ONLINE_TYPE } from '../../lib/study/jumps';
import type { Database } from '../db/client';
import { attendance, classActivities, users } from '../db/schema';
import { badRequest, conflict } from '../envelope';
import { say } from '../messages';
import { announce } from './activity-feed';
import { requireClassroom, type ClassStudent, type Classroom } from './class-student';
import type { CurrentUser } from './current-user';

type ClassActivity = typeof classActivities.$inferSelect;
type AttendanceRow = typeof attendance.$inferSelect;

export interface AttendanceRef {
  classroomId: number;
  activityId?: number;
  courseId?: number;
}

interface AttendanceClassroom {
  classroom: Classroom;
  activity: ClassActivity | undefined;
  /** Face to face: sign-in and sign-out. Online: sign-in only, when onlineAttendance is 1. */
  offline: boolean;
}

/** The classroom of the student's class that the call names; activityId and courseId, when sent, must agree with it. */
async function attendanceClassroom(db: Database, student: ClassStudent, ref: AttendanceRef): Promise<AttendanceClassroom> {
  const classroom = await requireClassroom(db, student, ref.classroomId);
  if (ref.activityId !== undefined && classroom.activityId !== ref.activityId) {
    throw badRequest(`activityId: classroom ${classroom.id} does not belong to activity ${ref.activityId}`);
  }
  if (ref.courseId !== undefined && classroom.courseId !== null && classroom.courseId !== ref.courseId) {
    throw badRequest(`courseId: classroom ${classroom.id} belongs to course ${classroom.courseId}, not ${ref.courseId}`);
  }
  const [activity] = classroom.activityId === null ? [] : await db.select().from(classActivities).where(eq(classActivities.id, classroom.activityId));
  const offline = classroom.dataType === DATA_TYPE.faceToFace || activity?.onlineType === ONLINE_TYPE.offline;
  return { classroom, activity, offline };
}

async function attendanceRow(db: Database, student: ClassStudent, classroomId: number): Promise<AttendanceRow | undefined> {
  const [row] = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.classStudentId, student.id), eq(attendance.classroomId, classroomId)));
  return row;
}

const iso = (time: Date | null | undefined) => time?.toISOString() ?? null;

function toInfo({ classroom, activity, offline }: AttendanceClassroom, row: AttendanceRow | undefined) {
  return {
    classroomId: classroom.id,
    signIn: offline || classroom.onlineAttendance === 1 ? 1 : 0,
    signOut: offline ? 1 : 0,
    isSignIn: row?.signInTime ? 1 : 0,
    isSignOut: row?.signOutTime ? 1 : 0,
    signInTime: iso(row?.signInTime),
    signOutTime: iso(row?.signOutTime),
    classStartTime: iso(classroom.classStartTime ?? activity?.startTime),
    classEndTime: iso(classroom.classEndTime ?? activity?.endTime),
    onlineAttendance: classroom.onlineAttendance,
  };
}

export type AttendanceInfo = ReturnType<typeof toInfo>;

export async function attendanceInfo(db: Database, student: ClassStudent, ref: AttendanceRef): Promise<AttendanceInfo> {
  const target = await attendanceClassroom(db, student, ref);
  return toInfo(target, await attendanceRow(db, student, target.classroom.id));
}

export interface SignRequest extends AttendanceRef {
  /** 1 sign in, 2 sign out. */
  type: 1 | 2;
  place?: { lat: number; lon: number };
}

/**
 * Face-to-face sign-in opens on the day the class starts and closes at its end (a later sign-in
 * would turn an absence into attendance); signing out is possible any time after signing in.
 */
function assertSignInOpen({ classroom, activity, offline }: AttendanceClassroom, now: Date) {
  if (!offline) return;
  const start = classroom.classStartTime ?? activity?.startTime;
  const end = classroom.classEndTime ?? activity?.endTime;
  if (start && now.getTime() < dayjs(start).startOf('day').valueOf()) throw badRequest(say('api.attendance.notOpen'));
  if (end && now.getTime() > end.getTime()) throw badRequest(say('api.attendance.over'));
}

async function writerOf(db: Database, user: CurrentUser) {
  const [row] = await db
    .select({ nickName: users.nickName, realName: users.realName, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.id, user.userId), eq(users.tenantId, user.tenantId)));
  return { realName: row?.realName || row?.nickName || user.userId, avatar: row?.avatar ?? null };
}

/** Signs the student in (type 1) or out (type 2) once; the answer is the attendance after it. */
export async function signInOrOut(db: Database, user: CurrentUser, student: ClassStudent, request: SignRequest, now: Date): Promise<AttendanceInfo> {
  const target = await attendanceClassroom(db, student, request);
  const info = toInfo(target, undefined);
  const { classroom } = target;
  if (request.type === ATTENDANCE_TYPE.signIn) {
    if (!info.signIn) throw badRequest(say('api.attendance.noSignIn'));
    assertSignInOpen(target, now);
  } else if (!info.signOut) throw badRequest(say('api.attendance.noSignOut'));
  const writer = await writerOf(db, user);

  const row = await db.transaction(async (tx) => {
    let written: AttendanceRow | undefined;
    if (request.type === ATTENDANCE_TYPE.signIn) {
      // One statement: the first request inserts (or fills an empty row); every later one matches the unique index and its where fails.
      [written] = await tx
        .insert(attendance)
        .values({ tenantId: student.tenantId, classStudentId: student.id, classroomId: classroom.id, signInTime: now, signInPlace: request.place ?? null })
        .onConflictDoUpdate({
          target: [attendance.classStudentId, attendance.classroomId],
          set: { signInTime: sql`excluded.sign_in_time`, signInPlace: sql`excluded.sign_in_place` },
          setWhere: isNull(attendance.signInTime),
        })
        .returning();
      if (!written) throw conflict(say('api.attendance.repeat'));
    } else {
      [written] = await tx
        .update(attendance)
        .set({ signOutTime: now, signOutPlace: request.place ?? null })
        .where(and(eq(attendance.classStudentId, student.id), eq(attendance.classroomId, classroom.id), isNotNull(attendance.signInTime), isNull(attendance.signOutTime)))
        .returning();
      if (!written) {
        const existing = await attendanceRow(tx, student, classroom.id);
        throw existing?.signInTime ? conflict(say('api.attendance.repeat')) : badRequest(say('api.attendance.signInFirst'));
      }
    }
    const author = { userId: user.userId, realName: writer.realName, avatar: writer.avatar };
    await announce(tx, student, classroom, request.type === ATTENDANCE_TYPE.signIn ? 0 : 1, author, classroom.name, now);
    return written;
  });
  return toInfo(target, row);
}
