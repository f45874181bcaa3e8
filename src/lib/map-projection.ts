// Places latitude/longitude pairs on a drawing of a fixed size, the way a web map does (Web
// Mercator, 256 units per world at zoom 0), so the static school and service-point maps keep the
// positions and distances of a real map without any tiles (there is no map service at build time).
import { haversineDistance, MAP_ZOOM, type LatLng } from './distance';

export interface Viewport {
  width: number;
  height: number;
}

export interface Projection {
  project(point: LatLng): { x: number; y: number };
  /** Metres one drawing unit spans, measured along the centre's latitude. */
  metresPerUnit: number;
}

const TILE = 256;

const mercatorX = (longitude: number) => longitude / 360 + 0.5;
function mercatorY(latitude: number): number {
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

function projectionAt(centre: LatLng, zoom: number, { width, height }: Viewport): Projection {
  const worldSize = TILE * 2 ** zoom;
  const cx = mercatorX(centre.longitude);
  const cy = mercatorY(centre.latitude);
  return {
    project: (point) => ({
      x: width / 2 + (mercatorX(point.longitude) - cx) * worldSize,
      y: height / 2 + (mercatorY(point.latitude) - cy) * worldSize,
    }),
    metresPerUnit: haversineDistance(centre, { latitude: centre.latitude, longitude: centre.longitude + 360 / worldSize }),
  };
}

/** One place at the spec's map zoom, as the school's location map shows it. */
export function centredProjection(centre: LatLng, viewport: Viewport): Projection {
  return projectionAt(centre, MAP_ZOOM, viewport);
}

/**
 * Every point inside the drawing with `padding` units to spare. Never closer than the spec's map
 * zoom, so points that (nearly) coincide are not blown up to a street-level scale that means nothing.
 */
export function fittedProjection(points: LatLng[], viewport: Viewport, padding: number): Projection {
  if (points.length === 0) throw new Error('fittedProjection: no points to fit');
  const xs = points.map((point) => mercatorX(point.longitude));
  const ys = points.map((point) => mercatorY(point.latitude));
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = (maxX - minX) * TILE;
  const spanY = (maxY - minY) * TILE;
  const fits = (span: number, room: number) => (span > 0 ? Math.log2(Math.max(1, room) / span) : Infinity);
  const zoom = Math.min(MAP_ZOOM, fits(spanX, viewport.width - 2 * padding), fits(spanY, viewport.height - 2 * padding));
  // Back from Mercator to degrees for the centre, so the scale is measured at the middle of the drawing.
  const centreY = (minY + maxY) / 2;
  const centre: LatLng = {
    longitude: ((minX + maxX) / 2 - 0.5) * 360,
    latitude: (Math.atan(Math.sinh(Math.PI * (1 - 2 * centreY))) * 180) / Math.PI,
  };
  return projectionAt(centre, zoom, viewport);
}

/** The longest round distance (1, 2 or 5 times a power of ten, in metres) that fits in `maxUnits`. */
export function scaleBar(projection: Projection, maxUnits: number): { metres: number; units: number } {
  const limit = projection.metresPerUnit * maxUnits;
  const power = 10 ** Math.floor(Math.log10(limit));
  const metres = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= limit) ?? power;
  return { metres, units: metres / projection.metresPerUnit };
}
