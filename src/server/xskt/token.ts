// The xsktUserToken (spec 3 §7 Submit external-source work): issued with an xskt paper, it names
// the school, the student and the work it was issued for, and expires. Signed (HMAC-SHA256) with a
// secret of the running xskt service, so it cannot be forged or moved to another work; a restart
// of the service makes outstanding tokens invalid, and the client fetches the paper again.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const XSKT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface XsktGrant {
  tenantId: string;
  userId: string;
  workId: number;
}

export function createXsktSigner(secret: Buffer = randomBytes(32)) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

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
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'is not an xskt token of this service';
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { t: string; u: string; w: number; e: number };
      if (claims.t !== grant.tenantId || claims.u !== grant.userId || claims.w !== grant.workId) return 'was issued for another work or student';
      if (now.getTime() > claims.e) return 'has expired: fetch the paper again';
      return undefined;
    },
  };
}

export type XsktSigner = ReturnType<typeof createXsktSigner>;
