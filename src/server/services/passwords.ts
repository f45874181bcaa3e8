// Password hashing: scrypt from node:crypto with OWASP's minimum parameters (N=2^17, r=8, p=1).
// The stored form names its parameters, so they can be raised later without breaking old hashes:
//   scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's N=2^17 (128 MiB).
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 2 * 128 * 2 ** logN * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', LOG_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as a real check, for accounts that don't exist or have no password, so
 * the answer's timing does not tell an attacker which mobile numbers have accounts.
 */
export async function verifyNothing(password: string): Promise<false> {
  await derive(password, randomBytes(16), LOG_N, BLOCK_SIZE, PARALLELISM);
  return false;
}
