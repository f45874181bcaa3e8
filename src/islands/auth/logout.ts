// Logging out (spec 1 §4): the server revokes the token, then the session store forgets it and
// re-creates the visitor. Loaded by the header's user menu only when someone logs out, so pages
// do not carry the API client for it.
import { call, isApiCallError } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import { signOut } from '../../stores/session';
import { showToast } from '../../stores/ui';

export async function logout({ successMessage }: { successMessage: string }): Promise<void> {
  try {
    await call(getBrowserClient().POST('/api/oauth/app/token/logout'));
  } catch (error) {
    // The user asked to leave, so this browser forgets the token whatever the server said; the
    // client has already said why (an ended session on its way to /login, or 'system busy').
    if (!isApiCallError(error)) console.error(error);
    signOut();
    return;
  }
  signOut();
  showToast({ kind: 'success', message: successMessage });
}
