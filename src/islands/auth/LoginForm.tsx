// The login island (spec 1 §2.9, §5.1): mobile-code and password modes, the agreement, the code
// button; on success the session store is signed in and the user goes on. Mounted client:load on
// /login only.
import { useState } from 'react';
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import type { Locale } from '../../i18n';
import { codeLoginRules, passwordLoginRules, validateForm } from '../../lib/forms';
import { Agreement } from './Agreement';
import { IslandLocale, useT } from '../../ui/useT';
import { CodeField, MobileField } from './MobileCodeFields';
import { pcClient } from './sign-in-calls';
import { SubmitButton } from './SubmitButton';
import { FormAlert, TextField } from './TextField';
import { useFieldErrors } from './useFieldErrors';
import { useHydrated } from '../useHydrated';
import { useSignInSubmit } from './useSignInSubmit';
import { useTabs } from '../../ui/useTabs';

type Mode = 'code' | 'password';
type Field = 'mobile' | 'code' | 'password' | 'agreement';

const MODES: readonly Mode[] = ['code', 'password'];
const IDS: Record<Field, string> = { mobile: 'login-mobile', code: 'login-code', password: 'login-password', agreement: 'login-agreement' };
// The fields the server's messages name, and where each is shown.
const SERVER_FIELDS: Record<string, Field> = { mobile: 'mobile', username: 'mobile', code: 'code', password: 'password' };

export function LoginIsland({ locale }: { locale: Locale }) {
  return (
    <IslandLocale locale={locale}>
      <LoginForm />
    </IslandLocale>
  );
}

function LoginForm() {
  const t = useT();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<Mode>('code');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [agreement, setAgreement] = useState(false);
  const { formError, passes, showRefusal, setError, clearError, setFormError, fieldProps } = useFieldErrors<Field>(IDS, SERVER_FIELDS);
  const { submitting, submitter } = useSignInSubmit(showRefusal);

  function switchMode(next: Mode) {
    if (next === mode) return;
    setMode(next);
    // A message about the other mode's field would point at nothing.
    clearError(next === 'code' ? 'password' : 'code');
    setFormError(undefined);
  }

  const tabProps = useTabs(MODES, mode, switchMode);

  const submit = submitter({
    check: () =>
      mode === 'code' ? passes(validateForm(codeLoginRules, { mobile, code, agreement })) : passes(validateForm(passwordLoginRules, { mobile, password, agreement })),
    signIn: () => {
      const client = pcClient();
      const body =
        mode === 'code'
          ? { grantType: 'SMS_CODE' as const, mobile, code, ...client }
          : { grantType: 'PASSWORD' as const, username: mobile, password, ...client };
      return call(getBrowserClient().POST('/api/oauth/anyTenant/login', { body }));
    },
    successMessage: t('auth.login.success'),
  });

  return (
    <div id="login-island" data-mode={mode} data-ready={hydrated || undefined}>
      <div role="tablist" aria-label={t('access.login.modes')} className="flex gap-4 border-b border-slate-200 sm:gap-6">
        {MODES.map((each) => (
          <button
            key={each}
            {...tabProps(each)}
            id={`login-mode-${each}`}
            aria-controls="login-panel"
            data-login-mode={each}
            className="-mb-px flex-1 border-b-2 border-transparent pb-3 text-[15px] leading-snug font-medium text-slate-600 transition-colors hover:text-brand aria-selected:border-brand aria-selected:text-brand sm:flex-none sm:text-base"
          >
            {t(each === 'code' ? 'auth.login.mode.code' : 'auth.login.mode.password')}
          </button>
        ))}
      </div>

      <form noValidate onSubmit={submit} role="tabpanel" id="login-panel" aria-labelledby={`login-mode-${mode}`} className="mt-6 space-y-5">
        <MobileField {...fieldProps('mobile', setMobile)} value={mobile} />
        {/* Both stay mounted, so the code countdown survives a look at the other mode. data-for-tab
            lets a tap on a mode show its field before the code arrives (held-interactions.ts). */}
        <div hidden={mode !== 'code'} data-for-tab="login-mode-code">
          <CodeField {...fieldProps('code', setCode)} value={code} mobile={mobile} onMobileError={(message) => setError('mobile', message)} />
        </div>
        <div hidden={mode !== 'password'} data-for-tab="login-mode-password">
          <TextField
            {...fieldProps('password', setPassword)}
            label={t('auth.login.password')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('auth.login.passwordPlaceholder')}
            value={password}
            addon={
              <button
                type="button"
                aria-pressed={showPassword}
                aria-controls={IDS.password}
                aria-label={t('auth.login.showPassword')}
                title={t('auth.login.showPassword')}
                onClick={() => setShowPassword(!showPassword)}
                className="flex w-12 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-500 transition hover:border-brand hover:text-brand aria-pressed:border-brand aria-pressed:bg-brand/5 aria-pressed:text-brand"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-5">
                  <path d="M2.5 12s3.5-7 9.5-7 9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
                  <circle cx="12" cy="12" r="3" />
                  {!showPassword && <path d="m4 4 16 16" />}
                </svg>
              </button>
            }
          />
        </div>

        <Agreement {...fieldProps('agreement', setAgreement)} checked={agreement} />
        <FormAlert message={formError} />
        <SubmitButton busy={submitting} data-login-submit>
          {t('auth.login.submit')}
        </SubmitButton>
      </form>

      <p className="mt-4 text-center text-xs text-slate-500">{t('auth.login.autoRegister')}</p>
      <div className="mt-5 border-t border-slate-100 pt-5 text-center text-sm">
        <p className="text-slate-600">{t('auth.login.noAccount')}</p>
        <p className="mt-3 flex flex-wrap justify-center gap-2">
          <a href="/register/1/" className="rounded-full border border-brand/30 px-3.5 py-1.5 font-medium text-brand transition hover:border-brand hover:bg-brand/5">
            {t('auth.register.studentTitle')}
          </a>
          <a href="/register/2/" className="rounded-full border border-brand/30 px-3.5 py-1.5 font-medium text-brand transition hover:border-brand hover:bg-brand/5">
            {t('auth.register.enterpriseTitle')}
          </a>
        </p>
      </div>
    </div>
  );
}
