// The ways in (spec 1 §2.9, §2.10, §4): by SMS code, registering an unknown mobile on the way;
// by mobile or username and password; and the registration login with its cloud school.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { badRequest } from '../envelope';
import { say } from '../messages';
import { findByAccount, findOrRegisterByMobile } from './accounts';
import { checkLoginLimits, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { verifyNothing, verifyPassword } from './passwords';
import { LOGIN_TEMPLATE_CODE } from './sms-codes';
import { getOrCreateStudent } from './students';
import { issueToken, type LoginResult } from './tokens';
import { consumeSmsCode } from './verification';

/** How a login proves who is there: the login call's `grantType`. */
export const GRANT_TYPES = ['SMS_CODE', 'PASSWORD'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** One message for an unknown account, an account without a password and a wrong password. */
export const LOGIN_FAILED = say('api.login.failed');

interface Client {
  tenantId: string;
  terminalType?: string;
  bizType?: string;
  now: Date;
}

function tokenFor(db: Database, client: Client, userId: string, grantType: GrantType): Promise<LoginResult> {
  const { tenantId, terminalType, bizType, now } = client;
  return issueToken(db, { userId, tenantId, grantType, terminalType, bizType, now });
}

export async function loginBySmsCode(db: Database, input: Client & { mobile: string; code: string }): Promise<LoginResult> {
  await consumeSmsCode(db, { mobile: input.mobile, code: input.code, templateCode: LOGIN_TEMPLATE_CODE, now: input.now });
  const { user } = await findOrRegisterByMobile(db, { tenantId: input.tenantId, mobile: input.mobile, now: input.now });
  return tokenFor(db, input, user.id, 'SMS_CODE');
}

// Its own advisory-lock space (sms-codes.ts has 1 and 2): parallel guesses at one account are
// recorded one after another.
const ACCOUNT_LOCK = 3;

/** Signs in by password within the limits of login-throttle.ts; a wrong password counts against the account and the network. */
export async function loginByPassword(
  db: Database,
  input: Client & { account: string; password: string; clientIp: string; hourlyCapPerIp?: number },
): Promise<LoginResult> {
  const attempt = { tenantId: input.tenantId, account: input.account, clientIp: input.clientIp, now: input.now };
  const limits = { ...attempt, hourlyCapPerIp: input.hourlyCapPerIp };
  // A locked account is refused before the slow hash is spent on it.
  await checkLoginLimits(db, limits);
  // The hash runs outside the transaction: scrypt takes a good part of a second, and the embedded
  // database has a single connection that every other request would wait for meanwhile.
  const found = await findByAccount(db, input.tenantId, input.account);
  const valid = found?.passwordHash ? await verifyPassword(input.password, found.passwordHash) : await verifyNothing(input.password);
  const user = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${`${input.tenantId}:${input.account}`}))`);
    // Checked again in line: guesses sent in parallel all passed the first check, and those that
    // find the account locked by the others are refused whatever their password, so no more than
    // LOGIN_MAX_FAILURES guesses are ever answered.
    await checkLoginLimits(tx, limits);
    // Returned, not thrown: the failure must be committed with the transaction.
    if (!found || !valid) {
      await recordLoginFailure(tx, attempt);
      return undefined;
    }
    await clearLoginFailures(tx, attempt);
    return found;
  });
  if (!user) throw badRequest(LOGIN_FAILED);
  return tokenFor(db, input, user.id, 'PASSWORD');
}

/** Registration types of the registration page (spec 1 §2.1, §2.10): 1 and 3 students, 2 enterprise. */
export const REGISTRATION_TYPES = [1, 2, 3] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/**
 * Registers the mobile (with its nickName and, for students, the cloud school) and logs in. A
 * mobile already registered just logs in: its account is left as it was.
 */
export async function registerLogin(
  db: Database,
  input: Client & { mobile: string; code: string; nickName?: string; type: RegistrationType; cloudSchool?: string },
): Promise<LoginResult & { registered: boolean }> {
  await consumeSmsCode(db, { mobile: input.mobile, code: input.code, templateCode: LOGIN_TEMPLATE_CODE, now: input.now });
  const { user, registered } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const account = await findOrRegisterByMobile(tx, { tenantId: input.tenantId, mobile: input.mobile, nickName: input.nickName, now: input.now });
    if (account.registered && input.type !== 2) {
      await getOrCreateStudent(tx, { tenantId: input.tenantId, userId: account.user.id, cloudSchool: input.cloudSchool, now: input.now });
    }
    return account;
  });
  const login = await tokenFor(db, input, user.id, 'SMS_CODE');
  return { ...login, registered };
}
