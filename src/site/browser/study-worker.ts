// Registers the study area's service worker (issue 28 item 1; src/site/worker/study-sw.ts) from the
// study pages only: its scope is /study/, so the public pages are never controlled. The worker
// takes over a new build at once and keeps every build's content-hashed bundles (README, 'The study
// area offline'), so the page needs no reload prompt. A browser without service workers (or one
// that refuses them: a private window, a file:// copy) simply has no offline copy.
import { STUDY_WORKER_SCOPE, STUDY_WORKER_URL } from '../../lib/study-offline';

/** How long after the page's `load` the worker is registered (then at the first idle moment, at most REGISTER_IDLE_TIMEOUT_MS later). */
const REGISTER_AFTER_LOAD_MS = 3000;
const REGISTER_IDLE_TIMEOUT_MS = 5000;

export function registerStudyWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator) || !win.isSecureContext) return;
  const register = () => {
    // updateViaCache 'none': the worker's script is always asked of the server (it is also sent
    // with Cache-Control: no-cache), so a new build is found on the next visit.
    win.navigator.serviceWorker.register(STUDY_WORKER_URL, { scope: STUDY_WORKER_SCOPE, type: 'classic', updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('study: the offline copy is not available', error);
    });
  };
  // Installing downloads every study page's files (some 115 of them, 360 KB compressed, for the
  // demo school), which must not compete with the screen the student is waiting for. The `load`
  // event is not enough: the screen's own requests (its lazy chunk, the API's answers, its pictures)
  // mostly start after it: registered at `load`, the install's requests ran alongside them on the
  // first study page (issue 28; README, bench figures). So: REGISTER_AFTER_LOAD_MS after `load`, at
  // the first idle moment. A student's first study visit lasts longer than that, so the second one
  // has its offline copy; a visitor, sent on to the login page, installs nothing.
  const later = () =>
    win.setTimeout(() => {
      if ('requestIdleCallback' in win) win.requestIdleCallback(register, { timeout: REGISTER_IDLE_TIMEOUT_MS });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
