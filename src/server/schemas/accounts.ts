// The answers about a person that a route declares and a service builds: declared once here, so
// the contract (openapi.json, schema.d.ts) and the services' return types cannot drift apart.
import { z } from '@hono/zod-openapi';

export const UserInfo = z
  .object({
    id: z.string(),
    type: z.enum(['USER', 'VISITOR']),
    userId: z.string(),
    avatar: z.string().nullable(),
    realName: z.string().nullable(),
    nickName: z.string(),
    username: z.string().nullable(),
    mobile: z.string().openapi({ description: 'Masked: 138****8000', example: '138****8000' }),
  })
  .openapi('UserInfo');
export type UserInfo = z.infer<typeof UserInfo>;

/** The student record as the user center answers it. */
export const StudentView = z
  .object({
    id: z.string().openapi({ description: 'The student id' }),
    userId: z.string(),
    tenantId: z.string(),
    nickName: z.string(),
    realName: z.string().nullable(),
    avatar: z.string().nullable(),
    cloudSchool: z.string().nullable(),
    enterpriseName: z.string().nullable(),
  })
  .openapi('Student');
export type StudentView = z.infer<typeof StudentView>;

/** What a login answers (spec 1 §3, login payload). */
export const LoginResult = z
  .object({ userId: z.string(), token: z.string(), expiration: z.number().int().openapi({ description: 'Token expiry, ms since the epoch' }) })
  .openapi('LoginResult');
export type LoginResult = z.infer<typeof LoginResult>;
