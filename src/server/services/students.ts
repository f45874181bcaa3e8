// Student records and enterprise invitations (spec 1 §2.10, §7.2 userCenter calls).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enterpriseInvitations, students } from '../db/schema';
import { conflict, notFound, tooMany } from '../envelope';
import { say, sayAbout } from '../messages';
import type { StudentView } from '../schemas/accounts';
import type { User } from './accounts';
import { HOUR_MS, lockSubject, recordEvent, underCap } from './rate-events';

export type Student = typeof students.$inferSelect;

/** The user's student record, created on first need; `cloudSchool` is only written on creation. */
export async function getOrCreateStudent(
  db: Database,
  input: { tenantId: string; userId: string; cloudSchool?: string; enterpriseCode?: string; now: Date },
): Promise<Student> {
  const [created] = await db
    .insert(students)
    .values({ id: randomUUID(), tenantId: input.tenantId, userId: input.userId, cloudSchool: input.cloudSchool, enterpriseCode: input.enterpriseCode, createdTime: input.now })
    .onConflictDoNothing({ target: students.userId })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(students).where(eq(students.userId, input.userId)).limit(1);
  return existing!;
}

export async function studentView(db: Database, student: Student, user: User): Promise<StudentView> {
  const invitation = student.enterpriseCode ? await findInvitation(db, student.enterpriseCode) : undefined;
  return {
    id: student.id,
    userId: user.id,
    tenantId: student.tenantId,
    nickName: user.nickName,
    realName: user.realName,
    avatar: user.avatar,
    cloudSchool: student.cloudSchool,
    enterpriseName: invitation?.enterpriseName ?? null,
  };
}

export async function findInvitation(db: Database, code: string) {
  const [invitation] = await db.select().from(enterpriseInvitations).where(eq(enterpriseInvitations.code, code)).limit(1);
  return invitation;
}

/** Wrong invitation codes one user may try in an hour, from any network. */
export const INVITATION_HOURLY_CAP_PER_USER = 10;

export interface InvitationTry {
  code: string;
  tenantId: string;
  /** Who tries: the network always, the user once there is one (not yet at registration). */
  clientIp: string;
  userId?: string;
  capPerIp: number;
  now: Date;
}

/**
 * The invitation `code` of the caller's school, or a 404 that reads the same for a code of another
 * school as for no code at all: one school learns nothing of another's invitations. Codes are short,
 * so wrong ones are counted per network and per user, and past either cap every try is refused
 * (429) before the code is looked at, the right one included.
 */
export async function requireInvitation(db: Database, input: InvitationTry) {
  const caps = [{ subject: `ip:${input.clientIp}`, cap: input.capPerIp }];
  if (input.userId) caps.push({ subject: `user:${input.userId}`, cap: INVITATION_HOURLY_CAP_PER_USER });
  const invitation = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Always in this order (network, then user), so two tries cannot wait on each other.
    for (const { subject } of caps) await lockSubject(tx, 'invitation', subject);
    for (const { subject, cap } of caps) {
      if (!(await underCap(tx, { kind: 'invitation', subject, cap, windowMs: HOUR_MS, now: input.now }))) throw tooMany(say('api.invitation.tooMany'));
    }
    const found = await findInvitation(tx, input.code.toUpperCase());
    if (found && found.tenantId === input.tenantId) return found;
    // Returned, not thrown: the wrong try must be committed with the transaction.
    for (const { subject } of caps) await recordEvent(tx, { kind: 'invitation', subject, now: input.now });
    return undefined;
  });
  if (!invitation) throw notFound(sayAbout('qrCode', 'api.invitation.notFound', { code: input.code }));
  return invitation;
}

/** Joins the student to the enterprise; accepting the same code again changes nothing. */
export async function acceptInvitation(
  db: Database,
  input: Omit<InvitationTry, 'userId'> & { user: User },
): Promise<{ student: Student; enterpriseName: string }> {
  const invitation = await requireInvitation(db, { ...input, userId: input.user.id });
  const student = await getOrCreateStudent(db, { tenantId: input.tenantId, userId: input.user.id, now: input.now });
  if (student.enterpriseCode && student.enterpriseCode !== invitation.code) {
    const current = await findInvitation(db, student.enterpriseCode);
    throw conflict(sayAbout('qrCode', 'api.invitation.otherEnterprise', { enterprise: current?.enterpriseName ?? student.enterpriseCode }));
  }
  const [joined] = await db.update(students).set({ enterpriseCode: invitation.code }).where(eq(students.id, student.id)).returning();
  return { student: joined!, enterpriseName: invitation.enterpriseName };
}

/** The student record of user `userId`, or undefined before one exists. */
export async function findStudent(db: Database, userId: string): Promise<Student | undefined> {
  const [student] = await db.select().from(students).where(eq(students.userId, userId)).limit(1);
  return student;
}
