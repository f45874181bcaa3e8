// What the answering screen tells the student about the attempt (issue 25 row 3): whether the
// answers are saved, being saved, or kept on the device and why (offline, no answer, the server
// unavailable, refused), whether the submit is going, waiting (and why, and when it tries again), done or
// failed. A failed call is sorted into one of four troubles here, so the outbox and the submit
// treat a failure alike: offline, unreachable and server troubles are retried, a refusal is final.
import type { Message } from '../../i18n';

/**
 * offline: the browser says it has no connection; unreachable: it says it has one, but no answer
 * came (a network error or the call's time limit: one bar of signal on a train, which a phone
 * still calls online, or the server down); server: an answer that was a 5xx or said 'later';
 * these three are retried. refused: a 4xx or a refusal code (final).
 */
export type Trouble = 'offline' | 'unreachable' | 'server' | 'refused';

/** The troubles a save or submit is tried again after. */
export type RetriedTrouble = Exclude<Trouble, 'refused'>;

/** The shape of a failed call (src/api/errors.ts ApiCallError): its reason, and the envelope code or HTTP status. */
interface FailedCall {
  reason?: unknown;
  code?: unknown;
}

/** Statuses that say "try again later" although they are 4xx. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

/** Sorts a failed call: what the server refused is final; anything else is retried, blamed on the connection when the browser is offline. */
export function troubleOf(error: unknown, online: boolean): Trouble {
  const failed = (typeof error === 'object' && error !== null ? error : {}) as FailedCall;
  const code = typeof failed.code === 'number' ? failed.code : 0;
  if (failed.reason === 'code' || failed.reason === 'token') return RETRIED_STATUSES.has(code) ? 'server' : 'refused';
  if (failed.reason === 'busy' && code >= 400 && code < 500 && !RETRIED_STATUSES.has(code)) return 'refused';
  if (!online) return 'offline';
  // No HTTP status: no answer came at all.
  return code === 0 ? 'unreachable' : 'server';
}

/** Refusals of a save after which the submit still goes, for the server to answer: the attempt was submitted (40901) or its time is over (40902). */
export function submitDespiteRefusal(code: number | undefined): boolean {
  return code === 40901 || code === 40902;
}

export type SubmitPhase = 'answering' | 'saving' | 'sending' | 'waiting' | 'submitted' | 'failed';

export interface AttemptStateInput {
  phase: SubmitPhase;
  /** Answers not yet confirmed by the server, and those on their way now. */
  pending: number;
  sending: number;
  /** Why the last save (answering, saving) or submit (waiting) did not go through; none once one did. */
  trouble: Trouble | undefined;
  /** When the next try goes (local clock, ms); none when it waits for the connection only. */
  retryAt: number | undefined;
  now: number;
  /** The server's words when a save was refused. */
  refusal?: string;
  /** A save failed earlier in this attempt: 'all saved' is then said out loud. */
  hadTrouble: boolean;
  /** The submit is queued on the device (kept-attempt.ts: after a reload, or in a page opened from the device): it goes once the connection is back. */
  queued?: boolean;
  /** The attempt opened from the device (the server unreachable), and no call has gone through since. */
  openedOffline?: boolean;
}

export type AttemptStateName =
  | 'saved'
  | 'saving'
  | 'save-offline'
  | 'save-server'
  | 'save-unreachable'
  | 'save-refused'
  | 'submit-saving'
  | 'submit-sending'
  | 'submit-offline'
  | 'submit-server'
  | 'submit-unreachable'
  | 'submit-queued'
  | 'opened-offline'
  | 'submitted'
  | 'failed';

export interface AttemptState {
  name: AttemptStateName;
  /** ok: nothing to worry about; warning: kept on this device, not yet on the server; error: needs someone. */
  tone: 'ok' | 'warning' | 'error';
  message: Message;
  /** Whether 'Retry now' is offered. */
  retry: boolean;
}

/** Whole seconds until the next try, never below 0. */
export function secondsUntil(retryAt: number | undefined, now: number): number | undefined {
  return retryAt === undefined ? undefined : Math.max(0, Math.ceil((retryAt - now) / 1000));
}

/** What a retried trouble that is not 'offline' says: the server's, or no answer at all; with the seconds to the next try. */
const RETRY_MESSAGES = {
  save: {
    server: { later: 'exam.banner.serverDown', now: 'exam.banner.serverDownRetrying' },
    unreachable: { later: 'exam.banner.unreachable', now: 'exam.banner.unreachableRetrying' },
  },
  submit: {
    server: { later: 'exam.banner.submitServerDown', now: 'exam.banner.submitServerDownRetrying' },
    unreachable: { later: 'exam.banner.submitUnreachable', now: 'exam.banner.submitUnreachableRetrying' },
  },
} as const;

function retryMessage(kind: 'save' | 'submit', trouble: 'server' | 'unreachable', seconds: number | undefined): Message {
  const keys = RETRY_MESSAGES[kind][trouble];
  return seconds === undefined || seconds === 0 ? { key: keys.now } : { key: keys.later, params: { seconds } };
}

/** The retried troubles that leave the browser online: the server's, or no answer at all. */
const retriedOnline = (trouble: Trouble | undefined): trouble is 'server' | 'unreachable' => trouble === 'server' || trouble === 'unreachable';

/** A save or submit retried after the server's trouble or no answer: its state's name, and its words. */
function retrying(kind: 'save' | 'submit', trouble: 'server' | 'unreachable', seconds: number | undefined): AttemptState {
  return { name: `${kind}-${trouble}`, tone: 'warning', message: retryMessage(kind, trouble, seconds), retry: true };
}

/** A submit queued on the device: it says so, and that it goes by itself (no need to keep the page open). */
const QUEUED: AttemptState = { name: 'submit-queued', tone: 'warning', message: { key: 'exam.banner.submitQueued' }, retry: false };

export function attemptState(input: AttemptStateInput): AttemptState {
  const seconds = secondsUntil(input.retryAt, input.now);
  const failing = input.trouble !== undefined && input.pending > 0;
  switch (input.phase) {
    case 'submitted':
      return { name: 'submitted', tone: 'ok', message: { key: 'exam.banner.submitted' }, retry: false };
    case 'failed':
      return { name: 'failed', tone: 'error', message: { key: 'exam.submitFailed' }, retry: false };
    case 'waiting':
      if (input.queued && (input.trouble === 'offline' || input.openedOffline)) return QUEUED;
      return input.trouble === 'offline'
        ? { name: 'submit-offline', tone: 'warning', message: { key: 'exam.banner.waitingToSubmit' }, retry: false }
        : retrying('submit', input.trouble === 'unreachable' ? 'unreachable' : 'server', seconds);
    case 'sending':
      return { name: 'submit-sending', tone: 'ok', message: { key: 'exam.banner.submitting' }, retry: false };
    case 'saving':
      if (input.queued && ((failing && input.trouble === 'offline') || input.openedOffline)) return QUEUED;
      if (failing && input.trouble === 'offline') return { name: 'submit-offline', tone: 'warning', message: { key: 'exam.banner.waitingToSubmit' }, retry: false };
      if (failing && retriedOnline(input.trouble)) return retrying('submit', input.trouble, seconds);
      return { name: 'submit-saving', tone: 'ok', message: { key: 'exam.banner.savingBeforeSubmit' }, retry: false };
    case 'answering':
      if (failing && input.trouble === 'offline') return { name: 'save-offline', tone: 'warning', message: { key: 'exam.banner.offline' }, retry: false };
      if (failing && retriedOnline(input.trouble)) return retrying('save', input.trouble, seconds);
      if (failing && input.trouble === 'refused') return { name: 'save-refused', tone: 'error', message: { key: 'exam.banner.saveRefused', params: { reason: input.refusal ?? '' } }, retry: true };
      if (input.openedOffline && !failing) return { name: 'opened-offline', tone: 'warning', message: { key: 'exam.banner.openedOffline' }, retry: false };
      if (input.pending > 0 || input.sending > 0) return { name: 'saving', tone: 'ok', message: { key: 'exam.banner.saving' }, retry: false };
      return { name: 'saved', tone: 'ok', message: { key: input.hadTrouble ? 'exam.banner.allSaved' : 'exam.banner.saved' }, retry: false };
  }
}
