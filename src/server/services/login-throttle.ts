// How often a password may be guessed: an account is locked for a while after a run of wrong
// passwords, and a network is capped in wrong passwords an hour. Counted from the login_failures
// table. The account is the resolved user, whichever of its names was typed (sign-in.ts,
// throttleKey), or for a name no account has the name itself, so that the refusal reads the same
// for an account that does not exist.
import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';
import { tooMany } from '../envelope';
import { say } from '../messages';

/** This many wrong passwords for one account within LOGIN_FAILURE_WINDOW_MS lock it… */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …for this long after the last of them, even for the right password. */
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** Wrong passwords one client address may make in an hour, across accounts (PORTAL_LOGIN_IP_HOURLY_CAP). */
export const LOGIN_HOURLY_CAP_PER_IP = 100;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
// Rows older than any window that reads them are dropped as new failures arrive.
const KEEP_MS = 2 * HOUR_MS;

export interface LoginAttempt {
  tenantId: string;
  account: string;
  clientIp: string;
  now: Date;
}

const minutesUntil = (end: number, now: Date) => Math.max(1, Math.ceil((end - now.getTime()) / MINUTE_MS));

/** Throws a 429 saying in how many minutes to try again when a password may not be tried now. */
export async function checkLoginLimits(db: Database, attempt: LoginAttempt & { hourlyCapPerIp?: number }): Promise<void> {
  const now = attempt.now.getTime();
  // Refused tries are not recorded, so while locked the latest failure is the one that locked it;
  // once the lock ends, the run it closed is older than the window and a fresh run starts.
  const latest = await db
    .select({ createdTime: loginFailures.createdTime })
    .from(loginFailures)
    .where(and(eq(loginFailures.tenantId, attempt.tenantId), eq(loginFailures.account, attempt.account)))
    .orderBy(desc(loginFailures.createdTime))
    .limit(LOGIN_MAX_FAILURES);
  if (latest.length === LOGIN_MAX_FAILURES) {
    const last = latest[0]!.createdTime.getTime();
    const first = latest[LOGIN_MAX_FAILURES - 1]!.createdTime.getTime();
    if (last - first < LOGIN_FAILURE_WINDOW_MS && now < last + LOGIN_LOCK_MS) {
      throw tooMany(say('api.login.locked', { minutes: minutesUntil(last + LOGIN_LOCK_MS, attempt.now) }));
    }
  }

  const cap = attempt.hourlyCapPerIp ?? LOGIN_HOURLY_CAP_PER_IP;
  const inLastHour = and(eq(loginFailures.clientIp, attempt.clientIp), gt(loginFailures.createdTime, new Date(now - HOUR_MS)));
  const [perIp] = await db.select({ failed: count() }).from(loginFailures).where(inLastHour);
  const failed = perIp?.failed ?? 0;
  if (failed >= cap) {
    // Tries are allowed again once enough of the hour's failures have aged out to go under the cap.
    const [freeing] = await db
      .select({ createdTime: loginFailures.createdTime })
      .from(loginFailures)
      .where(inLastHour)
      .orderBy(asc(loginFailures.createdTime))
      .offset(failed - cap)
      .limit(1);
    throw tooMany(say('api.login.ipCap', { minutes: minutesUntil(freeing!.createdTime.getTime() + HOUR_MS, attempt.now) }));
  }
}

export async function recordLoginFailure(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdTime, new Date(attempt.now.getTime() - KEEP_MS)));
  await db.insert(loginFailures).values({ tenantId: attempt.tenantId, account: attempt.account, clientIp: attempt.clientIp, createdTime: attempt.now });
}

/** A right password starts the account's count afresh. */
export async function clearLoginFailures(db: Database, attempt: Pick<LoginAttempt, 'tenantId' | 'account'>): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.tenantId, attempt.tenantId), eq(loginFailures.account, attempt.account)));
}
