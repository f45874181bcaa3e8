// Registers the study area's service worker (issue 28 item 1; src/site/worker/study-sw.ts) from the
// study pages only: its scope is /study/, so the public pages are never controlled. The worker
// takes over a new build at once and keeps every build's content-hashed bundles (README, 'The study
// area offline'), so the page needs no reload prompt. A browser without service workers (or one
// that refuses them: a private window, a file:// copy) simply has no offline copy.
import { STUDY_WORKER_SCOPE, STUDY_WORKER_URL } from '../../lib/study-offline';

export function registerStudyWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator) || !win.isSecureContext) return;
  const register = () => {
    // updateViaCache 'none': the worker's script is always asked of the server (it is also sent
    // with Cache-Control: no-cache), so a new build is found on the next visit.
    win.navigator.serviceWorker.register(STUDY_WORKER_URL, { scope: STUDY_WORKER_SCOPE, type: 'classic', updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('study: the offline copy is not available', error);
    });
  };
  // After the page's own load: installing downloads the study pages' files, which must not compete
  // with the screen the student is waiting for.
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
