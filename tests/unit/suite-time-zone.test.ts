// The e2e run's time zone (tests/support/suite-time-zone.ts, read by playwright.config.ts): whenever
// a run starts, its zone's midnight is at least three hours off, checked against the zone database
// the browser and Node use, not against the chooser's own arithmetic.
import { describe, expect, it } from 'vitest';
import { HOURS_LEFT_BEFORE_MIDNIGHT, suiteTimeZone } from '../support/suite-time-zone';

/** Minutes left before midnight at `instant` in `zone`, as Intl reads the zone. */
function minutesBeforeMidnight(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
  const read = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return 24 * 60 - (read('hour') * 60 + read('minute'));
}

/** Every ten minutes of 27 Nov 2026, UTC. */
const aDay = Array.from({ length: 144 }, (_, step) => new Date(Date.UTC(2026, 10, 27, 0, step * 10)));

describe('the e2e suite’s time zone', () => {
  it.each([
    ['UTC', 0],
    ['Asia/Shanghai', 8 * 60],
    ['America/New_York', -5 * 60],
    ['Asia/Kolkata', 5 * 60 + 30],
    ['Pacific/Kiritimati', 14 * 60],
    ['Pacific/Pago_Pago', -11 * 60],
  ])('a run started at any time of day, preferring %s, has its midnight three hours off or more', (ownZone, ownOffset) => {
    for (const start of aDay) {
      const zone = suiteTimeZone(start, ownZone, ownOffset);
      expect(minutesBeforeMidnight(start, zone), `${start.toISOString()} in ${zone}`).toBeGreaterThanOrEqual(HOURS_LEFT_BEFORE_MIDNIGHT * 60);
    }
  });

  it('keeps the preferred zone unless its midnight is near', () => {
    expect(suiteTimeZone(new Date('2026-11-27T20:59:00Z'), 'UTC', 0)).toBe('UTC');
    // 21:00 UTC: three hours left, still enough; a minute later, UTC−12 at 09:01.
    expect(suiteTimeZone(new Date('2026-11-27T21:00:00Z'), 'UTC', 0)).toBe('UTC');
    expect(suiteTimeZone(new Date('2026-11-27T21:01:00Z'), 'UTC', 0)).toBe('Etc/GMT+12');
    expect(suiteTimeZone(new Date('2026-11-27T23:59:00Z'), 'UTC', 0)).toBe('Etc/GMT+12');
    // Shanghai at 23:30 (15:30 UTC): UTC−4, 11:30.
    expect(suiteTimeZone(new Date('2026-11-27T15:30:00Z'), 'Asia/Shanghai', 8 * 60)).toBe('Etc/GMT+4');
  });
});
