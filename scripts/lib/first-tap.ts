// The first tap on a slow link (issue 28, item 7): every script of the site (/_astro/*.js) answers
// late, the visitor taps a sign-in form's first control as soon as the page's HTML shows, and we
// measure, in the page, from the tap (its pointerdown) to the moment the control visibly answered.
// Also: which message catalogues the page downloaded (a namespace of src/i18n/<locale>/ is known by
// a message of it), so that a page of one locale never downloads the other's.
// Used by `npm run bench:first-tap` and tests/e2e/slow-first-tap.spec.ts.
import type { BrowserContext, Page } from '@playwright/test';

export const SCRIPT_DELAY_MS = 800;

export interface FirstTapControl {
  /** What the bench prints: the page and the control. */
  name: string;
  tenant: 'demo' | 'beta';
  path: string;
  /** The control tapped (a Playwright selector inside the page). */
  tap: string;
  /** What shows the control answered, checked in the page every animation frame: an element visible, a box checked, a tab selected. */
  answered: Answer;
}

type Answer = { kind: 'visible' | 'checked' | 'selected'; selector: string };
const visible = (selector: string): Answer => ({ kind: 'visible', selector });
const checked = (selector: string): Answer => ({ kind: 'checked', selector });
const selected = (selector: string): Answer => ({ kind: 'selected', selector });

/** Each first control of the login, registration and certificate forms, on a zh-CN and an English school. */
export const FIRST_TAP_CONTROLS: readonly FirstTapControl[] = [
  // The password mode: its field shows.
  { name: 'login: password tab', tenant: 'demo', path: '/login/', tap: '#login-mode-password', answered: visible('#login-password') },
  { name: 'login (en): password tab', tenant: 'beta', path: '/login/', tap: '#login-mode-password', answered: visible('#login-password') },
  // Get code with no mobile typed yet: the form says the mobile is missing.
  { name: 'login: get code', tenant: 'demo', path: '/login/', tap: '#login-island [data-send-code]', answered: visible('#login-island [data-field-error]') },
  { name: 'login: agreement box', tenant: 'demo', path: '/login/', tap: '#login-agreement', answered: checked('#login-agreement') },
  { name: 'login (en): agreement box', tenant: 'beta', path: '/login/', tap: '#login-agreement', answered: checked('#login-agreement') },
  { name: 'register: cloud school', tenant: 'demo', path: '/register/1/', tap: '#register-school', answered: checked('#register-school') },
  { name: 'register: get code', tenant: 'demo', path: '/register/1/', tap: '#register-island [data-send-code]', answered: visible('#register-island [data-field-error]') },
  { name: 'register (en): get code', tenant: 'beta', path: '/register/1/', tap: '#register-island [data-send-code]', answered: visible('#register-island [data-field-error]') },
  { name: 'certificate: type tab', tenant: 'demo', path: '/query_pc/', tap: '#certificate-type-tab-1', answered: selected('#certificate-type-tab-1') },
  { name: 'certificate h5 (en): type tab', tenant: 'beta', path: '/query_h5/', tap: '#certificate-type-tab-1', answered: selected('#certificate-type-tab-1') },
];

/** Every script of the site answers `delayMs` late (page's own included). Call before `page.goto`. */
export async function slowScripts(context: BrowserContext | Page, delayMs = SCRIPT_DELAY_MS) {
  await context.route(/\/_astro\/[^?#]+\.js([?#].*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
}

// The moment of the first pointerdown of the page, on the page's own clock.
const recordFirstTap = () => {
  addEventListener('pointerdown', () => ((window as unknown as { __firstTapAt?: number }).__firstTapAt ??= performance.now()), { capture: true });
};

const NAMESPACES = ['access', 'api', 'auth', 'common', 'content', 'display', 'exam', 'home', 'rules', 'site', 'study', 'validation'] as const;
type Locale = 'zh-CN' | 'en';

/** Per locale and namespace, its longest message that the other locale does not have: finding it in a script means that namespace came. */
async function markers(): Promise<{ locale: Locale; namespace: string; text: string }[]> {
  const found: { locale: Locale; namespace: string; text: string }[] = [];
  for (const namespace of NAMESPACES) {
    const zh = Object.values((await import(`../../src/i18n/zh-CN/${namespace}.ts`)).default as Record<string, string>);
    const en = Object.values((await import(`../../src/i18n/en/${namespace}.ts`)).default as Record<string, string>);
    for (const [locale, own, other] of [['zh-CN', zh, en], ['en', en, zh]] as const) {
      // Without `{…}` and quotes, so the minified string reads the same as the source's.
      const text = own.filter((each) => !other.includes(each) && !/[{}`'"\\]/.test(each)).sort((a, b) => b.length - a.length)[0];
      if (text) found.push({ locale, namespace, text });
    }
  }
  return found;
}

/** The message namespaces (src/i18n/<locale>/<namespace>.ts) each script the page downloaded carries, by locale. */
export async function watchCatalogues(page: Page): Promise<Record<Locale, string[]>> {
  const seen: Record<Locale, string[]> = { 'zh-CN': [], en: [] };
  const known = await markers();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    const file = new URL(response.url()).pathname.split('/').pop();
    for (const { locale, namespace, text } of known) if (body.includes(text)) seen[locale].push(`${namespace} (${file})`);
  });
  return seen;
}

// Runs in the page (Playwright serialises it, so it is self-contained): the moment, if the answer shows.
function answeredAtInPage({ kind, selector }: Answer): number | false {
  const element = document.querySelector(selector);
  const done =
    kind === 'visible' ? !!element?.checkVisibility() : kind === 'checked' ? (element as HTMLInputElement | null)?.checked === true : element?.getAttribute('aria-selected') === 'true';
  return done && performance.now();
}

/** Whether the control's answer shows now (after the island took over, it must still). */
export const isAnswered = async (page: Page, control: FirstTapControl) => (await page.evaluate(answeredAtInPage, control.answered)) !== false;

export interface FirstTapResult {
  control: FirstTapControl;
  /** From the tap's pointerdown to the first frame where the control had answered. */
  ms: number;
  catalogues: Record<Locale, string[]>;
}

/**
 * Opens `url` in `page` (slowed by slowScripts beforehand), taps the control as soon as it shows and
 * waits for its answer (`timeoutMs` at most).
 */
export async function measureFirstTap(page: Page, url: string, control: FirstTapControl, timeoutMs = 15_000): Promise<FirstTapResult> {
  await page.addInitScript(recordFirstTap);
  const catalogues = await watchCatalogues(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(control.tap).tap();
  const answeredAt = await page.waitForFunction(answeredAtInPage, control.answered, { polling: 'raf', timeout: timeoutMs });
  const ms = ((await answeredAt.jsonValue()) as number) - ((await page.evaluate(() => (window as unknown as { __firstTapAt: number }).__firstTapAt)) as number);
  // What the island loads once it runs (the catalogue) has been asked for by now.
  await page.waitForLoadState('networkidle');
  return { control, ms: Math.round(ms), catalogues };
}
