import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiresAt } from '../../../src/lib/token-expiry';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('when a stored token runs out', () => {
  it('reads epoch milliseconds and date texts', () => {
    expect(tokenExpiresAt('1700000000000')).toBe(1_700_000_000_000);
    expect(tokenExpiresAt('2026-11-23T12:00:00Z')).toBe(now);
    expect(tokenExpiresAt(' ')).toBeUndefined();
    expect(tokenExpiresAt('soon')).toBeUndefined();
  });

  it('is expired at and after its moment, not before', () => {
    expect(isTokenExpired(String(now - 1), now)).toBe(true);
    expect(isTokenExpired(String(now), now)).toBe(true);
    expect(isTokenExpired(String(now + 1), now)).toBe(false);
    expect(isTokenExpired('2026-11-22 08:00:00', now)).toBe(true);
  });

  it('leaves a token without a readable expiry to the server', () => {
    expect(isTokenExpired('', now)).toBe(false);
    expect(isTokenExpired('never', now)).toBe(false);
  });
});
