// What the routes of many areas share: the id parameter, the token requirement, the refusals of
// the study calls, the declarer of an area whose every call needs a token, the classroom a study
// call names and the reader of a public list. Kept apart from any one area's routes, so an area
// imports these and not another area's file.
import { z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { tenantOf } from '../request';
import { requireClassroom, requireClassStudent, requireClassStudentToRead, type StudentRef } from '../services/class-student';
import { assertClassroomCourse } from '../services/classroom-questions';
import { currentLiker } from '../services/thumbs';
import { refusal, routesTagged } from './declare';

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

type Method = RouteConfig['method'];
type Responses = RouteConfig['responses'];
type SignedInDeclaration = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'security'>;

/**
 * The route declarer of an area whose every call needs the `token` header:
 * `declareRoute('get', '/api/…', { summary, request, responses: okResponse(…) })` declares the
 * token requirement and adds the area's refusals (`studyRefusals`, say) to the responses.
 * A call of the area that answers other refusals is declared with `routesTagged`.
 */
export function signedInRoutesTagged<R extends Responses>(tag: string, refusals: R) {
  const declareRoute = routesTagged(tag);
  return <M extends Method, P extends string, D extends SignedInDeclaration>(method: M, path: P, declaration: D) =>
    declareRoute(method, path, { security: tokenSecurity, ...declaration, responses: { ...declaration.responses, ...refusals } as D['responses'] & R });
}

/**
 * The classroom a study call names, checked to be of the caller's class (and of `courseId` when
 * sent), with the caller's enrolment (`student`) and the request's deps. 'read' lets the class's
 * head teacher read too (requireClassStudentToRead); 'act' is the enrolled student's own, and
 * 'act or observe' lets an observer of an experience class act too (requireClassStudent).
 */
export async function callersClassroom(c: Context<AppEnv>, ref: StudentRef, classroomId: number, access: 'read' | 'act' | 'act or observe', courseId?: number) {
  const student = await (access === 'read' ? requireClassStudentToRead(c, ref) : requireClassStudent(c, ref, { observers: access === 'act or observe' }));
  const deps = c.get('deps');
  const classroom = await requireClassroom(deps.db, student, classroomId);
  assertClassroomCourse(classroom, courseId);
  return { student, ...deps, classroom };
}

/** The school a public list's model names (model.tenantId; the tenantId header's by default) and who reads it, so their likes show. */
export async function listReader(c: Context<AppEnv>, tenantId: string | undefined) {
  return { ...c.get('deps'), tenantId: await tenantOf(c, tenantId, 'model.tenantId'), liker: await currentLiker(c) };
}
