// How often SMS codes may be sent: an SMS costs money and reaches a real phone, so a mobile
// number and a network are each capped. Counted from the sms_codes table itself, over
// windows that slide with the clock rather than calendar days.
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { smsCodes } from '../db/schema';
import { tooMany } from '../envelope';

export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
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
    const waitMs = latest.createdTime.getTime() + SMS_RESEND_INTERVAL_MS - now;
    if (waitMs > 0) {
      throw tooMany(`send again after the countdown ends: a code was sent to this mobile less than 60 seconds ago (wait ${Math.ceil(waitMs / 1000)} s)`);
    }
  }

  const [perMobile] = await db
    .select({ sent: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, input.mobile), gt(smsCodes.createdTime, new Date(now - DAY_MS))));
  if ((perMobile?.sent ?? 0) >= SMS_DAILY_CAP_PER_MOBILE) {
    throw tooMany(`this mobile has had ${SMS_DAILY_CAP_PER_MOBILE} codes in the last 24 hours, the most allowed: try again later`);
  }

  const [perIp] = await db
    .select({ sent: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.clientIp, input.clientIp), gt(smsCodes.createdTime, new Date(now - HOUR_MS))));
  if ((perIp?.sent ?? 0) >= capPerIp) {
    throw tooMany(`too many codes were requested from this network in the last hour (at most ${capPerIp}): try again later`);
  }
}
