// Caps on calls anyone can make as often as they like, counted in the rate_events table over a
// window that slides with the clock: like toggles and visits per client address (a visitorId costs
// nothing to invent, so the address is what is limited), wrong invitation codes per address and
// per user (a 6-character code must not be guessed one try at a time).
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateEvents } from '../db/schema';

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
// Longer than any window that reads the table.
const KEEP_MS = 2 * HOUR_MS;
// Its own advisory-lock space (sms-codes.ts has 1 and 2, sign-in.ts 3).
const SUBJECT_LOCK = 4;

export type RateKind = 'like' | 'visit' | 'invitation';

export interface RateCap {
  kind: RateKind;
  subject: string;
  cap: number;
  windowMs: number;
  now: Date;
}

/** Makes other calls of `subject` wait until this transaction ends, so a check and its record are one step. */
export async function lockSubject(tx: Database, kind: RateKind, subject: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBJECT_LOCK}, hashtext(${`${kind}:${subject}`}))`);
}

/** Whether `subject` is still under its cap of `kind` in the window ending now. */
export async function underCap(db: Database, rate: RateCap): Promise<boolean> {
  const [counted] = await db
    .select({ calls: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, rate.kind), eq(rateEvents.subject, rate.subject), gt(rateEvents.createdTime, new Date(rate.now.getTime() - rate.windowMs))));
  return (counted?.calls ?? 0) < rate.cap;
}

export async function recordEvent(db: Database, event: { kind: RateKind; subject: string; now: Date }): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdTime, new Date(event.now.getTime() - KEEP_MS)));
  await db.insert(rateEvents).values({ kind: event.kind, subject: event.subject, createdTime: event.now });
}

/**
 * Counts one call of `subject` when it is under its cap and answers true; answers false, counting
 * nothing, when the cap is reached. Checked and counted under a lock, so parallel calls cannot all
 * slip under the cap together.
 */
export async function takeFromCap(db: Database, rate: RateCap): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockSubject(tx, rate.kind, rate.subject);
    if (!(await underCap(tx, rate))) return false;
    await recordEvent(tx, rate);
    return true;
  });
}
