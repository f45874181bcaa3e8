// Commenting needs a signed-in user (spec 1 §5.1), and so does the study area (§8.2): a visitor is
// told to log in first and, a second later, taken to the login page, which brings them back here.
// The pause lets the message be read before the page changes.
import { loginPathFor } from '../lib/redirect-target';
import { isLoggedIn } from '../stores/session';
import { showToast } from '../stores/ui';

export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** Warns with `message`, then sends the visitor to /login with this page as the way back. */
export function sendToLogin(message: string, location: Location = window.location): void {
  showToast({ kind: 'warning', message, durationMs: LOGIN_REDIRECT_DELAY_MS + 1000 });
  setTimeout(() => location.assign(loginPathFor(location)), LOGIN_REDIRECT_DELAY_MS);
}

/** True when someone is signed in; otherwise sends the visitor to log in (sendToLogin) and returns false. */
export function requireLogin(message: string): boolean {
  if (isLoggedIn()) return true;
  sendToLogin(message);
  return false;
}
