// Password hashing keeps OWASP's cost wherever a database is kept: every new hash, `npm start`'s
// and `npm run api`'s seeds. Only an in-memory database asked for it (the end-to-end suite's) and
// the test suites' seeded copy hold the demo passwords at the test cost, and the same verification
// code checks both.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import { startServer } from '../../src/server/main';
import { hashPassword, OWASP_COST, storedCost, TEST_SEED_COST, verifyPassword } from '../../src/server/services/passwords';
import { TENANTS_DIR } from './support/seeded-database';
import { useTestServer } from './support/test-server';

const OWASP = { logN: 17, r: 8, p: 1 };

describe('password hashes', () => {
  it("hash every new password at OWASP's cost (scrypt N=2^17, r=8, p=1), naming it in the stored form", async () => {
    expect(OWASP_COST).toEqual(OWASP);
    const stored = await hashPassword('demo123456');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(storedCost(stored)).toEqual(OWASP);
  });

  it('are checked by the cost the stored hash names, so a cheaper test seed runs the same verification', async () => {
    for (const cost of [OWASP_COST, TEST_SEED_COST]) {
      const stored = await hashPassword('demo123456', cost);
      expect(storedCost(stored)).toEqual(cost);
      expect(await verifyPassword('demo123456', stored)).toBe(true);
      expect(await verifyPassword('demo123457', stored)).toBe(false);
    }
    expect(await verifyPassword('demo123456', 'md5$e10adc3949ba59abbe56e057f20f883e')).toBe(false);
  });
});

describe('the demo passwords as each way of starting the API seeds them', () => {
  it('honours the test cost only for an in-memory database', () => {
    const asked = { PORTAL_TEST_SEED_PASSWORDS: '1' };
    expect(loadConfig({ ...asked, PORTAL_DATA_DIR: 'memory://' }).testSeedPasswords).toBe(true);
    expect(loadConfig({ ...asked }).testSeedPasswords).toBe(false);
    expect(loadConfig({ ...asked, PORTAL_DATA_DIR: '/srv/portal/pglite' }).testSeedPasswords).toBe(false);
    expect(loadConfig({ ...asked, PORTAL_DATA_DIR: 'memory://', DATABASE_URL: 'postgres://db.example/portal' }).testSeedPasswords).toBe(false);
    expect(loadConfig({ PORTAL_DATA_DIR: 'memory://' }).testSeedPasswords).toBe(false);
  });

  /** The demo student's stored hash's cost after the API started with `env` as `npm start` does (scripts/start.ts). */
  async function seededCost(env: Record<string, string>) {
    const config = loadConfig({ PORTAL_DEV: '1', PORTAL_TENANTS_DIR: TENANTS_DIR, PORTAL_REQUEST_LOG: '0', ...env });
    const api = await startServer({ port: 0, config });
    try {
      const [student] = await api.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.mobile, '13800138000'));
      return storedCost(student!.passwordHash!);
    } finally {
      await api.close();
    }
  }

  it("seeds at OWASP's cost when the test cost is not asked for, as `npm start` and production start", async () => {
    expect(await seededCost({ PORTAL_DATA_DIR: 'memory://' })).toEqual(OWASP);
  });

  it('seeds at the test cost an in-memory database that asks for it, as the end-to-end suite does', async () => {
    expect(await seededCost({ PORTAL_DATA_DIR: 'memory://', PORTAL_TEST_SEED_PASSWORDS: '1' })).toEqual(TEST_SEED_COST);
  });
});

describe("a test server asked for OWASP's cost", () => {
  const server = useTestServer({}, { owaspPasswords: true });

  it('holds the demo passwords as production seeds them', async () => {
    const [student] = await server.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.mobile, '13800138000'));
    expect(storedCost(student!.passwordHash!)).toEqual(OWASP);
  });
});
