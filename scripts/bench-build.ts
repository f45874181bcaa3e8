// `npm run bench:build`: what building many schools costs. The reference API (in memory, as
// `npm start` and the e2e run start it) is seeded with BENCH_SCHOOLS (50) copies of the demo school
// (scripts/lib/bench-tenants.ts: a tenants folder of their own in a temp folder), then `npm run
// build` runs as an operator runs it, in a process of its own, each run timed from start to exit:
// a full build of 2 schools and of all of them, one school's rebuild among them, and a --changed
// run with nothing changed, with the operator key (content revisions: nothing is fetched) and
// without it (every school fetched and digested). Each figure is printed with its target.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/main';
import { benchTenantId, writeBenchTenants } from './lib/bench-tenants';

const apiPort = Number(process.env.BENCH_PORT ?? 4731);
const count = Number(process.env.BENCH_SCHOOLS ?? 50);
const apiBase = `http://127.0.0.1:${apiPort}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-build-'));
const tenantsDir = writeBenchTenants(path.join(work, 'tenants'), count, apiBase);
// The builds ask the API for content revisions with it (scripts/lib/content-revisions.ts).
const operatorKey = `bench-${process.pid}-${Date.now()}`;

interface Run {
  seconds: number;
  /** The build's last line: what it built, how many pages, how long it took inside. */
  summary: string;
}

/** `npm run build` with these arguments into distDir, timed from its start to its exit. */
function build(distDir: string, args: string[], { withKey = true } = {}): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/build.ts', ...args], {
      env: { ...process.env, PORTAL_TENANTS_DIR: tenantsDir, PORTAL_DIST_DIR: distDir, PORTAL_API_BASE: apiBase, PORTAL_OPERATOR_KEY: withKey ? operatorKey : '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const summary = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve({ seconds, summary });
      else reject(new Error(`build ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

function pagesOf(run: Run): number {
  return Number(/\((\d+) pages\)/.exec(run.summary)?.[1] ?? 0);
}

function line(label: string, seconds: number, target?: { max: number; unit?: string }) {
  const figure = `${seconds.toFixed(2)} s`;
  const verdict = target ? `  target ≤ ${target.max} s: ${seconds <= target.max ? 'met' : `NOT met (by ${(seconds - target.max).toFixed(2)} s)`}` : '';
  console.log(`${label.padEnd(52)} ${figure.padStart(9)}${verdict}`);
}

console.log(`bench:build: ${count} schools copied from demo, API at ${apiBase} (in memory), ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`);
const seedStarted = performance.now();
const api = await startServer({ port: apiPort, config: loadConfig({ ...process.env, PORTAL_DATA_DIR: 'memory://', PORTAL_TENANTS_DIR: tenantsDir, PORTAL_OPERATOR_KEY: operatorKey, PORTAL_REQUEST_LOG: '0' }) });
console.log(`bench:build: API seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`);
try {
  const one = benchTenantId(Math.floor(count / 2));
  // The first Astro build on a machine pays for cold caches (Vite, tsx): not a figure of the build itself.
  const warmUp = await build(path.join(work, 'dist-warm-up'), ['--tenant', benchTenantId(0)]);
  console.log(`  warm-up:     ${warmUp.summary} (${warmUp.seconds.toFixed(1)} s, not counted)`);
  const two = await build(path.join(work, 'dist-2'), ['--tenant', benchTenantId(0), '--tenant', benchTenantId(1)]);
  console.log(`  2 schools:   ${two.summary}`);
  const all = await build(path.join(work, 'dist-all'), []);
  console.log(`  ${count} schools:  ${all.summary}`);
  const rebuild = await build(path.join(work, 'dist-all'), ['--tenant', one]);
  console.log(`  ${one}:     ${rebuild.summary}`);
  const changed = await build(path.join(work, 'dist-all'), ['--changed']);
  console.log(`  --changed:   ${changed.summary}`);
  const changedWithoutKey = await build(path.join(work, 'dist-all'), ['--changed'], { withKey: false });
  console.log(`  --changed, no operator key: ${changedWithoutKey.summary}\n`);

  line('full build, 2 schools', two.seconds);
  line(`full build, ${count} schools`, all.seconds);
  const marginal = (all.seconds - two.seconds) / (count - 2);
  const pagesPerSchool = (pagesOf(all) - pagesOf(two)) / (count - 2);
  line(`marginal cost per school ((t${count} − t2)/${count - 2})`, marginal, { max: 0.5 });
  // The target is for a school of about 40 pages; the demo school has more (news, notices, majors, products).
  line(`  the same, scaled to 40 pages (school: ${pagesPerSchool} pages)`, (marginal * 40) / pagesPerSchool, { max: 0.5 });
  line(`one school's rebuild among ${count} (${one})`, rebuild.seconds, { max: 10 });
  line('--changed with nothing changed', changed.seconds, { max: 5 });
  line('  the same without the operator key (all fetched)', changedWithoutKey.seconds);
  console.log(`\nload average at the end: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
} finally {
  await api.close();
  rmSync(work, { recursive: true, force: true });
}
