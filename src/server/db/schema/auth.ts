// Sign-in and identity (spec 1 §3 user info and login payload, §4 identity and enrolment):
// accounts, students, visitors, tokens, and the one-time secrets that prove a person is there
// (SMS codes, captchas). Secrets are stored only as hashes; a leaked table signs nobody in.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, tenantId, time, createdTime, schoolTable } from './columns';
import { tenants } from './tenants';


/** An account of one school: a mobile number there is one person, whatever other schools know of it. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    mobile: text('mobile').notNull(),
    /** Optional second sign-in name; never shaped like a mobile number, so the two cannot collide. */
    username: text('username'),
    /** scrypt, self-describing (see services/passwords.ts); null for accounts that only sign in by SMS. */
    passwordHash: text('password_hash'),
    nickName: text('nick_name').notNull(),
    realName: text('real_name'),
    avatar: text('avatar'),
    createdTime: createdTime(),
    updatedTime: time('updated_time').notNull(),
  },
  (table) => [
    uniqueIndex('users_tenant_mobile_unique').on(table.tenantId, table.mobile),
    uniqueIndex('users_tenant_username_unique').on(table.tenantId, table.username),
  ],
);

/** The account a row belongs to (a column of the schema's other tables); deleting the account deletes the row. */
export const ownedByUser = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Enterprise invitation codes (spec 1 §2.10, §6): a code resolves to the school that issued it. */
export const enterpriseInvitations = pgTable('enterprise_invitations', {
  /** Unique across schools, because a code alone must name its school (getDefTenantByQrCode). */
  code: text('code').primaryKey(),
  tenantId: tenantId(),
  enterpriseName: text('enterprise_name').notNull(),
  createdTime: createdTime(),
});

/** A user's student record in their school: what study calls key on. */
export const students = pgTable(
  'students',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    userId: ownedByUser(),
    /** The cloud school chosen at registration (types 1 and 3). */
    cloudSchool: text('cloud_school'),
    /** The enterprise whose invitation the student accepted (type 2). */
    enterpriseCode: text('enterprise_code').references(() => enterpriseInvitations.code, { onDelete: 'set null' }),
    createdTime: createdTime(),
  },
  (table) => [uniqueIndex('students_user_unique').on(table.userId), index('students_tenant_idx').on(table.tenantId)],
);

/** A device-derived visitor identity (spec 1 §2.2 step 3, §4), one record per school and device. */
export const visitors = pgTable(
  'visitors',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    visitorId: text('visitor_id').notNull(),
    createdTime: createdTime(),
    lastSeenTime: time('last_seen_time').notNull(),
  },
  (table) => [uniqueIndex('visitors_tenant_visitor_unique').on(table.tenantId, table.visitorId)],
);

/** Sign-in tokens, keyed by the SHA-256 of the token: the token itself is only ever in the client's hands. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownedByUser(),
    tenantId: tenantId(),
    grantType: text('grant_type').notNull(),
    terminalType: text('terminal_type'),
    bizType: text('biz_type'),
    createdTime: createdTime(),
    expiresTime: time('expires_time').notNull(),
    revokedTime: time('revoked_time'),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

/**
 * SMS verification codes. A code is good only in the school it was requested under: a code sent
 * for one school's login must not sign in to another's account of the same mobile. Only the latest
 * code of a mobile, template and school is live; sending a new one retires the rest. The sending
 * limits count every code of a mobile, whichever school asked.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    /** The school of the request's tenantId header; null when it named none (such a code is good nowhere). */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    templateCode: text('template_code').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** Every try, right or wrong, counts; the code is dead once it reaches the limit. */
    attempts: integer('attempts').notNull().default(0),
    clientIp: text('client_ip').notNull(),
    createdTime: createdTime(),
    expiresTime: time('expires_time').notNull(),
    consumedTime: time('consumed_time'),
  },
  (table) => [
    index('sms_codes_mobile_idx').on(table.mobile, table.createdTime),
    index('sms_codes_client_ip_idx').on(table.clientIp, table.createdTime),
  ],
);

/** What the development SMS provider "sent": the phone's inbox, read through /api/dev/sms-outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    templateCode: text('template_code').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    createdTime: createdTime(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.mobile, table.id)],
);

/** Captchas by the client's 16-character key; single use, whether the answer was right or wrong. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  textHash: text('text_hash').notNull(),
  salt: text('salt').notNull(),
  /** The plain text, written only in development mode so tests can read it (/api/dev/captcha/{key}). */
  devText: text('dev_text'),
  createdTime: createdTime(),
  expiresTime: time('expires_time').notNull(),
  consumedTime: time('consumed_time'),
});

/**
 * Password tries, by account (the resolved user, or the name typed when no account has it, so a
 * refusal tells nothing of which exist) and by client address: what the login throttle counts.
 * Each try is written before its hash runs; a right password clears its account's rows.
 */
export const loginFailures = schoolTable(
  'login_failures',
  {
    /** 'user:<id>' for a known account, 'name:<typed name, lower case>' otherwise (services/sign-in.ts). */
    account: text('account').notNull(),
    clientIp: text('client_ip').notNull(),
    createdTime: createdTime(),
  },
  (table) => [
    index('login_failures_account_idx').on(table.tenantId, table.account, table.createdTime),
    index('login_failures_client_ip_idx').on(table.clientIp, table.createdTime),
  ],
);

/**
 * Calls counted against a per-minute or per-hour cap (services/rate-events.ts): like toggles and
 * visits by client address, wrong invitation codes by address and by user. Rows older than any
 * window are dropped as new ones arrive.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: id(),
    /** What is counted: 'like', 'visit', 'invitation'. */
    kind: text('kind').notNull(),
    /** Whose count: 'ip:<address>' or 'user:<id>'. */
    subject: text('subject').notNull(),
    createdTime: createdTime(),
  },
  (table) => [index('rate_events_subject_idx').on(table.kind, table.subject, table.createdTime)],
);
