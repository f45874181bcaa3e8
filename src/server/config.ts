// Configuration of the reference platform API, read once from the environment. The demo
// credentials are embedded defaults (ARCHITECTURE.md, fixed points); each can be overridden.
import path from 'node:path';

export interface ServerConfig {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PostgreSQL connections each process may open (PORTAL_DB_POOL; 10 by default): N processes open up to N times this. */
  dbPool: number;
  /** Data folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** PORTAL_DEV=1: SMS codes go to the outbox and /api/dev/ paths answer. */
  dev: boolean;
  clientId: string;
  clientSecret: string;
  smsAccessKey: string;
  /** Codes one client address may request per hour (PORTAL_SMS_IP_HOURLY_CAP; 20 by default). */
  smsHourlyCapPerIp: number;
  /** Wrong passwords one client address may make per hour (PORTAL_LOGIN_IP_HOURLY_CAP; 100 by default). */
  loginHourlyCapPerIp: number;
  /** Like toggles one client address may make a minute (PORTAL_LIKE_IP_MINUTE_CAP; 60 by default). */
  likeMinuteCapPerIp: number;
  /** Visits of a school one client address may count a minute (PORTAL_VISIT_IP_MINUTE_CAP; 30 by default). */
  visitMinuteCapPerIp: number;
  /** Wrong invitation codes one client address may try an hour (PORTAL_INVITATION_IP_HOURLY_CAP; 10 by default). */
  invitationHourlyCapPerIp: number;
  /** Password hashes one client address may have running at once in each process (PORTAL_LOGIN_HASHES_PER_IP; 2 by default): a per-process limit, README. */
  loginHashesPerIp: number;
  /** Password hashes each process runs at once (PORTAL_LOGIN_HASHES; 8 by default): a per-process limit, bounding each process's memory and CPU. */
  loginHashes: number;
  /** Folder of the tenants manifest and each tenant's seed content. */
  tenantsDir: string;
  /** One JSON line per API request on stdout (request-log.ts); PORTAL_REQUEST_LOG=0 turns it off. */
  requestLog: boolean;
  /** How long anonymous content reads are answered from memory (public-read-cache.ts; PORTAL_PUBLIC_READ_CACHE_MS, 5000; 0 turns it off). */
  publicReadCacheMs: number;
  /**
   * PORTAL_TEST_SEED_PASSWORDS=1: the demo accounts' passwords are seeded at the test cost
   * (passwords.ts, TEST_SEED_COST) so that a suite's many sign-ins do not spend its time hashing.
   * Honoured only for an in-memory database, which lives as long as the process: a database that
   * is kept (a data folder, PostgreSQL) is always seeded at OWASP's cost.
   */
  testSeedPasswords: boolean;
  /** The key of the operator's calls (/api/operator/; PORTAL_OPERATOR_KEY); without one they answer 404. */
  operatorKey?: string;
  /**
   * The keys that sign and check xsktUserTokens (xskt/token.ts), the same in every process of the
   * API so that a paper fetched from one is submitted to another and a restart keeps open work valid:
   * PORTAL_XSKT_KEY signs; PORTAL_XSKT_PREVIOUS_KEYS (comma-separated) are still accepted, for the
   * overlap of a rotation (24 hours, a token's lifetime). Each at least 32 characters. In development
   * mode without PORTAL_XSKT_KEY, DEV_XSKT_KEY; otherwise undefined, and the server refuses to start
   * on a database that is kept (startServer; xsktKeyProblem says why).
   */
  xsktKeys?: { current: string; previous: string[] };
}

/** The development mode's fixed xskt key: anyone can read it here, so it is never used outside PORTAL_DEV=1. */
export const DEV_XSKT_KEY = 'portal-dev-xskt-key: never outside PORTAL_DEV=1 (see config.ts)';
export const XSKT_KEY_MIN_LENGTH = 32;

function xsktKeysOf(env: NodeJS.ProcessEnv): ServerConfig['xsktKeys'] {
  const previous = (env.PORTAL_XSKT_PREVIOUS_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  if (env.PORTAL_XSKT_KEY) return { current: env.PORTAL_XSKT_KEY, previous };
  return env.PORTAL_DEV === '1' ? { current: DEV_XSKT_KEY, previous } : undefined;
}

/**
 * Why this configuration may not serve (a message for the operator), or undefined when it may. A
 * kept database (PostgreSQL, a data folder) needs PORTAL_XSKT_KEY outside development mode: a key
 * made at start would differ between processes and be lost at a restart. An in-memory database
 * lives as long as its one process, so a random key serves it as well.
 */
export function xsktKeyProblem(config: ServerConfig): string | undefined {
  const keys = config.xsktKeys;
  if (!keys) {
    if (!config.databaseUrl && config.dataDir.startsWith('memory://')) return undefined;
    return 'PORTAL_XSKT_KEY is not set: every process of the API must sign xsktUserTokens with the same key (at least 32 characters, e.g. `openssl rand -base64 32`); PORTAL_DEV=1 uses a fixed development key';
  }
  const short = [keys.current, ...keys.previous].find((key) => key.length < XSKT_KEY_MIN_LENGTH);
  if (short !== undefined) return `PORTAL_XSKT_KEY and each of PORTAL_XSKT_PREVIOUS_KEYS must be at least ${XSKT_KEY_MIN_LENGTH} characters long`;
  return undefined;
}

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dbPool: positive(env.PORTAL_DB_POOL, 10),
    dataDir: env.PORTAL_DATA_DIR ?? path.resolve('data/pglite'),
    dev: env.PORTAL_DEV === '1',
    clientId: env.PORTAL_CLIENT_ID ?? 'portal-web',
    clientSecret: env.PORTAL_CLIENT_SECRET ?? 'portal-web-secret',
    smsAccessKey: env.PORTAL_SMS_ACCESS_KEY ?? 'portal-sms-key',
    smsHourlyCapPerIp: Number(env.PORTAL_SMS_IP_HOURLY_CAP) > 0 ? Number(env.PORTAL_SMS_IP_HOURLY_CAP) : 20,
    loginHourlyCapPerIp: Number(env.PORTAL_LOGIN_IP_HOURLY_CAP) > 0 ? Number(env.PORTAL_LOGIN_IP_HOURLY_CAP) : 100,
    likeMinuteCapPerIp: positive(env.PORTAL_LIKE_IP_MINUTE_CAP, 60),
    visitMinuteCapPerIp: positive(env.PORTAL_VISIT_IP_MINUTE_CAP, 30),
    invitationHourlyCapPerIp: positive(env.PORTAL_INVITATION_IP_HOURLY_CAP, 10),
    loginHashesPerIp: positive(env.PORTAL_LOGIN_HASHES_PER_IP, 2),
    loginHashes: positive(env.PORTAL_LOGIN_HASHES, 8),
    tenantsDir: env.PORTAL_TENANTS_DIR ?? path.resolve('tenants'),
    requestLog: env.PORTAL_REQUEST_LOG !== '0',
    publicReadCacheMs: env.PORTAL_PUBLIC_READ_CACHE_MS === undefined ? 5_000 : Math.max(0, Number(env.PORTAL_PUBLIC_READ_CACHE_MS) || 0),
    operatorKey: env.PORTAL_OPERATOR_KEY || undefined,
    xsktKeys: xsktKeysOf(env),
    testSeedPasswords: env.PORTAL_TEST_SEED_PASSWORDS === '1' && !env.DATABASE_URL && (env.PORTAL_DATA_DIR ?? '').startsWith('memory://'),
  };
}
