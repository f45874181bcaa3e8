// The address of a place in a maps service (spec 1 §2.3: a map marker opens in a maps service).
// A plain link to Amap's public marker page: it needs no key and no script on our side, and opens
// the maps app on a phone that has it.
import { toCoordinate } from '../../lib/distance';

export interface MapPlace {
  name: string;
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/** undefined while the place has no usable coordinates. */
export function mapMarkerUrl({ name, latitude, longitude }: MapPlace): string | undefined {
  const lat = toCoordinate(latitude);
  const lng = toCoordinate(longitude);
  if (lat === undefined || lng === undefined) return undefined;
  const query = new URLSearchParams({ position: `${lng},${lat}`, name, src: 'cloud-school-portal', callnative: '0' });
  return `https://uri.amap.com/marker?${query}`;
}
