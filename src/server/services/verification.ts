// One-time secrets other areas check: SMS codes (login, registration, consult form) and captcha
// texts (certificate query). Both are spent by checking them: a wrong try is not free.
//
// Call these outside a transaction that may roll back, or before it: a wrong try must be counted
// even though the call that made it fails.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH } from '../../lib/limits';
import { isDigits } from '../../lib/validators';
import type { Database } from '../db/client';
import { captchas, smsCodes } from '../db/schema';
import { badRequest } from '../envelope';
import { sayAbout, type ApiMessage } from '../messages';
import { hashSecret, sameHash } from './secrets';

/** A code is dead after this many tries, the right one included. */
export const SMS_CODE_MAX_TRIES = 5;

export const SmsCodeMessage = {
  format: sayAbout('code', 'api.code.format'),
  notLive: sayAbout('code', 'api.code.notLive'),
  wrong: sayAbout('code', 'api.code.wrong'),
  dead: sayAbout('code', 'api.code.dead'),
} satisfies Record<string, ApiMessage>;

/**
 * Consumes a valid SMS code sent to `mobile` with `templateCode` for the school `tenantId`. Throws an
 * ApiError (400) with an enumeration-safe message when the code is wrong, expired, used, dead after
 * too many tries, or was requested under another school (read as no code at all).
 */
export async function consumeSmsCode(db: Database, input: { tenantId: string; mobile: string; code: string; templateCode: string; now: Date }): Promise<void> {
  if (input.code.length !== CODE_LENGTH || !isDigits(input.code)) throw badRequest(SmsCodeMessage.format);
  // Only the latest code counts: sending a new one retires the ones before it.
  const [latest] = await db
    .select({ id: smsCodes.id, expiresTime: smsCodes.expiresTime })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.templateCode, input.templateCode), eq(smsCodes.tenantId, input.tenantId)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.expiresTime.getTime() <= input.now.getTime()) throw badRequest(SmsCodeMessage.notLive);

  // The try is taken before the code is compared, in one statement, so parallel guesses cannot
  // make more than SMS_CODE_MAX_TRIES between them.
  const [tried] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedTime), lt(smsCodes.attempts, SMS_CODE_MAX_TRIES)))
    .returning({ attempts: smsCodes.attempts, codeHash: smsCodes.codeHash, salt: smsCodes.salt });
  if (!tried) throw badRequest(SmsCodeMessage.notLive);
  if (!sameHash(hashSecret(input.code, tried.salt), tried.codeHash)) {
    throw badRequest(tried.attempts >= SMS_CODE_MAX_TRIES ? SmsCodeMessage.dead : SmsCodeMessage.wrong);
  }
  const [consumed] = await db
    .update(smsCodes)
    .set({ consumedTime: input.now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedTime)))
    .returning({ id: smsCodes.id });
  if (!consumed) throw badRequest(SmsCodeMessage.notLive);
}

export const CAPTCHA_KEY_PATTERN = /^[A-Za-z0-9_-]{16}$/;

export const CaptchaMessage = {
  key: sayAbout('captchaKey', 'api.captcha.key'),
  notLive: sayAbout('captchaKey', 'api.captcha.notLive'),
  expired: sayAbout('captchaCode', 'api.captcha.expired'),
  wrong: sayAbout('captchaCode', 'api.captcha.wrong'),
} satisfies Record<string, ApiMessage>;

/** Captcha texts are compared as the student reads them: case and surrounding spaces don't matter. */
export function normalizeCaptchaText(text: string): string {
  return text.trim().toLowerCase();
}

/** Consumes the captcha keyed by the client's 16-character key; throws an ApiError (400) when wrong, used or expired. */
export async function consumeCaptcha(db: Database, input: { key: string; code: string; now: Date }): Promise<void> {
  if (!CAPTCHA_KEY_PATTERN.test(input.key)) throw badRequest(CaptchaMessage.key);
  // Spent by the first answer, right or wrong: a 4-digit captcha must not be guessed one try at a time.
  const [captcha] = await db
    .update(captchas)
    .set({ consumedTime: input.now })
    .where(and(eq(captchas.key, input.key), isNull(captchas.consumedTime)))
    .returning({ textHash: captchas.textHash, salt: captchas.salt, expiresTime: captchas.expiresTime });
  if (!captcha) throw badRequest(CaptchaMessage.notLive);
  if (captcha.expiresTime.getTime() <= input.now.getTime()) throw badRequest(CaptchaMessage.expired);
  if (!sameHash(hashSecret(normalizeCaptchaText(input.code), captcha.salt), captcha.textHash)) throw badRequest(CaptchaMessage.wrong);
}
