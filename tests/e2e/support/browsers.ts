// The browsers the end-to-end suites drive: Debian's, since Playwright cannot download its own here.
// Most tests run in the headless shell (Debian's chromium-headless-shell, the build Playwright
// itself runs headless): on a 2-core machine the same 89 tests took 291 s of test time in it against
// 463 s in the full browser. Without it, the full browser; CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const headlessShell = { executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL), args };

/**
 * The full browser, which a phone's Chrome is: a tap on a timetable event shows its details there,
 * not in the headless shell, whose touch emulation differs. For `test.use({ launchOptions: fullBrowser })`.
 */
export const fullBrowser = { executablePath: process.env.CHROMIUM_PATH ?? FULL, args };
