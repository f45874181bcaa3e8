// The single sign-on entry (spec 1 §2.1, §2.2), mounted client:load on /sso-login, which skips
// the tenant setup. Contract (ours; the spec shows none):
//
//   /sso-login/?encryptionToken=<base64url JSON { token, userId, tenantId?, expiration? }>[&schoolId=<tenantId>]
//
// The token format is src/lib/encryption-token.ts, the same one any page accepts. The school is
// the token's tenantId, else the schoolId query, else the school the host serves. The token is
// checked with the server (getUserInfo) before anything is stored, then stored for that school,
// and the user goes to / (of that school). A missing, malformed, expired or refused token
// shows why, with a link to /login. Raw token and userId queries are not accepted: the one
// encoded format keeps the handed-over sign-in in one place.
import { useEffect, useState } from 'react';
import { call, isApiCallError } from '../../api/client';
import type { Locale } from '../../i18n';
import { decodeEncryptionToken, isEncryptionTokenExpired } from '../../lib/encryption-token';
import { signIn, type UserInfo } from '../../stores/session';
import { setTenant } from '../../stores/tenant';
import { showToast } from '../../stores/ui';
import { AuthLocale, useAuthT } from './AuthLocale';
import { asUser, getQuietClient } from './quiet-client';

const CARD = 'flex w-full max-w-sm flex-col items-center rounded-2xl bg-white px-8 py-10 text-center shadow-sm ring-1 ring-slate-900/5';

interface SsoProps {
  locale: Locale;
  /** The school the host serves this page for (its <html data-tenant>). */
  pageTenantId: string;
}

export function SsoIsland(props: SsoProps) {
  return (
    <AuthLocale locale={props.locale}>
      <SsoLogin {...props} />
    </AuthLocale>
  );
}

function SsoLogin({ locale, pageTenantId }: SsoProps) {
  const t = useAuthT();
  const [failure, setFailure] = useState<{ title: string; detail?: string }>();

  useEffect(() => {
    let active = true;
    const url = new URL(window.location.href);
    const encrypted = url.searchParams.get('encryptionToken');
    const tenantFromQuery = url.searchParams.get('schoolId')?.trim();
    // A token in the address bar would be copied into shared links and history: drop it once read.
    url.searchParams.delete('encryptionToken');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);

    const fail = (detail: string) => active && setFailure({ title: t('auth.sso.failed'), detail });
    const handedOver = decodeEncryptionToken(encrypted);
    if (!encrypted) return void fail(t('auth.sso.missingToken'));
    if (!handedOver || isEncryptionTokenExpired(handedOver, Date.now())) return void fail(t('auth.sso.badToken'));

    const tenantId = handedOver.tenantId || tenantFromQuery || pageTenantId;
    // The quiet client: a refused token is explained here, not by a trip to /login.
    call(getQuietClient().POST('/api/oauth/appUser/getUserInfo', { headers: asUser(handedOver.token, tenantId) }))
      .then((user) => {
        if (!active) return;
        setTenant({ tenantId, locale });
        signIn({ userId: user.userId, token: handedOver.token, expiration: handedOver.expiration ?? null, tenantId, user: user as UserInfo });
        showToast({ kind: 'success', message: t('auth.login.success') });
        window.location.replace(tenantId === pageTenantId ? '/' : `/?schoolId=${encodeURIComponent(tenantId)}`);
      })
      .catch((error: unknown) => fail(t('auth.sso.rejected', { reason: isApiCallError(error) ? error.msg : t('common.error.systemBusy') })));
    return () => {
      active = false;
    };
  }, [t, locale, pageTenantId]);

  if (failure) {
    return (
      <div role="alert" className={`${CARD} gap-3`} data-sso-failed>
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-2xl text-rose-600">
          !
        </span>
        <h1 className="text-lg font-semibold text-slate-900">{failure.title}</h1>
        {failure.detail && <p className="text-sm text-slate-600">{failure.detail}</p>}
        <a href="/login/" className="mt-2 rounded-lg bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:brightness-110">
          {t('auth.sso.toLogin')}
        </a>
      </div>
    );
  }
  return (
    <div role="status" className={`${CARD} gap-4`}>
      <span className="size-10 animate-spin rounded-full border-4 border-brand/20 border-t-brand motion-reduce:animate-none" aria-hidden="true" />
      <h1 className="text-lg font-medium text-slate-800">{t('auth.sso.signingIn')}</h1>
    </div>
  );
}
