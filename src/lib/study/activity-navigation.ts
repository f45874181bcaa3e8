// Previous and next course activity of the online classroom (spec 3 §2): blocked at the ends.
import type { Message } from '../../i18n';

export type Direction = 'previous' | 'next';

export type ActivityMove<T> = { kind: 'go'; index: number; activity: T } | { kind: 'warning'; message: Message };

/** currentIndex -1 (the current activity is not in the list) reads as before the first one. */
export function adjacentActivity<T>(activities: readonly T[], currentIndex: number, direction: Direction): ActivityMove<T> {
  const index = direction === 'previous' ? currentIndex - 1 : currentIndex + 1;
  if (index < 0) return { kind: 'warning', message: { key: 'rules.activity.alreadyFirst' } };
  if (index >= activities.length) return { kind: 'warning', message: { key: 'rules.activity.alreadyLast' } };
  return { kind: 'go', index, activity: activities[index] as T };
}
