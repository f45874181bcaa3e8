// Offsets for the paged calls of this area. A page far beyond any data is answered as empty
// without asking the database, whose OFFSET would overflow on absurd page numbers.
import { page } from '../envelope';

const MAX_OFFSET = 2_000_000_000;

export interface PageWindow {
  current: number;
  size: number;
  offset: number;
  /** The page starts beyond anything the database could hold. */
  beyond: boolean;
}

export function pageWindow(current: number, size: number): PageWindow {
  const offset = (current - 1) * size;
  return { current, size, offset, beyond: offset > MAX_OFFSET };
}

export function emptyPage<T>(window: PageWindow, total = 0) {
  return page<T>([], total, window.current, window.size);
}
