// The issuer's side of the encryptionToken link (src/lib/encryption-token.ts reads it): the mobile
// app or the management backend writes it, the site never does, so the tests hold the writer.
import type { EncryptionToken } from '../../../src/lib/encryption-token';

/** base64url of the JSON, without padding; the optional fields only when given. */
export function encodeEncryptionToken(value: EncryptionToken): string {
  const { token, userId, tenantId, expiration } = value;
  const json = JSON.stringify({ token, userId, ...(tenantId !== undefined && { tenantId }), ...(expiration !== undefined && { expiration }) });
  return Buffer.from(json, 'utf8').toString('base64url');
}
