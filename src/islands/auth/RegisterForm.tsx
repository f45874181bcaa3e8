// The registration island (spec 1 §2.10), on /register/<type>/ (the query form /register/?type=…
// is rewritten there): types 1 and 3 join a cloud school, type 2 registers through an enterprise
// invitation. The page is built per type; a query type still wins where no rewrite happened.
import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n';
import { useHydrated } from '../useHydrated';
import { IslandLocale, useT } from '../../ui/useT';
import { registrationType, type RegistrationType } from '../../lib/cloud-schools';
import { EnterpriseRegistration } from './EnterpriseRegistration';
import { StudentRegistration } from './StudentRegistration';

export function RegisterIsland({ locale, type: builtType }: { locale: Locale; type: RegistrationType }) {
  return (
    <IslandLocale locale={locale}>
      <RegisterForm builtType={builtType} />
    </IslandLocale>
  );
}

function RegisterForm({ builtType }: { builtType: RegistrationType }) {
  const t = useT();
  const hydrated = useHydrated();
  const [type, setType] = useState<RegistrationType | undefined>(builtType);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('type')) setType(registrationType(window.location.search));
  }, []);

  const title = type === undefined ? t('auth.register.title') : t(type === 2 ? 'auth.register.enterpriseTitle' : 'auth.register.studentTitle');
  return (
    <div id="register-island" data-type={type} data-ready={hydrated || undefined}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {type === undefined ? (
        <div aria-hidden="true" className="mt-6 animate-pulse space-y-5 motion-reduce:animate-none">
          <div className="h-4 w-3/4 rounded bg-slate-100" />
          <div className="h-11 rounded-lg bg-slate-100" />
          <div className="h-11 rounded-lg bg-slate-100" />
          <div className="h-24 rounded-lg bg-slate-100" />
          <div className="h-12 rounded-lg bg-slate-200" />
        </div>
      ) : type === 2 ? (
        <EnterpriseRegistration />
      ) : (
        <StudentRegistration type={type} />
      )}
      <p className="mt-6 flex flex-col items-center gap-2 border-t border-slate-100 pt-5 text-sm">
        {type !== undefined && (
          <a href={type === 2 ? '/register/1/' : '/register/2/'} className="text-slate-600 hover:text-brand hover:underline">
            {t(type === 2 ? 'auth.register.otherTypeStudent' : 'auth.register.otherType')}
          </a>
        )}
        <a href="/login/" className="font-medium text-brand hover:underline" data-to-login>
          {t('auth.register.hasAccount')}
        </a>
      </p>
    </div>
  );
}
