// Users, students and enterprise invitation codes of a tenant (tenants/<id>/users.json).
// Passwords arrive in plain text, as demo credentials are public anyway, and are stored hashed.
import { z } from '@hono/zod-openapi';
import { isMobile, isPassword } from '../../../lib/validators';
import { hashPassword } from '../../services/passwords';
import { enterpriseInvitations, students, users } from '../schema';
import type { Seeder } from './index';

const UsersFile = z.object({
  users: z.array(
    z.object({
      id: z.string().min(1),
      mobile: z.string().refine(isMobile, 'not a mobile number'),
      // Never shaped like a mobile number: a password login looks an account up by either.
      username: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/).optional(),
      password: z.string().refine(isPassword, '6 to 20 letters or digits').optional(),
      nickName: z.string().min(1),
      realName: z.string().min(1).optional(),
      avatar: z.string().optional(),
      student: z.object({ id: z.string().min(1), cloudSchool: z.string().optional(), enterpriseCode: z.string().optional() }).optional(),
    }),
  ),
  enterpriseInvitations: z.array(z.object({ code: z.string().regex(/^[A-Z0-9]{1,6}$/), enterpriseName: z.string().min(1) })).default([]),
});

export const seedAuth: Seeder = async (tx, { tenant, readJson, now, passwordCost }) => {
  const file = readJson<unknown>('users.json');
  if (file === undefined) return;
  const seed = UsersFile.parse(file);

  if (seed.enterpriseInvitations.length > 0) {
    await tx.insert(enterpriseInvitations).values(seed.enterpriseInvitations.map((invitation) => ({ ...invitation, tenantId: tenant.id, createdTime: now })));
  }
  // Hashed side by side: scrypt runs on libuv's thread pool, one hash per user.
  const passwordHashes = await Promise.all(seed.users.map((user) => (user.password ? hashPassword(user.password, passwordCost) : null)));
  if (seed.users.length > 0) {
    await tx.insert(users).values(
      seed.users.map((user, index) => ({
        id: user.id,
        tenantId: tenant.id,
        mobile: user.mobile,
        username: user.username,
        passwordHash: passwordHashes[index],
        nickName: user.nickName,
        realName: user.realName,
        avatar: user.avatar,
        createdTime: now,
        updatedTime: now,
      })),
    );
  }
  const studentRows = seed.users.flatMap((user) =>
    user.student ? [{ ...user.student, tenantId: tenant.id, userId: user.id, createdTime: now }] : [],
  );
  if (studentRows.length > 0) await tx.insert(students).values(studentRows);
};
