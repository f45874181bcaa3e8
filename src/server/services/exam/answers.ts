// Saving answers (spec 3 §3 Answer submission record, §4 step 3; issue 11 item 3). Saves arrive
// out of order (each navigation saves, retries overlap): one row per attempt and question, and the
// save with the higher clientSeq wins, whatever order the rows reach the database in.
import { and, eq, sql } from 'drizzle-orm';
import { storedAnswer, type QuestionAnswerVO, type StoredAnswer } from '../../../lib/exam/answers';
import { SUBMIT_GRACE_MS } from '../../../lib/exam/deadline';
import type { Database } from '../../db/client';
import { attemptAnswers, paperQuestions } from '../../db/schema';
import { epochMs, runStatement } from '../../db/statement';
import { badRequest, forbidden, notFound } from '../../envelope';
import { studyCallerFrom, type StudyCallInput } from '../class-student';
import type { CurrentUser } from '../current-user';
import { TOKEN_COLUMNS, tokenCte, tokenRowFrom, type TokenColumns } from '../tokens';
import { assertAnswering, iso, OPEN, requireOwnAttempt } from './attempt-row';
import { groupWhileInFlight } from './group-in-flight';
import { answerVO, loadQuestions } from './papers';

export interface AnswerSave {
  answerLogId: number;
  /** The work id (the record's id), checked against the attempt's when sent. */
  id?: number;
  questionId: number;
  questionUnitId?: number;
  questionAnswerVO?: QuestionAnswerVO | null;
  clientSeq: number;
}

/** The paper's answerable questions: leaves, so sub-questions of 11 and 13 are answered, their parents are not. */
export async function answerableQuestions(db: Database, paperId: number) {
  const { byId } = await loadQuestions(db, paperId);
  return (questionId: number, field = 'questionId') => {
    const question = byId.get(questionId);
    if (!question) throw notFound(`${field}: no question ${questionId} in this paper`);
    if (question.hasChildren) throw badRequest(`${field}: question ${questionId} is answered through its sub-questions (readQuestionList)`);
    return question;
  };
}

/** answerableQuestions for one question, reading only that question's row and whether it has sub-questions (a save names one). */
async function requireAnswerable(db: Database, paperId: number, questionId: number, field = 'questionId') {
  const [question] = await db
    .select({ id: paperQuestions.id, hasChildren: sql<boolean>`exists (select 1 from paper_questions child where child.paper_id = ${paperId} and child.parent_id = ${questionId})` })
    .from(paperQuestions)
    .where(and(eq(paperQuestions.id, questionId), eq(paperQuestions.paperId, paperId)));
  if (!question) throw notFound(`${field}: no question ${questionId} in this paper`);
  if (question.hasChildren) throw badRequest(`${field}: question ${questionId} is answered through its sub-questions (readQuestionList)`);
}

/**
 * Upserts one answer: INSERT … ON CONFLICT (answer_log_id, question_id) DO UPDATE … WHERE the
 * stored client_seq is lower. Whether this save won, and the clientSeq now stored.
 */
export async function upsertAnswer(tx: Database, row: { tenantId: string; answerLogId: number; questionId: number; answer: StoredAnswer; clientSeq: number; now: Date }) {
  const written = await tx
    .insert(attemptAnswers)
    .values({ tenantId: row.tenantId, answerLogId: row.answerLogId, questionId: row.questionId, answer: row.answer, clientSeq: row.clientSeq, savedTime: row.now })
    .onConflictDoUpdate({
      target: [attemptAnswers.answerLogId, attemptAnswers.questionId],
      set: { answer: sql`excluded.answer`, clientSeq: sql`excluded.client_seq`, savedTime: sql`excluded.saved_time` },
      setWhere: sql`${attemptAnswers.clientSeq} < excluded.client_seq`,
    })
    .returning({ id: attemptAnswers.id });
  // Written: the clientSeq stored is this save's. Not written (an older or equal clientSeq): read the one that won.
  if (written.length > 0) return { saved: true, clientSeq: row.clientSeq };
  const [stored] = await tx
    .select({ clientSeq: attemptAnswers.clientSeq })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.answerLogId, row.answerLogId), eq(attemptAnswers.questionId, row.questionId)));
  return { saved: false, clientSeq: stored!.clientSeq };
}

/** Saves one answer of the caller's open attempt; a lower or equal clientSeq is accepted and changes nothing. */
export async function saveAnswer(db: Database, user: CurrentUser, input: AnswerSave, now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { attempt, work } = await requireOwnAttempt(tx, user, input.answerLogId, { lock: 'share' });
    if (input.id !== undefined && input.id !== work.id) throw badRequest(`id: attempt ${attempt.id} is not of work ${input.id}`);
    if (input.questionUnitId !== undefined && input.questionUnitId !== work.paperId) throw badRequest(`questionUnitId: attempt ${attempt.id} answers paper ${work.paperId}, not ${input.questionUnitId}`);
    assertAnswering(attempt, now);
    await requireAnswerable(tx, work.paperId, input.questionId);
    const result = await upsertAnswer(tx, { tenantId: work.tenantId, answerLogId: attempt.id, questionId: input.questionId, answer: storedAnswer(input.questionAnswerVO), clientSeq: input.clientSeq, now });
    return { answerLogId: attempt.id, questionId: input.questionId, ...result };
  });
}

// saveAnswer in one statement (issue 27 item 4): the caller's token, their attempt (held FOR SHARE
// while the statement runs, so a save never lands after a submit), the question, and the upsert
// with the clientSeq rule, which writes only when every check holds. The route then reads the same
// columns to say which check failed, in saveAnswer's order: every condition the insert is gated on
// is computed from the same values as the checks that answer (times as whole milliseconds, the
// grace of withinDeadline), so a save is written exactly when the route answers 200.
// One round trip instead of six (token, begin, attempt, question, upsert, commit): the attempt row's
// lock is held for one statement's time, not across the client's round trips.
// The pieces below are shared with SAVE_ANSWERS (a batch of saves), so both check alike.
const ATTEMPT_COLUMNS = `a.id as attempt_id, a.status as attempt_status, ${epochMs('a.deadline_time')} as attempt_deadline_ms,
    w.id as work_id, w.paper_id, w.tenant_id as work_tenant_id, cs.user_id as attempt_user_id`;
const ATTEMPT_FROM = `answer_logs a
  join student_works w on w.id = a.student_work_id
  join class_students cs on cs.id = w.class_student_id`;
const QUESTION_COLUMNS = `q.id as question_id,
    exists (select 1 from paper_questions child where child.paper_id = q.paper_id and child.parent_id = q.id) as question_has_children`;

/** The conditions a save is written under, on the token, attempt and question of one save whose values are given as SQL. */
const writtenWhen = (save: { tenantId: string; workId: string; paperId: string; nowMs: string; graceMs: string }) => `token.token_tenant_id = ${save.tenantId} and token.token_revoked_ms is null and token.token_expires_ms > ${save.nowMs}
    and attempt.attempt_user_id = token.token_user_id
    and (${save.workId} is null or ${save.workId} = attempt.work_id)
    and (${save.paperId} is null or ${save.paperId} = attempt.paper_id)
    and attempt.attempt_status = ${OPEN}
    and (attempt.attempt_deadline_ms is null or ${save.nowMs} <= attempt.attempt_deadline_ms + ${save.graceMs})
    and not question.question_has_children`;

const UPSERT_BY_CLIENT_SEQ = `on conflict (answer_log_id, question_id) do update
    set answer = excluded.answer, client_seq = excluded.client_seq, saved_time = excluded.saved_time
    where attempt_answers.client_seq < excluded.client_seq`;

const SAVE_ANSWER = `with ${tokenCte('$1')},
attempt as (
  select ${ATTEMPT_COLUMNS}
  from ${ATTEMPT_FROM}
  where a.id = $3 and a.tenant_id = $2
  for share of a
),
question as (
  select ${QUESTION_COLUMNS}
  from paper_questions q join attempt on q.paper_id = attempt.paper_id
  where q.id = $4
),
saved as (
  insert into attempt_answers (tenant_id, answer_log_id, question_id, answer, client_seq, saved_time)
  select attempt.work_tenant_id, attempt.attempt_id, question.question_id, $7::text::jsonb, $8::text::bigint, $9::text::timestamptz
  from token, attempt, question
  where ${writtenWhen({ tenantId: '$2', workId: '$5::int', paperId: '$6::int', nowMs: '$10::float8', graceMs: '$11::float8' })}
  ${UPSERT_BY_CLIENT_SEQ}
  returning 1
)
select token.*, attempt.*, question.*, (select count(*)::int from saved) as written
from (select 1) as one left join token on true left join attempt on true left join question on true`;

/**
 * How long a batch waits for a lock (an attempt a submit holds, an answer row another statement is
 * writing) before it gives up and its saves run one by one: set for the batch's own transaction
 * (set_config's local form, in its first CTE, which every lock of the statement waits behind), so
 * a batch never holds up its other saves behind one attempt for longer than this. Longer than a
 * submit holds its attempt (a few milliseconds); a single save waits as long as it must, as before.
 */
const BATCH_LOCK_TIMEOUT_MS = 100;

// SAVE_ANSWER for a batch of saves of different answer rows (the saves in flight together, from
// saveRowOf's queue): the same checks per save, the same columns per save, in the saves' order,
// one round trip and one commit for all. Each parameter is an array with an element per save ($11
// the grace). The attempts are locked FOR SHARE in the order of their ids, all before the first
// row is written (the insert's ORDER BY sorts every candidate row first), and the rows are written
// in the order of (attempt, question): two batches, or a batch and a single save, take their locks
// in one order and cannot deadlock each other; a submit locks its one attempt FOR UPDATE and then
// writes only that attempt's rows, so a batch that waits for it holds nothing the submit needs.
const SAVE_ANSWERS = `with input as (
  select *, set_config('lock_timeout', '${BATCH_LOCK_TIMEOUT_MS}ms', true) as in_lock_timeout
  from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::float8[])
    with ordinality as input(in_token_hash, in_tenant_id, in_answer_log_id, in_question_id, in_work_id, in_paper_id, in_answer, in_client_seq, in_saved_time, in_now_ms, n)
),
token as (
  select input.n as token_n, ${TOKEN_COLUMNS}
  from input join auth_tokens on token_hash = input.in_token_hash
),
attempt as (
  select ${ATTEMPT_COLUMNS}, a.tenant_id as attempt_tenant_id
  from ${ATTEMPT_FROM}
  where (a.id, a.tenant_id) in (select in_answer_log_id, in_tenant_id from input)
  order by a.id
  for share of a
),
question as (
  select input.n as question_n, ${QUESTION_COLUMNS}
  from input
  join attempt on attempt.attempt_id = input.in_answer_log_id and attempt.attempt_tenant_id = input.in_tenant_id
  join paper_questions q on q.paper_id = attempt.paper_id and q.id = input.in_question_id
),
saved as (
  insert into attempt_answers (tenant_id, answer_log_id, question_id, answer, client_seq, saved_time)
  select attempt.work_tenant_id, attempt.attempt_id, question.question_id, input.in_answer::jsonb, input.in_client_seq::bigint, input.in_saved_time::timestamptz
  from input
  join token on token.token_n = input.n
  join attempt on attempt.attempt_id = input.in_answer_log_id and attempt.attempt_tenant_id = input.in_tenant_id
  join question on question.question_n = input.n
  where ${writtenWhen({ tenantId: 'input.in_tenant_id', workId: 'input.in_work_id', paperId: 'input.in_paper_id', nowMs: 'input.in_now_ms', graceMs: '$11::float8' })}
  order by attempt.attempt_id, question.question_id
  ${UPSERT_BY_CLIENT_SEQ}
  returning answer_log_id, question_id
)
select token.*, attempt.*, question.*, (saved.answer_log_id is not null)::int as written
from input
left join token on token.token_n = input.n
left join attempt on attempt.attempt_id = input.in_answer_log_id and attempt.attempt_tenant_id = input.in_tenant_id
left join question on question.question_n = input.n
left join saved on saved.answer_log_id = input.in_answer_log_id and saved.question_id = input.in_question_id
order by input.n`;

interface SaveRow extends TokenColumns {
  attempt_id: number | null;
  attempt_status: number | null;
  attempt_deadline_ms: number | null;
  work_id: number | null;
  paper_id: number | null;
  attempt_user_id: string | null;
  question_id: number | null;
  question_has_children: boolean | null;
  written: number;
}

/** SAVE_ANSWER's parameters but the grace: $1 … $10. */
type SaveParameters = [tokenHash: string, tenantId: string, answerLogId: number, questionId: number, workId: number | null, paperId: number | null, answer: string, clientSeq: string, savedTime: string, nowMs: number];

/**
 * At most 64 saves in one statement: past a few dozen the CPU a save costs hardly falls (CPU per
 * save measured in the README's bench rows), while the batch's attempt locks (a submit of any of
 * them waits for the whole statement), its arrays and its fall-back (one statement per save, at
 * once) grow with it. Two statements in flight per process: a batch waiting for a lock (a submit
 * of one of its attempts) leaves the next saves a slot; more would only make the batches smaller,
 * as a batch of 32 costs PostgreSQL about 2 ms while its 32 calls cost the process's HTTP side
 * about 8 ms (CPU per save under the bench's load: 60–90 µs in PostgreSQL, 250–330 in Node).
 */
const MAX_BATCH = 64;
const MAX_SAVE_STATEMENTS = 2;

// Why a batch that fails can be run again save by save (groupWhileInFlight's fall-back): the batch
// is one statement, so one implicit transaction: whatever makes it fail (a deadlock, a
// serialization failure, a value one save carries that its cast refuses, a lost connection before
// the commit) rolls every row of it back and no save of it has been answered; each save then runs
// as SAVE_ANSWER alone and is answered as if it had come alone. Should the batch have committed and
// only its answer been lost (the connection broke after the commit), the saves run again with the
// same clientSeq: the rule writes nothing twice, and each is answered as a retried save is (not
// written, the clientSeq stored its own).
const saveQueues = new WeakMap<Database, (save: SaveParameters) => Promise<SaveRow>>();

/** The statement's row for one save: alone when a statement slot is free, else batched with the saves waiting with it. */
function saveRowOf(db: Database) {
  let queue = saveQueues.get(db);
  if (!queue) {
    queue = groupWhileInFlight<SaveParameters, SaveRow>({
      alone: async (save) => (await runStatement<SaveRow>(db, SAVE_ANSWER, [...save, SUBMIT_GRACE_MS]))[0]!,
      together: (saves) => runStatement<SaveRow>(db, SAVE_ANSWERS, [...saves[0]!.map((_, column) => saves.map((save) => save[column])), SUBMIT_GRACE_MS]),
      // One answer row: its saves go one per statement, in the order they came.
      keyOf: (save) => `${save[2]} ${save[3]}`,
      maxInFlight: MAX_SAVE_STATEMENTS,
      maxGroup: MAX_BATCH,
    });
    saveQueues.set(db, queue);
  }
  return queue;
}

/**
 * saveAnswer for the caller of `input`, their token checked in the same statement: the same
 * refusals in the same order (the token's, then saveAnswer's), the same rows written. Saves in
 * flight together are written by one statement (saveRowOf), each answered as alone.
 */
export async function saveAnswerOfCaller(db: Database, input: StudyCallInput, save: AnswerSave) {
  const { now } = input;
  const row = await saveRowOf(db)([
    input.tokenHash,
    input.tenantId,
    save.answerLogId,
    save.questionId,
    save.id ?? null,
    save.questionUnitId ?? null,
    JSON.stringify(storedAnswer(save.questionAnswerVO)),
    String(save.clientSeq),
    now.toISOString(),
    now.getTime(),
  ]);
  studyCallerFrom(tokenRowFrom(row), input);
  const { attempt_id: attemptId, work_id: workId, paper_id: paperId } = row;
  if (attemptId === null || workId === null || paperId === null) throw notFound(`answerLogId: no attempt ${save.answerLogId} in this school`);
  if (row.attempt_user_id !== row.token_user_id) throw forbidden('answerLogId: a student may only act on their own attempts');
  if (save.id !== undefined && save.id !== workId) throw badRequest(`id: attempt ${attemptId} is not of work ${save.id}`);
  if (save.questionUnitId !== undefined && save.questionUnitId !== paperId) throw badRequest(`questionUnitId: attempt ${attemptId} answers paper ${paperId}, not ${save.questionUnitId}`);
  const deadlineTime = row.attempt_deadline_ms === null ? null : new Date(row.attempt_deadline_ms);
  assertAnswering({ status: row.attempt_status!, deadlineTime }, now);
  if (row.question_id === null) throw notFound(`questionId: no question ${save.questionId} in this paper`);
  if (row.question_has_children) throw badRequest(`questionId: question ${save.questionId} is answered through its sub-questions (readQuestionList)`);
  if (row.written > 0) return { answerLogId: attemptId, questionId: save.questionId, saved: true, clientSeq: save.clientSeq };
  // Not written: a save with an equal or higher clientSeq is stored; read it (a statement of its own, which sees it committed).
  const [stored] = await runStatement<{ client_seq: number }>(db, STORED_CLIENT_SEQ, [attemptId, save.questionId]);
  return { answerLogId: attemptId, questionId: save.questionId, saved: false, clientSeq: stored!.client_seq };
}

// The clientSeq a save lost to (a bigint, read as a double: both drivers answer a number, exact below 2^53).
// A constant text like SAVE_ANSWER's rather than drizzle's builder, whose SQL building cost more CPU
// than the read: the path of every save that lost to a retry or a parallel save of the same answer.
const STORED_CLIENT_SEQ = 'select client_seq::float8 as client_seq from attempt_answers where answer_log_id = $1 and question_id = $2';

/** Every answer saved in the caller's attempt, with its clientSeq, so a resumed attempt continues where it was. */
export async function savedAnswers(db: Database, user: CurrentUser, answerLogId: number) {
  const { attempt, work } = await requireOwnAttempt(db, user, answerLogId);
  const rows = await db.select().from(attemptAnswers).where(eq(attemptAnswers.answerLogId, attempt.id)).orderBy(attemptAnswers.questionId);
  return rows.map((row) => ({
    answerLogId: attempt.id,
    id: work.id,
    questionId: row.questionId,
    questionUnitId: work.paperId,
    questionAnswerVO: answerVO(row.answer, (text) => text ?? ''),
    clientSeq: row.clientSeq,
    answerTime: iso(row.savedTime),
  }));
}
