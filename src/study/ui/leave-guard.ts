// A screen that asks before it is left by one of the widget's own links (issue 28 item 4): the
// answering screens hold a click on a breadcrumb or any other <StudyLink> and ask with their exit
// confirmation first. Moves the screen makes itself (the finish page after a submit) are not links
// and are never held. A page load (a public link, a reload) is the browser's: see `useUnloadWarning`.
import { useEffect } from 'react';

/** Answers true when it holds the move to `href` (it asks, and goes there itself if confirmed). */
type LeaveGuard = (href: string) => boolean;

let guard: LeaveGuard | undefined;

/** Called by StudyLink before it opens a screen: true when the current screen holds the move. */
export function holdsLeaving(href: string): boolean {
  return guard?.(href) ?? false;
}

/** While `active`, the widget's links ask `ask(href)` instead of leaving. */
export function useLeaveGuard(active: boolean, ask: (href: string) => void): void {
  useEffect(() => {
    if (!active) return;
    const own: LeaveGuard = (href) => {
      ask(href);
      return true;
    };
    guard = own;
    return () => {
      if (guard === own) guard = undefined;
    };
  }, [active, ask]);
}

/**
 * While `active` (answers not yet confirmed by the server), closing the tab, reloading or following
 * a link out of the widget makes the browser ask first. Only then: a `beforeunload` listener keeps
 * the page out of the back/forward cache, so it is not left in place while everything is saved.
 */
export function useUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    // preventDefault() is how every current browser is asked to confirm (returnValue is deprecated).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
