// Request behaviour shared by every call (spec 1 §7.1, server side).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { ApiError, badRequest } from './envelope';
import { tenantExists } from './services/tenants';

/** Paths that answer without the client's Authorization header: the contract and development helpers. */
const OPEN_PATHS = [/^\/api\/openapi\.json$/, /^\/api\/dev\//];

export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** Every call must come from a known client: the Authorization header carries its id and secret. */
export const requireClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (OPEN_PATHS.some((pattern) => pattern.test(c.req.path))) return next();
  const { clientId, clientSecret } = c.get('deps').config;
  if (c.req.header('authorization') !== basicAuthorization(clientId, clientSecret)) {
    throw new ApiError(401, 'invalid client credentials in the Authorization header');
  }
  return next();
};

/** The tenantId header (or schoolId, its synonym) selects the tenant; an unknown one is refused. */
export const resolveTenantHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  const tenantId = c.req.header('tenantId') || c.req.header('schoolId') || undefined;
  if (tenantId) {
    if (!(await tenantExists(c.get('deps').db, tenantId, c.get('deps').now()))) throw badRequest(`unknown tenant '${tenantId}' in the tenantId header`);
  }
  c.set('tenantId', tenantId);
  return next();
};

/**
 * An answer to a call that carries a token is that user's own: no cache may keep it, neither a
 * proxy between a school and the API nor the disk cache of a lab's shared computer, where the next
 * student could read it back (spec 1 §8.1's token calls, 35 of them GETs). Set before the route
 * runs, so the answer it makes (a refusal too) carries it and a route that says otherwise wins.
 * Not after next(): Hono then rebuilds the finished answer around its body as a stream, which cost
 * the class list and the answer save about a tenth of their throughput (bench:api, 27 Nov).
 */
export const keepSignedInAnswersPrivate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('token') !== undefined) c.header('Cache-Control', 'private, no-store');
  return next();
};
