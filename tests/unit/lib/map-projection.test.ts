import { describe, expect, it } from 'vitest';
import { haversineDistance } from '../../../src/lib/distance';
import { centredProjection, fittedProjection, scaleBar } from '../../../src/lib/map-projection';

const viewport = { width: 400, height: 300 };
const school = { latitude: 39.9, longitude: 116.4 };

describe('centredProjection', () => {
  it('puts the centre in the middle of the drawing', () => {
    expect(centredProjection(school, viewport).project(school)).toEqual({ x: 200, y: 150 });
  });

  it('draws east to the right and north upwards', () => {
    const { project } = centredProjection(school, viewport);
    expect(project({ latitude: 39.9, longitude: 116.401 }).x).toBeGreaterThan(200);
    expect(project({ latitude: 39.901, longitude: 116.4 }).y).toBeLessThan(150);
  });

  it('keeps a pole inside the Mercator world', () => {
    const { project } = centredProjection(school, viewport);
    expect(Number.isFinite(project({ latitude: 90, longitude: 0 }).y)).toBe(true);
  });
});

describe('fittedProjection', () => {
  const points = [school, { latitude: 40.0, longitude: 116.6 }, { latitude: 39.8, longitude: 116.3 }];

  it('keeps every point inside the drawing with the padding to spare', () => {
    const { project } = fittedProjection(points, viewport, 20);
    for (const point of points) {
      const { x, y } = project(point);
      expect(x).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(x).toBeLessThanOrEqual(380 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(y).toBeLessThanOrEqual(280 + 1e-9);
    }
  });

  it('shows one place no closer than the map zoom, as the centred map does', () => {
    expect(fittedProjection([school], viewport, 20).metresPerUnit).toBeCloseTo(centredProjection(school, viewport).metresPerUnit, 6);
  });

  it('refuses to fit nothing', () => {
    expect(() => fittedProjection([], viewport, 20)).toThrow(/no points/);
  });

  it('measures a unit in metres along the centre latitude', () => {
    const projection = centredProjection(school, viewport);
    const east = { latitude: school.latitude, longitude: school.longitude + 0.01 };
    const units = projection.project(east).x - 200;
    expect(units * projection.metresPerUnit).toBeCloseTo(haversineDistance(school, east), 0);
  });
});

describe('scaleBar', () => {
  it('picks the longest 1, 2 or 5 × 10ⁿ metres that fits', () => {
    expect(scaleBar({ project: () => ({ x: 0, y: 0 }), metresPerUnit: 1 }, 120)).toEqual({ metres: 100, units: 100 });
    expect(scaleBar({ project: () => ({ x: 0, y: 0 }), metresPerUnit: 1 }, 250)).toEqual({ metres: 200, units: 200 });
    expect(scaleBar({ project: () => ({ x: 0, y: 0 }), metresPerUnit: 10 }, 60)).toEqual({ metres: 500, units: 50 });
    expect(scaleBar({ project: () => ({ x: 0, y: 0 }), metresPerUnit: Number.NaN }, 60).metres).toBeNaN();
  });
});
