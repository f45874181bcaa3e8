// Sending SMS verification codes (spec 1 §7.2 sendSmsCode, §9): six random digits, stored
// hashed, valid five minutes, within the sending limits of rate-limits.ts.
import { eq, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH } from '../../lib/limits';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { smsCodes, tenants } from '../db/schema';
import { checkSmsSendLimits } from './rate-limits';
import { hashSecret, randomSalt } from './secrets';
import { smsProviderFor, smsText } from './sms';

/** The templates of spec 1 §9: the consult form's code, and the code of login and registration. */
export const TEMPLATE_CODES = ['VISITOR_MSG_VERIFY', 'MOBILE_LOGIN_REGISTER'] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number];
export const DEFAULT_TEMPLATE_CODE: TemplateCode = 'VISITOR_MSG_VERIFY';
export const LOGIN_TEMPLATE_CODE: TemplateCode = 'MOBILE_LOGIN_REGISTER';

export const SMS_CODE_VALID_MS = 5 * 60 * 1000;

// Rows older than any window that reads them (the 24-hour cap) are dropped as new codes arrive.
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

// Separate lock spaces, taken in this order, so two sends cannot deadlock on one another.
const MOBILE_LOCK = 1;
const IP_LOCK = 2;

export async function sendSmsCode(
  db: Database,
  input: { mobile: string; templateCode: TemplateCode; clientIp: string; tenantId: string | undefined; config: ServerConfig; now: () => Date; digits: (length: number) => string },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Two requests for one mobile (or one network) at the same moment would otherwise both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(${MOBILE_LOCK}, hashtext(${input.mobile}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${input.clientIp}))`);
    const now = input.now();
    await checkSmsSendLimits(tx, { mobile: input.mobile, clientIp: input.clientIp, now, hourlyCapPerIp: input.config.smsHourlyCapPerIp });

    const code = input.digits(CODE_LENGTH);
    const salt = randomSalt();
    await tx.delete(smsCodes).where(lt(smsCodes.createdTime, new Date(now.getTime() - KEEP_MS)));
    await tx.insert(smsCodes).values({
      tenantId: input.tenantId ?? null,
      mobile: input.mobile,
      templateCode: input.templateCode,
      codeHash: hashSecret(code, salt),
      salt,
      clientIp: input.clientIp,
      createdTime: now,
      expiresTime: new Date(now.getTime() + SMS_CODE_VALID_MS),
    });

    const [school] = input.tenantId
      ? await tx.select({ name: tenants.name, locale: tenants.locale }).from(tenants).where(eq(tenants.id, input.tenantId)).limit(1)
      : [];
    const text = smsText({ code, validMinutes: SMS_CODE_VALID_MS / 60_000, schoolName: school?.name, locale: school?.locale });
    // Inside the transaction: when the provider fails, no code is recorded and no limit is spent.
    await smsProviderFor(input.config, tx, input.now).send(input.mobile, text, { templateCode: input.templateCode, params: { code } });
  });
}
