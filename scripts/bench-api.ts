// `npm run bench:api`: autocannon against the reference API (issue 15 item 4). The API runs in a
// child process of its own, with a hello-world route added to that server only, so that every
// route's rate is read against the same process's floor in the same run. Prints req/s, p50, p99
// and the ratio to hello-world per route.
//
// Database: as scripts/lib/api-under-test.ts says (a throw-away PostgreSQL cluster by default).
//
// Options: --connections N (100), --duration S (10 per route).
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { callApi, HELLO, requestHeaders, signIn, startApiUnderTest, TENANT } from './lib/api-under-test';
import { DEMO_STUDENT } from '../src/server/db/seed/study-fixtures';

let headers: (token?: string) => Record<string, string>;

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
  const { values } = parseArgs({ options: { connections: { type: 'string', default: '100' }, duration: { type: 'string', default: '10' } } });
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  const baseHeaders = await requestHeaders();
  headers = (token) => ({ ...baseHeaders, ...(token ? { token } : {}) });

  const api = await startApiUnderTest('bench:api');
  try {
    const { base, fixtures } = api;
    const token = await signIn(base, DEMO_STUDENT.mobile);
    // Saves come as a class sends them: every demo student in an attempt of their homework, each
    // answering the paper's questions in turn (one student's saves all on one answer row would
    // measure that row's lock, which no real student holds 100 times at once).
    const attempts: { token: string; answerLogId: number }[] = [];
    for (const student of fixtures.students) {
      const studentToken = student.mobile === DEMO_STUDENT.mobile ? token : await signIn(base, student.mobile);
      const { answerLogId } = await callApi<{ answerLogId: number }>(base, '/api/teaching/anyone/studentWork/startAnswer', { token: studentToken, body: { id: student.workId } });
      attempts.push({ token: studentToken, answerLogId });
    }
    let clientSeq = 0;
    const nextSave = () => {
      const attempt = attempts[clientSeq % attempts.length]!;
      const questionId = fixtures.questionIds[Math.floor(clientSeq / attempts.length) % fixtures.questionIds.length]!;
      clientSeq += 1;
      return { token: attempt.token, body: { answerLogId: attempt.answerLogId, questionId, questionAnswerVO: { optionList: [clientSeq % 2 ? 'A' : 'B'] }, clientSeq } };
    };
    const routes: Route[] = [
      { name: 'hello world (baseline)', path: HELLO },
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
    for (const route of routes.slice(1)) {
      const next = route.nextRequest?.();
      await callApi(base, route.path, { body: next?.body ?? route.body, token: next?.token ?? route.token });
    }

    console.log(`bench:api: ${api.database}, ${connections} connections, ${duration} s per route, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`);
    let hello = 0;
    for (const route of routes) {
      const figures = await measure(base, route, connections, duration);
      if (route.path === HELLO) hello = figures.rps;
      const ratio = hello ? `${((figures.rps / hello) * 100).toFixed(1)} %` : '–';
      const failed = figures.failed ? `  (${figures.failed} of ${figures.total} failed)` : '';
      console.log(`${route.name.padEnd(26)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ${ratio.padStart(7)} of hello${failed}`);
    }
  } finally {
    await api.stop();
  }
}

await bench();
