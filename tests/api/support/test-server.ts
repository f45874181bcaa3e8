// A real app on a real, migrated and seeded database of its own for each test file: PGlite in
// memory by default; with DATABASE_URL, a throw-away database on that PostgreSQL server. Both start
// as a copy of the database the run seeded once (seeded-database.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import type { paths } from '../../../src/api/schema';
import { createApp } from '../../../src/server/app';
import type { AppDeps } from '../../../src/server/context';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import { basicAuthorization } from '../../../src/server/middleware';
import { OWASP_COST, TEST_SEED_COST } from '../../../src/server/services/passwords';
import { randomDigits } from '../../../src/server/services/secrets';
import { migrateAndSeed, TENANTS_DIR } from './seeded-database';

export const DEMO = 'demo';
export const BETA = 'beta';

/** A path of the contract, alone or with its query. */
export type ContractPath<P extends keyof paths> = P | `${P}?${string}`;

// Distributive over its parameter, so a method the path lacks (never) adds nothing.
type SuccessData<Operation> = Operation extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;

/** The envelope's `data` of a path's success answer, whichever method the path takes. */
export type AnswerData<P extends keyof paths> = { [M in keyof paths[P]]-?: SuccessData<paths[P][M]> }[keyof paths[P]];

/** What json() resolves to: the status and the envelope. */
export interface Answer<T> {
  status: number;
  body: { code: number; msg: string; data: T };
}

export interface TestServer {
  app: ReturnType<typeof createApp>;
  config: ServerConfig;
  db: Awaited<ReturnType<typeof openDatabase>>['db'];
  /** The server's clock; move it with advance() to test expiry without waiting. */
  clock: { now: Date; advance(ms: number): void };
  /** The server's random digits (SMS codes, captcha texts): next() queues the ones it draws next, so a test knows them. */
  digits: { next(...values: string[]): void };
  /** A request as the portal's client sends it: client credentials and the tenant header. */
  call(pathAndQuery: string, init?: CallInit): Promise<Response>;
  /** call() and the parsed envelope, its data untyped: for paths the contract leaves out, and tests not yet typed. */
  json<T = any>(pathAndQuery: string, init?: CallInit): Promise<Answer<T>>;
  /**
   * json() for a path of the contract: `data` has the type of its success answer (schema.d.ts), so
   * renaming a contract field breaks the tests' type check. A refusal's data is null whatever the type says.
   */
  typedJson<P extends keyof paths>(pathAndQuery: ContractPath<P>, init?: CallInit): Promise<Answer<AnswerData<P>>>;
  close(): Promise<void>;
}

export interface CallInit {
  method?: string;
  body?: unknown;
  tenantId?: string | null;
  token?: string;
  headers?: Record<string, string>;
  /** The peer of the connection the request came on, as @hono/node-server hands it to the app; none by default (an in-process call). */
  remoteAddress?: string;
}

/** A database of its own on the PostgreSQL server at `adminUrl` (empty, or a copy of `template`), dropped by drop(). */
export async function createThrowAwayDatabase(adminUrl: string, template?: string) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * What a test may hand the server: parts the app would make itself (the password-hashing slots),
 * a watch on its statements, and `owaspPasswords`: the demo accounts hashed at OWASP's cost, as
 * production seeds them (a fresh seed, not the run's copy, whose passwords have the test cost).
 */
export type TestDeps = Pick<AppDeps, 'passwordSlots' | 'log'> & { logQuery?: (query: string, params: unknown[]) => void; owaspPasswords?: boolean };

/** `deps` replaces parts the app would make itself (the password-hashing slots). */
export async function createTestServer(overrides: Partial<ServerConfig> = {}, { logQuery, owaspPasswords, ...deps }: TestDeps = {}): Promise<TestServer> {
  // The run's seeded copy, unless the test brings a database of its own or needs another seed.
  const seeded = overrides.databaseUrl || overrides.tenantsDir || owaspPasswords ? undefined : inject('seededDatabase');
  const adminUrl = overrides.databaseUrl ? undefined : process.env.DATABASE_URL;
  const throwAway = adminUrl ? await createThrowAwayDatabase(adminUrl, seeded?.templateName) : undefined;
  const config: ServerConfig = {
    ...loadConfig({}),
    tenantsDir: TENANTS_DIR,
    dataDir: 'memory://',
    databaseUrl: throwAway?.url,
    dev: true,
    // Quiet unless asked for, so test output stays readable.
    requestLog: process.env.PORTAL_REQUEST_LOG === '1',
    // Off unless a test asks: tests edit rows and read them back at once, on a clock that stands still.
    publicReadCacheMs: 0,
    ...overrides,
  };
  const copyOf = seeded?.pgliteDump && !config.databaseUrl ? new Blob([readFileSync(seeded.pgliteDump)]) : undefined;
  const handle = await openDatabase({ ...config, logQuery, copyOf });
  const clock = {
    // A copy starts when its seed ran, so that the seed's relative times mean what they say.
    now: seeded ? new Date(seeded.seededAt) : new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const queued: string[] = [];
  const digits = {
    next(...values: string[]) {
      queued.push(...values);
    },
    draw(length: number): string {
      const value = queued.shift();
      if (value !== undefined && value.length !== length) throw new Error(`queued digits ${value} are not ${length} long`);
      return value ?? randomDigits(length);
    },
  };
  if (!seeded) await migrateAndSeed(handle, clock.now, { tenantsDir: config.tenantsDir, passwordCost: owaspPasswords ? OWASP_COST : TEST_SEED_COST });
  const app = createApp({ db: handle.db, config, now: () => clock.now, digits: (length) => digits.draw(length), ...deps });
  const authorization = basicAuthorization(config.clientId, config.clientSecret);

  const call = async (pathAndQuery: string, init: CallInit = {}): Promise<Response> => {
    const headers: Record<string, string> = { authorization, ...init.headers };
    const tenantId = init.tenantId === undefined ? DEMO : init.tenantId;
    if (tenantId) headers.tenantId = tenantId;
    if (init.token) headers.token = init.token;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const connection = init.remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress: init.remoteAddress } } };
    return app.request(pathAndQuery, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }, connection);
  };

  const readJson = async (pathAndQuery: string, init?: CallInit) => {
    const response = await call(pathAndQuery, init);
    return { status: response.status, body: await response.json() };
  };

  return {
    app,
    config,
    db: handle.db,
    clock,
    digits: { next: digits.next },
    call,
    json: readJson,
    typedJson: readJson,
    async close() {
      await handle.close();
      await throwAway?.drop();
    },
  };
}

/**
 * The test server of the enclosing file or describe block: made before its first test, closed
 * after its last. Hooks run in the order they are registered, so a `beforeAll` written after this
 * call (signing in, say) finds the server ready. The server exists only once `beforeAll` has run,
 * so what this returns stands in for it and hands each property of the real one on.
 */
export function useTestServer(overrides: Partial<ServerConfig> = {}, deps: TestDeps = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(overrides, deps);
  });
  afterAll(() => server?.close());
  return new Proxy({} as TestServer, {
    get(_, property) {
      if (!server) throw new Error('the test server is made in beforeAll: use it inside a hook or a test');
      return Reflect.get(server, property);
    },
  });
}
