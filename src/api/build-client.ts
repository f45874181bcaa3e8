// The client of `astro build` in Node: no stores, no toasts, the tenant it builds as the caller.
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

/**
 * Every failure rejects with an ApiCallError whose message names the method, path and server
 * message, so the build stops loudly.
 */
export function createBuildClient({ apiBase, tenantId, credentials, fetch }: { apiBase: string; tenantId: string } & Pick<ApiClientOptions, 'credentials' | 'fetch'>): ApiClient {
  return createApiClient({ baseUrl: apiBase, credentials, fetch, context: () => ({ tenantId, schoolId: tenantId }) });
}
