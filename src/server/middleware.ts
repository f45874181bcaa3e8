// Request behaviour shared by every call (spec 1 §7.1, server side).
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { tenants } from './db/schema';
import { ApiError, badRequest } from './envelope';

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
    const [tenant] = await c.get('deps').db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    if (!tenant) throw badRequest(`unknown tenant '${tenantId}' in the tenantId header`);
  }
  c.set('tenantId', tenantId);
  return next();
};

/** For calls that act inside one school: the tenant the headers (or an explicit value) name. */
export function requireTenant(c: Context<AppEnv>, explicit?: string | null): string {
  const tenantId = explicit || c.get('tenantId');
  if (!tenantId) throw badRequest('tenantId is required (header tenantId or the tenantId parameter)');
  return tenantId;
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, withoutNulls(field)]),
    );
  }
  return value;
}

/**
 * Null fields in a JSON body are ignored, as if absent (spec 1 §7.1): the body is rewritten
 * in Hono's body cache before any validator reads it.
 */
export const dropNullFields: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/json/i.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text();
    if (text.trim() === '') return next();
    try {
      const cleaned = JSON.stringify(withoutNulls(JSON.parse(text)));
      // Hono caches body promises under their reader's name; json() reads the cached text.
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(cleaned);
    } catch {
      throw badRequest('the request body is not valid JSON');
    }
  }
  return next();
};
