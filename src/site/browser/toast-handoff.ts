// Toasts that outlive their page. Signing in ends with a toast and a navigation, and so does an
// ended session (the client toasts the server's message, then goes to /login): without this the
// message would vanish with the page that showed it. Toasts still showing when the page is left
// are written to sessionStorage (this tab only) and shown again by the next page.
import { $toasts, showToast, type Toast } from '../../stores/ui';

const KEY = 'portal:toast-handoff';
// Only the very next page: a toast saved before a tab was left for an hour is stale. A minute, not
// less: on a slow connection the next page's scripts can arrive well after the page was left.
const FRESH_MS = 60_000;

interface Saved {
  at: number;
  toasts: Pick<Toast, 'kind' | 'message'>[];
}

let installed = false;

/** Shows the toasts the previous page handed over, and hands this page's on when it is left. */
export function carryToasts(win: Window = window): void {
  if (installed) return;
  installed = true;
  try {
    const text = win.sessionStorage.getItem(KEY);
    win.sessionStorage.removeItem(KEY);
    const saved = text ? (JSON.parse(text) as Saved) : undefined;
    if (saved && Date.now() - saved.at < FRESH_MS) for (const { kind, message } of saved.toasts) showToast({ kind, message });
  } catch {
    // Storage refused (privacy mode) or a value from elsewhere: nothing to hand over.
  }
  // pagehide, not beforeunload: beforeunload keeps the page out of the back/forward cache.
  win.addEventListener('pagehide', () => {
    const toasts = $toasts.get().map(({ kind, message }) => ({ kind, message }));
    if (!toasts.length) return;
    try {
      win.sessionStorage.setItem(KEY, JSON.stringify({ at: Date.now(), toasts } satisfies Saved));
    } catch {
      // As above: the toast is lost with the page, nothing worse.
    }
  });
}
