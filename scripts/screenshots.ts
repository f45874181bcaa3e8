// `npm run screenshots`: the home page of every tenant at desktop (1280) and phone (375) widths,
// and the study widget signed in as the demo students (the class home and the timetable of the
// demo student, desktop and phone; beta's class home on a desktop), as PNG files in
// tests/e2e/screenshots/ (shown in the README). The study screens are taken whole (full page), but
// for the 360×740 touch phone's first screens (issue 28): the class home, a test being answered with
// its answer card open, and the player. SCREENSHOTS=name,… retakes only the files whose names start
// so; PORTAL_SKIP_BUILD=1 with PORTAL_DIST_DIR reuses a build.
import type { Browser, Page } from '@playwright/test';
import { withServedSites } from './lib/served-sites';
import { DEMO_STUDENTS, logInStudent, sessionScript, studyAddresses, type StudentLogin } from './lib/study-addresses';

const WIDTHS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
  phone360: { width: 360, height: 740 },
} as const;
type Width = keyof typeof WIDTHS;

interface StudyShot {
  tenant: keyof typeof DEMO_STUDENTS;
  route: '/study/training-class' | '/study/class-time-table' | '/study/test/answer' | '/study/classroom/online';
  width: Width;
  /** A view tab to pick first ('月', the month). */
  view?: string;
  /** What the student does before the picture, which is then of the screen only (not the whole page). */
  then?: (page: Page) => Promise<void>;
  file: string;
}

/** The answer card opened from the answering screen's bar, as its sheet. */
async function openAnswerCard(page: Page) {
  await page.locator('[data-open-answer-card]').tap();
  await page.locator('[data-answer-card-sheet] [data-answer-card]').waitFor();
}

/** The clip tapped to play for two seconds and tapped to pause (plyr shows its controls while paused), the player at the top. */
async function playAndPause(page: Page) {
  const media = page.locator('[data-classroom-media="video"]');
  await page.waitForFunction(() => Number((document.querySelector('[data-classroom-media]') as HTMLMediaElement | null)?.readyState) >= 1);
  await media.evaluate((element: HTMLMediaElement) => element.pause());
  // The poster's play button, or plyr's once it is built (it is, when the clip played by itself from the last position).
  await page.locator('[data-media-player]').getByRole('button', { name: '播放', exact: true }).first().tap();
  await page.waitForFunction(() => (document.querySelector('[data-classroom-media]') as HTMLMediaElement).currentTime > 2);
  await media.evaluate((element: HTMLMediaElement) => element.pause());
  await page.locator('[data-classroom-name]').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(300);
}

const STUDY_SHOTS: StudyShot[] = [
  { tenant: 'demo', route: '/study/training-class', width: 'desktop', file: 'study-class-home-demo-desktop.png' },
  { tenant: 'demo', route: '/study/training-class', width: 'phone', file: 'study-class-home-demo-phone.png' },
  { tenant: 'demo', route: '/study/class-time-table', width: 'desktop', file: 'study-timetable-week-demo-desktop.png' },
  { tenant: 'demo', route: '/study/class-time-table', width: 'phone', view: '月', file: 'study-timetable-month-demo-phone.png' },
  { tenant: 'beta', route: '/study/training-class', width: 'desktop', file: 'study-class-home-beta-desktop.png' },
  { tenant: 'demo', route: '/study/training-class', width: 'phone360', then: async () => {}, file: 'study-phone-class-home-demo.png' },
  { tenant: 'demo', route: '/study/test/answer', width: 'phone360', then: openAnswerCard, file: 'study-phone-answer-card-demo.png' },
  { tenant: 'demo', route: '/study/classroom/online', width: 'phone360', then: playAndPause, file: 'study-phone-player-demo.png' },
];

const only = process.env.SCREENSHOTS?.split(',').filter(Boolean);
const wanted = (file: string) => !only || only.some((prefix) => file.startsWith(prefix));

/** A page at `width`, in the school's language (the browser's own controls, such as a month picker, follow it). */
async function newPage(browser: Browser, width: Width, locale: string, login?: StudentLogin): Promise<Page> {
  const phone = width !== 'desktop';
  const context = await browser.newContext({ viewport: WIDTHS[width], deviceScaleFactor: 1, isMobile: phone, hasTouch: phone, locale });
  if (login) await context.addInitScript(sessionScript(login));
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** The screen has read its data: the network quiet, nothing busy. */
async function settled(page: Page) {
  await page.locator('[data-study-screen]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** Scrolls the page through once, so images that load when near the viewport (loading="lazy") are in. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

async function take(page: Page, file: string, fullPage: boolean) {
  // A whole-page capture paints the phone's fixed tool bar where the first screen ends, mid-page.
  const style = fullPage && page.viewportSize()!.width < 640 ? '[data-floating-tools] { visibility: hidden; }' : undefined;
  await page.screenshot({ path: `tests/e2e/screenshots/${file}`, fullPage, style });
  console.log(`screenshot: tests/e2e/screenshots/${file}`);
  await page.context().close();
}

await withServedSites(Number(process.env.SCREENSHOT_PORT ?? 4371), async ({ manifest, browser, apiBase, urlOf }) => {
  for (const tenant of manifest.tenants) {
    for (const width of ['desktop', 'phone'] as const) {
      if (!wanted(`home-${tenant.id}-${width}.png`)) continue;
      const page = await newPage(browser, width, tenant.locale);
      await page.goto(urlOf(tenant.preDomain, '/'), { waitUntil: 'networkidle' });
      await take(page, `home-${tenant.id}-${width}.png`, false);
    }
  }

  const students = new Map<string, { login: StudentLogin; addresses: Awaited<ReturnType<typeof studyAddresses>> }>();
  for (const shot of STUDY_SHOTS.filter(({ file }) => wanted(file))) {
    if (!students.has(shot.tenant)) {
      const login = await logInStudent(apiBase, shot.tenant, DEMO_STUDENTS[shot.tenant]);
      students.set(shot.tenant, { login, addresses: await studyAddresses(apiBase, login) });
    }
    const { login, addresses } = students.get(shot.tenant)!;
    const { preDomain, locale } = manifest.tenants.find((tenant) => tenant.id === shot.tenant)!;
    const page = await newPage(browser, shot.width, locale, login);
    await page.goto(urlOf(preDomain, addresses.get(shot.route)!));
    await settled(page);
    if (shot.view) {
      await page.getByRole('tab', { name: shot.view, exact: true }).click();
      await settled(page);
    }
    if (shot.then) {
      await shot.then(page);
      await take(page, shot.file, false);
      continue;
    }
    await loadLazyImages(page);
    await take(page, shot.file, true);
  }
});
