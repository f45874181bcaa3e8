// The ways in (spec 1 §2.9, §2.10, §4): by SMS code, registering an unknown mobile on the way;
// by mobile or username and password; and the registration login with its cloud school.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { badRequest } from '../envelope';
import { say } from '../messages';
import type { LoginResult } from '../schemas/accounts';
import { findByAccount, findOrRegisterByMobile } from './accounts';
import { checkLoginLimits, clearLoginFailures, recordLoginFailure } from './login-throttle';
import type { PasswordSlots } from './password-slots';
import { LOGIN_TEMPLATE_CODE } from './sms-codes';
import { getOrCreateStudent, requireInvitation } from './students';
import { issueToken } from './tokens';
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
  await consumeSmsCode(db, { tenantId: input.tenantId, mobile: input.mobile, code: input.code, templateCode: LOGIN_TEMPLATE_CODE, now: input.now });
  const { user } = await findOrRegisterByMobile(db, { tenantId: input.tenantId, mobile: input.mobile, now: input.now });
  return tokenFor(db, input, user.id, 'SMS_CODE');
}

// Its own advisory-lock spaces (sms-codes.ts has 1 and 2, rate-events.ts 4): parallel guesses at one
// account, and from one network, are recorded one after another, in whichever process of the API
// they arrive. Taken in this order (account, then network), so two tries cannot wait on each other.
const ACCOUNT_LOCK = 3;
const NETWORK_LOCK = 5;

/**
 * What the throttle counts a password try against: the account the typed name resolves to, so its
 * mobile and its username share one count; for a name no account has, that name (trimmed, in
 * lower case), so an unknown account is locked and answered exactly like a known one.
 */
export function throttleKey(user: { id: string } | undefined, typed: string): string {
  return user ? `user:${user.id}` : `name:${typed.trim().toLowerCase()}`;
}

/**
 * Signs in by password within the limits of login-throttle.ts and password-slots.ts. Every try is
 * recorded as a failure before the hash runs (and the record dropped when the password is right),
 * so tries sent in parallel cannot get more hashes than the lock allows.
 */
export async function loginByPassword(
  db: Database,
  input: Client & { account: string; password: string; clientIp: string; hourlyCapPerIp?: number; slots: PasswordSlots },
): Promise<LoginResult> {
  const found = await findByAccount(db, input.tenantId, input.account);
  const attempt = { tenantId: input.tenantId, account: throttleKey(found, input.account), clientIp: input.clientIp, now: input.now };
  const limits = { ...attempt, hourlyCapPerIp: input.hourlyCapPerIp };
  // A locked account or a capped network is refused before anything else is spent on it.
  await checkLoginLimits(db, limits);
  const release = input.slots.take(input.clientIp);
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${`${attempt.tenantId}:${attempt.account}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(${NETWORK_LOCK}, hashtext(${attempt.clientIp}))`);
      // Checked again in line: tries sent in parallel all passed the first check, and those that find
      // the account locked (or the network capped) by the others' records are refused, so no more
      // than LOGIN_MAX_FAILURES hashes run for one account in a window, nor more than the hourly cap
      // for one network.
      await checkLoginLimits(tx, limits);
      await recordLoginFailure(tx, attempt);
    });
    // The hash runs outside the transaction: scrypt takes a good part of a second, and the embedded
    // database has a single connection that every other request would wait for meanwhile.
    const valid = await input.slots.check(input.password, found?.passwordHash);
    if (!found || !valid) throw badRequest(LOGIN_FAILED);
  } finally {
    release();
  }
  await clearLoginFailures(db, attempt);
  return tokenFor(db, input, found.id, 'PASSWORD');
}

/** Registration types of the registration page (spec 1 §2.1, §2.10): 1 and 3 students, 2 enterprise. */
export const REGISTRATION_TYPES = [1, 2, 3] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/**
 * Registers the mobile (with its nickName and, for students, the cloud school; for the enterprise
 * type, its invitation) and logs in. A mobile already registered just logs in: its account is left
 * as it was.
 */
export async function registerLogin(
  db: Database,
  input: Client & {
    mobile: string;
    code: string;
    nickName?: string;
    type: RegistrationType;
    cloudSchool?: string;
    invitation?: { code: string; clientIp: string; capPerIp: number };
  },
): Promise<LoginResult & { registered: boolean }> {
  // The invitation is checked before anything else: a wrong code must create no account, issue no
  // token and leave the SMS code unspent, so the visitor can correct it and try again.
  const invitation = input.invitation
    ? await requireInvitation(db, { ...input.invitation, tenantId: input.tenantId, now: input.now })
    : undefined;
  await consumeSmsCode(db, { tenantId: input.tenantId, mobile: input.mobile, code: input.code, templateCode: LOGIN_TEMPLATE_CODE, now: input.now });
  const { user, registered } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const account = await findOrRegisterByMobile(tx, { tenantId: input.tenantId, mobile: input.mobile, nickName: input.nickName, now: input.now });
    if (account.registered && input.type !== 2) {
      await getOrCreateStudent(tx, { tenantId: input.tenantId, userId: account.user.id, cloudSchool: input.cloudSchool, now: input.now });
    }
    if (account.registered && invitation) {
      await getOrCreateStudent(tx, { tenantId: input.tenantId, userId: account.user.id, enterpriseCode: invitation.code, now: input.now });
    }
    return account;
  });
  const login = await tokenFor(db, input, user.id, 'SMS_CODE');
  return { ...login, registered };
}
