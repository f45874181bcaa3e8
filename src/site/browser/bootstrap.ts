// The steps of spec 1 §2.2 that belong to the browser, run once per page before any island acts:
// the tenant (baked into <html> at build time) becomes the page's $tenant, an encryptionToken in the
// query signs the user in, and a visitor identity exists when nobody is signed in. School info and
// the title (steps 4 and 5) are already in the static page. /sso-login skips the tenant setup.
import { decodeEncryptionToken, isEncryptionTokenExpired } from '../../lib/encryption-token';
import { ensureVisitor, signIn } from '../../stores/session';
import { setTenant } from '../../stores/tenant';
import { maySignInAs } from './switch-account';

export function bootstrapPage(doc: Document = document, location: Location = window.location, history: History = window.history) {
  const html = doc.documentElement;
  if (html.dataset.skipTenantSetup === 'true') return;
  const tenantId = html.dataset.tenant ?? '';
  setTenant({ tenantId, locale: html.lang as never, name: html.dataset.tenantName ?? '' });

  const url = new URL(location.href);
  const encrypted = url.searchParams.get('encryptionToken');
  if (encrypted) {
    const decoded = decodeEncryptionToken(encrypted);
    const forThisSchool = decoded && (!decoded.tenantId || decoded.tenantId === tenantId);
    if (decoded && forThisSchool && !isEncryptionTokenExpired(decoded, Date.now()) && maySignInAs(decoded.userId, doc)) {
      signIn({ userId: decoded.userId, token: decoded.token, expiration: decoded.expiration ?? null, tenantId });
    }
    // A token in the address bar would be copied into shared links and history: drop it once read.
    url.searchParams.delete('encryptionToken');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  ensureVisitor();
}
