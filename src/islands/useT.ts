// The translator of the page's locale for React islands; the locale comes from $tenant, which the
// page bootstrap sets from <html lang> before any island acts. Only that locale's catalogue loads.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { isLocale } from '../i18n/locale';
import { createTranslator, pageLocale } from '../i18n/runtime';
import { $tenant } from '../stores/tenant';

export function useT() {
  const { locale } = useStore($tenant);
  const current = isLocale(locale) ? locale : pageLocale();
  return useMemo(() => createTranslator(current), [current]);
}
