// `npm run bench:api`: autocannon against the reference API (issue 15 item 4). The API runs in a
// child process of its own, with a hello-world route added to that server only, so that every
// route's rate is read against the same process's floor in the same run. Prints req/s, p50, p99
// and the ratio to hello-world per route.
//
// Database: DATABASE_URL when set; else a throw-away PostgreSQL cluster (like .ci/postgres.sh)
// when the machine has PostgreSQL; else the embedded PGlite, with a warning (its figures are not
// PostgreSQL's).
//
// Options: --connections N (100), --duration S (10 per route).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';

const HELLO = '/bench/hello';
const TENANT = 'demo';

interface Fixtures {
  port: number;
  workId: number;
  questionId: number;
}

/** Child mode: the API on a free port with the hello-world route beside it; sends its port and the rows the bench writes to. */
async function serve() {
  const { serve: listen } = await import('@hono/node-server');
  const { createApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { seedDatabase } = await import('../src/server/db/seed');
  const { classStudents, papers, paperQuestions, studentWorks, teachingClasses, classrooms } = await import('../src/server/db/schema');
  const { DEMO_CLASSES, DEMO_CONTENTS, DEMO_PAPERS, DEMO_STUDENT } = await import('../src/server/db/seed/study-fixtures');

  const config = { ...loadConfig(), dataDir: process.env.DATABASE_URL ? '' : 'memory://' };
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedDatabase(handle.db, config.tenantsDir);
  const api = createApp({ db: handle.db, config, now: () => new Date() });
  // The baseline: the same server, the same Node process, no middleware, no database.
  const app = new Hono().get(HELLO, (c) => c.text('Hello World!'));
  app.all('*', (c) => api.fetch(c.req.raw));

  const db = handle.db;
  const [klass] = await db.select({ id: teachingClasses.id }).from(teachingClasses).where(and(eq(teachingClasses.tenantId, TENANT), eq(teachingClasses.className, DEMO_CLASSES.inService)));
  const [student] = await db.select({ id: classStudents.id }).from(classStudents).where(and(eq(classStudents.classId, klass!.id), eq(classStudents.userId, DEMO_STUDENT.userId)));
  const [room] = await db.select({ id: classrooms.id }).from(classrooms).where(and(eq(classrooms.tenantId, TENANT), eq(classrooms.name, DEMO_CONTENTS.homework)));
  const [work] = await db.select({ id: studentWorks.id }).from(studentWorks).where(and(eq(studentWorks.classStudentId, student!.id), eq(studentWorks.classroomId, room!.id)));
  const [paper] = await db.select({ id: papers.id }).from(papers).where(and(eq(papers.tenantId, TENANT), eq(papers.title, DEMO_PAPERS.homework)));
  const [question] = await db.select({ id: paperQuestions.id }).from(paperQuestions).where(and(eq(paperQuestions.paperId, paper!.id), eq(paperQuestions.questionType, 1)));

  const server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send!({ port: info.port, workId: work!.id, questionId: question!.id } satisfies Fixtures);
  });
  // Requests autocannon left in flight may still wait on the database: no graceful close, the cluster goes next.
  process.on('disconnect', () => {
    server.close();
    process.exit(0);
  });
}

/** A throw-away PostgreSQL cluster on a free loopback port, or undefined when the machine has none. */
async function startPostgres(): Promise<{ url: string; stop: () => void } | undefined> {
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
    console.warn(`bench:api: could not start PostgreSQL (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function startApi(databaseUrl: string | undefined): Promise<{ child: ChildProcess; fixtures: Fixtures }> {
  const env = { ...process.env, DATABASE_URL: databaseUrl ?? '' };
  const child = fork(process.argv[1]!, ['--serve'], { env, execArgv: process.execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (fixtures) => resolve({ child, fixtures: fixtures as Fixtures }));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before it listened`)));
  });
}

async function call(base: string, pathname: string, init: { body?: unknown; token?: string; method?: string } = {}) {
  const response = await fetch(base + pathname, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers: headers(init.token), body: init.body ? JSON.stringify(init.body) : undefined });
  const body = (await response.json()) as { code: number; msg?: string; data: unknown };
  if (!response.ok || body.code !== 0) throw new Error(`${pathname}: ${response.status} ${body.msg ?? ''}`);
  return body.data;
}

let authorization = '';
function headers(token?: string): Record<string, string> {
  return { authorization, tenantId: TENANT, 'content-type': 'application/json', ...(token ? { token } : {}) };
}

interface Route {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  /** A fresh body per request (save answer: a rising clientSeq, so every save is a real write). */
  bodyOf?: () => unknown;
}

async function measure(base: string, route: Route, connections: number, duration: number) {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: route.method ?? (route.body || route.bodyOf ? 'POST' : 'GET'),
        path: route.path,
        headers: headers(route.token),
        body: route.body ? JSON.stringify(route.body) : undefined,
        ...(route.bodyOf ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(route.bodyOf!()) }) } : {}),
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed, total: result.requests.total };
}

async function bench() {
  const { values } = parseArgs({ options: { connections: { type: 'string', default: '100' }, duration: { type: 'string', default: '10' } } });
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const { basicAuthorization } = await import('../src/server/middleware');
  const { loadConfig } = await import('../src/server/config');
  const config = loadConfig();
  authorization = basicAuthorization(config.clientId, config.clientSecret);

  let databaseUrl = process.env.DATABASE_URL || undefined;
  let cluster: Awaited<ReturnType<typeof startPostgres>>;
  if (!databaseUrl) {
    cluster = await startPostgres();
    databaseUrl = cluster?.url;
  }
  if (!databaseUrl) console.warn('bench:api: WARNING: no PostgreSQL (DATABASE_URL unset, none installed): measuring on the embedded PGlite, whose figures are not PostgreSQL\'s');
  const { child, fixtures } = await startApi(databaseUrl);
  try {
    const base = `http://127.0.0.1:${fixtures.port}`;
    const login = (await call(base, '/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: '13800138000', password: 'demo123456', tenantId: TENANT, terminalType: 'PC' } })) as { token: string };
    const attempt = (await call(base, '/api/teaching/anyone/studentWork/startAnswer', { token: login.token, body: { id: fixtures.workId } })) as { answerLogId: number };
    let clientSeq = 0;
    const routes: Route[] = [
      { name: 'hello world (baseline)', path: HELLO },
      { name: 'school info', path: `/api/universityAdvertise/anyUser/university/info/getInfoByTenantId?tenantId=${TENANT}` },
      { name: 'home content (banners)', path: '/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList' },
      { name: 'news page', path: '/api/universityAdvertise/anyUser/newInformation/newInformationPage', body: { current: 1, size: 10, model: {} } },
      { name: 'class list (signed in)', path: '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', body: {}, token: login.token },
      {
        name: 'save answer (signed in)',
        path: '/api/teaching/anyone/answerLog/saveAnswer',
        token: login.token,
        bodyOf: () => ({ answerLogId: attempt.answerLogId, questionId: fixtures.questionId, questionAnswerVO: { optionList: [clientSeq % 2 ? 'A' : 'B'] }, clientSeq: ++clientSeq }),
      },
    ];
    // Each route answers once before it is measured: a wrong path or body fails here, not as a fast 4xx figure.
    for (const route of routes.slice(1)) await call(base, route.path, { body: route.body ?? route.bodyOf?.(), token: route.token });

    console.log(`bench:api: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${duration} s per route, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`);
    let hello = 0;
    for (const route of routes) {
      const figures = await measure(base, route, connections, duration);
      if (route.path === HELLO) hello = figures.rps;
      const ratio = hello ? `${((figures.rps / hello) * 100).toFixed(1)} %` : '–';
      const failed = figures.failed ? `  (${figures.failed} of ${figures.total} failed)` : '';
      console.log(`${route.name.padEnd(26)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ${ratio.padStart(7)} of hello${failed}`);
    }
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
    cluster?.stop();
  }
}

if (process.argv.includes('--serve')) await serve();
else await bench();
