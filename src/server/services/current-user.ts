// Who is calling: the user behind the `token` header (spec 1 §7.1, §8.1).
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, forbidden } from '../envelope';
import { checkToken, type TokenOwner } from './tokens';

export interface CurrentUser {
  userId: string;
  tenantId: string;
}

/** The `token` header's owner with the token's hash (logout needs it), or the 401 of checkToken. */
export function requireToken(c: Context<AppEnv>): Promise<TokenOwner> {
  const { db, now } = c.get('deps');
  return checkToken(db, { token: c.req.header('token'), tenantId: c.get('tenantId'), now: now() });
}

/** The signed-in user, or an ApiError 401 with code 40001 (missing), 40005 (expired) or 40009 (revoked). */
export async function requireUser(c: Context<AppEnv>): Promise<CurrentUser> {
  const { userId, tenantId } = await requireToken(c);
  return { userId, tenantId };
}

/** The signed-in user when a valid token is sent, else undefined (public calls that personalise). */
export async function optionalUser(c: Context<AppEnv>): Promise<CurrentUser | undefined> {
  try {
    return await requireUser(c);
  } catch (error) {
    // A stale token on a public page is no reason to refuse the page: it is read as anonymous.
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

/** The signed-in user of school `tenantId`: a token's user may only read the figures of its own school. */
export async function requireUserOf(c: Context<AppEnv>, tenantId: string): Promise<CurrentUser> {
  const user = await requireUser(c);
  if (user.tenantId !== tenantId) throw forbidden(`the token belongs to another school than '${tenantId}'`);
  return user;
}
