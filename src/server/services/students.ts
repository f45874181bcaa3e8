// Student records and enterprise invitations (spec 1 §2.10, §7.2 userCenter calls).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enterpriseInvitations, students } from '../db/schema';
import { conflict, notFound } from '../envelope';
import { sayAbout } from '../messages';
import type { User } from './accounts';

export type Student = typeof students.$inferSelect;

/** The user's student record, created on first need; `cloudSchool` is only written on creation. */
export async function getOrCreateStudent(
  db: Database,
  input: { tenantId: string; userId: string; cloudSchool?: string; now: Date },
): Promise<Student> {
  const [created] = await db
    .insert(students)
    .values({ id: randomUUID(), tenantId: input.tenantId, userId: input.userId, cloudSchool: input.cloudSchool, createdTime: input.now })
    .onConflictDoNothing({ target: students.userId })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(students).where(eq(students.userId, input.userId)).limit(1);
  return existing!;
}

export interface StudentView {
  id: string;
  userId: string;
  tenantId: string;
  nickName: string;
  realName: string | null;
  avatar: string | null;
  cloudSchool: string | null;
  enterpriseName: string | null;
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

/**
 * The invitation `code` of the caller's school, or a 404 that reads the same for a code of another
 * school as for no code at all: one school learns nothing of another's invitations.
 */
export async function requireInvitation(db: Database, code: string, tenantId: string) {
  const invitation = await findInvitation(db, code.toUpperCase());
  if (!invitation || invitation.tenantId !== tenantId) throw notFound(sayAbout('qrCode', 'api.invitation.notFound', { code }));
  return invitation;
}

/** Joins the student to the enterprise; accepting the same code again changes nothing. */
export async function acceptInvitation(
  db: Database,
  input: { tenantId: string; user: User; code: string; now: Date },
): Promise<{ student: Student; enterpriseName: string }> {
  const invitation = await requireInvitation(db, input.code, input.tenantId);
  const student = await getOrCreateStudent(db, { tenantId: input.tenantId, userId: input.user.id, now: input.now });
  if (student.enterpriseCode && student.enterpriseCode !== invitation.code) {
    const current = await findInvitation(db, student.enterpriseCode);
    throw conflict(sayAbout('qrCode', 'api.invitation.otherEnterprise', { enterprise: current?.enterpriseName ?? student.enterpriseCode }));
  }
  const [joined] = await db.update(students).set({ enterpriseCode: invitation.code }).where(eq(students.id, student.id)).returning();
  return { student: joined!, enterpriseName: invitation.enterpriseName };
}
