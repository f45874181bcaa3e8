// A screen that asks before it is left by one of the widget's own links (issue 28 item 4): the
// answering screens hold a click on a breadcrumb or any other <StudyLink> and ask with their exit
// confirmation first, and so does the browser's Back (its entry is put back at once, so a cancel
// stays on the question). Moves the screen makes itself (the finish page after a submit) are not
// links and are never held. A page load (a public link, a reload) is the browser's: see `useUnloadWarning`.
import { useEffect } from 'react';
import { $studyRouter, holdHistoryMoves } from '../router';

/** Answers true when it holds the move to `href` (it asks, and goes there itself if confirmed). */
type LeaveGuard = (href: string) => boolean;

let guard: LeaveGuard | undefined;
/** The next history move is the confirmed exit's own: the Back guard lets it through. */
let passingBack = false;

/** Goes back in history past the Back guard (the student confirmed leaving). */
export function goBackConfirmed(): void {
  passingBack = true;
  window.history.back();
}

/** Called by StudyLink before it opens a screen: true when the current screen holds the move. */
export function holdsLeaving(href: string): boolean {
  return guard?.(href) ?? false;
}

/**
 * While `active`, the widget's links ask `ask(href)` instead of leaving, and the browser's Back
 * (or Forward) asks `ask()`: the router never hears that move (holdHistoryMoves runs before it,
 * and stops it), and the screen's entry is pushed again; the confirmed exit goes
 * back with `goBackConfirmed`. The screen's address is followed while active (the attempt's id is
 * added to it once started).
 */
export function useLeaveGuard(active: boolean, ask: (href?: string) => void): void {
  useEffect(() => {
    if (!active) return;
    const own: LeaveGuard = (href) => {
      ask(href);
      return true;
    };
    guard = own;
    let here = { url: window.location.href, state: window.history.state as unknown };
    const unlisten = $studyRouter.listen(() => {
      here = { url: window.location.href, state: window.history.state as unknown };
    });
    const onPopState = (event: PopStateEvent) => {
      if (passingBack) {
        passingBack = false;
        return;
      }
      event.stopImmediatePropagation();
      window.history.pushState(here.state, '', here.url);
      ask();
    };
    const release = holdHistoryMoves(onPopState);
    return () => {
      if (guard === own) guard = undefined;
      unlisten();
      release();
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
