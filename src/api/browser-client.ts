// The page's client: the caller read from $session and $tenant for every call, messages shown as
// toasts, a token code clearing the session and sending the user to /login (spec 1 §8.1).
// A quiet client (`quiet: true`) only rejects: no toast, no trip to /login. It serves the calls
// whose failure the screen explains itself (a save retried by the outbox, a code not sent), that
// are decoration (the header's distance), or that carry a token not stored yet (asUser).
// Loud or quiet, a token code ends the stored session only when the refused token is the stored
// one: a call made with a token of its own (asUser) leaves the user's session alone.
import { $session, clearToken, clearVisitor } from '../stores/session';
import { showToast } from '../stores/ui';
import { browserRequestContext } from './browser-context';
import { createApiClient, type ApiClient, type ApiClientHooks, type ApiClientOptions } from './client';
import { HEADER } from './request-headers';

export interface BrowserClientOptions extends Pick<ApiClientOptions, 'baseUrl' | 'credentials' | 'fetch' | 'context'> {
  /** Failures only reject: no toast, no trip to /login. */
  quiet?: boolean;
}

/** Clears the stored token and visitor id when the refused call carried the stored token (or none, as the store holds none). */
function endStoredSession(_error: unknown, request: Request) {
  if ((request.headers.get(HEADER.token) ?? '') !== $session.get().token) return;
  clearToken();
  clearVisitor();
}

const loudHooks: ApiClientHooks = {
  onTokenInvalid: endStoredSession,
  onErrorMessage: (message) => showToast({ kind: 'error', message }),
  onSystemBusy: (error) => showToast({ kind: 'error', message: error.msg }),
  navigate: (path) => window.location.assign(path),
};

export function createBrowserClient({ quiet = false, ...options }: BrowserClientOptions = {}): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl ?? (typeof window === 'undefined' ? undefined : window.location.origin),
    credentials: options.credentials,
    fetch: options.fetch,
    context: options.context ?? browserRequestContext,
    hooks: quiet ? { onTokenInvalid: endStoredSession } : loudHooks,
  });
}

let browserClient: ApiClient | undefined;

/** The page's one browser client, so that a token code cancels the calls of every island. */
export function getBrowserClient(): ApiClient {
  browserClient ??= createBrowserClient();
  return browserClient;
}

let quietClient: ApiClient | undefined;

/** The page's one quiet client, calling as the stored session: failures only reject. */
export function getQuietClient(): ApiClient {
  quietClient ??= createBrowserClient({ quiet: true });
  return quietClient;
}
