// The xsktUserToken (spec 3 §7 Submit external-source work): issued with an xskt paper, it names
// the school, the student and the work it was issued for, and expires. Signed (HMAC-SHA256) with the
// configured key (config.ts, PORTAL_XSKT_KEY), so it cannot be forged or moved to another work, and
// every process of the API checks what any other issued, before and after a restart. A rotation
// signs with the new key and still accepts tokens of the previous ones (PORTAL_XSKT_PREVIOUS_KEYS)
// until they expire. Without a configured key (an in-memory database, one process) a random one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config';

export const XSKT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface XsktGrant {
  tenantId: string;
  userId: string;
  workId: number;
}

type Key = string | Buffer;

export function createXsktSigner(keys: { current: Key; previous?: Key[] } = { current: randomBytes(32) }) {
  const signWith = (key: Key, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const sign = (payload: string) => signWith(keys.current, payload);
  const accepted = [keys.current, ...(keys.previous ?? [])];
  const signedByOneOfOurs = (payload: string, signature: string) => {
    const given = Buffer.from(signature);
    return accepted.some((key) => {
      const expected = Buffer.from(signWith(key, payload));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };

  return {
    issue(grant: XsktGrant, now: Date): { token: string; expiration: number } {
      const expiration = now.getTime() + XSKT_TOKEN_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ t: grant.tenantId, u: grant.userId, w: grant.workId, e: expiration })).toString('base64url');
      return { token: `${payload}.${sign(payload)}`, expiration };
    },

    /** Why the token does not grant `grant` at `now`, or undefined when it does. */
    refusal(token: string, grant: XsktGrant, now: Date): string | undefined {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return 'is not an xskt token';
      if (!signedByOneOfOurs(payload, signature)) return 'is not an xskt token of this service';
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { t: string; u: string; w: number; e: number };
      if (claims.t !== grant.tenantId || claims.u !== grant.userId || claims.w !== grant.workId) return 'was issued for another work or student';
      if (now.getTime() > claims.e) return 'has expired: fetch the paper again';
      return undefined;
    },
  };
}

export type XsktSigner = ReturnType<typeof createXsktSigner>;

const signers = new WeakMap<ServerConfig, XsktSigner>();

/** The signer of a configuration's keys (one per configuration: a random key, when none is set, stays the same for it). */
export function xsktSignerOf(config: ServerConfig): XsktSigner {
  let signer = signers.get(config);
  if (!signer) signers.set(config, (signer = createXsktSigner(config.xsktKeys)));
  return signer;
}
