import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { distanceBetween, EARTH_RADIUS_KM, formatDistance, haversineDistance, MAP_ZOOM, toCoordinate } from '../../../src/lib/distance';
import { itAnswers } from '../support/each-row';

describe('haversineDistance', () => {
  it('uses the spec earth radius and map zoom', () => {
    expect(EARTH_RADIUS_KM).toBe(6378.137);
    expect(MAP_ZOOM).toBe(17.2);
  });

  it('is zero between a place and itself', () => {
    const here = { latitude: 39.9, longitude: 116.4 };
    expect(haversineDistance(here, here)).toBe(0);
  });

  it('measures one degree along the equator as the radius times pi over 180', () => {
    const metres = haversineDistance({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    expect(metres).toBeCloseTo((6378137 * Math.PI) / 180, 3);
  });

  it('measures one degree of latitude the same way in either direction', () => {
    const north = haversineDistance({ latitude: 30, longitude: 120 }, { latitude: 31, longitude: 120 });
    const south = haversineDistance({ latitude: 31, longitude: 120 }, { latitude: 30, longitude: 120 });
    expect(north).toBeCloseTo(111319.49, 1);
    expect(south).toBe(north);
  });

  it('gives half the circumference between antipodal points', () => {
    expect(haversineDistance({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6378137, 3);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, 'display.distance.metres', 0],
    [12.4, 'display.distance.metres', 12],
    [999.4, 'display.distance.metres', 999],
    [999.5, 'display.distance.kilometres', '1.0'],
    [999.6, 'display.distance.kilometres', '1.0'],
    [1000, 'display.distance.kilometres', '1.0'],
    [1049, 'display.distance.kilometres', '1.0'],
    [12345, 'display.distance.kilometres', '12.3'],
    [-5, 'display.distance.metres', 0],
  ])('shows %s m as %s with %s', (metres, key, n) => {
    expect(formatDistance(metres)).toEqual({ key, params: { n } });
  });

  it('reads as metres in Chinese and km in English', () => {
    expect(createTranslator('zh-CN')(formatDistance(999.4))).toBe('999米');
    expect(createTranslator('zh-CN')(formatDistance(1000))).toBe('1.0km');
    expect(createTranslator('en')(formatDistance(2500))).toBe('2.5 km');
  });
});

describe('toCoordinate', () => {
  itAnswers(toCoordinate, 'reads %j as %j', [
    [39.9, 39.9],
    ['116.40', 116.4],
    [' ', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['north', undefined],
  ]);
});

describe('distanceBetween', () => {
  const school = { latitude: '0', longitude: '0' };

  it('labels the distance between two located places, coordinates given as text or numbers', () => {
    expect(distanceBetween({ latitude: 0, longitude: 0.001 }, school)).toEqual({ key: 'display.distance.metres', params: { n: 111 } });
  });

  it('gives nothing while either position is unknown', () => {
    expect(distanceBetween(undefined, school)).toBeUndefined();
    expect(distanceBetween(school, null)).toBeUndefined();
    expect(distanceBetween({ latitude: 1 }, school)).toBeUndefined();
    expect(distanceBetween(school, { latitude: '', longitude: 2 })).toBeUndefined();
  });
});
