// What the school profile's maps show: the school where its coordinates are known, then every
// service point that has coordinates, numbered as the service-point list numbers it.
import { toCoordinate } from '../../lib/distance';
import type { ServicePointType } from '../../lib/service-point';
import type { SchoolData } from '../../site/build/data/school';

export interface MapMarker {
  kind: 'school' | ServicePointType;
  name: string;
  latitude: number;
  longitude: number;
  /** The number the service-point list shows beside the same point. */
  number?: number;
}

export function schoolMapMarkers(info: SchoolData['info']): MapMarker[] {
  const latitude = toCoordinate(info.latitude);
  const longitude = toCoordinate(info.longitude);
  const school: MapMarker[] = latitude === undefined || longitude === undefined ? [] : [{ kind: 'school', name: info.universityName, latitude, longitude }];
  const points = info.servicePointList.flatMap((point, index): MapMarker[] =>
    point.latitude === null || point.longitude === null
      ? []
      : [{ kind: point.type, name: point.name, latitude: point.latitude, longitude: point.longitude, number: index + 1 }],
  );
  return [...school, ...points];
}
