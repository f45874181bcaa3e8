// The class lists this API process has answered, kept while PostgreSQL says they are unchanged
// (issue 27 item 4). A student's class list is read on every visit to my learning and changes
// rarely (an enrolment, a status, a class's dates). Each answer is kept with the school's class-list
// version it was read at (the class_list_versions row, changed by triggers in the commit of every
// write that can change a list, whatever process or tool writes); a later call reads the token and
// that version in one primary-key statement and is answered from memory only when the version is
// the same. So the cache is never stale, in one process or many: it saves PostgreSQL the page's
// join, headcounts and JSON, not the token check (a logout still takes effect at once).
//
// Keyed by the token's hash, the school and the page asked, so an answer is only ever given to the
// token it was read for; the least recently used go first past CLASS_LIST_MAX_ENTRIES.

import { createLru, type Lru } from '../lru';

/** How many answers a process keeps at most (a page of a class list is a few kB: tens of MB at most). */
export const CLASS_LIST_MAX_ENTRIES = 5_000;

interface KeptClassList {
  /** The school's class-list version the answer was read at. */
  version: string;
  answer: string;
}

/** The answers kept, by token hash, school and page, each with the version it was read at. */
export type ClassListCache = Lru<KeptClassList>;

export const createClassListCache = (maxEntries = CLASS_LIST_MAX_ENTRIES): ClassListCache => createLru<KeptClassList>(maxEntries);
