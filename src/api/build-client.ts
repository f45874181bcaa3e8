// The client of `astro build` in Node: no stores, no toasts, the tenant it builds as the caller.
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * Every failure rejects with an ApiCallError whose message names the method, path and server
 * message, so the build stops loudly. Every call asks for a fresh answer (`Cache-Control:
 * no-cache`): a page is built from what the API holds now, never from a cache of a moment ago.
 */
export function createBuildClient({ apiBase, tenantId, credentials, fetch }: { apiBase: string; tenantId: string } & Pick<ApiClientOptions, 'credentials' | 'fetch'>): ApiClient {
  const client = createApiClient({ baseUrl: apiBase, credentials, fetch, context: () => ({ tenantId, schoolId: tenantId }) });
  client.use({
    onRequest({ request }) {
      request.headers.set('cache-control', 'no-cache');
      return request;
    },
  });
  return client;
}
