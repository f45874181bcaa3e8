// What the declarations of many areas share: the id parameter, the token requirement, the
// refusals of the study calls and the declarer of an area whose every call needs a token. Kept
// apart from any one area's routes, so an area imports these and not another area's file.
import { z, type RouteConfig } from '@hono/zod-openapi';
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
