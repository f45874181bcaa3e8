// The encryptionToken query (spec 1 §2.2 step 1): a sign-in handed over in a link, for example
// from the mobile app or the management backend, which the site decodes and stores.
//
// Format (ours; the spec does not show one):
//   encryptionToken = base64url( UTF-8( JSON ) ), without '=' padding (RFC 4648 §5)
//   JSON = { "token": string, "userId": string, "tenantId"?: string, "expiration"?: number }
// token and userId are non-empty strings (user ids exceed 2^53, so never numbers); tenantId, when
// present, is a non-empty string; expiration is the token's expiry in ms since the epoch, like
// the login response's. Other fields are ignored. On decoding, standard base64 ('+', '/', '='
// padding) is accepted too, since a link may have been built with plain btoa.
//
// Only atob and TextDecoder are used, so the same code runs in Node and browsers. The site only reads
// the link; its writer, the issuing side, is tests/e2e/support/encryption-token.ts.

export interface EncryptionToken {
  token: string;
  userId: string;
  tenantId?: string;
  expiration?: number;
}

// Far above any real token; it stops a crafted link from making the page decode megabytes.
export const ENCRYPTION_TOKEN_MAX_LENGTH = 8192;

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9\-_+/]*={0,2}$/.test(text)) return undefined;
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (base64.length % 4 === 1) return undefined;
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The decoded sign-in, or null for anything malformed: bad base64, bad UTF-8, bad JSON, missing or mistyped fields. Never throws. */
export function decodeEncryptionToken(encoded: string | null | undefined): EncryptionToken | null {
  const text = encoded?.trim() ?? '';
  if (!text || text.length > ENCRYPTION_TOKEN_MAX_LENGTH) return null;
  let parsed: unknown;
  try {
    const bytes = fromBase64Url(text);
    if (!bytes) return null;
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { token, userId, tenantId, expiration } = parsed as Record<string, unknown>;
  if (!nonEmptyString(token) || !nonEmptyString(userId)) return null;
  if (tenantId !== undefined && !nonEmptyString(tenantId)) return null;
  if (expiration !== undefined && !(typeof expiration === 'number' && Number.isFinite(expiration))) return null;
  return { token, userId, ...(tenantId !== undefined && { tenantId }), ...(expiration !== undefined && { expiration }) };
}

/** Whether the handed-over token has already expired; one without an expiration never does. */
export function isEncryptionTokenExpired(value: EncryptionToken, now: Date | number): boolean {
  return value.expiration !== undefined && value.expiration <= new Date(now).getTime();
}
