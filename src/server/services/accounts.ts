// Accounts of a school: finding them by mobile or username, registering a mobile on first
// sign-in (spec 1 §4, Enrolment), and the user info the portal shows (spec 1 §3).
import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { maskMobile } from '../../lib/mask';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { UserInfo } from '../schemas/accounts';

export type User = typeof users.$inferSelect;

export function userInfo(user: User): UserInfo {
  return {
    id: user.id,
    type: 'USER',
    userId: user.id,
    avatar: user.avatar,
    realName: user.realName,
    nickName: user.nickName,
    username: user.username,
    mobile: maskMobile(user.mobile),
  };
}

export async function findUser(db: Database, tenantId: string, userId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId))).limit(1);
  return user;
}

/** The account a password login names: its mobile number or its username. */
export async function findByAccount(db: Database, tenantId: string, account: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), or(eq(users.mobile, account), eq(users.username, account))))
    .limit(1);
  return user;
}

/** The account of `mobile` in the school, registered now when there is none. */
export async function findOrRegisterByMobile(
  db: Database,
  input: { tenantId: string; mobile: string; nickName?: string; now: Date },
): Promise<{ user: User; registered: boolean }> {
  const [inserted] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      tenantId: input.tenantId,
      mobile: input.mobile,
      nickName: input.nickName ?? maskMobile(input.mobile),
      createdTime: input.now,
      updatedTime: input.now,
    })
    // Two first sign-ins of one mobile at once: the second finds the first's account.
    .onConflictDoNothing({ target: [users.tenantId, users.mobile] })
    .returning();
  if (inserted) return { user: inserted, registered: true };
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), eq(users.mobile, input.mobile)))
    .limit(1);
  return { user: existing!, registered: false };
}

/**
 * Changes what a user may change of their profile: an undefined field stays as it is, an empty
 * realName or avatar clears it. Answers the updated user.
 */
export async function updateProfile(db: Database, userId: string, change: { nickName?: string; realName?: string; avatar?: string; now: Date }): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({
      nickName: change.nickName,
      realName: change.realName === undefined ? undefined : change.realName || null,
      avatar: change.avatar === undefined ? undefined : change.avatar || null,
      updatedTime: change.now,
    })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}
