// Who is calling, seen from a page of the site: the page's school ($tenant), the signed-in user's
// token ($session) and the build's public settings. The browser client reads it for every call;
// the certificate query's first captcha, fetched before any island, reads the same.
import { $session } from '../stores/session';
import { $tenant, tenantLocale } from '../stores/tenant';
import { publicEnv, type RequestContext } from './request-headers';

export function browserRequestContext(): RequestContext {
  const env = publicEnv();
  const { tenantId, schoolId } = $tenant.get();
  return {
    tenantId,
    schoolId,
    token: $session.get().token,
    applicationId: env.PUBLIC_APPLICATION_ID,
    grayVersion: env.PUBLIC_GRAY_VERSION,
    locale: tenantLocale(),
  };
}
