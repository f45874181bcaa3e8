// The tabs of a horizontal tablist (WAI-ARIA tabs, automatic activation): only the selected tab is
// in the tab order; Left and Right move to the previous and next tab (wrapping), Home and End to
// the first and last, and the tab moved to is selected and focused.
import { useRef, type KeyboardEvent } from 'react';

/** Returns the props of the tab `key`: spread them on its <button>, beside its id and aria-controls. */
export function useTabs<Key extends string | number>(keys: readonly Key[], selected: Key, onSelect: (key: Key) => void) {
  const buttons = useRef(new Map<Key, HTMLButtonElement | null>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = keys.indexOf(selected);
    const moves: Partial<Record<string, number>> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: keys.length - 1 };
    const next = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const key = keys[(next + keys.length) % keys.length]!;
    onSelect(key);
    buttons.current.get(key)?.focus();
  }

  return (key: Key) => ({
    ref: (element: HTMLButtonElement | null) => {
      buttons.current.set(key, element);
    },
    type: 'button' as const,
    role: 'tab' as const,
    'aria-selected': key === selected,
    tabIndex: key === selected ? 0 : -1,
    onClick: () => onSelect(key),
    onKeyDown,
  });
}
