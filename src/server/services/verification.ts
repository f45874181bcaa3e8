// One-time secrets other areas check: SMS codes (consult form) and captcha texts (certificate query).
// Placeholder signatures; the sign-in work implements them.
import type { Database } from '../db/client';

/**
 * Consumes a valid SMS code sent to `mobile` with `templateCode`. Throws an ApiError (400) with an
 * enumeration-safe message when the code is wrong, expired, used or dead after too many tries.
 */
export async function consumeSmsCode(db: Database, input: { mobile: string; code: string; templateCode: string; now: Date }): Promise<void> {
  void db;
  void input;
}

/** Consumes the captcha keyed by the client's 16-character key; throws an ApiError (400) when wrong, used or expired. */
export async function consumeCaptcha(db: Database, input: { key: string; code: string; now: Date }): Promise<void> {
  void db;
  void input;
}
