// Who is calling, seen from a page of the site: the page's school ($tenant), the signed-in user's
// token ($session) and the build's public settings. The browser client reads it for every call;
// the certificate query's first captcha, fetched before any island, reads the same.
import { $session } from '../stores/session';
import { $tenant, tenantLocale } from '../stores/tenant';
import { publicEnv, type RequestContext } from './request-headers';

/** The page's school, language and public settings, without a token: calls made on nobody's behalf, or with a token of their own. */
export function pageRequestContext(): RequestContext {
  const env = publicEnv();
  const { tenantId, schoolId } = $tenant.get();
  return {
    tenantId,
    schoolId,
    applicationId: env.PUBLIC_APPLICATION_ID,
    grayVersion: env.PUBLIC_GRAY_VERSION,
    locale: tenantLocale(),
  };
}

/** The page's context and the stored token. */
export function browserRequestContext(): RequestContext {
  return { ...pageRequestContext(), token: $session.get().token };
}
