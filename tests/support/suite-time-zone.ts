// The time zone an e2e run lives in. The e2e server seeds its study fixtures for the day it starts
// on ("today 09:00", "tomorrow": `resolveStudyTime` in src/server/db/seed/study.ts), and the browser
// and the specs read "today" from their own clocks. A run that starts before its zone's midnight and
// ends after it sees the seeded day turn into yesterday half-way: on 26 Nov a run that started at
// 23:59 UTC failed 13 date-bound tests (today's schedule empty, the week one event short, today's
// classroom refusing sign-in). So the server, the browser and the specs share one zone in which
// midnight is far off at the start: the schools' own zone, unless its midnight is near; then a
// fixed-offset zone twelve hours away, where it is about mid-morning.

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * The zone the suite prefers: the schools' and their students' (China has kept UTC+8 all year since
 * 1991). Not UTC: a screen that shows a time by the digits of the server's UTC string, not on the
 * student's clock, then fails a test (on a UTC machine it looked right).
 */
export const SCHOOL_TIME_ZONE = { name: 'Asia/Shanghai', offsetMinutes: 8 * 60 };

/** A whole CI run takes at most 90 minutes, its e2e stage about 15: three hours is ample. */
export const HOURS_LEFT_BEFORE_MIDNIGHT = 3;

/** The IANA name of a whole-hour offset east of UTC. POSIX signs `Etc/GMT` zones the other way round. */
function fixedOffsetZone(hoursEast: number): string {
  if (hoursEast === 0) return 'Etc/GMT';
  return hoursEast > 0 ? `Etc/GMT-${hoursEast}` : `Etc/GMT+${-hoursEast}`;
}

/**
 * The zone for a run starting at `now` that prefers `ownZone`, `ownOffsetMinutes` east of UTC:
 * `ownZone` itself when its midnight is at least HOURS_LEFT_BEFORE_MIDNIGHT away, else a whole-hour
 * zone twelve hours (±30 minutes) from it.
 */
export function suiteTimeZone(now: Date, ownZone: string, ownOffsetMinutes: number): string {
  const localMinutes = (((Math.floor(now.getTime() / MINUTE) + ownOffsetMinutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  if (DAY_MINUTES - localMinutes >= HOURS_LEFT_BEFORE_MIDNIGHT * 60) return ownZone;
  const ownHours = Math.round(ownOffsetMinutes / 60);
  // Fixed-offset zones run from UTC−12 to UTC+14: twelve hours back where that exists, else ahead.
  return fixedOffsetZone(ownHours - 12 >= -12 ? ownHours - 12 : ownHours + 12);
}
