// Addresses in a school's mobile web app (its H5 domain). The app-download and promotion QR codes
// (spec 1 §2.1) and the phone-frame preview (spec 1 §2.3) build them the same way: a configured
// address, bare host or full URL, is the app's base; a page of the app carries the schoolId query.
import type { Locale } from '../i18n/locale';

/** The stand-in mobile app under public/: one page that takes the path in its query. */
export const DEMO_MOBILE_APP = '/mobile-preview/';

/**
 * A configured address as the app's base, ending in '/': 'm.school.com/demo' reads as https.
 * With the page's address, a path ('/mobile-preview/') is on this site.
 */
export function appBase(address: string, page?: URL): URL | undefined {
  try {
    const full = /^https?:\/\//.test(address) || (page && address.startsWith('/'));
    const url = new URL(full ? address : `https://${address}`, page);
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    return url;
  } catch {
    return undefined;
  }
}

/** A page of the app for one school: the path under the base, then the query (schoolId last). */
export function appPage(base: URL, path: string, schoolId: string, query: Record<string, string> = {}): URL {
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set('schoolId', schoolId);
  return url;
}

interface School {
  domains: { mobileApp?: string | null };
  info: { website?: string | null };
}
interface Tenant {
  id: string;
  domains: readonly string[];
}

/**
 * Where the QR codes lead: the school's mobile web app, else its website (whose /login page
 * registers an unknown mobile number on its own, spec 1 §4), else its first public domain.
 */
function qrBase(school: School, tenant: Tenant): { base: URL; isMobileApp: boolean } {
  const candidates: [string | null | undefined, boolean][] = [
    [school.domains.mobileApp, true],
    [school.info.website, false],
    [tenant.domains.find((domain) => !domain.endsWith('.localhost')) ?? tenant.domains[0], false],
  ];
  for (const [address, isMobileApp] of candidates) {
    const base = address ? appBase(address) : undefined;
    if (base) return { base, isMobileApp };
  }
  throw new Error(`tenant ${tenant.id} has no mobile app, website or domain to point a QR code at`);
}

/** The school's home in its mobile app: where 'download the app' starts and the organisation page a promotion partner shares. */
export function mobileHomeUrl(school: School, tenant: Tenant): string {
  return appPage(qrBase(school, tenant).base, '', tenant.id).toString();
}

/** Visiting registration: the mobile app's student registration form (type 1), or the site's login page. */
export function visitRegistrationUrl(school: School, tenant: Tenant): string {
  const { base, isMobileApp } = qrBase(school, tenant);
  return (isMobileApp ? appPage(base, 'register', tenant.id, { type: '1' }) : appPage(base, 'login/', tenant.id)).toString();
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

export interface FrameRequest {
  /** The mobile page to show, e.g. '/mine'. */
  path: string;
  configured: string | undefined;
  tenantId: string;
  locale: Locale;
  page: URL;
}

/** Where the phone-frame preview points: the configured mobile app, or the bundled demo page that speaks the same messages. */
export function previewFrameUrl({ path, configured, tenantId, locale, page }: FrameRequest): URL {
  const app = configured ? appBase(configured, page) : undefined;
  // A page served from a loopback host talks to the local reference API: a mobile app elsewhere
  // (the demo seeds' example.com addresses) would hand back tokens this API never issued, so the
  // demo page stands in; a mobile app served locally as well is used as configured.
  if (app && (!isLoopback(page.hostname) || isLoopback(app.hostname))) return appPage(app, path, tenantId);
  const url = new URL(DEMO_MOBILE_APP, page);
  url.searchParams.set('path', path.startsWith('/') ? path : `/${path}`);
  url.searchParams.set('tenantId', tenantId);
  url.searchParams.set('lang', locale);
  return url;
}
