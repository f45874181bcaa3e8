// A client whose failures only reject: no toast, no trip to /login. The sign-in forms use it for
// calls whose failure they explain themselves (sending a code), and for calls made with a token
// that is not stored yet (checking a handed-over or freshly issued token): the page's client
// would otherwise clear the session and leave the page over a token it never held.
import { createApiClient, type ApiClient } from '../../api/client';
import { $tenant, tenantLocale } from '../../stores/tenant';

let quiet: ApiClient | undefined;

export function getQuietClient(): ApiClient {
  quiet ??= createApiClient({
    baseUrl: window.location.origin,
    context: () => {
      const { tenantId, schoolId } = $tenant.get();
      return {
        tenantId,
        schoolId,
        applicationId: import.meta.env.PUBLIC_APPLICATION_ID,
        grayVersion: import.meta.env.PUBLIC_GRAY_VERSION,
        locale: tenantLocale(),
      };
    },
  });
  return quiet;
}

/** The headers of a call made on behalf of a token that is not (yet) the stored one. */
export function asUser(token: string, tenantId?: string): Record<string, string> {
  return tenantId ? { token, tenantId, schoolId: tenantId } : { token };
}
