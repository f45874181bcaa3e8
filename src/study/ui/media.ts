// What the screen is (issue 28 items 4 and 5): a media query read as React state, so a phone turned
// to landscape, or a window made narrower, moves what depends on it without a reload.
import { useCallback, useSyncExternalStore } from 'react';

/** Wide enough for the side columns (Tailwind's `lg`): the answer card and the countdown beside the question. */
export const WIDE_SCREEN = '(min-width: 1024px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
