// The study area's sign-in gate (spec 1 §8.2 'not logged in (my learning): please log in first'):
// the same warning and pause as the comments' gate (src/islands/comments/login-gate.ts), then the
// login page with this address as its redirect, so signing in brings the student back here.
import { LOGIN_REDIRECT_DELAY_MS } from '../../islands/comments/login-gate';
import { sitePath } from '../../lib/site-routes';
import { isLoggedIn } from '../../stores/session';
import { $tenant } from '../../stores/tenant';
import { showToast } from '../../stores/ui';

/** The login page that returns to `location` after signing in. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return `${sitePath('/login')}?${new URLSearchParams({ redirect: back })}`;
}

/** Runs `then` once the page's school is the current tenant (the layout's bootstrap sets it), whatever the script order. */
function onceTenantIs(tenantId: string, then: () => void): void {
  let done = false;
  let unbind: (() => void) | undefined;
  unbind = $tenant.subscribe((tenant) => {
    if (done || tenant.tenantId !== tenantId) return;
    done = true;
    unbind?.();
    then();
  });
  if (done) unbind();
}

export function gateStudyArea(doc: Document = document, win: Window = window): void {
  const shell = doc.querySelector<HTMLElement>('[data-study-shell]');
  if (!shell) return;
  // The session read below is the page's school's: wait until the page's tenant is set.
  onceTenantIs(doc.documentElement.dataset.tenant ?? '', () => decide(shell, win));
}

function decide(shell: HTMLElement, win: Window): void {
  const visitor = shell.querySelector<HTMLElement>('[data-study-visitor]');
  const coming = shell.querySelector<HTMLElement>('[data-study-coming]');
  const login = loginPathFor(win.location);
  shell.querySelector<HTMLAnchorElement>('[data-study-login]')?.setAttribute('href', login);
  if (isLoggedIn()) {
    if (visitor) visitor.hidden = true;
    if (coming) coming.hidden = false;
    return;
  }
  showToast({ kind: 'warning', message: shell.dataset.loginFirst ?? '', durationMs: LOGIN_REDIRECT_DELAY_MS + 1000 });
  win.setTimeout(() => win.location.assign(login), LOGIN_REDIRECT_DELAY_MS);
}
