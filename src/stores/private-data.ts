// What a signed-in student leaves in this browser besides the session (issue 28 item 1): the exam's
// answer journal (IndexedDB, src/study/exam/journal.ts) and any cache of the study area's service
// worker that may hold API answers (src/lib/study-offline.ts). Sign-out deletes all of it, so the
// next person on a shared phone or a school computer finds nothing of theirs, online or offline.
// The worker's other caches (the study shells and bundles) are the same for everyone and stay.
import { isPrivateCacheName, PRIVATE_DATABASES } from '../lib/study-offline';

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
