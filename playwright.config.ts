import { defineConfig, devices } from '@playwright/test';
import { headlessShell } from './tests/e2e/support/browsers';
import { SCHOOL_TIME_ZONE, suiteTimeZone } from './tests/support/suite-time-zone';

const port = Number(process.env.E2E_PORT ?? 4391);
const apiPort = port + 400;

// One time zone for the whole run, far from its midnight (tests/support/suite-time-zone.ts says why):
// chosen once by the runner's process; its workers and the web server inherit it through the
// environment, so a worker that reads this file later cannot choose another. `E2E_TIME_ZONE` set by
// hand runs the suite in that zone.
process.env.E2E_TIME_ZONE ??= suiteTimeZone(new Date(), SCHOOL_TIME_ZONE.name, SCHOOL_TIME_ZONE.offsetMinutes);
const timeZone = process.env.E2E_TIME_ZONE;
// The specs' own dates (dayjs(), new Date(…)) in that zone too: Node applies TZ when it is assigned.
process.env.TZ = timeZone;

// Playwright cannot download its browsers here: it drives Debian's Chromium (support/browsers.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.e2e/results-${port}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list'], ['./tests/support/slowest-playwright.ts']],
  // Tests assert what users see, not how fast: on a 2-core CI machine a sign-in's deliberately
  // costly password hash can take seconds while other workers build and browse, and the same suite
  // ran twice as slow on one such machine as on another (axe on the home page 31 s, a sign-in 10 s
  // and more). The limits leave that room; a test that waits for what never comes still fails.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    timezoneId: timeZone,
    // A failed test keeps its trace with DOM snapshots, without the screencast: recording every
    // test's screenshots cost a third of the suite's CPU (291 s of test time against 204 s with no
    // trace and 232 s with snapshots alone, on the same 89 tests).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: headlessShell,
      },
    },
  ],
  webServer: {
    // The main job itself, on ports of its own and a fresh in-memory database for every run.
    command: `tsx scripts/start.ts`,
    env: { PORT: String(port), API_PORT: String(apiPort), PORTAL_DATA_DIR: 'memory://', PORTAL_DIST_DIR: `.e2e/dist-${port}`, HOST: '127.0.0.1', TZ: timeZone,
      // The demo accounts' passwords at the test cost (config.ts: in-memory databases only): the
      // suite signs in hundreds of times, and the login form's own tests still check them for real.
      PORTAL_TEST_SEED_PASSWORDS: '1',
      // Every test browser comes from 127.0.0.1: one address, many sign-ins (and some wrong passwords).
      PORTAL_SMS_IP_HOURLY_CAP: '1000', PORTAL_LOGIN_IP_HOURLY_CAP: '1000', PORTAL_LOGIN_HASHES_PER_IP: '8',
      PORTAL_LIKE_IP_MINUTE_CAP: '1000', PORTAL_VISIT_IP_MINUTE_CAP: '1000', PORTAL_INVITATION_IP_HOURLY_CAP: '1000' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
});
