// The school this page belongs to, determined once per navigation (spec 1 §2.2). Its id also
// names the browser storage of everything else kept per school, so two schools served from one
// origin (localhost with ?schoolId=…) never share a session.
import { persistentMap } from '@nanostores/persistent';
import { defaultLocale, isLocale, type Locale } from '../i18n/locale';

/** The fixed prefix of every persisted key (spec 1 §3, §9). */
export const STORAGE_PREFIX = 'portal:';

/** The prefix of the keys one school persists: `portal:<tenantId>:`. */
export function tenantKeyPrefix(tenantId: string): string {
  return tenantId ? `${STORAGE_PREFIX}${tenantId}:` : STORAGE_PREFIX;
}

export type Tenant = {
  tenantId: string;
  /** The platform's second name for the tenant; the same id unless the platform says otherwise. */
  schoolId: string;
  locale: Locale;
  name: string;
};

const noTenant: Tenant = { tenantId: '', schoolId: '', locale: defaultLocale, name: '' };

// Persisted because the spec keeps tenantId in storage; not synchronised across tabs, because
// another tab may show another school and must not switch this page's tenant (and session) under it.
export const $tenant = persistentMap<Tenant>(`${STORAGE_PREFIX}tenant:`, noTenant, { listen: false });

export function setTenant(tenant: Pick<Tenant, 'tenantId'> & Partial<Tenant>): void {
  $tenant.set({
    tenantId: tenant.tenantId,
    schoolId: tenant.schoolId || tenant.tenantId,
    locale: isLocale(tenant.locale) ? tenant.locale : defaultLocale,
    name: tenant.name ?? '',
  });
}

/**
 * The page's locale, the one source for every translator (src/ui/useT.tsx, src/study/translate.ts)
 * and for the language the API is asked to answer in: $tenant's, which the page bootstrap sets from
 * <html lang> before any island acts. Storage may hold anything: an unknown value falls back to
 * <html lang>, then to the default. A page rendered at build time has no $tenant: its islands are
 * told their locale (<IslandLocale>).
 */
export function tenantLocale(): Locale {
  const { locale } = $tenant.get();
  if (isLocale(locale)) return locale;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}
