// `npm run test:load` (issue 16 item 4): the reference API on PostgreSQL under 100 connections for
// 60 s, reading (school info, home content, a news page, the class list) and saving answers at the
// same time; afterwards every answer the server acknowledged must be there with its latest value.
// Prints `load: N requests, errors: M, p99: X ms` and exits 1 on any error: a non-2xx answer, a
// socket error or timeout, or an acknowledged answer lost.
//
// The savers: every demo student of the class in service, each in an attempt of their homework,
// saving the paper's questions in turn with one clientSeq rising across all of them (the
// highest wins on the server), each save a choice and a text of its own. A fifth of the connections save; the rest read.
//
// Options: --duration S (60), --connections C (100). Database: scripts/lib/api-under-test.ts.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { callApi, requestHeaders, signIn, startApiUnderTest, TENANT } from './lib/api-under-test';

interface Attempt {
  token: string;
  answerLogId: number;
}

interface SentAnswer {
  key: string;
  clientSeq: number;
  option: string;
  content: string;
}

const OPTIONS = ['A', 'B', 'C', 'D'];

/** What the server stored is what was sent: the choice of a choice question, the text of the others. */
function sameAnswer(stored: { optionList: string[]; content: string }, sent: SentAnswer): boolean {
  return stored.content === sent.content || (stored.optionList.length === 1 && stored.optionList[0] === sent.option);
}

const { values } = parseArgs({ options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '100' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const savers = Math.max(1, Math.round(connections / 5));

const api = await startApiUnderTest('load');
let failed = true;
try {
  const { base, fixtures } = api;
  const attempts: Attempt[] = [];
  for (const student of fixtures.students) {
    const token = await signIn(base, student.mobile);
    const { answerLogId } = await callApi<{ answerLogId: number }>(base, '/api/teaching/anyone/studentWork/startAnswer', { token, body: { id: student.workId } });
    attempts.push({ token, answerLogId });
  }
  const readerToken = attempts[0]!.token;
  const headers = await requestHeaders();

  // The latest acknowledged save of every attempt and question.
  const acknowledged = new Map<string, SentAnswer>();
  let clientSeq = 0;
  const saves = autocannon({
    url: base,
    connections: savers,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/teaching/anyone/answerLog/saveAnswer',
        setupRequest: (request, context) => {
          const seq = ++clientSeq;
          const attempt = attempts[seq % attempts.length]!;
          const questionId = fixtures.questionIds[Math.floor(seq / attempts.length) % fixtures.questionIds.length]!;
          const option = OPTIONS[seq % OPTIONS.length]!;
          const content = `load ${seq}`;
          (context as { sent?: SentAnswer }).sent = { key: `${attempt.answerLogId}:${questionId}`, clientSeq: seq, option, content } satisfies SentAnswer;
          return { ...request, headers: { ...headers, token: attempt.token }, body: JSON.stringify({ answerLogId: attempt.answerLogId, questionId, questionAnswerVO: { optionList: [option], content }, clientSeq: seq }) };
        },
        onResponse: (status, body, context) => {
          if (status !== 200 || (JSON.parse(body) as { code: number }).code !== 0) return;
          const sent = (context as { sent: SentAnswer }).sent;
          if ((acknowledged.get(sent.key)?.clientSeq ?? 0) < sent.clientSeq) acknowledged.set(sent.key, sent);
        },
      },
    ],
  });
  const reads = autocannon({
    url: base,
    connections: connections - savers,
    duration,
    headers,
    requests: [
      { method: 'GET', path: `/api/universityAdvertise/anyUser/university/info/getInfoByTenantId?tenantId=${TENANT}` },
      { method: 'GET', path: '/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList' },
      { method: 'POST', path: '/api/universityAdvertise/anyUser/newInformation/newInformationPage', body: JSON.stringify({ current: 1, size: 10, model: {} }) },
      { method: 'POST', path: '/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', body: '{}', headers: { ...headers, token: readerToken } },
    ],
  });
  const [saved, read] = await Promise.all([saves, reads]);

  // Afterwards: every acknowledged answer is stored, with the value of its highest acknowledged save.
  let lost = 0;
  for (const attempt of attempts) {
    const stored = await callApi<{ questionId: number; clientSeq: number; questionAnswerVO: { optionList: string[]; content: string } }[]>(base, `/api/teaching/anyone/answerLog/answers?answerLogId=${attempt.answerLogId}`, { token: attempt.token });
    const byQuestion = new Map(stored.map((answer) => [`${attempt.answerLogId}:${answer.questionId}`, answer]));
    for (const [key, sent] of acknowledged) {
      if (!key.startsWith(`${attempt.answerLogId}:`)) continue;
      const answer = byQuestion.get(key);
      // A higher stored seq is a save that landed but whose answer was lost on the way back: counted among the failures above.
      const kept = answer && (answer.clientSeq > sent.clientSeq || (answer.clientSeq === sent.clientSeq && sameAnswer(answer.questionAnswerVO, sent)));
      if (!kept) {
        lost += 1;
        console.error(`load: LOST answer ${key}: acknowledged seq ${sent.clientSeq} (${sent.option}), stored ${answer ? `seq ${answer.clientSeq} (${JSON.stringify(answer.questionAnswerVO)})` : 'nothing'}`);
      }
    }
  }

  const failures = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;
  console.log(`load: ${api.database}, ${duration} s, ${connections} connections (${connections - savers} reading, ${savers} saving answers of ${attempts.length} students)`);
  console.log(`load: reads ${read.requests.total} (${read.requests.average.toFixed(0)} req/s, p50 ${read.latency.p50} ms, p99 ${read.latency.p99} ms, ${failures(read)} failed)`);
  console.log(`load: saves ${saved.requests.total} (${saved.requests.average.toFixed(0)} req/s, p50 ${saved.latency.p50} ms, p99 ${saved.latency.p99} ms, ${failures(saved)} failed); ${acknowledged.size} answers acknowledged, ${acknowledged.size - lost} found with their latest value`);
  const errors = failures(read) + failures(saved) + lost;
  console.log(`load: ${read.requests.total + saved.requests.total} requests, errors: ${errors}, p99: ${Math.max(read.latency.p99, saved.latency.p99)} ms`);
  failed = errors > 0 || acknowledged.size === 0;
} finally {
  await api.stop();
}
process.exit(failed ? 1 : 0);
