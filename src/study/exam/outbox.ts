// The answer outbox of one attempt (issue 14): a change goes at once into the journal and to the
// server with the next clientSeq; a failed save is tried again with backoff until the server
// confirms it, and never stops the student answering. Screens read its state through subscribe().
// Another tab of the same attempt hears of every change and confirmation (tabs.ts) and takes an
// entry only if it is newer than its own (takesOver), so neither overwrites the other's later answer.
import type { NormalizedAnswer } from '../../lib/exam/answers';
import { confirmEntry, nextSeq, pendingEntries, retryDelay, takesOver, type OutboxEntry } from '../../lib/exam/outbox';
import { troubleOf, type Trouble } from '../../lib/exam/attempt-state';
import { isApiCallError } from '../../api/client';
import { saveAnswer } from './api';
import { writeJournal } from './journal';

export interface OutboxSnapshot {
  entries: ReadonlyMap<number, OutboxEntry>;
  sending: ReadonlySet<number>;
  /** False from the first failed save until a save goes through again. */
  connected: boolean;
  pending: number;
  /** Why the last save failed (offline, server, refused); none once a save goes through. */
  trouble: Trouble | undefined;
  /** When the next try goes, on the local clock; none while nothing waits. */
  retryAt: number | undefined;
  /** The server's refusal of the last refused save: its words and code. */
  refusal: { msg: string; code: number } | undefined;
  /** Per question, the clientSeq of the last later change taken from elsewhere (another tab): a text field shows it anew. */
  received: ReadonlyMap<number, number>;
}

/** What whenAllSaved() ends with: every answer saved, or a save the server refused (the answers stay in the journal). */
export type SaveOutcome = { saved: true } | { saved: false; refusal: { msg: string; code: number } };

export interface OutboxTarget {
  answerLogId: number;
  workId: number;
  paperId: number;
}

export class AnswerOutbox {
  /** The outboxes of this page that are sending (a deliberate sign-out first tries theirs: unsent.ts). */
  static readonly live = new Set<AnswerOutbox>();
  private entries: Map<number, OutboxEntry>;
  private sending = new Set<number>();
  private connected = true;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryAt: number | undefined;
  private trouble: Trouble | undefined;
  private refusal: { msg: string; code: number } | undefined;
  private received = new Map<number, number>();
  /** Unsaved answers another live tab made, by question: that tab sends them (tabs.ts), this one holds them. */
  private heldFor = new Map<number, string>();
  private listeners = new Set<() => void>();
  private snapshot: OutboxSnapshot;
  private disposed = false;
  private readonly onOnline = () => this.retryNow();

  constructor(
    private readonly target: OutboxTarget,
    initial: ReadonlyMap<number, OutboxEntry>,
    /** Told of every change and confirmation made here (the other tabs hear of it). */
    private readonly publish: (entry: OutboxEntry) => void = () => undefined,
  ) {
    this.entries = new Map(initial);
    this.snapshot = this.makeSnapshot();
    AnswerOutbox.live.add(this);
    window.addEventListener('online', this.onOnline);
    // What the journal holds and the server has not confirmed goes out at once.
    this.flush();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  get answerLogId(): number {
    return this.target.answerLogId;
  }

  /** Records the student's answer of a question: journal first, then the server. */
  change(questionId: number, answer: NormalizedAnswer): void {
    const entry: OutboxEntry = { questionId, answer, clientSeq: nextSeq(this.entries.values()), saved: false };
    this.entries.set(questionId, entry);
    this.heldFor.delete(questionId);
    this.emit();
    void writeJournal(this.target.answerLogId, entry);
    this.publish(entry);
    this.flush();
  }

  /**
   * Takes a copy of an answer from elsewhere (another tab, the server) if it is newer than the one
   * held, or says the same version is saved. An unsaved one from another tab (`from`) is that tab's
   * to send: it is held here until `release(from)` says the tab is gone (one save per answer); one
   * from nowhere in particular is sent from here.
   */
  receive(entry: OutboxEntry, from?: string): void {
    const current = this.entries.get(entry.questionId);
    if (this.disposed || !takesOver(current, entry)) return;
    if (current === undefined || entry.clientSeq > current.clientSeq) this.received.set(entry.questionId, entry.clientSeq);
    this.entries.set(entry.questionId, entry);
    if (!entry.saved && from !== undefined) this.heldFor.set(entry.questionId, from);
    else this.heldFor.delete(entry.questionId);
    this.emit();
    if (!entry.saved) this.flush();
  }

  /** The tab `from` is gone: what it had not had confirmed is sent from here. */
  release(from: string): void {
    for (const [questionId, tab] of this.heldFor) if (tab === from) this.heldFor.delete(questionId);
    this.flush();
  }

  /** Sends every unsaved answer from here at once, the other tabs' too (a submit, a sign-out). */
  sendAll(): void {
    this.heldFor.clear();
    this.retryNow();
  }

  /**
   * Resolves once every answer is confirmed by the server (it waits through any offline or server
   * trouble), or once a save is refused (retrying it cannot help: the caller decides).
   */
  whenAllSaved(): Promise<SaveOutcome> {
    this.sendAll();
    return new Promise((resolve) => {
      const check = () => {
        const { pending, sending, trouble, refusal } = this.snapshot;
        if (pending > 0 && !(trouble === 'refused' && refusal && sending.size === 0)) return false;
        unsubscribe();
        resolve(pending === 0 ? { saved: true } : { saved: false, refusal: refusal! });
        return true;
      };
      const unsubscribe = this.subscribe(() => void check());
      check();
    });
  }

  dispose(): void {
    this.disposed = true;
    AnswerOutbox.live.delete(this);
    clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.onOnline);
    this.listeners.clear();
  }

  /** Tries the unsaved answers again at once ('Retry now', the connection back). */
  retryNow(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retryAt = undefined;
    this.flush();
  }

  private flush(): void {
    if (this.disposed) return;
    for (const entry of pendingEntries(this.entries.values())) {
      if (!this.sending.has(entry.questionId) && !this.heldFor.has(entry.questionId)) void this.send(entry);
    }
  }

  private async send(entry: OutboxEntry): Promise<void> {
    const { questionId, clientSeq, answer } = entry;
    this.sending.add(questionId);
    this.emit();
    let ok = false;
    let failure: unknown;
    try {
      const stored = await saveAnswer({ answerLogId: this.target.answerLogId, id: this.target.workId, questionUnitId: this.target.paperId, questionId, questionAnswerVO: answer, clientSeq, answerTime: Date.now() });
      const current = this.entries.get(questionId);
      if (current) {
        const confirmed = confirmEntry(current, clientSeq, stored.clientSeq);
        this.entries.set(questionId, confirmed);
        if (confirmed.saved && !current.saved) {
          void writeJournal(this.target.answerLogId, confirmed);
          this.publish(confirmed);
        }
      }
      ok = true;
    } catch (error) {
      ok = false;
      failure = error;
    }
    this.sending.delete(questionId);
    if (this.disposed) return;
    if (ok) {
      this.failures = 0;
      this.connected = true;
      this.trouble = undefined;
      this.refusal = undefined;
      this.emit();
      // A newer change made while this one travelled.
      this.flush();
      return;
    }
    this.connected = false;
    this.trouble = troubleOf(failure, navigator.onLine);
    if (this.trouble === 'refused' && isApiCallError(failure)) this.refusal = { msg: failure.msg, code: failure.code };
    if (this.retryTimer === undefined) {
      const delay = retryDelay(this.failures++);
      this.retryAt = Date.now() + delay;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        this.retryAt = undefined;
        this.flush();
      }, delay);
    }
    this.emit();
  }

  private makeSnapshot(): OutboxSnapshot {
    return {
      entries: new Map(this.entries),
      sending: new Set(this.sending),
      connected: this.connected,
      pending: pendingEntries(this.entries.values()).length,
      trouble: this.trouble,
      retryAt: this.retryAt,
      refusal: this.refusal,
      received: new Map(this.received),
    };
  }

  private emit(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of [...this.listeners]) listener();
  }
}
