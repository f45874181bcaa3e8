// The one translator of the React islands, in the page's locale. An island rendered at build time
// (client:load, client:interaction) is wrapped in <IslandLocale> with the locale the page passes:
// the build has no $tenant, and useT() alone would fall back to Chinese, so an English page would
// hydrate over Chinese markup. Elsewhere the locale comes from $tenant, which the page bootstrap sets
// from <html lang> before any island acts. Only that locale's catalogue loads.
import { useStore } from '@nanostores/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../i18n';
import { isLocale } from '../i18n/locale';
import { createTranslator, pageLocale } from '../i18n/runtime';
import { $tenant } from '../stores/tenant';

const LocaleContext = createContext<Locale | undefined>(undefined);

export function IslandLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's translator: the locale of <IslandLocale> around the island, else the one of $tenant. */
export function useT() {
  const passed = useContext(LocaleContext);
  const { locale } = useStore($tenant);
  const current = passed ?? (isLocale(locale) ? locale : pageLocale());
  return useMemo(() => createTranslator(current), [current]);
}
