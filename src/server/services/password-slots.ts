// How many password hashes may run at once. scrypt at OWASP's cost takes a good part of a second
// and 128 MiB, so parallel wrong logins were a lever: 40 of them for unknown accounts took a real
// login from 0.35 s to 7 s. A client address may have PER_CLIENT hashes in flight and the server
// OVERALL; beyond either the login is refused at once with a 429 rather than queued: a queue would
// still let one address hold connections and memory open, and a person logs in one try at a time.
import { tooMany } from '../envelope';
import { say } from '../messages';
import type { PasswordCheck, PasswordSlots } from './password-slot-types';
import { verifyNothing, verifyPassword } from './passwords';

export type { PasswordCheck, PasswordSlots } from './password-slot-types';

export interface HashLimits {
  /** Hashes one client address may have running (PORTAL_LOGIN_HASHES_PER_IP; 2 by default). */
  perClient: number;
  /** Hashes the server runs at once (PORTAL_LOGIN_HASHES; 8 by default). */
  overall: number;
}

export const DEFAULT_HASH_LIMITS: HashLimits = { perClient: 2, overall: 8 };

const scryptCheck: PasswordCheck = (password, stored) => (stored ? verifyPassword(password, stored) : verifyNothing(password));

export function createPasswordSlots(limits: HashLimits = DEFAULT_HASH_LIMITS, check: PasswordCheck = scryptCheck): PasswordSlots {
  const perClient = new Map<string, number>();
  let overall = 0;
  return {
    take(clientIp) {
      const mine = perClient.get(clientIp) ?? 0;
      if (mine >= limits.perClient || overall >= limits.overall) throw tooMany(say('api.login.busy'));
      perClient.set(clientIp, mine + 1);
      overall += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        overall -= 1;
        const left = (perClient.get(clientIp) ?? 1) - 1;
        if (left > 0) perClient.set(clientIp, left);
        else perClient.delete(clientIp);
      };
    },
    check,
    inFlight: () => overall,
  };
}
