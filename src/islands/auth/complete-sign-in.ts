// What every way in ends with (login, registration, single sign-on): the token into the session
// store, the user info beside it, a success toast, and the page the user came for.
import { call, isApiCallError } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import { setUser, signIn, type SessionStart } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { redirectTarget } from '../../lib/redirect-target';

export async function completeSignIn(login: SessionStart, { successMessage }: { successMessage: string }): Promise<void> {
  const forgetting = signIn(login);
  if (login.user === undefined) {
    try {
      setUser(await call(getBrowserClient().POST('/api/oauth/appUser/getUserInfo')));
    } catch (error) {
      // A token refused this very moment is handled by the client (back to /login); any other
      // failure only costs the name in the header, which asks again on the next page.
      if (isApiCallError(error) && (error.reason === 'token' || error.reason === 'cancelled')) return;
    }
  }
  // Kept until this page is left rather than 3 s: on a slow connection the next page can take longer
  // to arrive, and only a toast still showing then is handed to it (src/site/browser/toast-handoff.ts).
  showToast({ kind: 'success', message: successMessage, durationMs: 0 });
  // Another student's exam journal is gone before the next page can open it (a tab of theirs still
  // holding it open may delay the deletion: the way in never waits on it for more than 2 s).
  await Promise.race([forgetting, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  window.location.assign(redirectTarget(window.location.search, window.location.origin));
}
