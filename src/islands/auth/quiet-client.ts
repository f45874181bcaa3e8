// A client whose failures only reject: no toast, no trip to /login. The sign-in forms use it for
// calls whose failure they explain themselves (sending a code), and for calls made with a token
// that is not stored yet (checking a handed-over or freshly issued token): the page's client
// would otherwise clear the session and leave the page over a token it never held.
import { pageRequestContext } from '../../api/browser-context';
import { createApiClient, type ApiClient } from '../../api/client';

let quiet: ApiClient | undefined;

export function getQuietClient(): ApiClient {
  quiet ??= createApiClient({ baseUrl: window.location.origin, context: pageRequestContext });
  return quiet;
}

/** The headers of a call made on behalf of a token that is not (yet) the stored one. */
export function asUser(token: string, tenantId?: string): Record<string, string> {
  return tenantId ? { token, tenantId, schoolId: tenantId } : { token };
}
