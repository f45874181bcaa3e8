// Sign-in tokens: 256 random bits handed to the client once, stored as their SHA-256 with an
// expiry; logout revokes them. The checks answer with the token codes of spec 1 §8.1.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens } from '../db/schema';
import { epochMs } from '../db/statement';
import { TokenCode } from '../../api/token-codes';
import { ApiError } from '../envelope';
import { say, type ApiMessage } from '../messages';
import type { LoginResult } from '../schemas/accounts';
import { randomToken, sha256 } from './secrets';

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenOwner {
  userId: string;
  tenantId: string;
  tokenHash: string;
}

export async function issueToken(
  db: Database,
  input: { userId: string; tenantId: string; grantType: string; terminalType?: string; bizType?: string; now: Date },
): Promise<LoginResult> {
  const token = randomToken();
  const expiresTime = new Date(input.now.getTime() + TOKEN_LIFETIME_MS);
  await db.insert(authTokens).values({
    tokenHash: sha256(token),
    userId: input.userId,
    tenantId: input.tenantId,
    grantType: input.grantType,
    terminalType: input.terminalType,
    bizType: input.bizType,
    createdTime: input.now,
    expiresTime,
  });
  return { userId: input.userId, token, expiration: expiresTime.getTime() };
}

// base64url of 32 bytes; anything else cannot be one of ours, so it is not looked up.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const invalid = (msg: ApiMessage) => new ApiError(401, msg, TokenCode.missing);

/** The stored token's fields the checks read (its row, or the same columns a combined statement reads). */
export interface TokenRow {
  userId: string;
  tenantId: string;
  revokedTime: Date | null;
  expiresTime: Date;
}

/** The hash a token is looked up by, or the 401 (40001) of a missing token or one that cannot be ours. */
export function tokenHashOf(token: string | undefined): string {
  if (!token) throw invalid(say('api.token.missing'));
  if (!TOKEN_PATTERN.test(token)) throw invalid(say('api.token.invalid'));
  return sha256(token);
}

/**
 * The owner of the token whose row was read (undefined: none has its hash), or a 401: 40001 when
 * unknown or of another tenant than `tenantId` (the tenantId header), 40009 when revoked, 40005 when
 * expired. checkToken's rule, also applied to the token columns a route's own statement reads (the
 * class list, the answer save: one round trip, and a logout is seen by the very next call).
 */
export function tokenOwner(row: TokenRow | undefined, input: { tokenHash: string; tenantId: string | undefined; now: Date }): TokenOwner {
  if (!row) throw invalid(say('api.token.invalid'));
  // Same answer as an unknown token: one school's token tells nothing about another school.
  if (input.tenantId && row.tenantId !== input.tenantId) throw invalid(say('api.token.invalid'));
  if (row.revokedTime) throw new ApiError(401, say('api.token.revoked'), TokenCode.revoked);
  if (row.expiresTime.getTime() <= input.now.getTime()) {
    throw new ApiError(401, say('api.token.expired'), TokenCode.expired);
  }
  return { userId: row.userId, tenantId: row.tenantId, tokenHash: input.tokenHash };
}

/** The token CTE's columns, read from auth_tokens (unqualified): for a statement that reads several tokens (the answer saves' batch). */
export const TOKEN_COLUMNS = `user_id as token_user_id, tenant_id as token_tenant_id, ${epochMs('revoked_time')} as token_revoked_ms, ${epochMs('expires_time')} as token_expires_ms`;

/**
 * A route statement's `token` CTE: the stored token of the hash parameter `param` (none: no row),
 * with the columns tokenRowFrom reads. Its statement joins it to what the route reads, so the
 * token is checked in the route's own round trip, against the database's state of that moment.
 */
export const tokenCte = (param: string) => `token as (select ${TOKEN_COLUMNS} from auth_tokens where token_hash = ${param})`;

/** The token CTE's columns in a statement's row (all null when no token has the hash). */
export interface TokenColumns {
  token_user_id: string | null;
  token_tenant_id: string | null;
  token_revoked_ms: number | null;
  token_expires_ms: number | null;
}

/** The stored token the CTE found, for tokenOwner, or undefined. */
export function tokenRowFrom(columns: TokenColumns): TokenRow | undefined {
  if (columns.token_user_id === null || columns.token_tenant_id === null || columns.token_expires_ms === null) return undefined;
  return {
    userId: columns.token_user_id,
    tenantId: columns.token_tenant_id,
    revokedTime: columns.token_revoked_ms === null ? null : new Date(columns.token_revoked_ms),
    expiresTime: new Date(columns.token_expires_ms),
  };
}

/**
 * The owner of a live token, or a 401: 40001 when it is missing, unknown or of another tenant
 * than `tenantId` (the tenantId header), 40009 when revoked, 40005 when expired.
 */
export async function checkToken(
  db: Database,
  input: { token: string | undefined; tenantId: string | undefined; now: Date },
): Promise<TokenOwner> {
  const tokenHash = tokenHashOf(input.token);
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash)).limit(1);
  return tokenOwner(row, { tokenHash, tenantId: input.tenantId, now: input.now });
}

export async function revokeToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedTime: now }).where(eq(authTokens.tokenHash, tokenHash));
}
