// The attempt on the answering screen (issue 26 item 5; issue 28 items 2 and 3), kept in a store as
// the other features keep theirs: opening, open, submitting, submitted, failed. The paper comes from
// the instruction screen's cache (work-stores.ts loadPaper). An attempt that opens online is kept in
// the journal (the paper as served, the server's deadline and clock offset); when the API cannot be
// reached it opens from there, says so, and the answers and a submit go once the connection is back.
// A submit is queued in the journal first, so a reload or a reopened tab sends it. The attempt's
// other tabs hear each answer and the submit (tabs.ts). Answering.tsx is a view of this store.
import { atom } from 'nanostores';
import { normalizeAnswer } from '../../lib/exam/answers';
import { troubleOf, type RetriedTrouble, type SubmitPhase } from '../../lib/exam/attempt-state';
import { keptAttemptFits, keptDeadline, opensFromDevice, type KeptAttempt } from '../../lib/exam/kept-attempt';
import { clockOffset, mergeAnswers, retryDelay, type OutboxEntry } from '../../lib/exam/outbox';
import { $session } from '../../stores/session';
import { openStudy, redirectStudy } from '../router';
import { listSavedAnswers, startAttempt, type WorkPaper, type XsktPaper } from './api';
import { clearJournal, keepAttempt, queueSubmit, readJournal, readKeptAttempts, writeJournal } from './journal';
import { AnswerOutbox } from './outbox';
import { examHref, type ExamParams } from './route';
import { loadPaper } from './stores';
import { submitAttempt, type SubmitControl, type SubmitProgress } from './submit';
import { joinAttemptChannel, type AttemptChannel, type TabMessage } from './tabs';
import { paperDone } from './work-stores';

export interface Attempt {
  paper: WorkPaper;
  answerLogId: number;
  workId: number;
  outbox: AnswerOutbox;
  /** The test's deadline on the local clock; none for homework and xskt. */
  deadline: number | undefined;
  startedAt: number;
  xsktToken: string | undefined;
}

export interface OpenAttempt {
  attempt: Attempt;
  phase: SubmitPhase;
  /** While the submit waits to try again: why, and when (local clock). */
  waiting: { trouble: RetriedTrouble; retryAt: number } | undefined;
  /** The server's refusal of the submit. */
  failure: { reason: string; code: number } | undefined;
  /** A save or the open failed earlier: 'all saved' is then said out loud. */
  hadOutage: boolean;
  /** Opened from the journal (the API unreachable); false once a call goes through. */
  openedOffline: boolean;
  /** The submit is kept in the journal and goes by itself once the connection is back. */
  queued: boolean;
}

export type AttemptSlot =
  | { status: 'idle' }
  | { status: 'opening' }
  /** Could not open: neither the server nor the journal has it. */
  | { status: 'unavailable' }
  | ({ status: 'open' | 'submitting' | 'submitted' | 'failed' } & OpenAttempt);

export const $attempt = atom<AttemptSlot>({ status: 'idle' });

function statusOf(phase: SubmitPhase): 'open' | 'submitting' | 'submitted' | 'failed' {
  if (phase === 'answering') return 'open';
  if (phase === 'submitted' || phase === 'failed') return phase;
  return 'submitting';
}

/** What the store holds besides the atom: the attempt's params, its channel and timers. */
interface Session {
  params: ExamParams;
  channel: AttemptChannel;
  control: SubmitControl | undefined;
  stop: (() => void)[];
}

let opening = 0;
let session: Session | undefined;

class AttemptClosed extends Error {}

function update(change: Partial<OpenAttempt>): void {
  const current = $attempt.get();
  if (!('attempt' in current)) return;
  const next = { ...current, ...change };
  $attempt.set({ ...next, status: statusOf(next.phase) });
}

const serverEntries = (records: Awaited<ReturnType<typeof listSavedAnswers>>): OutboxEntry[] =>
  records.map((record) => ({ questionId: record.questionId, answer: normalizeAnswer(record.questionAnswerVO), clientSeq: record.clientSeq, saved: true }));

/** Opens the attempt online: the paper (cached), the attempt started or resumed, the server's answers and the journal's; then keeps it in the journal. */
async function openOnline(params: ExamParams, workId: number) {
  const paper = (await loadPaper()) as WorkPaper;
  // The address's attempt is no longer open (submitted: the browser's back button came here).
  if (params.answerLogId !== undefined && paper.answerLogId !== params.answerLogId) throw new AttemptClosed();
  // Starts the attempt, or resumes the open one (the same answerLogId after a reload or in another tab).
  const started = await startAttempt(params.kind, workId);
  const offset = clockOffset(started.serverTime, Date.now());
  const answerLogId = started.answerLogId;
  const [server, journal, kept] = await Promise.all([listSavedAnswers(answerLogId).catch(() => []), readJournal(answerLogId), readKeptAttempts(workId)]);
  const saved = serverEntries(server);
  const timed = params.kind === 'test' && !params.xskt && started.deadlineTime !== null;
  const keptAttempt: KeptAttempt<WorkPaper> = {
    answerLogId,
    workId,
    kind: params.kind,
    xskt: params.xskt,
    userId: String($session.get().userId),
    paper,
    startedAt: Date.parse(started.startTime.replace(' ', 'T')) + offset || Date.now(),
    deadlineTime: timed ? started.deadlineTime : null,
    offset,
  };
  void keepAttempt(keptAttempt);
  // The server's answers too (another device's): a reopen offline shows every answer.
  if (saved.length > 0) void writeJournal(answerLogId, ...saved);
  // The work's other attempts kept here are closed (the server's open one is this): forgotten.
  for (const old of kept) if (old.answerLogId !== answerLogId) void clearJournal(old.answerLogId);
  const queued = kept.find((attempt) => attempt.answerLogId === answerLogId)?.submit !== undefined;
  return { kept: keptAttempt, entries: mergeAnswers(saved, journal), deadline: keptDeadline(keptAttempt), queued };
}

/** The journal's copy of the attempt asked for, if this student has one. */
async function openFromDevice(params: ExamParams, workId: number) {
  const wanted = { userId: String($session.get().userId), kind: params.kind, workId, xskt: params.xskt, answerLogId: params.answerLogId };
  const kept = (await readKeptAttempts(workId)).find((attempt) => keptAttemptFits(attempt, wanted)) as KeptAttempt<WorkPaper> | undefined;
  if (!kept) return undefined;
  const journal = await readJournal(kept.answerLogId);
  return { kept, entries: mergeAnswers([], journal), deadline: keptDeadline(kept), queued: kept.submit !== undefined };
}

/** Opens the attempt of the address (its workId from the address or the classroom's lookup). */
export async function openAttempt(params: ExamParams, workId: number): Promise<void> {
  closeAttempt();
  const ticket = ++opening;
  $attempt.set({ status: 'opening' });
  let opened: Awaited<ReturnType<typeof openOnline>> | undefined;
  let offline = false;
  // With no connection at all, the journal first: no call that can only fail (and toast).
  if (!navigator.onLine) {
    opened = await openFromDevice(params, workId);
    offline = opened !== undefined;
  }
  if (!opened) {
    try {
      opened = await openOnline(params, workId);
    } catch (error) {
      if (ticket !== opening) return;
      // A submitted attempt shows its finish page instead of starting a new one unasked.
      if (error instanceof AttemptClosed) {
        $attempt.set({ status: 'idle' });
        return redirectStudy(examHref(`/study/${params.kind}/answer-finish`, params));
      }
      if (opensFromDevice(troubleOf(error, navigator.onLine))) {
        opened = await openFromDevice(params, workId);
        offline = true;
      }
    }
  }
  if (ticket !== opening) return;
  if (!opened) return $attempt.set({ status: 'unavailable' });

  const { kept, entries } = opened;
  const answerLogId = kept.answerLogId;
  const channel = joinAttemptChannel(answerLogId, (message) => hear(message));
  const outbox = new AnswerOutbox({ answerLogId, workId, paperId: kept.paper.questionUnitCAResultVO.id }, entries, (entry) => channel.post({ type: 'entry', entry }));
  session = { params, channel, control: undefined, stop: [] };
  const attempt: Attempt = {
    paper: kept.paper,
    answerLogId,
    workId,
    outbox,
    deadline: opened.deadline,
    startedAt: kept.startedAt,
    xsktToken: 'xsktUserToken' in kept.paper ? String((kept.paper as XsktPaper).xsktUserToken) : undefined,
  };
  $attempt.set({ status: 'open', attempt, phase: 'answering', waiting: undefined, failure: undefined, hadOutage: offline, openedOffline: offline, queued: false });
  const unsubscribe = outbox.subscribe(() => {
    const { connected } = outbox.getSnapshot();
    const current = $attempt.get();
    if (!connected && 'attempt' in current && !current.hadOutage) update({ hadOutage: true });
  });
  session.stop.push(unsubscribe);
  if (offline) reconnect(answerLogId, outbox);
  // A submit queued before this page opened goes on by itself.
  if (opened.queued) void submitOpenAttempt({ queued: true });
}

/** Opened from the journal: asks the server for the attempt's answers (the connection back, or with backoff) until it answers. */
function reconnect(answerLogId: number, outbox: AnswerOutbox): void {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const attempt = async () => {
    clearTimeout(timer);
    if (done) return;
    try {
      const records = await listSavedAnswers(answerLogId);
      if (done) return;
      done = true;
      for (const entry of serverEntries(records)) outbox.receive(entry);
      update({ openedOffline: false });
      outbox.retryNow();
    } catch {
      if (!done) timer = setTimeout(() => void attempt(), retryDelay(failures++));
    }
  };
  const onOnline = () => void attempt();
  window.addEventListener('online', onOnline);
  timer = setTimeout(() => void attempt(), retryDelay(failures++));
  session?.stop.push(() => {
    done = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  });
}

/** Another tab of the attempt: an answer (taken if newer), or its submit (this tab goes to the finish page too). */
function hear(message: TabMessage): void {
  const current = $attempt.get();
  if (!('attempt' in current) || !session) return;
  if (message.type === 'entry') return current.attempt.outbox.receive(message.entry, message.from);
  if (message.type === 'gone') return current.attempt.outbox.release(message.from);
  if (message.type !== 'submitted' || current.phase === 'submitted') return;
  finish(session.params, current.attempt, message.status);
}

function finish(params: ExamParams, attempt: Attempt, status: number): void {
  update({ phase: 'submitted', waiting: undefined, queued: false });
  paperDone({ kind: params.kind, workId: attempt.workId, xskt: params.xskt });
  openStudy(examHref(`/study/${params.kind}/answer-finish`, { ...params, workId: attempt.workId }, { answerLogId: attempt.answerLogId, status }));
}

/** The phase once the submit reports where it is. */
const PROGRESS_PHASE: Record<SubmitProgress['stage'], SubmitPhase> = { saving: 'saving', sending: 'sending', waiting: 'waiting' };

/**
 * Submits the open attempt: queued in the journal first (a reload keeps it), then every answer
 * saved and the submit sent, waiting through a lost connection; `queued` when it resumes a submit
 * queued before this page opened.
 */
export async function submitOpenAttempt({ queued = false } = {}): Promise<void> {
  const current = $attempt.get();
  if (!('attempt' in current) || !session || (current.phase !== 'answering' && current.phase !== 'failed')) return;
  const { params, channel } = session;
  const { attempt } = current;
  const here = () => {
    const now = $attempt.get();
    return 'attempt' in now && now.attempt === attempt;
  };
  update({ failure: undefined, phase: 'saving', queued: queued || current.openedOffline });
  await queueSubmit(attempt.answerLogId, { queuedAt: Date.now() });
  const control: SubmitControl = {
    onProgress(progress) {
      if (here()) update({ phase: PROGRESS_PHASE[progress.stage], waiting: progress.stage === 'waiting' ? { trouble: progress.trouble, retryAt: progress.retryAt } : undefined });
    },
  };
  if (session) session.control = control;
  const outcome = await submitAttempt(
    {
      kind: params.kind,
      workId: attempt.workId,
      answerLogId: attempt.answerLogId,
      classroomId: params.classroomId,
      activityId: params.activityId,
      xskt: params.xskt && attempt.xsktToken ? { token: attempt.xsktToken, startedAt: attempt.startedAt, classId: params.classId, classroomId: params.classroomId, courseId: params.courseId, activityId: params.activityId } : undefined,
    },
    attempt.outbox,
    control,
  );
  if (session?.control === control) session.control = undefined;
  if (!outcome.ok) {
    // Refused: the student decides (the modal); nothing goes by itself any more.
    void queueSubmit(attempt.answerLogId, undefined);
    if (here()) update({ failure: { reason: outcome.reason, code: outcome.code }, phase: 'failed', waiting: undefined, queued: false });
    return;
  }
  channel.post({ type: 'submitted', status: outcome.status });
  if (here()) finish(params, attempt, outcome.status);
}

/** 'Retry now': the submit's wait ends at once, or the unsaved answers go again. */
export function retryNow(): void {
  const current = $attempt.get();
  if (!('attempt' in current)) return;
  if (current.phase === 'waiting') session?.control?.wake?.();
  else current.attempt.outbox.retryNow();
}

/** Back to the answers from the failed submit's modal. */
export function backToAnswering(): void {
  update({ failure: undefined, phase: 'answering' });
}

/** The screen is left: the outbox and the channel stop (the journal keeps everything). */
export function closeAttempt(): void {
  opening++;
  const current = $attempt.get();
  if ('attempt' in current) current.attempt.outbox.dispose();
  if (session) {
    for (const stop of session.stop) stop();
    session.channel.close();
    session = undefined;
  }
  $attempt.set({ status: 'idle' });
}
