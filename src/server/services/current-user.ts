// Who is calling: the user behind the `token` header (spec 1 §7.1, §8.1).
// Placeholder signatures; the sign-in work implements them.
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, TokenCode } from '../envelope';

export interface CurrentUser {
  userId: string;
  tenantId: string;
}

/** The signed-in user, or an ApiError 401 with code 40001 (missing), 40005 (expired) or 40009 (revoked). */
export async function requireUser(c: Context<AppEnv>): Promise<CurrentUser> {
  void c;
  throw new ApiError(401, 'a token is required', TokenCode.missing);
}

/** The signed-in user when a valid token is sent, else undefined (public calls that personalise). */
export async function optionalUser(c: Context<AppEnv>): Promise<CurrentUser | undefined> {
  void c;
  return undefined;
}
