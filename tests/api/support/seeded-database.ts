// Vitest's global setup for the API and fuzz suites: the database is migrated and seeded once per
// run, and every test file starts from a copy of it (test-server.ts) instead of doing both again.
// On PGlite the copy is a dump of the seeded data folder, loaded in about 0.7 s where opening,
// migrating and seeding took 5 to 6 s; on PostgreSQL it is `CREATE DATABASE … TEMPLATE` of a
// seeded database. Every file still starts from the same seeded state and sees no other's writes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { seedDatabase } from '../../../src/server/db/seed';
import { TEST_SEED_COST, type ScryptCost } from '../../../src/server/services/passwords';

export interface SeededDatabase {
  /** When the seed ran: its relative times ("-3d", "+10m") count from here, and so does each file's clock. */
  seededAt: string;
  /** PGlite: the file holding the seeded data folder's dump. */
  pgliteDump?: string;
  /** PostgreSQL: the seeded database each file's database is created from. */
  templateName?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

export const TENANTS_DIR = path.resolve('tenants');

/** Migrates a fresh database and seeds every tenant of `tenantsDir`, its relative times counting from `now`. */
export async function migrateAndSeed(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  now: Date,
  { tenantsDir = TENANTS_DIR, passwordCost = TEST_SEED_COST }: { tenantsDir?: string; passwordCost?: ScryptCost } = {},
): Promise<void> {
  await handle.migrate();
  await seedDatabase(handle.db, tenantsDir, now, { passwordCost });
}

export default async function setup(project: TestProject) {
  const seededAt = new Date();
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const templateName = `portal_template_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${templateName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await migrateAndSeed(handle, seededAt);
    await handle.close();
    project.provide('seededDatabase', { seededAt: seededAt.toISOString(), templateName });
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateAndSeed(handle, seededAt);
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-seeded-'));
  const pgliteDump = path.join(folder, 'pglite.tar');
  writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDatabase', { seededAt: seededAt.toISOString(), pgliteDump });
  return () => rmSync(folder, { recursive: true, force: true });
}
