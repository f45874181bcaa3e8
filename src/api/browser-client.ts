// The page's client: the caller read from $session and $tenant for every call, messages shown as
// toasts, a token code clearing the session and sending the user to /login (spec 1 §8.1).
import { clearToken, clearVisitor } from '../stores/session';
import { showToast } from '../stores/ui';
import { browserRequestContext } from './browser-context';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

export function createBrowserClient(options: Pick<ApiClientOptions, 'baseUrl' | 'credentials' | 'fetch'> = {}): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl ?? (typeof window === 'undefined' ? undefined : window.location.origin),
    credentials: options.credentials,
    fetch: options.fetch,
    context: browserRequestContext,
    hooks: {
      onTokenInvalid() {
        clearToken();
        clearVisitor();
      },
      onErrorMessage: (message) => showToast({ kind: 'error', message }),
      onSystemBusy: (error) => showToast({ kind: 'error', message: error.msg }),
      navigate: (path) => window.location.assign(path),
    },
  });
}

let browserClient: ApiClient | undefined;

/** The page's one browser client, so that a token code cancels the calls of every island. */
export function getBrowserClient(): ApiClient {
  browserClient ??= createBrowserClient();
  return browserClient;
}
