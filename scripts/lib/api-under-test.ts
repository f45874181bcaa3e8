// The reference API in a child process of its own, on PostgreSQL, for the scripts that put it
// under load (`npm run bench:api`, `npm run test:load`). The child adds a hello-world route beside
// the API, so that a route's rate can be read against the same process's floor in the same run,
// and sends back the rows the scripts write to: every demo student of the class in service with
// their homework, and that homework's questions.
//
// Database: DATABASE_URL when set; else a throw-away PostgreSQL cluster (like .ci/postgres.sh)
// when the machine has PostgreSQL; else the embedded PGlite, with a warning (its figures are not
// PostgreSQL's). Give DATABASE_URL only for an empty database: the child migrates and seeds it.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/server/db/client';

export const HELLO = '/bench/hello';
/**
 * The second baseline: one indexed primary-key SELECT on the API's own pool (prepared, as the app's
 * statements are), answered as a small JSON envelope: what one database round trip costs here.
 * Like hello world it is a route of the bench's own server, never of the app: no configuration of
 * the API can expose it, and the bench's server listens on loopback only.
 */
export const ONE_QUERY = '/bench/one-query';
export const TENANT = 'demo';
export const DEMO_PASSWORD = 'demo123456';

export interface Fixtures {
  port: number;
  /** The demo students of the class in service, each with their homework. */
  students: { mobile: string; workId: number }[];
  /** The homework paper's questions a student answers (sub-questions, not their parents). */
  questionIds: number[];
}

export interface ApiUnderTest {
  base: string;
  fixtures: Fixtures;
  /** PostgreSQL, or PGlite when the machine has none. */
  database: 'PostgreSQL' | 'PGlite';
  stop: () => Promise<void>;
}

/** Child mode: the API on a free port with the hello-world route beside it. */
async function serve() {
  const { serve: listen } = await import('@hono/node-server');
  const { and, eq, notInArray } = await import('drizzle-orm');
  const { Hono } = await import('hono');
  const { createApp } = await import('../../src/server/app');
  const { loadConfig } = await import('../../src/server/config');
  const { openDatabase } = await import('../../src/server/db/client');
  const { seedDatabase } = await import('../../src/server/db/seed');
  const { classStudents, classrooms, papers, paperQuestions, studentWorks, teachingClasses, users } = await import('../../src/server/db/schema');
  const { DEMO_CLASSES, DEMO_CONTENTS, DEMO_PAPERS } = await import('../../src/server/db/seed/study-fixtures');

  const config = { ...loadConfig(), dataDir: process.env.DATABASE_URL ? '' : 'memory://', requestLog: false };
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedDatabase(handle.db, config.tenantsDir);
  // The tables were just filled: statistics now, as a database in service has them, rather than
  // autovacuum's analyze landing in the middle of some route's measurement (run-to-run noise) and
  // the first plans made without statistics.
  if (handle.kind === 'postgres') {
    const { sql } = await import('drizzle-orm');
    await handle.db.execute(sql`vacuum analyze`);
  }
  const api = createApp({ db: handle.db, config, now: () => new Date() });
  // The baseline: the same server, the same Node process, no middleware, no database.
  const { tenants } = await import('../../src/server/db/schema');
  const baselines = new Hono()
    .get(HELLO, (c) => c.text('Hello World!'))
    .get(ONE_QUERY, async (c) => {
      const [tenant] = await handle.db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.id, TENANT)).limit(1);
      return c.json({ code: 0, msg: 'ok', data: tenant });
    });
  // Every other path goes to the app as `npm run api` serves it (its fetch given to the server),
  // not through a second Hono in front: that would charge the app's routes, and not the baselines,
  // a dispatch the real server does not make.
  const { getPath } = await import('hono/utils/url');
  const fetchOf = (request: Request) => (getPath(request).startsWith('/bench/') ? baselines.fetch(request) : api.fetch(request));

  const db = handle.db;
  const [klass] = await db.select({ id: teachingClasses.id }).from(teachingClasses).where(and(eq(teachingClasses.tenantId, TENANT), eq(teachingClasses.className, DEMO_CLASSES.inService)));
  const [room] = await db.select({ id: classrooms.id }).from(classrooms).where(and(eq(classrooms.tenantId, TENANT), eq(classrooms.name, DEMO_CONTENTS.homework)));
  const classmates = Number(process.env.PORTAL_BENCH_CLASSMATES ?? 0);
  if (classmates > 0) await addClassmates(db, classmates, { classId: klass!.id, classroomId: room!.id });
  const students = await db
    .select({ mobile: users.mobile, workId: studentWorks.id })
    .from(studentWorks)
    .innerJoin(classStudents, eq(classStudents.id, studentWorks.classStudentId))
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, klass!.id), eq(studentWorks.classroomId, room!.id)));
  const [paper] = await db.select({ id: papers.id }).from(papers).where(and(eq(papers.tenantId, TENANT), eq(papers.title, DEMO_PAPERS.homework)));
  const questions = await db
    .select({ id: paperQuestions.id })
    .from(paperQuestions)
    .where(and(eq(paperQuestions.paperId, paper!.id), notInArray(paperQuestions.questionType, [11, 13])));

  const server = listen({ fetch: fetchOf, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send!({ port: info.port, students, questionIds: questions.map((question) => question.id) } satisfies Fixtures);
  });
  // PORTAL_BENCH_PROFILE=DIR: a CPU profile of the API's process over the whole run, written to DIR
  // when it ends (open it in Chrome's DevTools, or read its self times).
  const profileDir = process.env.PORTAL_BENCH_PROFILE;
  const { Session } = await import('node:inspector/promises');
  const session = profileDir ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  // Requests the load left in flight may still wait on the database: no graceful close, the cluster goes next.
  process.on('disconnect', async () => {
    server.close();
    if (session && profileDir) {
      const { profile } = await session.post('Profiler.stop');
      const { writeFileSync } = await import('node:fs');
      const file = path.join(profileDir, `api-${process.pid}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.error(`bench: CPU profile of the API written to ${file}`);
    }
    process.exit(0);
  });
}

/**
 * PORTAL_BENCH_CLASSMATES=N: N more students in the demo student's class, each with the same
 * homework to answer and the same password: copies of the demo student's account, student record,
 * enrolment and work (every other column as the demo student's), so a bench can have as many
 * students answering at once as it has connections, as a class does.
 */
async function addClassmates(db: Database, count: number, { classId, classroomId }: { classId: number; classroomId: number }) {
  const { runStatement } = await import('../../src/server/db/statement');
  const { DEMO_STUDENT } = await import('../../src/server/db/seed/study-fixtures');
  const template = `'${DEMO_STUDENT.userId}'`;
  const classmate = `'bench-u-' || g`;
  // Every column of `table` but its identity, from the template row `t`, `set` replacing some (SQL of g and t).
  const copy = async (table: string, where: string, set: Record<string, string>) => {
    const columns = await runStatement<{ name: string }>(db, `select column_name::text as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_identity = 'NO' order by ordinal_position`, [table]);
    const names = columns.map((column) => column.name);
    await runStatement(db, `insert into ${table} (${names.join(', ')}) select ${names.map((name) => set[name] ?? `t.${name}`).join(', ')} from ${table} t cross join generate_series(1, ${count}) g where ${where}`, []);
  };
  await copy('users', `t.id = ${template}`, { id: classmate, mobile: `'139' || lpad(g::text, 8, '0')`, username: 'null', nick_name: `'同学' || g`, real_name: `'同学' || g` });
  await copy('students', `t.user_id = ${template}`, { id: `'bench-s-' || g`, user_id: classmate });
  await copy('class_students', `t.user_id = ${template} and t.class_id = ${classId}`, { user_id: classmate });
  await copy('student_works', `t.classroom_id = ${classroomId} and t.class_student_id = (select id from class_students where user_id = ${template} and class_id = ${classId})`, {
    class_student_id: `(select id from class_students where user_id = ${classmate} and class_id = ${classId})`,
  });
}

/** A throw-away PostgreSQL cluster on a free loopback port, or undefined when the machine has none. */
export async function startPostgres(label: string): Promise<{ url: string; stop: () => void } | undefined> {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : undefined;
  if (!bin || !existsSync(`${bin}/initdb`)) return undefined;
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg.'));
  // initdb refuses to run as root: the cluster then belongs to the postgres user, as in CI.
  const asPostgres = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asPostgres ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' }) : execFileSync(command, args, { stdio: 'ignore' });
  try {
    if (asPostgres) execFileSync('chown', ['postgres:postgres', dir]);
    run(`${bin}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`, 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    console.warn(`${label}: could not start PostgreSQL (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // However the script ends (an error, Ctrl-C, a CI time-out's SIGTERM), the cluster goes with it:
  // one left running holds its port and folder until the machine restarts.
  process.once('exit', stop);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) process.once(signal, () => process.exit(code));
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the API (and its database when none is given); `label` prefixes what it prints. */
export async function startApiUnderTest(label: string, env: Record<string, string> = {}): Promise<ApiUnderTest> {
  let databaseUrl = process.env.DATABASE_URL || undefined;
  const cluster = databaseUrl ? undefined : await startPostgres(label);
  databaseUrl ??= cluster?.url;
  if (!databaseUrl) console.warn(`${label}: WARNING: no PostgreSQL (DATABASE_URL unset, none installed): running on the embedded PGlite, whose figures are not PostgreSQL's`);

  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl ?? '' },
    execArgv: process.execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const fixtures = await new Promise<Fixtures>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Fixtures));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before it listened`)));
  }).catch((error: unknown) => {
    cluster?.stop();
    throw error;
  });
  return {
    base: `http://127.0.0.1:${fixtures.port}`,
    fixtures,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    stop: async () => {
      child.disconnect();
      await new Promise((resolve) => child.once('exit', resolve));
      cluster?.stop();
    },
  };
}

/** The headers of every call: the web client's credentials, the demo school, the token when signed in. */
export async function requestHeaders(token?: string): Promise<Record<string, string>> {
  const { basicAuthorization } = await import('../../src/server/middleware');
  const { loadConfig } = await import('../../src/server/config');
  const config = loadConfig();
  return { authorization: basicAuthorization(config.clientId, config.clientSecret), tenantId: TENANT, 'content-type': 'application/json', ...(token ? { token } : {}) };
}

/** One call that must succeed: its data, or an error naming the path and the refusal. */
export async function callApi<T>(base: string, pathname: string, init: { body?: unknown; token?: string; method?: string } = {}): Promise<T> {
  const response = await fetch(base + pathname, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers: await requestHeaders(init.token), body: init.body ? JSON.stringify(init.body) : undefined });
  const body = (await response.json()) as { code: number; msg?: string; data: T };
  if (!response.ok || body.code !== 0) throw new Error(`${pathname}: ${response.status} ${body.msg ?? ''}`);
  return body.data;
}

/** Signs a demo student in: their token. */
export async function signIn(base: string, mobile: string): Promise<string> {
  const login = await callApi<{ token: string }>(base, '/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: mobile, password: DEMO_PASSWORD, tenantId: TENANT, terminalType: 'PC' } });
  return login.token;
}

if (process.argv.includes('--serve')) await serve();
