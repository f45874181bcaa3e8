// The study area's sign-in gate (spec 1 §8.2, spec 2 §6 'not logged in (my learning): please log in
// first'): a signed-in student gets the study widget (src/study), loaded only then, so a visitor
// never downloads it; a visitor gets the kit's login gate (src/ui/login-gate.ts), as comments do: the
// warning, the pause, then the login page with this address as its redirect, so signing in brings
// the student back here. The widget keeps the same gate for a session that ends while it is open.
import { sendToLogin } from '../../ui/login-gate';
import { loginPathFor } from '../../lib/redirect-target';
import { isLoggedIn } from '../../stores/session';
import { $tenant } from '../../stores/tenant';

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
  if (isLoggedIn()) {
    void import('../../study/mount').then(({ mountStudyApp }) => mountStudyApp(shell));
    return;
  }
  const visitor = shell.querySelector<HTMLElement>('[data-study-visitor]');
  const loading = shell.querySelector<HTMLElement>('[data-study-loading]');
  shell.querySelector<HTMLAnchorElement>('[data-study-login]')?.setAttribute('href', loginPathFor(win.location));
  if (loading) loading.hidden = true;
  if (visitor) visitor.hidden = false;
  sendToLogin(shell.dataset.loginFirst ?? '', win.location);
}
