// The answer journal (issue 14): every change of an answer is written at once to IndexedDB, keyed by
// attempt and question, with its clientSeq and whether the server has confirmed it. A reload, a
// crash, a new tab or a new window of the same browser finds there what the server may not have.
// Plain IndexedDB; a browser without it (or refusing it) just has no journal, and answering goes on.
// Since issue 28, version 2: beside the answers, each attempt opened online (kept-attempt.ts: the
// paper as served, the server's deadline and clock offset) and a submit queued offline, so the
// attempt reopens with no connection. One database, which sign-out deletes (its name is in
// lib/study-offline.ts PRIVATE_DATABASES): nothing private outlives the student's session.
import type { KeptAttempt, QueuedSubmit } from '../../lib/exam/kept-attempt';
import { takesOver, type OutboxEntry } from '../../lib/exam/outbox';
import { EXAM_JOURNAL } from '../../lib/study-offline';

const DB_NAME = EXAM_JOURNAL;
const DB_VERSION = 2;
const STORE = 'answers';
const ATTEMPTS = 'attempts';

interface JournalRow extends OutboxEntry {
  answerLogId: number;
}

let opening: Promise<IDBDatabase | null> | undefined;

function openJournal(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = (event) => {
      const db = request.result;
      if (event.oldVersion < 1) db.createObjectStore(STORE, { keyPath: ['answerLogId', 'questionId'] });
      if (event.oldVersion < 2) db.createObjectStore(ATTEMPTS, { keyPath: 'answerLogId' }).createIndex('workId', 'workId');
    };
    request.onsuccess = () => {
      // Another tab of a newer build upgrades the database: this one lets go (and has no journal until reloaded).
      request.result.onversionchange = () => {
        request.result.close();
        opening = undefined;
      };
      resolve(request.result);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

const range = (answerLogId: number) => IDBKeyRange.bound([answerLogId, -Infinity], [answerLogId, Infinity]);

/** The attempt's journal: one entry per question answered in this browser. */
export async function readJournal(answerLogId: number): Promise<OutboxEntry[]> {
  const db = await openJournal();
  if (!db) return [];
  return new Promise((resolve) => {
    const request = db.transaction(STORE).objectStore(STORE).getAll(range(answerLogId));
    request.onsuccess = () => resolve((request.result as JournalRow[]).map(({ answerLogId: _attempt, ...entry }) => entry));
    request.onerror = () => resolve([]);
  });
}

/** Every attempt's answers the server has not confirmed, by attempt, each with its kept attempt if the journal has it (for the sign-out: unsent.ts). */
export async function readUnsentJournal(): Promise<{ answerLogId: number; entries: OutboxEntry[]; kept: KeptAttempt | undefined }[]> {
  const db = await openJournal();
  if (!db) return [];
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction([STORE, ATTEMPTS]);
      const rows = transaction.objectStore(STORE).getAll();
      const kept = transaction.objectStore(ATTEMPTS).getAll();
      transaction.oncomplete = () => {
        const attempts = new Map((kept.result as KeptAttempt[]).map((attempt) => [attempt.answerLogId, attempt]));
        const unsent = new Map<number, OutboxEntry[]>();
        for (const { answerLogId, ...entry } of rows.result as JournalRow[]) {
          if (!entry.saved) unsent.set(answerLogId, [...(unsent.get(answerLogId) ?? []), entry]);
        }
        resolve([...unsent].map(([answerLogId, entries]) => ({ answerLogId, entries, kept: attempts.get(answerLogId) })));
      };
      transaction.onerror = transaction.onabort = () => resolve([]);
    } catch {
      resolve([]);
    }
  });
}

/** Runs `work` in one read-write transaction; resolves when it is done, whatever happened (the journal never stops answering). */
async function readWrite(stores: string[], work: (transaction: IDBTransaction) => void): Promise<void> {
  const db = await openJournal();
  if (!db) return;
  await new Promise<void>((resolve) => {
    let transaction: IDBTransaction;
    try {
      transaction = db.transaction(stores, 'readwrite');
    } catch {
      return resolve();
    }
    work(transaction);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => resolve();
    transaction.onabort = () => resolve();
  });
}

/** Writes entries unless the journal already holds a newer version of one (another tab's): takesOver decides. */
export function writeJournal(answerLogId: number, ...entries: OutboxEntry[]): Promise<void> {
  return readWrite([STORE], (transaction) => {
    const store = transaction.objectStore(STORE);
    for (const entry of entries) {
      const current = store.get([answerLogId, entry.questionId]);
      current.onsuccess = () => {
        const stored = current.result as JournalRow | undefined;
        if (takesOver(stored, entry)) store.put({ ...entry, answerLogId });
      };
    }
  });
}

/** Keeps an attempt that opened online (kept-attempt.ts), with its queued submit if it already has one. */
export function keepAttempt(kept: KeptAttempt): Promise<void> {
  return readWrite([ATTEMPTS], (transaction) => {
    const store = transaction.objectStore(ATTEMPTS);
    const current = store.get(kept.answerLogId);
    current.onsuccess = () => {
      const submit = (current.result as KeptAttempt | undefined)?.submit;
      store.put(submit ? { ...kept, submit } : kept);
    };
  });
}

/** The kept attempts of a work, newest first. */
export async function readKeptAttempts(workId: number): Promise<KeptAttempt[]> {
  const db = await openJournal();
  if (!db) return [];
  return new Promise((resolve) => {
    try {
      const request = db.transaction(ATTEMPTS).objectStore(ATTEMPTS).index('workId').getAll(workId);
      request.onsuccess = () => resolve((request.result as KeptAttempt[]).sort((a, b) => b.answerLogId - a.answerLogId));
      request.onerror = () => resolve([]);
    } catch {
      resolve([]);
    }
  });
}

/** Queues the attempt's submit (a reload keeps it), or forgets the queue (`undefined`: the server refused it). */
export function queueSubmit(answerLogId: number, submit: QueuedSubmit | undefined): Promise<void> {
  return readWrite([ATTEMPTS], (transaction) => {
    const store = transaction.objectStore(ATTEMPTS);
    const current = store.get(answerLogId);
    current.onsuccess = () => {
      const kept = current.result as KeptAttempt | undefined;
      if (!kept) return;
      const { submit: _queued, ...rest } = kept;
      store.put(submit ? { ...rest, submit } : rest);
    };
  });
}

/** Forgets a submitted attempt: its answers, its paper and its queued submit. */
export function clearJournal(answerLogId: number): Promise<void> {
  return readWrite([STORE, ATTEMPTS], (transaction) => {
    transaction.objectStore(STORE).delete(range(answerLogId));
    transaction.objectStore(ATTEMPTS).delete(answerLogId);
  });
}
