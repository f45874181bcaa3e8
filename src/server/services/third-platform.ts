// The third-party learning platform (spec 2 §2 course jump): a course of thirdPlatformType 11 is
// learnt elsewhere; the student is synced to that platform first, then obtains a short-lived
// authorisation code and goes to the course's learningUrl with it. The platform itself is out of
// this reference API: the sync is recorded here, and the code is kept only as a SHA-256 with its
// expiry (what a redemption by the platform would check); asking again replaces the last code.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { learningUrlWithCode } from '../../lib/study/jumps';
import type { Database } from '../db/client';
import { classCourses, courses, thirdPlatformUsers } from '../db/schema';
import { badRequest, conflict, notFound } from '../envelope';
import { say } from '../messages';
import { findClassStudent, type ClassStudent } from './class-student';
import type { CurrentUser } from './current-user';
import { iso } from './teaching-classes';

export const THIRD_PLATFORM_TYPE = 11;
export const AUTH_CODE_TTL_MS = 5 * 60_000;

export const hashAuthCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A course of this school learnt on the third-party platform, or the refusal saying why not. */
async function thirdPartyCourse(db: Database, tenantId: string, courseId: number) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.tenantId, tenantId)));
  if (!course) throw notFound(`courseId: no course ${courseId} in this school`);
  if (course.thirdPlatformType !== THIRD_PLATFORM_TYPE) throw badRequest(say('api.thirdPlatform.notThirdParty', { courseId }));
  return course;
}

/** Records that the student is synced to the platform of a course their class teaches; syncing again refreshes the record. */
export async function syncUser(db: Database, student: ClassStudent, courseId: number, now: Date) {
  const course = await thirdPartyCourse(db, student.tenantId, courseId);
  const [taught] = await db
    .select({ id: classCourses.id })
    .from(classCourses)
    .where(and(eq(classCourses.classId, student.classId), eq(classCourses.courseId, course.id)));
  if (!taught) throw notFound(`courseId: course ${courseId} is not taught in class ${student.classId}`);
  await db
    .insert(thirdPlatformUsers)
    .values({ tenantId: student.tenantId, userId: student.userId, courseId: course.id, classId: student.classId, syncedTime: now })
    .onConflictDoUpdate({ target: [thirdPlatformUsers.userId, thirdPlatformUsers.courseId], set: { classId: student.classId, syncedTime: now } });
  return { courseId: course.id, classId: student.classId, userId: student.userId, synced: true, syncedTime: now.toISOString() };
}

/** A new authorisation code for a synced user (valid 5 minutes), with the url to send it to. */
export async function authCode(db: Database, user: CurrentUser, courseId: number, now: Date) {
  const course = await thirdPartyCourse(db, user.tenantId, courseId);
  const [sync] = await db
    .select()
    .from(thirdPlatformUsers)
    .where(and(eq(thirdPlatformUsers.userId, user.userId), eq(thirdPlatformUsers.courseId, course.id), eq(thirdPlatformUsers.tenantId, user.tenantId)));
  if (!sync) throw conflict(say('api.thirdPlatform.notSynced'));
  // Synced from a class the user has since left: the sync no longer stands.
  await findClassStudent(db, user, { classId: sync.classId });

  const code = randomBytes(24).toString('base64url');
  const expireTime = new Date(now.getTime() + AUTH_CODE_TTL_MS);
  await db.update(thirdPlatformUsers).set({ authCodeHash: hashAuthCode(code), authCodeExpireTime: expireTime }).where(eq(thirdPlatformUsers.id, sync.id));
  const learningUrl = course.learningUrl?.trim() || null;
  return {
    courseId: course.id,
    code,
    expireTime: iso(expireTime),
    learningUrl,
    redirectUrl: learningUrl ? learningUrlWithCode(learningUrl, code) : null,
  };
}
