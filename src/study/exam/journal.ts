// The answer journal (issue 14): every change of an answer is written at once to IndexedDB, keyed by
// attempt and question, with its clientSeq and whether the server has confirmed it. A reload, a
// crash, a new tab or a new window of the same browser finds there what the server may not have.
// Plain IndexedDB; a browser without it (or refusing it) just has no journal, and answering goes on.
import type { OutboxEntry } from '../../lib/exam/outbox';

const DB_NAME = 'exam-journal';
const STORE = 'answers';

interface JournalRow extends OutboxEntry {
  answerLogId: number;
}

let opening: Promise<IDBDatabase | null> | undefined;

function openJournal(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: ['answerLogId', 'questionId'] });
    request.onsuccess = () => resolve(request.result);
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

/** Writes an entry unless the journal already holds a newer version of it (another tab's). */
export async function writeJournal(answerLogId: number, entry: OutboxEntry): Promise<void> {
  const db = await openJournal();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    const current = store.get([answerLogId, entry.questionId]);
    current.onsuccess = () => {
      const stored = current.result as JournalRow | undefined;
      if (stored === undefined || stored.clientSeq < entry.clientSeq || (stored.clientSeq === entry.clientSeq && entry.saved)) store.put({ ...entry, answerLogId });
    };
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => resolve();
    transaction.onabort = () => resolve();
  });
}

/** Forgets a submitted attempt. */
export async function clearJournal(answerLogId: number): Promise<void> {
  const db = await openJournal();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).delete(range(answerLogId));
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => resolve();
  });
}
