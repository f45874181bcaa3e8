// The translator of the page's locale for React islands; the locale comes from $tenant, which the
// page bootstrap sets from <html lang> before any island acts.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { createTranslator, defaultLocale, isLocale } from '../i18n';
import { $tenant } from '../stores/tenant';

export function useT() {
  const { locale } = useStore($tenant);
  const current = isLocale(locale) ? locale : typeof document !== 'undefined' && isLocale(document.documentElement.lang) ? document.documentElement.lang : defaultLocale;
  return useMemo(() => createTranslator(current), [current]);
}
