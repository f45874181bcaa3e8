// One database handle for the whole server: embedded PGlite by default, PostgreSQL when a
// connection string is given. Both speak the same dialect, so the schema and queries are shared.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { preparingStatements } from './prepared-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every migration not yet applied (drizzle's journal in src/server/db/migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own `alone` on the same database (PostgreSQL: a
   * session advisory lock on a connection held for the purpose; PGlite has one process anyway).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the data folder as an uncompressed tar, which `copyOf` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
}

// The advisory lock of migrating and seeding at start (one key, apart from the transaction locks of
// the services, which use two-key locks).
const STARTUP_LOCK = 727_001;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: connections this process may open (10 unless given). */
  dbPool?: number;
  dataDir: string;
  /** Sees every statement the app runs (tests record which tables a call reads). */
  logQuery?: (query: string, params: unknown[]) => void;
  /**
   * An in-memory database starts as this copy of another's data folder (PGlite's dumpDataDir):
   * the test suites migrate and seed once and start every file from the copy.
   */
  copyOf?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  if (options.databaseUrl) {
    // Quiet the NOTICEs PostgreSQL prints for idempotent migration statements. A database that does
    // not answer is given up on after 10 s (postgres.js waits 30 by default): the caller gets a 503.
    const client = postgres(options.databaseUrl, { onnotice: () => {}, connect_timeout: 10, max: options.dbPool ?? 10 });
    const db = drizzlePostgres(preparingStatements(client), { schema, logger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async alone(work) {
        const held = await client.reserve();
        try {
          await held`select pg_advisory_lock(${STARTUP_LOCK})`;
          try {
            return await work();
          } finally {
            await held`select pg_advisory_unlock(${STARTUP_LOCK})`;
          }
        } finally {
          held.release();
        }
      },
      // A connection the network lost must not hold the shutdown: at most 5 s for queries under way.
      close: () => client.end({ timeout: 5 }),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = inMemory ? new PGlite({ loadDataDir: options.copyOf }) : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    alone: (work) => work(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
