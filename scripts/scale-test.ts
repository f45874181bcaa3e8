// `npm run test:scale` (issue 27): the reference API as 2 processes (`npm run api -- --workers 2`)
// on one throw-away PostgreSQL cluster, behind Debian's nginx with the configuration `npm run
// nginx:conf` writes for both addresses. What it shows, each step against the processes directly
// (A and B) or through nginx:
// - a token issued by one process is honoured by the other, and a logout on one is seen at once by the other;
// - the SMS, wrong-password and wrong-invitation throttles hold for the sum of both processes: calls
//   sent at once, half to each, get exactly the cap, no more;
// - an xskt paper fetched from A is accepted by B, and after every process restarts with a rotated
//   key (the old one kept as previous) it is still submitted;
// - answer saves sent in parallel over both processes, several with the same clientSeq, leave one
//   answer with the highest clientSeq's value;
// - a student saving through nginx while A is killed (SIGKILL): every save that failed is retried
//   (as the study widget's journal does), saves sent after the kill go through B, A is started
//   again by the supervisor, and every acknowledged answer is there with its latest value.
// Prints `scale-out: processes: 2, answers acknowledged: N, answers lost: 0, throttle overruns: 0`
// and exits 1 on any failure. It starts and stops its own PostgreSQL, API and nginx, whatever way it ends.
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { smsSignature, SMS_SIGNATURE_HEADER } from '../src/lib/sms-signature';
import { DEMO_CLASSES, DEMO_CONTENTS, DEMO_PAPERS, DEMO_STUDENT } from '../src/server/db/seed/study-fixtures';
import { DEMO_PASSWORD, requestHeaders, startPostgres, TENANT } from './lib/api-under-test';

const WORKERS = 2;
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const CLASSMATE_MOBILE = '13800138001';
const caps = { sms: 5, password: 6, invitation: 4 };
const keys = { first: `scale-first-${'k'.repeat(40)}`, rotated: `scale-rotated-${'r'.repeat(40)}` };

const started = Date.now();
const step = (text: string) => console.log(`scale-out: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const failures: string[] = [];
function check(ok: boolean, what: string) {
  if (!ok) {
    failures.push(what);
    console.error(`scale-out: FAILED: ${what}`);
  }
}

// ---------------------------------------------------------------- processes

const work = mkdtempSync(path.join(os.tmpdir(), 'portal-scale.'));
let api: ReturnType<typeof startApi> | undefined;
let nginx: ChildProcess | undefined;
/** A process's children and theirs (ps), so that none outlives a kill of its parent. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean);
  } catch {
    // none (ps exits 1 when it lists nothing)
  }
  return children.flatMap((child) => [...descendants(child), child]);
}
const stopEverything = () => {
  const roots = [api?.child.pid, nginx?.pid].filter((pid): pid is number => pid !== undefined);
  for (const pid of roots.flatMap((root) => [...descendants(root), root])) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true });
};
// startPostgres stops its cluster on exit and turns these signals into exits; this goes first.
process.once('exit', stopEverything);

/** Two free ports in a row on loopback (the workers listen on PORT and PORT+1). */
async function freePortPair(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await free(port)) && (await free(port + 1))) return port;
  }
}

/** `npm run api -- --workers 2`, with each worker's pid as the supervisor announces it. */
function startApi(env: Record<string, string>) {
  const child = fork(path.resolve('scripts/api.ts'), ['--workers', String(WORKERS)], { env: { ...process.env, ...env }, execArgv: process.execArgv, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const pids = new Map<number, number>();
  const waiters: { worker: number; resolve: () => void }[] = [];
  const endWaiters: { worker: number; resolve: () => void }[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      const listening = /^api: worker (\d+) of \d+ \(pid (\d+)\) listening/.exec(line);
      if (listening) {
        const worker = Number(listening[1]);
        pids.set(worker, Number(listening[2]));
        for (const waiter of waiters.filter((entry) => entry.worker === worker)) waiter.resolve();
        waiters.splice(0, waiters.length, ...waiters.filter((entry) => entry.worker !== worker));
      }
      const ended = /^api: worker (\d+) \(pid \d+\) ended/.exec(line);
      if (ended) {
        for (const waiter of endWaiters.filter((entry) => entry.worker === Number(ended[1]))) waiter.resolve();
        endWaiters.splice(0, endWaiters.length, ...endWaiters.filter((entry) => entry.worker !== Number(ended[1])));
      }
      if (line.startsWith('api: worker') || line.includes('refusing')) console.log(`  ${line}`);
    }
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`npm run api ended (${code})`))));
  const listening = (worker: number) => Promise.race([new Promise<void>((resolve) => waiters.push({ worker, resolve })), exited]);
  /** Resolves when the supervisor has seen the worker end (its process is gone). */
  const ended = (worker: number) => Promise.race([new Promise<void>((resolve) => endWaiters.push({ worker, resolve })), exited]);
  return { child, pids, listening, ended, exited };
}

async function stopApi() {
  if (!api) return;
  const { child } = api;
  api.exited.catch(() => {});
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
  api = undefined;
}

// ---------------------------------------------------------------- calls

const baseHeaders = await requestHeaders();
interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}
async function call<T = unknown>(base: string, pathname: string, init: { body?: unknown; token?: string; method?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const response = await fetch(base + pathname, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers: { ...baseHeaders, 'accept-language': 'en', ...(init.token ? { token: init.token } : {}), ...init.headers },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let body: { code?: number; msg?: string; data?: T } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // nginx's own error page: no envelope
  }
  return { status: response.status, code: body.code ?? -1, msg: body.msg ?? text.slice(0, 80), data: body.data as T };
}
async function must<T>(base: string, pathname: string, init: Parameters<typeof call>[2] = {}): Promise<T> {
  const answer = await call<T>(base, pathname, init);
  if (answer.status !== 200 || answer.code !== 0) throw new Error(`${pathname} on ${base}: ${answer.status} ${answer.msg}`);
  return answer.data;
}
const signIn = async (base: string, mobile: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) =>
  call<{ token: string }>(base, '/api/oauth/anyTenant/login', { body: { grantType: 'PASSWORD', username: mobile, password, tenantId: TENANT, terminalType: 'PC' }, headers });

/** What the scale test reads of a class list. */
type ClassList = { records: { classId: number; className: string; enrolState: number }[] };

const PATHS = {
  classList: '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList',
  enrolState: '/api/product/app/classStudent/updateEnrolState',
  logout: '/api/oauth/app/token/logout',
  sms: '/api/oauth/anyTenant/sendSmsCode',
  invitation: '/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode',
  workLookup: '/api/teaching/anyone/studentWork/getStudentWorkId',
  start: '/api/teaching/anyone/studentWork/startAnswer',
  save: '/api/teaching/anyone/answerLog/saveAnswer',
  answers: '/api/teaching/anyone/answerLog/answers',
  xsktPaper: '/api/xskt/anyone/work/paper',
  xsktSubmit: '/api/xskt/anyone/work/submit',
};

/** Sends `count` calls at once, alternating between the two bases; answers each call's answer. */
const spread = <T>(bases: string[], count: number, send: (base: string, index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => send(bases[index % bases.length]!, index)));

// ---------------------------------------------------------------- the run

let acknowledgedCount = 0;
let lostCount = 0;
let overruns = 0;
try {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (NGINX_BIN)`);
  const cluster = await startPostgres('scale-out');
  if (!cluster) throw new Error('scale-out needs PostgreSQL (initdb not found)');
  const sql = postgres(cluster.url, { onnotice: () => {}, max: 2 });
  const port = await freePortPair();
  const A = `http://127.0.0.1:${port}`;
  const B = `http://127.0.0.1:${port + 1}`;
  const apiEnv = {
    DATABASE_URL: cluster.url,
    PORT: String(port),
    PORTAL_DEV: '1',
    PORTAL_REQUEST_LOG: '0',
    PORTAL_XSKT_KEY: keys.first,
    PORTAL_SMS_IP_HOURLY_CAP: String(caps.sms),
    PORTAL_LOGIN_IP_HOURLY_CAP: String(caps.password),
    PORTAL_INVITATION_IP_HOURLY_CAP: String(caps.invitation),
  };
  step(`PostgreSQL up; starting npm run api -- --workers ${WORKERS} on ports ${port} and ${port + 1}`);
  api = startApi(apiEnv);
  await Promise.all([api.listening(1), api.listening(2)]);

  // nginx in front of both, with the configuration npm run nginx:conf writes.
  const nginxPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const conf = path.join(work, 'nginx.conf');
  const state = path.join(work, 'nginx-state');
  execFileSync(process.execPath, [...process.execArgv, 'scripts/nginx-conf.ts', '--out', conf, '--root', path.join(work, 'dist'), '--api', A, '--api', B, '--listen', `127.0.0.1:${nginxPort}`, '--state', state], { stdio: 'ignore' });
  const directives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  nginx = spawn(NGINX, ['-e', path.join(state, 'error.log'), '-c', conf, '-g', directives], { stdio: 'inherit' });
  const N = `http://127.0.0.1:${nginxPort}`;
  for (let tries = 0; (await fetch(`${N}/api/openapi.json`).then((response) => response.status, () => 0)) !== 200; tries++) {
    if (tries > 50) throw new Error('nginx did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  step(`both processes listening, nginx on ${N}`);

  // 1. A token of one process is good on the other; a logout on one is seen at once by the other.
  {
    const login = await signIn(A, DEMO_STUDENT.mobile);
    check(login.status === 200, `sign-in on A answers 200 (got ${login.status} ${login.msg})`);
    const token = login.data.token;
    const onB = await call<ClassList>(B, PATHS.classList, { body: {}, token });
    check(onB.status === 200 && onB.code === 0, `the class list on B with A's token answers 200 (got ${onB.status} ${onB.msg})`);
    // B keeps that answer (services/class-list-cache.ts); the student enters a class through A.
    const reported = (list: Answer<ClassList>) => list.data.records.find((record) => record.className === DEMO_CLASSES.pendingReport);
    const entering = reported(onB)!;
    await must(A, PATHS.enrolState, { body: { classId: entering.classId }, token });
    const entered = reported(await call<ClassList>(B, PATHS.classList, { body: {}, token }));
    check(entering.enrolState === 0 && entered?.enrolState === 1, `a class entered through A shows entered in B's class list at once (enrolState ${entering.enrolState} → ${entered?.enrolState})`);
    const second = (await signIn(B, DEMO_STUDENT.mobile)).data.token;
    await must(A, PATHS.classList, { body: {}, token: second });
    await must(B, PATHS.logout, { method: 'POST', token: second });
    const afterLogout = await call(A, PATHS.classList, { body: {}, token: second });
    check(afterLogout.status === 401, `a token logged out on B is refused on A at once, its class list kept there or not (got ${afterLogout.status})`);
    step("sign-in on A, calls on B, a class entered on A seen in B's kept class list, logout on B seen by A");
  }

  // 2. Throttles: calls at once, half to each process, from one network; exactly the cap gets through.
  {
    const network = (last: number) => ({ 'x-forwarded-for': `203.0.113.${last}` });
    // SMS codes: each to its own mobile (a mobile has its own 60 s countdown), from one network.
    const sms = await spread([A, B], caps.sms * 3, (base, index) => {
      const query = { mobile: `1370000${String(1000 + index).padStart(4, '0')}`, templateCode: 'VISITOR_MSG_VERIFY' };
      return call(base, `${PATHS.sms}?${new URLSearchParams(query)}`, { headers: { ...network(8), [SMS_SIGNATURE_HEADER]: smsSignature(query, 'portal-sms-key') } });
    });
    const smsSent = sms.filter((answer) => answer.status === 200).length;
    check(sms.every((answer) => answer.status === 200 || answer.status === 429), `every SMS call answers 200 or 429 (got ${[...new Set(sms.map((answer) => `${answer.status} ${answer.msg}`))].join('; ')})`);
    check(smsSent === caps.sms, `SMS codes sent from one network: ${smsSent}, the cap ${caps.sms}`);
    overruns += Math.max(0, smsSent - caps.sms);

    // Wrong passwords for accounts that do not exist, from one network; in waves the per-process
    // hashing slots allow (2 per network and process), so only the hourly cap refuses.
    let wrong = 0;
    let capped = 0;
    const others: string[] = [];
    for (let wave = 0; wave < 4; wave++) {
      const answers = await spread([A, B], 4, (base, index) => signIn(base, `nobody-${wave}-${index}@example.com`, 'wrong-password', network(9)));
      for (const answer of answers) {
        if (answer.status === 400) wrong += 1;
        else if (answer.status === 429 && /wrong passwords from this network/.test(answer.msg)) capped += 1;
        else others.push(`${answer.status} ${answer.msg}`);
      }
    }
    check(others.length === 0, `every wrong password answers 400 or the network's 429 (also got ${others.join('; ')})`);
    check(wrong === caps.password, `wrong passwords checked from one network: ${wrong}, the cap ${caps.password} (${capped} refused)`);
    overruns += Math.max(0, wrong - caps.password);

    // Wrong invitation codes, signed in, from one network.
    const token = (await signIn(A, DEMO_STUDENT.mobile)).data.token;
    const invitations = await spread([A, B], caps.invitation * 3, (base, index) => call(base, `${PATHS.invitation}?qrCode=NO${String(index).padStart(4, '0')}`, { token, headers: network(10) }));
    const tried = invitations.filter((answer) => answer.status === 404).length;
    check(invitations.every((answer) => answer.status === 404 || answer.status === 429), `every wrong invitation answers 404 or 429 (got ${[...new Set(invitations.map((answer) => `${answer.status} ${answer.msg}`))].join('; ')})`);
    check(tried === caps.invitation, `wrong invitation codes tried from one network: ${tried}, the cap ${caps.invitation}`);
    overruns += Math.max(0, tried - caps.invitation);
    step(`throttles across both processes: SMS ${smsSent}/${caps.sms}, wrong passwords ${wrong}/${caps.password}, invitations ${tried}/${caps.invitation}`);
  }

  // The rows the student steps write to.
  const [klass] = await sql<{ id: number }[]>`select id from teaching_classes where tenant_id = ${TENANT} and class_name = ${DEMO_CLASSES.inService}`;
  const enrolment = async (mobile: string) =>
    (await sql<{ id: number }[]>`select cs.id from class_students cs join users u on u.id = cs.user_id where cs.class_id = ${klass!.id} and u.mobile = ${mobile}`)[0]!.id;
  const [xsktRoom] = await sql<{ id: number }[]>`select id from classrooms where tenant_id = ${TENANT} and name = ${DEMO_CONTENTS.xsktHomework}`;
  const [homeworkRoom] = await sql<{ id: number }[]>`select id from classrooms where tenant_id = ${TENANT} and name = ${DEMO_CONTENTS.homework}`;
  const questionIds = (
    await sql<{ id: number }[]>`select q.id from paper_questions q join papers p on p.id = q.paper_id where p.tenant_id = ${TENANT} and p.title = ${DEMO_PAPERS.homework} and q.question_type not in (11, 13) order by q.id`
  ).map((row) => row.id);
  const workOf = async (base: string, token: string, mobile: string, classroomId: number) =>
    (await must<{ id: number }>(base, `${PATHS.workLookup}?classId=${klass!.id}&studentId=${await enrolment(mobile)}&classroomId=${classroomId}`, { token })).id;

  // 3. An xskt paper from A is accepted by B (checked without spending it: a wrong classroomId is
  // refused after the token is, 403 before). It is submitted after every process restarted with a rotated key.
  const student = (await signIn(N, DEMO_STUDENT.mobile)).data.token;
  const xsktWork = await workOf(A, student, DEMO_STUDENT.mobile, xsktRoom!.id);
  const paper = await must<{ xsktUserToken: string; questionUnitCAResultVO: { questionResultVOMap: Record<string, { id: number }[]> } }>(A, `${PATHS.xsktPaper}?workId=${xsktWork}`, { token: student });
  const xsktAttempt = (await must<{ answerLogId: number }>(B, PATHS.start, { token: student, body: { id: xsktWork } })).answerLogId;
  const xsktSubmit = (xsktUserToken: string, extra: Record<string, unknown> = {}) => ({ studentWorkId: xsktWork, answerLogId: xsktAttempt, use_time: 30, userAnswerObjects: [], xsktUserToken, ...extra });
  {
    const probe = await call(B, PATHS.xsktSubmit, { token: student, body: xsktSubmit(paper.xsktUserToken, { classroomId: homeworkRoom!.id }) });
    check(probe.status === 400 && /^classroomId/.test(probe.msg), `B accepts A's xsktUserToken (a wrong classroomId is what it refuses; got ${probe.status} ${probe.msg})`);
    const [payload] = paper.xsktUserToken.split('.');
    const forged = await call(B, PATHS.xsktSubmit, { token: student, body: xsktSubmit(`${payload}.${'A'.repeat(43)}`) });
    check(forged.status === 403, `B refuses a forged xsktUserToken (got ${forged.status})`);
    step('xskt paper from A accepted by B');
  }

  // 4. Exactly once: saves of one answer sent at once over both processes, some clientSeq twice.
  const acknowledged = new Map<string, { answerLogId: number; questionId: number; clientSeq: number; content: string }>();
  const acknowledge = (answerLogId: number, questionId: number, clientSeq: number, content: string) => {
    const key = `${answerLogId}:${questionId}`;
    if ((acknowledged.get(key)?.clientSeq ?? 0) < clientSeq) acknowledged.set(key, { answerLogId, questionId, clientSeq, content });
  };
  const homeworkWork = await workOf(N, student, DEMO_STUDENT.mobile, homeworkRoom!.id);
  const attempt = (await must<{ answerLogId: number }>(N, PATHS.start, { token: student, body: { id: homeworkWork } })).answerLogId;
  {
    const questionId = questionIds[0]!;
    const sends = 24;
    // clientSeq 1..12, each sent twice (once to each process), all at once.
    const answers = await spread([A, B], sends, async (base, index) => {
      const clientSeq = Math.floor(index / 2) + 1;
      const content = `parallel ${clientSeq}`;
      const answer = await call(base, PATHS.save, { token: student, body: { answerLogId: attempt, questionId, questionAnswerVO: { optionList: [], content }, clientSeq } });
      if (answer.status === 200 && answer.code === 0) acknowledge(attempt, questionId, clientSeq, content);
      return answer;
    });
    check(answers.every((answer) => answer.status === 200), `every parallel save is acknowledged (got ${[...new Set(answers.map((answer) => `${answer.status} ${answer.msg}`))].join('; ')})`);
    const rows = await sql<{ count: number; client_seq: number }[]>`select count(*)::int as count, max(client_seq)::int as client_seq from attempt_answers where answer_log_id = ${attempt} and question_id = ${questionId}`;
    check(rows[0]!.count === 1 && rows[0]!.client_seq === sends / 2, `one stored answer with the highest clientSeq (${rows[0]!.count} rows, clientSeq ${rows[0]!.client_seq})`);
    step(`${sends} parallel saves over both processes: one answer, clientSeq ${rows[0]!.client_seq}`);
  }

  // 5. A killed mid-attempt: a student (the classmate) saving through nginx, failed saves retried.
  {
    const classmate = (await signIn(N, CLASSMATE_MOBILE)).data.token;
    const classmateWork = await workOf(N, classmate, CLASSMATE_MOBILE, homeworkRoom!.id);
    const classmateAttempt = (await must<{ answerLogId: number }>(N, PATHS.start, { token: classmate, body: { id: classmateWork } })).answerLogId;
    let killedAt = 0;
    let clientSeq = 0;
    let failedSaves = 0;
    let afterKill = 0;
    let afterKillFailed = 0;
    let running = true;
    // Four lanes, as a student answering quickly with a few saves in flight; each save is retried until acknowledged.
    const lane = async (laneIndex: number) => {
      for (let turn = 0; running; turn++) {
        const questionId = questionIds[(laneIndex + turn * 4) % questionIds.length]!;
        const seq = ++clientSeq;
        const content = `kill ${seq}`;
        for (let tries = 0; ; tries++) {
          const sentAt = Date.now();
          const answer = await call(N, PATHS.save, { token: classmate, body: { answerLogId: classmateAttempt, questionId, questionAnswerVO: { optionList: [], content }, clientSeq: seq } }).catch(() => undefined);
          const sentAfterKill = killedAt > 0 && sentAt > killedAt;
          if (sentAfterKill && tries === 0) afterKill += 1;
          if (answer?.status === 200 && answer.code === 0) {
            acknowledge(classmateAttempt, questionId, seq, content);
            break;
          }
          failedSaves += 1;
          if (sentAfterKill && tries === 0) {
            afterKillFailed += 1;
            console.error(`scale-out: a save sent after the kill failed: ${answer ? `${answer.status} ${answer.msg}` : 'no answer'}`);
          }
          if (tries > 20) throw new Error(`a save was refused 20 times: ${answer?.status} ${answer?.msg}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const lanes = Promise.all([0, 1, 2, 3].map(lane));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const victim = api.pids.get(1)!;
    const restarted = api.listening(1);
    const gone = api.ended(1);
    process.kill(victim, 'SIGKILL');
    // Saves sent before the process is gone may still have reached it: those are the in-flight ones.
    await gone;
    killedAt = Date.now();
    step(`worker 1 (pid ${victim}, ${A}) killed with SIGKILL mid-attempt`);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    running = false;
    await lanes;
    check(afterKill > 0 && afterKillFailed === 0, `every save sent after the kill is acknowledged at the first try, through B (${afterKill - afterKillFailed} of ${afterKill})`);
    const log = readFileSync(path.join(state, 'access.log'), 'utf8').split('\n').filter((line) => line.includes(PATHS.save));
    const movedToB = log.filter((line) => new RegExp(`upstream=(\\S+, )?127\\.0\\.0\\.1:${port + 1} upstream_status=(\\S+, )?200`).test(line)).length;
    check(movedToB > 0, `nginx's log shows saves answered by B (${movedToB})`);
    await restarted;
    step(`worker 1 started again by the supervisor; ${failedSaves} failed saves retried, ${afterKill} sent after the kill`);
    const onA = await call(A, PATHS.save, { token: classmate, body: { answerLogId: classmateAttempt, questionId: questionIds[0]!, questionAnswerVO: { optionList: [], content: 'back on A' }, clientSeq: ++clientSeq } });
    check(onA.status === 200, `the restarted worker saves again (got ${onA.status} ${onA.msg})`);
    if (onA.status === 200) acknowledge(classmateAttempt, questionIds[0]!, clientSeq, 'back on A');
  }

  // 6. Every process restarted with a rotated xskt key: the paper fetched before is still submitted, on B.
  {
    await stopApi();
    step('every process stopped; starting them with a rotated xskt key (the first kept as previous)');
    api = startApi({ ...apiEnv, PORTAL_XSKT_KEY: keys.rotated, PORTAL_XSKT_PREVIOUS_KEYS: keys.first });
    await Promise.all([api.listening(1), api.listening(2)]);
    const questionId = Number(Object.values(paper.questionUnitCAResultVO.questionResultVOMap).flat()[0]!.id);
    const submitted = await call(B, PATHS.xsktSubmit, { token: student, body: xsktSubmit(paper.xsktUserToken, { userAnswerObjects: [{ questionId, questionAnswerVO: { optionList: ['A'] } }] }) });
    check(submitted.status === 200 && submitted.code === 0, `the xskt work opened before the restart is submitted on B after it (got ${submitted.status} ${submitted.msg})`);
    const fresh = await must<{ xsktUserToken: string }>(A, `${PATHS.xsktPaper}?workId=${xsktWork}`, { token: student });
    const withOnlyFirst = (await import('../src/server/xskt/token')).createXsktSigner({ current: keys.first });
    check(withOnlyFirst.refusal(fresh.xsktUserToken, { tenantId: TENANT, userId: DEMO_STUDENT.userId, workId: xsktWork }, new Date()) !== undefined, 'a paper fetched after the rotation is signed with the new key');
    step('xskt work submitted across a restart of every process with a rotated key');
  }

  // Every acknowledged answer is there with the value of its highest acknowledged save, read through nginx.
  for (const answerLogId of new Set([...acknowledged.values()].map((entry) => entry.answerLogId))) {
    const owner = answerLogId === attempt ? student : (await signIn(N, CLASSMATE_MOBILE)).data.token;
    const stored = await must<{ questionId: number; clientSeq: number; questionAnswerVO: { content: string } }[]>(N, `${PATHS.answers}?answerLogId=${answerLogId}`, { token: owner });
    const byQuestion = new Map(stored.map((answer) => [answer.questionId, answer]));
    for (const sent of acknowledged.values()) {
      if (sent.answerLogId !== answerLogId) continue;
      const answer = byQuestion.get(sent.questionId);
      const kept = answer && (answer.clientSeq > sent.clientSeq || (answer.clientSeq === sent.clientSeq && answer.questionAnswerVO.content === sent.content));
      if (!kept) {
        lostCount += 1;
        console.error(`scale-out: LOST answer ${answerLogId}:${sent.questionId}: acknowledged seq ${sent.clientSeq}, stored ${answer ? `seq ${answer.clientSeq}` : 'nothing'}`);
      }
    }
  }
  acknowledgedCount = acknowledged.size;
  check(lostCount === 0, `no acknowledged answer lost (${lostCount} lost)`);
  await sql.end({ timeout: 2 });
} catch (error) {
  failures.push((error as Error).message);
  console.error(`scale-out: FAILED: ${(error as Error).stack ?? error}`);
} finally {
  await stopApi().catch(() => {});
  if (nginx && nginx.exitCode === null) {
    const ended = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
}
console.log(`scale-out: processes: ${WORKERS}, answers acknowledged: ${acknowledgedCount}, answers lost: ${lostCount}, throttle overruns: ${overruns}`);
console.log(`scale-out: ${failures.length === 0 ? 'passed' : `${failures.length} check(s) failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failures.length === 0 ? 0 : 1);
