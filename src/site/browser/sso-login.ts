// The single sign-on entry (spec 1 §2.1, §2.2) without a framework: it acts the moment the page
// loads, so it must be light. Contract (ours; the spec shows none):
//
//   /sso-login/?encryptionToken=<base64url JSON { token, userId, tenantId?, expiration? }>[&schoolId=<tenantId>]
//
// The token format is src/lib/encryption-token.ts, the same one any page accepts. The school is
// the token's tenantId, else the schoolId query, else the school the host serves. The token is
// checked with the server (getUserInfo) before anything is stored, then stored for that school,
// and the user goes to / (of that school). A missing, malformed, expired or refused token shows
// why, with a link to /login. Texts come pre-rendered in the page's data attributes.
import { call, isApiCallError } from '../../api/client';
import { asUser, getQuietClient } from '../../islands/auth/quiet-client';
import { isLocale } from '../../i18n/locale';
import { decodeEncryptionToken, isEncryptionTokenExpired } from '../../lib/encryption-token';
import { signIn } from '../../stores/session';
import { setTenant } from '../../stores/tenant';
import { showToast } from '../../stores/ui';
import { maySignInAs } from './switch-account';
import { carryToasts } from './toast-handoff';

export function runSsoLogin(root: HTMLElement) {
  const text = root.dataset;
  const pageTenantId = text.pageTenant ?? '';
  const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : undefined;
  carryToasts();

  const fail = (detail: string) => {
    root.querySelector<HTMLElement>('[data-sso-status]')!.hidden = true;
    const failure = root.querySelector<HTMLElement>('[data-sso-failed]')!;
    failure.querySelector<HTMLElement>('[data-sso-detail]')!.textContent = detail;
    failure.hidden = false;
  };

  const url = new URL(window.location.href);
  const encrypted = url.searchParams.get('encryptionToken');
  const tenantFromQuery = url.searchParams.get('schoolId')?.trim();
  // A token in the address bar would be copied into shared links and history: drop it once read.
  url.searchParams.delete('encryptionToken');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);

  const handedOver = decodeEncryptionToken(encrypted);
  if (!encrypted) return fail(text.missingToken ?? '');
  if (!handedOver || isEncryptionTokenExpired(handedOver, Date.now())) return fail(text.badToken ?? '');

  const tenantId = handedOver.tenantId || tenantFromQuery || pageTenantId;
  setTenant({ tenantId, locale });
  // Someone else signed in here who would rather stay: they stay, and go on as they were.
  if (!maySignInAs(handedOver.userId)) return window.location.replace(tenantId === pageTenantId ? '/' : `/?schoolId=${encodeURIComponent(tenantId)}`);
  // The quiet client: a refused token is explained here, not by a trip to /login.
  call(getQuietClient().POST('/api/oauth/appUser/getUserInfo', { headers: asUser(handedOver.token, tenantId) }))
    .then((user) => {
      signIn({ userId: user.userId, token: handedOver.token, expiration: handedOver.expiration ?? null, tenantId, user });
      showToast({ kind: 'success', message: text.success ?? '' });
      window.location.replace(tenantId === pageTenantId ? '/' : `/?schoolId=${encodeURIComponent(tenantId)}`);
    })
    .catch((error: unknown) => fail((text.rejected ?? '{reason}').replace('{reason}', isApiCallError(error) ? error.msg : (text.busy ?? ''))));
}
