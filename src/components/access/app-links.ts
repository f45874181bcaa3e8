// Where the QR codes of the app-download and promotion pages lead (spec 1 §2.1). The school's
// mobile web app (its H5 domain) is the place for both; a school without one falls back to its
// own website, whose /login page registers an unknown mobile number on its own (spec 1 §4,
// enrolment), so visiting registration still works there.
import type { TenantEntry } from '../../lib/manifest';
import type { SchoolData } from '../../site/build/data/school';

/** The school's mobile web app, else its website, else its first public domain. */
function mobileBase(school: SchoolData, tenant: TenantEntry): { url: URL; isMobileApp: boolean } {
  const candidates: [string | null | undefined, boolean][] = [
    [school.domains.mobileApp, true],
    [school.info.website, false],
    [tenant.domains.find((domain) => !domain.endsWith('.localhost')) ?? tenant.domains[0], false],
  ];
  for (const [address, isMobileApp] of candidates) {
    if (!address) continue;
    try {
      const url = new URL(/^https?:\/\//.test(address) ? address : `https://${address}`);
      if (!url.pathname.endsWith('/')) url.pathname += '/';
      return { url, isMobileApp };
    } catch {
      // Not an address: try the next one.
    }
  }
  throw new Error(`tenant ${tenant.id} has no mobile app, website or domain to point a QR code at`);
}

/** The school's home in its mobile app: where 'download the app' starts and the organisation page a promotion partner shares. */
export function mobileHomeUrl(school: SchoolData, tenant: TenantEntry): string {
  const { url } = mobileBase(school, tenant);
  url.searchParams.set('schoolId', tenant.id);
  return url.toString();
}

/** Visiting registration: the mobile app's student registration form (type 1), or the site's login page. */
export function visitRegistrationUrl(school: SchoolData, tenant: TenantEntry): string {
  const { url: base, isMobileApp } = mobileBase(school, tenant);
  const url = new URL(isMobileApp ? 'register' : 'login/', base);
  if (isMobileApp) url.searchParams.set('type', '1');
  url.searchParams.set('schoolId', tenant.id);
  return url.toString();
}
