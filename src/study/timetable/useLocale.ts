// The page's locale, for what the catalogue does not spell (weekday and month names, the calendar's own texts).
import { useStore } from '@nanostores/react';
import type { Locale } from '../../i18n';
import { isLocale } from '../../i18n/locale';
import { pageLocale } from '../../i18n/runtime';
import { $tenant } from '../../stores/tenant';

export function useLocale(): Locale {
  const { locale } = useStore($tenant);
  return isLocale(locale) ? locale : pageLocale();
}
