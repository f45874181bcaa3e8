// The header's distance from the visitor and the school's visit count (spec 1 §1, §2.3, §9),
// without a framework: two small calls on every page. Both are decoration, so any failure leaves
// the header as it was built (no distance, no count) and says nothing: the calls go through a
// quiet client (no toasts: mapProxy answers 404 for any address its offline table does not know,
// which is most public ones), calling as the page's school on nobody's behalf.
import { createBrowserClient } from '../../api/browser-client';
import { call } from '../../api/client';
import type { Message } from '../../i18n';
import { interpolate } from '../../i18n/format';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locale';
import type zhDisplay from '../../i18n/zh-CN/display';
import { distanceBetween, type LatLng } from '../../lib/distance';
import { formatVisitCount } from '../../lib/visit-count';
import { tenantKeyPrefix } from '../../stores/tenant';
import { VISITOR_LOCATION_KEY } from '../../stores/visitor-location';

/** The maps service's IP location path, which the platform's mapProxy forwards (spec 1 §7.2). */
const MAP_IP_LOCATION_PATH = '/ws/location/v1/ip';

// The visitor's place does not change between the pages of a visit: asked once per tab (VISITOR_LOCATION_KEY).
const visitedKey = (tenantId: string) => `${tenantKeyPrefix(tenantId)}visitCounted`;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): ask again on every page rather than fail.
    return undefined;
  }
}

function quietClient(tenantId: string, locale: Locale) {
  return createBrowserClient({ quiet: true, context: () => ({ tenantId, schoolId: tenantId, locale }) });
}

type Client = ReturnType<typeof quietClient>;

// Only the display namespace (distances, counts): this runs on every page, the full catalogue would
// not fit; and only the page's locale's, asked for once there is something to show (a page of one
// locale never downloads the other's messages).
const DISPLAY: Record<Locale, () => Promise<{ default: Record<keyof typeof zhDisplay, string> }>> = {
  'zh-CN': () => import('../../i18n/zh-CN/display'),
  en: () => import('../../i18n/en/display'),
};
async function renderMessage(locale: Locale, message: Message): Promise<string> {
  const display = (await DISPLAY[locale]()).default;
  return interpolate(display[message.key as keyof typeof zhDisplay] ?? message.key, message.params);
}

async function visitorLocation(client: Client): Promise<LatLng> {
  const cached = session()?.getItem(VISITOR_LOCATION_KEY);
  if (cached) return JSON.parse(cached) as LatLng;
  const mapKey = import.meta.env.PUBLIC_MAP_KEY as string | undefined;
  const answer = await call(client.POST('/api/system/anyTenant/mapProxy', { body: { path: MAP_IP_LOCATION_PATH, ...(mapKey ? { data: { key: mapKey } } : {}) } }));
  const place = { latitude: answer.result.location.lat, longitude: answer.result.location.lng };
  session()?.setItem(VISITOR_LOCATION_KEY, JSON.stringify(place));
  return place;
}

async function showDistance(element: HTMLElement, client: Client, locale: Locale) {
  const school = { latitude: element.dataset.latitude, longitude: element.dataset.longitude };
  const distance = distanceBetween(await visitorLocation(client), school);
  if (!distance) return;
  element.textContent = (element.dataset.label ?? '{distance}').replace('{distance}', await renderMessage(locale, distance));
}

/** Counts this visit once per tab session; later pages of the visit only read the count. */
async function showVisitCount(element: HTMLElement, client: Client, tenantId: string, locale: Locale) {
  const storage = session();
  const counted = storage?.getItem(visitedKey(tenantId)) === '1';
  const answer = counted
    ? await call(client.GET('/api/search/anyone/performanceStat/visitCount', { params: { query: { schoolId: tenantId } } }))
    : await call(client.POST('/api/search/anyone/performanceStat/visit', { body: { schoolId: tenantId } }));
  if (!counted) storage?.setItem(visitedKey(tenantId), '1');
  element.textContent = (element.dataset.label ?? '{count}').replace('{count}', await renderMessage(locale, formatVisitCount(answer.browseCount)));
  element.hidden = false;
}

export function mountHeaderLocation(doc: Document = document) {
  const html = doc.documentElement;
  const tenantId = html.dataset.tenant ?? '';
  if (!tenantId) return;
  const locale: Locale = isLocale(html.lang) ? html.lang : defaultLocale;
  const client = quietClient(tenantId, locale);
  const ignore = () => undefined;
  const distance = doc.querySelector<HTMLElement>('[data-distance]');
  if (distance) showDistance(distance, client, locale).catch(ignore);
  const visitCount = doc.querySelector<HTMLElement>('[data-visit-count]');
  if (visitCount) showVisitCount(visitCount, client, tenantId, locale).catch(ignore);
  // The messages come while the calls are on their way, not after them.
  if (distance || visitCount) DISPLAY[locale]().catch(ignore);
}
