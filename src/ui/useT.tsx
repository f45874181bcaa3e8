// The one translator hook of the React kit, for the islands and the study widget, in the page's
// locale. An island rendered at build time (client:load, client:interaction) is wrapped in
// <IslandLocale> with the locale the page passes: the build has no $tenant, and the store alone
// would say Chinese, so an English page would hydrate over Chinese markup. Elsewhere the locale is
// the page's (tenantLocale(), src/stores/tenant.ts). Only that locale's catalogue loads.
import { useStore } from '@nanostores/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../i18n';
import { createTranslator } from '../i18n/runtime';
import { $tenant, tenantLocale } from '../stores/tenant';

const LocaleContext = createContext<Locale | undefined>(undefined);

export function IslandLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's locale, for what the catalogue does not spell (weekday and month names, a calendar's own texts). */
export function useLocale(): Locale {
  const passed = useContext(LocaleContext);
  useStore($tenant); // re-render when the page's tenant is set
  return passed ?? tenantLocale();
}

/** The page's translator: t(key, params) or t(message). */
export function useT() {
  const locale = useLocale();
  return useMemo(() => createTranslator(locale), [locale]);
}
