// Captcha images (spec 1 §2.8, §7.2): digits only, since the certificate query's captcha code
// must pass the digits rule (spec 1 §5.1). The text comes from node:crypto; svg-captcha only draws it.
import { eq, lt } from 'drizzle-orm';
import svgCaptchaModule, { type create } from 'svg-captcha';
import type { Database } from '../db/client';
import { captchas } from '../db/schema';
import { hashSecret, randomSalt } from './secrets';
import { normalizeCaptchaText } from './verification';

// The package's types leave out its main export: the function that draws a given text.
const drawCaptcha = svgCaptchaModule as unknown as (text: string, options?: Parameters<typeof create>[0]) => string;

export const CAPTCHA_VALID_MS = 5 * 60 * 1000;
const CAPTCHA_LENGTH = 4;

/**
 * Draws a new captcha for `key`, replacing any earlier one of that key (a refreshed image
 * invalidates the old text). The plain text is kept only when `dev` is set.
 */
export async function createCaptcha(db: Database, input: { key: string; now: Date; dev: boolean; digits: (length: number) => string }): Promise<string> {
  const text = input.digits(CAPTCHA_LENGTH);
  const salt = randomSalt();
  const values = {
    textHash: hashSecret(normalizeCaptchaText(text), salt),
    salt,
    devText: input.dev ? text : null,
    createdTime: input.now,
    expiresTime: new Date(input.now.getTime() + CAPTCHA_VALID_MS),
    consumedTime: null,
  };
  // Public callers create these freely; expired ones are dropped as new ones come in.
  await db.delete(captchas).where(lt(captchas.expiresTime, new Date(input.now.getTime() - CAPTCHA_VALID_MS)));
  await db
    .insert(captchas)
    .values({ key: input.key, ...values })
    .onConflictDoUpdate({ target: captchas.key, set: values });
  return drawCaptcha(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f5f7fa' });
}

/** A captcha's text as development mode keeps it, or undefined. */
export async function captchaDevText(db: Database, key: string): Promise<string | undefined> {
  const [captcha] = await db.select({ devText: captchas.devText }).from(captchas).where(eq(captchas.key, key)).limit(1);
  return captcha?.devText || undefined;
}
