// Distance from the visitor to the school or a service point (spec 1 §9, spec 2 §9).
import type { Message } from '../i18n';

/** The spec's earth radius, in km. It is the WGS-84 equatorial radius, so results differ slightly from a mean-radius haversine. */
export const EARTH_RADIUS_KM = 6378.137;

/** Zoom level of the map opened on the school's or a service point's marker. */
export const MAP_ZOOM = 17.2;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres by the haversine formula. */
export function haversineDistance(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() guards asin against a rounding overshoot past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Metres (whole) below 1 km, else km with one decimal ('1.0km', '12.3km'). The metres are
 * rounded first, so 999.6 m reads '1.0km' rather than '1000米'.
 */
export function formatDistance(metres: number): Message {
  const rounded = Math.round(Math.max(0, metres));
  if (rounded < 1000) return { key: 'display.distance.metres', params: { n: rounded } };
  return { key: 'display.distance.kilometres', params: { n: (rounded / 1000).toFixed(1) } };
}

/** Reads a coordinate that the API may send as a number or as text; undefined when absent or not a number. */
export function toCoordinate(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

type Located = { latitude?: number | string | null; longitude?: number | string | null };

/** The distance label between two places, or undefined while either position is unknown (no location yet, school without coordinates). */
export function distanceBetween(from: Located | null | undefined, to: Located | null | undefined): Message | undefined {
  const points = [from, to].map((place) => {
    const latitude = toCoordinate(place?.latitude);
    const longitude = toCoordinate(place?.longitude);
    return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
  });
  const [a, b] = points;
  return a && b ? formatDistance(haversineDistance(a, b)) : undefined;
}
