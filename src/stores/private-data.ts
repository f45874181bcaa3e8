// What a signed-in student leaves in this browser besides the session (issue 28 item 1): the exam's
// answer journal (IndexedDB, src/study/exam/journal.ts) and any cache of the study area's service
// worker that may hold API answers (src/lib/study-offline.ts). Sign-out deletes all of it, so the
// next person on a shared phone or a school computer finds nothing of theirs, online or offline.
// The worker's other caches (the study shells and bundles) are the same for everyone and stay.
// A session the server ended (a token code) keeps the journal for its student, who may still have
// answers to send; it goes when another student signs in on this browser (forgetOtherStudents).
import { EXAM_JOURNAL, isPrivateCacheName, PRIVATE_DATABASES } from '../lib/study-offline';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // An open connection is asked to close (the journal does at once); deletion goes on when it has.
    request.onsuccess = request.onerror = () => resolve();
  });
}

/** Deletes the student's private data in this browser; resolves when it is gone (never rejects). */
export async function clearPrivateData(): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (typeof indexedDB !== 'undefined') work.push(...PRIVATE_DATABASES.map(deleteDatabase));
  if (typeof caches !== 'undefined') {
    work.push(
      caches
        .keys()
        .then((names) => Promise.all(names.filter(isPrivateCacheName).map((name) => caches.delete(name))))
        .catch(() => undefined),
    );
  }
  await Promise.all(work.map((promise) => promise.catch(() => undefined)));
}

/** Whether this browser holds the database `name` (true when it cannot tell: the caller then looks inside). */
export async function hasDatabase(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return indexedDB.databases().then((databases) => databases.some((database) => database.name === name), () => true);
}

/** The students the exam journal belongs to (its kept attempts' userId; '' for answers kept without one); none when there is no journal. */
function journalOwners(): Promise<Set<string>> {
  return new Promise((resolve) => {
    const request = indexedDB.open(EXAM_JOURNAL);
    // No journal yet: the open would create an empty one, which the journal could then not upgrade.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = request.onblocked = () => resolve(new Set());
    request.onsuccess = () => {
      const db = request.result;
      const owners = new Set<string>();
      try {
        const transaction = db.transaction(['answers', 'attempts']);
        const attempts = transaction.objectStore('attempts').getAll();
        const answers = transaction.objectStore('answers').getAll();
        transaction.oncomplete = () => {
          const kept = new Map((attempts.result as { answerLogId: number; userId: string }[]).map((attempt) => [attempt.answerLogId, attempt.userId]));
          for (const owner of kept.values()) owners.add(owner);
          for (const { answerLogId } of answers.result as { answerLogId: number }[]) owners.add(kept.get(answerLogId) ?? '');
          db.close();
          resolve(owners);
        };
        transaction.onabort = () => {
          db.close();
          resolve(owners);
        };
      } catch {
        // An older journal without the attempts store: whose it is cannot be told.
        db.close();
        resolve(new Set(['']));
      }
    };
  });
}

/**
 * A student signs in: whatever another student left in this browser (a journal kept after the
 * server ended their session) is deleted, so nothing of theirs stays readable; the same student's
 * journal stays, and the answering screen sends what it holds. Resolves when done (never rejects).
 */
export async function forgetOtherStudents(userId: string): Promise<void> {
  if (!(await hasDatabase(EXAM_JOURNAL))) return;
  const owners = await journalOwners().catch(() => new Set(['']));
  if ([...owners].some((owner) => owner !== userId)) await clearPrivateData();
}
