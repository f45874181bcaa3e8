// What the declarations of many areas share: the id parameter, the token requirement and the
// refusals of the study calls. Kept apart from any one area's routes, so an area imports these
// and not another area's file.
import { z } from '@hono/zod-openapi';
import { refusal } from './declare';

/** A record id in a query or body: a positive 32-bit integer (the database's integer ids). */
export const idParam = z.coerce.number().int().positive().max(2147483647);

/** The security requirement of calls that need the `token` header; the scheme is registered in routes/auth.ts. */
export const tokenSecurity = [{ token: [] }];

/** The refusals every study call may answer (spec 2 §6, spec 3 §6: services/class-student.ts). */
export const studyRefusals = {
  401: refusal('No valid token (code 40001, 40005 or 40009)'),
  403: refusal("A userId, studentId or record other than the caller's own (code 40301 when the caller is that student's head teacher: their view is read-only), or a token of another school"),
  404: refusal("No such class, enrolment, course, activity, classroom or record in this school (or not the caller's)"),
} as const;
