// The third-party learning platform of a course (spec 2 §2 course jump: thirdPlatformType 11): a
// user is synced to it first, then obtains a one-time authorisation code to open the learning url.
import { index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { time, ownedBy, schoolTable } from './columns';
import { ownedByUser } from './auth';
import { courses, teachingClasses } from './study';


/**
 * One user synced to the platform of one course, and the authorisation code last handed out. Only
 * the code's SHA-256 is kept: a leaked row opens nothing. A new code replaces the last one.
 */
export const thirdPlatformUsers = schoolTable(
  'third_platform_users',
  {
    userId: ownedByUser(),
    courseId: ownedBy('course_id', () => courses.id),
    /** The class the sync was made from (its course list holds the course). */
    classId: ownedBy('class_id', () => teachingClasses.id),
    syncedTime: time('synced_time').notNull(),
    authCodeHash: text('auth_code_hash'),
    authCodeExpireTime: time('auth_code_expire_time'),
  },
  (table) => [
    uniqueIndex('third_platform_users_user_course_unique').on(table.userId, table.courseId),
    index('third_platform_users_tenant_idx').on(table.tenantId),
  ],
);
