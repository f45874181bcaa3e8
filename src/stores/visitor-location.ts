// The visitor's place as the header stores it for the tab (src/site/browser/header-location.ts):
// read again by the classroom sign-in, which sends lat and lon only when the site has a place.
import type { LatLng } from '../lib/distance';
import { STORAGE_PREFIX } from './tenant';

export const VISITOR_LOCATION_KEY = `${STORAGE_PREFIX}visitorLocation`;

/** The stored place as numbers, or undefined when none is stored (or storage is blocked). */
export function storedVisitorLocation(): { lat: number; lon: number } | undefined {
  try {
    const stored = window.sessionStorage.getItem(VISITOR_LOCATION_KEY);
    if (!stored) return undefined;
    const { latitude, longitude } = JSON.parse(stored) as LatLng;
    const lat = Number(latitude);
    const lon = Number(longitude);
    return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : undefined;
  } catch {
    return undefined;
  }
}
