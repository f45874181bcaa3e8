// Commenting needs a signed-in user (spec 1 §5.1): a visitor is told to log in first and, a second
// later, taken to the login page. The pause lets the message be read before the page changes.
import { sitePath } from '../../lib/site-routes';
import { isLoggedIn } from '../../stores/session';
import { showToast } from '../../stores/ui';

export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** True when someone is signed in; otherwise warns with `message`, sends the visitor to /login and returns false. */
export function requireLogin(message: string): boolean {
  if (isLoggedIn()) return true;
  showToast({ kind: 'warning', message, durationMs: LOGIN_REDIRECT_DELAY_MS + 1000 });
  setTimeout(() => window.location.assign(sitePath('/login')), LOGIN_REDIRECT_DELAY_MS);
  return false;
}
