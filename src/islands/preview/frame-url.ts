// Where the phone-frame preview points: the school's configured mobile web app (its H5 domain,
// written into the page as data-mobile-app), or the bundled demo page that speaks the same messages.
import type { Locale } from '../../i18n';

/** The stand-in mobile app under public/: one page that takes the path in its query. */
export const DEMO_MOBILE_APP = '/mobile-preview/';

/** The configured mobile web app: on the trigger, else on the nearest or any [data-mobile-app]. */
export function configuredMobileApp(trigger: HTMLElement, doc: Document = document): string | undefined {
  const holder = trigger.closest<HTMLElement>('[data-mobile-app]') ?? doc.querySelector<HTMLElement>('[data-mobile-app]');
  return (trigger.dataset.mobileApp || holder?.dataset.mobileApp || '').trim() || undefined;
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

function parseAddress(address: string, page: URL): URL | undefined {
  try {
    // A bare host ('m.school.com/demo') is an address, as the app-download QR codes read it.
    return new URL(/^https?:\/\//.test(address) || address.startsWith('/') ? address : `https://${address}`, page);
  } catch {
    return undefined;
  }
}

export interface FrameRequest {
  /** The mobile page to show, e.g. '/mine'. */
  path: string;
  configured: string | undefined;
  tenantId: string;
  locale: Locale;
  page: URL;
}

export function previewFrameUrl({ path, configured, tenantId, locale, page }: FrameRequest): URL {
  const app = configured ? parseAddress(configured, page) : undefined;
  // A page served from a loopback host talks to the local reference API: a mobile app elsewhere
  // (the demo seeds' example.com addresses) would hand back tokens this API never issued, so the
  // demo page stands in; a mobile app served locally as well is used as configured.
  if (app && (!isLoopback(page.hostname) || isLoopback(app.hostname))) {
    if (!app.pathname.endsWith('/')) app.pathname += '/';
    const url = new URL(path.replace(/^\/+/, ''), app);
    url.searchParams.set('schoolId', tenantId);
    return url;
  }
  const url = new URL(DEMO_MOBILE_APP, page);
  url.searchParams.set('path', path.startsWith('/') ? path : `/${path}`);
  url.searchParams.set('tenantId', tenantId);
  url.searchParams.set('lang', locale);
  return url;
}
