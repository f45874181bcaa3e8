// The user info of a session that has a token but no user yet (a token handed over by the phone
// preview or an encryptionToken link). Being a token call, it is also what finds out that a
// stored token has died: the client then clears it and sends the user to /login.
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import { setUser } from '../../stores/session';

export async function refreshUser(): Promise<void> {
  try {
    setUser(await call(getBrowserClient().POST('/api/oauth/appUser/getUserInfo')));
  } catch {
    // Already handled by the client: a dead token sends the user to /login, 'system busy' is shown.
  }
}
