// Random secrets and their stored hashes, for tokens, SMS codes and captchas.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: too many to guess, so one unsalted SHA-256 is enough to store it. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** `length` decimal digits from the OS's secure generator, leading zeros kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function randomSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Short secrets (a 6-digit code, a captcha) are salted so that equal secrets don't show as equal
 * hashes; their small space is guarded by try limits and expiry, not by the hash.
 */
export function hashSecret(secret: string, salt: string): string {
  return sha256(`${salt}\u0000${secret}`);
}

/** Compares two hex hashes without leaking, through timing, how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
