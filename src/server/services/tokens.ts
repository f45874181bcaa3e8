// Sign-in tokens: 256 random bits handed to the client once, stored as their SHA-256 with an
// expiry; logout revokes them. The checks answer with the token codes of spec 1 §8.1.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens } from '../db/schema';
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

/**
 * The owner of a live token, or a 401: 40001 when it is missing, unknown or of another tenant
 * than `tenantId` (the tenantId header), 40009 when revoked, 40005 when expired.
 */
export async function checkToken(
  db: Database,
  input: { token: string | undefined; tenantId: string | undefined; now: Date },
): Promise<TokenOwner> {
  if (!input.token) throw invalid(say('api.token.missing'));
  if (!TOKEN_PATTERN.test(input.token)) throw invalid(say('api.token.invalid'));
  const tokenHash = sha256(input.token);
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash)).limit(1);
  if (!row) throw invalid(say('api.token.invalid'));
  // Same answer as an unknown token: one school's token tells nothing about another school.
  if (input.tenantId && row.tenantId !== input.tenantId) throw invalid(say('api.token.invalid'));
  if (row.revokedTime) throw new ApiError(401, say('api.token.revoked'), TokenCode.revoked);
  if (row.expiresTime.getTime() <= input.now.getTime()) {
    throw new ApiError(401, say('api.token.expired'), TokenCode.expired);
  }
  return { userId: row.userId, tenantId: row.tenantId, tokenHash };
}

export async function revokeToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedTime: now }).where(eq(authTokens.tokenHash, tokenHash));
}
