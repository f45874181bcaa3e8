// Password hashing: scrypt from node:crypto with OWASP's minimum parameters (N=2^17, r=8, p=1).
// The stored form names its parameters, so they can be raised later without breaking old hashes:
//   scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** log2 of scrypt's N (CPU and memory cost). */
  logN: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** OWASP's minimum: every password a person sets, and every seed of a database that is kept. */
export const OWASP_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

/**
 * The same scheme at 1/128 of OWASP's work (1 MiB, a few milliseconds), for the demo accounts of
 * a throw-away test database only (config.ts says when): hundreds of test sign-ins otherwise spend
 * most of the suite's time hashing. Verification reads the cost from the stored hash, so the code
 * that checks these is the code that checks every other password.
 */
export const TEST_SEED_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's N=2^17 (128 MiB).
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 2 * 128 * 2 ** logN * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash read into its parts, or undefined when it is not one of ours. */
function parseStored(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  return { cost: { logN: Number(logN), r: Number(r), p: Number(p) }, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** The cost a stored hash names, or undefined when it is not one of ours. */
export function storedCost(stored: string): ScryptCost | undefined {
  return parseStored(stored)?.cost;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/**
 * Spends the same time as a real check, for accounts that don't exist or have no password, so
 * the answer's timing does not tell an attacker which mobile numbers have accounts.
 */
export async function verifyNothing(password: string): Promise<false> {
  await derive(password, randomBytes(16), OWASP_COST);
  return false;
}
