// How often SMS codes may be sent: an SMS costs money and reaches a real phone, so a mobile
// number and a network are each capped. Counted from the sms_codes table itself, over
// windows that slide with the clock rather than calendar days.
import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import { resendSecondsLeft } from '../../lib/code-countdown';
import { CODE_COUNTDOWN_SECONDS } from '../../lib/limits';
import type { Database } from '../db/client';
import { smsCodes } from '../db/schema';
import { tooMany } from '../envelope';
import { say } from '../messages';

/** The code button's countdown (src/lib): a code asked for sooner is refused. */
export const SMS_RESEND_INTERVAL_MS = CODE_COUNTDOWN_SECONDS * 1000;
export const SMS_DAILY_CAP_PER_MOBILE = 10;
export const SMS_HOURLY_CAP_PER_IP = 20;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Throws a 429 naming the limit when a code may not be sent to `mobile` from `clientIp` now. */
export async function checkSmsSendLimits(
  db: Database,
  input: { mobile: string; clientIp: string; now: Date; hourlyCapPerIp?: number },
): Promise<void> {
  const capPerIp = input.hourlyCapPerIp ?? SMS_HOURLY_CAP_PER_IP;
  const now = input.now.getTime();

  const [latest] = await db
    .select({ createdTime: smsCodes.createdTime })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, input.mobile))
    .orderBy(desc(smsCodes.createdTime))
    .limit(1);
  if (latest) {
    const seconds = resendSecondsLeft(latest.createdTime.getTime(), now);
    if (seconds > 0) throw tooMany(say('api.sms.countdown', { interval: CODE_COUNTDOWN_SECONDS, seconds }));
  }

  if ((await codesSent(db, eq(smsCodes.mobile, input.mobile), new Date(now - DAY_MS))) >= SMS_DAILY_CAP_PER_MOBILE) {
    throw tooMany(say('api.sms.dailyCap', { cap: SMS_DAILY_CAP_PER_MOBILE }));
  }
  if ((await codesSent(db, eq(smsCodes.clientIp, input.clientIp), new Date(now - HOUR_MS))) >= capPerIp) {
    throw tooMany(say('api.sms.ipCap', { cap: capPerIp }));
  }
}

/** How many codes went to `whose` (a mobile, a network) after `since`. */
async function codesSent(db: Database, whose: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(smsCodes)
    .where(and(whose, gt(smsCodes.createdTime, since)));
  return row?.sent ?? 0;
}
