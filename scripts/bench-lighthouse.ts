// `npm run bench:lighthouse`: Lighthouse on one page of every route of every tenant, served as
// `npm start` serves them, in Debian's Chromium. Prints performance, accessibility, best practices
// and SEO per page with its LCP, TBT and CLS, the audits that cost accessibility or SEO points, and
// for a page under 100 best practices or over 0.05 CLS its failing audits and the elements that moved.
// Target: 100 accessibility and 100 SEO on every public page; exits non-zero below it.
//
//   -- /login/ /    only those paths
//   -- --desktop    desktop as well as mobile (Lighthouse's default); both are printed
//   -- --study      the study pages instead, signed in as the demo student: every study route of
//                   src/lib/site-routes.ts (but /study itself, which opens my learning), each with
//                   the query its link carries (scripts/lib/study-addresses.ts). Target on mobile:
//                   performance 90 or more, accessibility and best practices 100, CLS 0.05 or less;
//                   a summary line, then `study lighthouse: N of 15 routes at target`, and a
//                   non-zero exit below it. `-- --study /study/test` measures only the routes named.
//   -- --runs N     each page N times, the median run printed (Lighthouse's own computeMedianRun,
//                   the run nearest the median FCP and TTI, as its variability guide advises: one
//                   run of a study page moves by up to 9 points on this machine), with every run's
//                   performance score after it; 1 by default.
//   -- --profile    with each page, what ran on the main thread before it settled: Lighthouse's
//                   main-thread breakdown and the scripts that cost most (bootup-time); printed
//                   anyway for a study page under its performance target.
//   -- --save-trace DIR  keeps what Lighthouse gathered and concluded, one folder per page, form
//                   factor and run (`DIR/mobile-study_test-1/`): its artifacts (`artifacts.json`), the
//                   trace its Lantern simulation read (`trace.json`), the DevTools log and the report
//                   (`lhr.report.json`). These are Lighthouse's own -G/-A folders: `lighthouse
//                   -A=DIR/…` audits one again, and a tool can list the main-thread tasks its TBT
//                   counted (Lantern: each top-level task's wall time × 4, × 2 for one that laid out,
//                   over 50 ms, between its simulated FCP and TTI).
//
// Signed in: the session the site's login stores is put in the local storage of the same Chrome
// profile before the run, and Lighthouse keeps the storage (disableStorageReset, Lighthouse's
// documented way for authenticated pages); the HTTP cache is emptied before each page all the same.
// Builds first unless PORTAL_SKIP_BUILD=1; PORTAL_DIST_DIR builds and serves another folder than dist.
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { builtPages, onePagePerRoute } from './lib/built-pages';
import { withServedSites } from './lib/served-sites';
import { DEMO_STUDENTS, logInStudent, sessionEntries, studyAddresses } from './lib/study-addresses';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MUST_BE_FULL = ['accessibility', 'seo'] as const;
/** The study pages' targets (issues 12 and 28), on mobile: scores, and the most CLS allowed. */
const STUDY_TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100 } as const;
const STUDY_MAX_CLS = 0.05;

const args = process.argv.slice(2);
const only = args.filter((arg) => arg.startsWith('/'));
const study = args.includes('--study');
const profile = args.includes('--profile');
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 1;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of 1 or more');
const saveArg = args.indexOf('--save-trace');
const SAVE_DIR = saveArg >= 0 ? args[saveArg + 1] : undefined;
if (saveArg >= 0 && (!SAVE_DIR || SAVE_DIR.startsWith('-'))) throw new Error('--save-trace takes a folder');
const FORM_FACTORS: { name: string; config?: Config }[] = [{ name: 'mobile' }, ...(args.includes('--desktop') ? [{ name: 'desktop', config: desktopConfig }] : [])];

interface Measured {
  score(category: string): number;
  /** The audits that cost `category` points, and the first few elements each names. */
  lost(category: string): string[];
  /** The elements that moved, with their shares of the layout shift. */
  shifts(): string[];
  /** What ran on the main thread: time per kind of work, and the scripts that cost most. */
  mainThread(): string[];
  cls: number;
  /** The four scores, then LCP, TBT and CLS. */
  line: string;
}

interface AuditItem {
  node?: { selector?: string; snippet?: string };
  description?: string;
  value?: unknown;
  source?: string | { url?: string };
  url?: string;
  score?: number;
}

/** Printed with its audits when a page falls under it (issue 15); the exit code stays with MUST_BE_FULL. */
const BEST_PRACTICES = 100;
const MAX_CLS = 0.05;

/** The best-practices audits and layout shifts behind a page under those figures. */
function explain(measured: Measured): string[] {
  return [...(measured.score('best-practices') < BEST_PRACTICES ? measured.lost('best-practices') : []), ...(measured.cls > MAX_CLS ? measured.shifts() : [])];
}

const short = await withServedSites(Number(process.env.BENCH_PORT ?? 4371), async ({ manifest, distDir, apiBase, urlOf }) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  // The same Chrome through CDP: what puts a session in its local storage and empties its cache.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const tab = await browser.contexts()[0]!.newPage();
  const cdp = await tab.context().newCDPSession(tab);

  /** Where Lighthouse keeps a run's artifacts and report (--save-trace): a folder per page, form factor and run. */
  const saveDir = (url: string, formFactor: string, index: number) =>
    SAVE_DIR && path.resolve(SAVE_DIR, `${formFactor}-${new URL(url).pathname.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home'}-${index + 1}`);

  async function run(url: string, config: Config | undefined, signedIn: boolean, formFactor: string): Promise<Measured> {
    type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
    const runs: Report[] = [];
    for (let index = 0; index < RUNS; index++) {
      if (signedIn) await cdp.send('Network.clearBrowserCache');
      const keep = saveDir(url, formFactor, index);
      // Lighthouse's own gather-and-audit mode (-GA): it writes the folder, then audits as usual.
      const flags: Flags = { port: chrome.port, onlyCategories: [...CATEGORIES], output: 'json', logLevel: 'error', disableStorageReset: signedIn, ...(keep ? { gatherMode: keep, auditMode: keep } : {}) };
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      runs.push(result.lhr);
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    }
    const { categories, audits }: Report = runs.length === 1 ? runs[0]! : computeMedianRun(runs);
    const everyRun = runs.length === 1 ? '' : `  (runs: ${runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join(', ')})`;
    const score = (category: string) => Math.round((categories[category]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const lcp = `${(metric('largest-contentful-paint') / 1000).toFixed(1).padStart(5)} s`;
    const tbt = `${String(Math.round(metric('total-blocking-time'))).padStart(5)} ms`;
    const cls = metric('cumulative-layout-shift').toFixed(3).padStart(6);
    // Where, so the fix can start at once: the first few elements, messages or addresses an audit names.
    const where = (audit: string) =>
      ((audits[audit]?.details as { items?: AuditItem[] } | undefined)?.items ?? []).slice(0, 3).map(({ node, description, value, source, url, score: shift }) => {
        const named = node ? `${node.selector ?? ''} ${node.snippet ?? ''}` : (description ?? (typeof value === 'string' ? value : undefined) ?? url ?? (typeof source === 'object' ? source?.url : source) ?? '');
        return `    ${audit}: ${typeof shift === 'number' ? `${shift.toFixed(3)} ` : ''}${named}`.slice(0, 220);
      });
    const lost = (category: string) => {
      const ids = categories[category]!.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      return [`  ${category}: ${ids.join(', ')}`, ...ids.flatMap(where)];
    };
    // The elements that moved, largest shift first (Lighthouse's 'layout-shifts' audit).
    const shifts = () => ['  layout shifts:', ...where('layout-shifts')];
    const items = (audit: string) => ((audits[audit]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
    const ms = (value: unknown) => `${Math.round(Number(value ?? 0))} ms`;
    // Lighthouse's own diagnostics of the main thread (its trace of the page load, CPU throttled as on a phone).
    const mainThread = () => [
      // Lighthouse 13's LCP breakdown: a list of its parts' table and the element (a node item).
      `  LCP element: ${String(items('lcp-breakdown-insight').find((item) => item.type === 'node')?.snippet ?? '?').slice(0, 140)}; ${(
        (items('lcp-breakdown-insight').find((item) => item.type === 'table')?.items as Record<string, unknown>[] | undefined) ?? []
      )
        .map((part) => `${String(part.subpart)} ${ms(part.duration)}`)
        .join(', ')}`,
      `  main thread ${ms(audits['mainthread-work-breakdown']?.numericValue)}: ${items('mainthread-work-breakdown')
        .slice(0, 6)
        .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`)
        .join(', ')}`,
      ...items('bootup-time')
        .slice(0, 5)
        .map((item) => `    bootup-time: ${ms(item.total)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)}) ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`),
      ...items('long-tasks')
        .slice(0, 4)
        .map((item) => `    long task: ${ms(item.duration)} at ${ms(item.startTime)} ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`),
    ];
    return { score, lost, shifts, mainThread, cls: metric('cumulative-layout-shift'), line: `${CATEGORIES.map((id) => String(score(id)).padStart(5)).join(' ')}  ${lcp} ${tbt} ${cls}${everyRun}` };
  }

  // TBT is measured on this machine's CPU: how busy it was belongs with the figures.
  const load = () => `load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`;
  /**
   * Lighthouse's own measure of the host's speed, per run. Its simulation slows every task by the
   * same 4x whatever the host, so the scores follow the host: on two machines of this kind (27 Nov)
   * one build (4b42ff6) met the study target on 5 of 15 routes on one, whose runs gave 212–1 571,
   * and on all 15 on the other, at 3 233–3 803.
   */
  const benchmarkIndexes: number[] = [];
  const hostSpeed = () =>
    benchmarkIndexes.length === 0 ? '' : `; Lighthouse's benchmarkIndex of this host ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`;
  console.log(`machine at start: ${load()}`);
  const header = (title: string) => console.log(`\n${title.padEnd(44)}  perf  a11y  best   seo    LCP      TBT     CLS`);
  let failing = 0;
  try {
    if (study) {
      const tenant = manifest.tenants.find((candidate) => candidate.id === 'demo')!;
      const login = await logInStudent(apiBase, tenant.id, DEMO_STUDENTS.demo);
      const addresses = [...(await studyAddresses(apiBase, login))].filter(([route]) => only.length === 0 || only.includes(route));
      await tab.goto(urlOf(tenant.preDomain, '/'));
      await tab.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), sessionEntries(login));
      // Off the school's home page: left open, its carousels and ticker run in the same renderer
      // process as the page measured, and their work counted as that page's (unattributable) main-thread time.
      await tab.goto('about:blank');
      /** Each mobile page's misses, for the summary. */
      const misses: string[] = [];
      let measuredPages = 0;
      for (const { name, config } of FORM_FACTORS) {
        header(`${tenant.id} (${tenant.locale}), signed in, ${name}`);
        for (const [route, address] of addresses) {
          const measured = await run(urlOf(tenant.preDomain, address), config, true, name);
          console.log(`${route.padEnd(44)} ${measured.line}`);
          for (const line of explain(measured)) console.log(line);
          if (name !== 'mobile') {
            if (profile) console.log(measured.mainThread().join('\n'));
            continue;
          }
          measuredPages += 1;
          const missed = Object.entries(STUDY_TARGETS).filter(([category, target]) => measured.score(category) < target);
          for (const [category] of missed) {
            if (category === 'performance') continue;
            if (category === 'best-practices' && measured.score(category) < BEST_PRACTICES) continue; // explain() printed it
            console.log(measured.lost(category).join('\n'));
          }
          if (profile || missed.some(([category]) => category === 'performance')) console.log(measured.mainThread().join('\n'));
          const labels = missed.map(([category, target]) => `${category} ${measured.score(category)} < ${target}`);
          if (measured.cls > STUDY_MAX_CLS) labels.push(`CLS ${measured.cls.toFixed(3)} > ${STUDY_MAX_CLS}`);
          if (labels.length > 0) misses.push(`${route} (${labels.join(', ')})`);
        }
      }
      console.log(`\nmachine at end: ${load()}${hostSpeed()}`);
      console.log(
        `study target (mobile): performance ≥ ${STUDY_TARGETS.performance}, accessibility ${STUDY_TARGETS.accessibility}, best practices ${STUDY_TARGETS['best-practices']}, CLS ≤ ${STUDY_MAX_CLS}; ` +
          (misses.length === 0 ? `met on all ${measuredPages} routes` : `${measuredPages - misses.length} of ${measuredPages} routes meet it; missed: ${misses.join('; ')}`),
      );
      // The line to read at a glance (the lead's idle measurement), last.
      console.log(`study lighthouse: ${measuredPages - misses.length} of ${measuredPages} routes at target`);
      return misses.length;
    }
    for (const { name, config } of FORM_FACTORS) {
      for (const tenant of manifest.tenants) {
        header(`${tenant.id} (${tenant.locale}), ${name}`);
        const pages = only.length > 0 ? only : [...onePagePerRoute(builtPages(path.join(distDir, tenant.id))).values()];
        for (const page of pages) {
          const measured = await run(urlOf(tenant.preDomain, page), config, false, name);
          console.log(`${page.padEnd(44)} ${measured.line}`);
          for (const line of explain(measured)) console.log(line);
          for (const category of MUST_BE_FULL) {
            if (measured.score(category) === 100) continue;
            failing += 1;
            console.log(measured.lost(category).join('\n'));
          }
        }
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
  console.log(`\ntarget: 100 accessibility and 100 SEO on every page; ${failing === 0 ? 'met' : `${failing} score(s) below it`}${hostSpeed()}`);
  return failing;
});
process.exitCode = short === 0 ? 0 : 1;
