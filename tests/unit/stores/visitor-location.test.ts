import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedVisitorLocation, VISITOR_LOCATION_KEY } from '../../../src/stores/visitor-location';

function storing(value: string | null) {
  vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => (key === VISITOR_LOCATION_KEY ? value : null) } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the stored visitor location the classroom sign-in sends', () => {
  it('is the place the header stored for the tab, as lat and lon', () => {
    storing(JSON.stringify({ latitude: 31.23, longitude: 121.47 }));
    expect(VISITOR_LOCATION_KEY).toBe('portal:visitorLocation');
    expect(storedVisitorLocation()).toEqual({ lat: 31.23, lon: 121.47 });
  });

  it('is absent when nothing is stored, when the stored place is unreadable, or when storage is blocked', () => {
    storing(null);
    expect(storedVisitorLocation()).toBeUndefined();
    storing(JSON.stringify({ latitude: 'north' }));
    expect(storedVisitorLocation()).toBeUndefined();
    storing('{not json');
    expect(storedVisitorLocation()).toBeUndefined();
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
    });
    expect(storedVisitorLocation()).toBeUndefined();
  });
});
