// The header's user entry on every page, kept to a few hundred bytes: the register/login link
// gives way to the user menu when someone is signed in (spec 1 §2.3), and the menu's code
// (src/islands/auth/header-menu.ts) loads only then, so a visitor never downloads it. It also
// carries toasts across a navigation (./toast-handoff.ts).
import { $session, isLoggedIn } from '../../stores/session';
import { carryToasts } from './toast-handoff';

// Log out first sends what the exam's journal still holds (its code loads only then, and only when a
// journal exists: src/islands/auth/logout.ts).
const sendUnsentAnswers = () => import('../../study/exam/unsent').then(({ sendUnsentAnswers: send }) => send());

function start(): void {
  carryToasts();
  const mount = document.querySelector<HTMLElement>('[data-user-menu]');
  const loginLink = document.querySelector<HTMLElement>('[data-register-login]');
  let menu: Promise<unknown> | undefined;
  $session.subscribe((session) => {
    const signedIn = isLoggedIn(session);
    if (loginLink) loginLink.hidden = signedIn;
    if (signedIn && mount) menu ??= import('../../islands/auth/header-menu').then(({ mountHeaderMenu }) => mountHeaderMenu(mount, sendUnsentAnswers));
  });
}

// After every module script of the page, the bootstrap that sets this page's school included.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
