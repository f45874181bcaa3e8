// `npm run bench:api`: autocannon against the reference API (issue 15 item 4). The API runs in a
// child process of its own, with two baselines added to that server only (never to the app): hello
// world, the same process's floor, and one query, one indexed primary-key SELECT on the API's pool
// (what one database round trip costs on this machine). Prints req/s, p50, p99 and the ratio to
// hello world per route, then each signed-in route's ratio to one query:
// `signed-in: class list X % of one-query, save Y % of one-query, p99 Z ms` (the worse p99).
//
// Database: as scripts/lib/api-under-test.ts says (a throw-away PostgreSQL cluster by default).
//
// Options: --connections N (100), --duration S (10 per route), --warmup S (2 per route, not counted:
// V8 optimises a route's code and PostgreSQL settles its generic plans in the first seconds of load,
// and the figure is meant to be the steady state's).
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { callApi, HELLO, ONE_QUERY, requestHeaders, signIn, startApiUnderTest, TENANT } from './lib/api-under-test';
import { DEMO_STUDENT } from '../src/server/db/seed/study-fixtures';

let headers: (token?: string) => Record<string, string>;

const loadAverage = () => os.loadavg()[0]!.toFixed(1);

interface Route {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  /** A fresh request each time (save answer: the next student's next question, a rising clientSeq, so every save is a real write). */
  nextRequest?: () => { body: unknown; token: string };
}

async function measure(base: string, route: Route, connections: number, duration: number) {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: route.method ?? (route.body || route.nextRequest ? 'POST' : 'GET'),
        path: route.path,
        headers: headers(route.token),
        body: route.body ? JSON.stringify(route.body) : undefined,
        ...(route.nextRequest
          ? {
              setupRequest: (request: autocannon.Request) => {
                const next = route.nextRequest!();
                return { ...request, headers: headers(next.token), body: JSON.stringify(next.body) };
              },
            }
          : {}),
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed, total: result.requests.total };
}

async function bench() {
  const { values } = parseArgs({ options: { connections: { type: 'string', default: '100' }, duration: { type: 'string', default: '10' }, warmup: { type: 'string', default: '2' } } });
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const warmup = Number(values.warmup);
  const baseHeaders = await requestHeaders();
  headers = (token) => ({ ...baseHeaders, ...(token ? { token } : {}) });

  // As many classmates added as connections: one student per connection answering, as a class does.
  const api = await startApiUnderTest('bench:api', { PORTAL_BENCH_CLASSMATES: String(connections) });
  try {
    const { base, fixtures } = api;
    const token = await signIn(base, DEMO_STUDENT.mobile);
    // Saves come as a class sends them: every student of the class in an attempt of their homework,
    // each answering the paper's questions in turn, so the saves in flight at once are of different
    // students. A student's own saves follow one another (the exam's journal sends them in order):
    // with 2 students, as the seed has, 100 saves in flight queued on a few answer rows' locks and
    // on the attempts' shared locks, which no class of real students makes.
    const attempts: { token: string; answerLogId: number }[] = [];
    const signingIn = [...fixtures.students];
    // Two sign-ins at a time: the API hashes at most two passwords at once per client address.
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        for (let student = signingIn.shift(); student; student = signingIn.shift()) {
          const studentToken = student.mobile === DEMO_STUDENT.mobile ? token : await signIn(base, student.mobile);
          const { answerLogId } = await callApi<{ answerLogId: number }>(base, '/api/teaching/anyone/studentWork/startAnswer', { token: studentToken, body: { id: student.workId } });
          attempts.push({ token: studentToken, answerLogId });
        }
      }),
    );
    let clientSeq = 0;
    const nextSave = () => {
      const attempt = attempts[clientSeq % attempts.length]!;
      const questionId = fixtures.questionIds[Math.floor(clientSeq / attempts.length) % fixtures.questionIds.length]!;
      clientSeq += 1;
      return { token: attempt.token, body: { answerLogId: attempt.answerLogId, questionId, questionAnswerVO: { optionList: [clientSeq % 2 ? 'A' : 'B'] }, clientSeq } };
    };
    const routes: Route[] = [
      { name: 'hello world (baseline)', path: HELLO },
      { name: 'one query (baseline)', path: ONE_QUERY },
      { name: 'school info', path: `/api/universityAdvertise/anyUser/university/info/getInfoByTenantId?tenantId=${TENANT}` },
      { name: 'home content (banners)', path: '/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList' },
      { name: 'news page', path: '/api/universityAdvertise/anyUser/newInformation/newInformationPage', body: { current: 1, size: 10, model: {} } },
      { name: 'class list (signed in)', path: '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', body: {}, token },
      {
        name: 'save answer (signed in)',
        path: '/api/teaching/anyone/answerLog/saveAnswer',
        nextRequest: nextSave,
      },
    ];
    // Each route answers once before it is measured: a wrong path or body fails here, not as a fast 4xx figure.
    for (const route of routes.slice(2)) {
      const next = route.nextRequest?.();
      await callApi(base, route.path, { body: next?.body ?? route.body, token: next?.token ?? route.token });
    }

    console.log(`bench:api: ${api.database}, ${connections} connections, ${duration} s per route after ${warmup} s of warm-up, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, ${attempts.length} students answering, load average ${loadAverage()}`);
    let hello = 0;
    let oneQuery = 0;
    const signedIn: { name: string; ratio: number; p99: number }[] = [];
    for (const route of routes) {
      if (warmup > 0) await measure(base, route, connections, warmup);
      const figures = await measure(base, route, connections, duration);
      if (route.path === HELLO) hello = figures.rps;
      if (route.path === ONE_QUERY) oneQuery = figures.rps;
      const ratio = hello ? `${((figures.rps / hello) * 100).toFixed(1)} %` : '–';
      const ofOneQuery = oneQuery && route.path !== ONE_QUERY ? `  ${((figures.rps / oneQuery) * 100).toFixed(1).padStart(5)} % of one-query` : '';
      const failed = figures.failed ? `  (${figures.failed} of ${figures.total} failed)` : '';
      console.log(`${route.name.padEnd(26)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ${ratio.padStart(7)} of hello${ofOneQuery}${failed}`);
      if (route.token || route.nextRequest) signedIn.push({ name: route.name, ratio: (figures.rps / oneQuery) * 100, p99: figures.p99 });
    }
    console.log(`load average at the end: ${loadAverage()} (the figures are this machine's: read them only near idle)`);
    const [classList, save] = signedIn;
    console.log(`signed-in: class list ${classList!.ratio.toFixed(1)} % of one-query, save ${save!.ratio.toFixed(1)} % of one-query, p99 ${Math.max(classList!.p99, save!.p99)} ms`);
  } finally {
    await api.stop();
  }
}

await bench();
