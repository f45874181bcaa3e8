// The answer outbox (issue 14): every change of an answer gets the next client sequence number, is
// kept in the browser's journal and sent until the server confirms it. These are its rules: which
// copy of an answer wins, what is still to send, how long to wait before trying again, and the
// countdown's clock corrected by the server's.
import type { NormalizedAnswer } from './answers';

/** One question's answer as the journal keeps it. */
export interface OutboxEntry {
  questionId: number;
  answer: NormalizedAnswer;
  /** The client sequence number of this version; a higher one is newer. */
  clientSeq: number;
  /** The server has confirmed this version (or a newer one). */
  saved: boolean;
}

export type SaveState = 'saved' | 'saving' | 'unsaved';

/**
 * The answers to resume with: per question the copy with the higher clientSeq, the server's and the
 * journal's. On a tie the server's copy wins, which is confirmed by definition.
 */
export function mergeAnswers(server: readonly OutboxEntry[], journal: readonly OutboxEntry[]): Map<number, OutboxEntry> {
  const merged = new Map<number, OutboxEntry>();
  for (const entry of server) merged.set(entry.questionId, { ...entry, saved: true });
  for (const entry of journal) {
    if (takesOver(merged.get(entry.questionId), entry)) merged.set(entry.questionId, entry);
  }
  return merged;
}

/**
 * Whether a copy of an answer that arrives (from the journal, another tab or the server) replaces
 * the one held: a higher clientSeq is a later change; the same version replaces it only to say it
 * is saved. So neither tab overwrites the other's later answer, and a confirmation is never lost.
 */
export function takesOver(current: OutboxEntry | undefined, incoming: OutboxEntry): boolean {
  if (current === undefined || incoming.clientSeq > current.clientSeq) return true;
  return incoming.clientSeq === current.clientSeq && incoming.saved && !current.saved;
}

/** The next sequence number: above every one known, so a reopened attempt never sends an older number. */
export function nextSeq(entries: Iterable<OutboxEntry>): number {
  let highest = 0;
  for (const entry of entries) highest = Math.max(highest, entry.clientSeq);
  return highest + 1;
}

/** The entries still to send, oldest change first. */
export function pendingEntries(entries: Iterable<OutboxEntry>): OutboxEntry[] {
  return [...entries].filter((entry) => !entry.saved).sort((a, b) => a.clientSeq - b.clientSeq);
}

/**
 * The entry once the server answered a save of version `sentSeq` with its stored clientSeq: saved
 * when the server holds this version or a newer one; a newer local change stays to send.
 */
export function confirmEntry(entry: OutboxEntry, sentSeq: number, storedSeq: number): OutboxEntry {
  return entry.clientSeq === sentSeq && storedSeq >= sentSeq ? { ...entry, saved: true } : entry;
}

export function saveState(entry: OutboxEntry | undefined, sending: boolean): SaveState {
  if (entry === undefined || entry.saved) return 'saved';
  return sending ? 'saving' : 'unsaved';
}

export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 15_000;

/** Waits before the nth retry (0-based): 1 s, 2 s, 4 s … at most 15 s. */
export function retryDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(failures, 10));
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** exponent);
}

/** How far the local clock is ahead of the server's (negative: behind), from a server time read now. */
export function clockOffset(serverTime: number, localNow: number): number {
  return localNow - serverTime;
}

/** The server's deadline on the local clock: a wrong local clock neither adds nor takes time. */
export function localDeadline(deadlineTime: number, offset: number): number {
  return deadlineTime + offset;
}

/** Minutes left at which the countdown speaks to screen readers (and the submit). */
export const ANNOUNCED_MINUTES = [10, 5, 1] as const;

/** The minutes to announce when the remaining seconds reach one of ANNOUNCED_MINUTES, else undefined. */
export function announcedMinutes(previousSeconds: number, remainingSeconds: number): number | undefined {
  return ANNOUNCED_MINUTES.find((minutes) => previousSeconds > minutes * 60 && remainingSeconds <= minutes * 60);
}
