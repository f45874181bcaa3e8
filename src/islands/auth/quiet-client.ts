// The sign-in forms' quiet client (src/api/browser-client.ts, `quiet: true`): failures only reject,
// no toast, no trip to /login. The forms use it for calls whose failure they explain themselves
// (sending a code), and for calls made with a token that is not stored yet (checking a handed-over
// or freshly issued token): a refusal of that token leaves the stored session alone. It calls on
// nobody's behalf (the page's context without the stored token); asUser() names the caller.
import { pageRequestContext } from '../../api/browser-context';
import { createBrowserClient } from '../../api/browser-client';
import type { ApiClient } from '../../api/client';

let quiet: ApiClient | undefined;

export function getQuietClient(): ApiClient {
  quiet ??= createBrowserClient({ quiet: true, context: pageRequestContext });
  return quiet;
}

/** The headers of a call made on behalf of a token that is not (yet) the stored one. */
export function asUser(token: string, tenantId?: string): Record<string, string> {
  return tenantId ? { token, tenantId, schoolId: tenantId } : { token };
}
