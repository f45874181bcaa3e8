// The auth islands render at build time too (client:load), where no $tenant is set yet and useT()
// would fall back to Chinese: an English page would then hydrate over Chinese markup. The page
// hands its locale down instead, so build and browser render the same words.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../../i18n';
import { createTranslator } from '../../i18n/runtime';
import { useT } from '../useT';

const LocaleContext = createContext<Locale | undefined>(undefined);

export function AuthLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's translator: the locale the page passed, else the one of $tenant. */
export function useAuthT() {
  const fromStore = useT();
  const locale = useContext(LocaleContext);
  return useMemo(() => (locale ? createTranslator(locale) : fromStore), [locale, fromStore]);
}
