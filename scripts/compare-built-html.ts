// `npx tsx scripts/compare-built-html.ts BEFORE_DIST AFTER_DIST`: compares every built page of two
// builds of the sites (each a folder as `npm run build` writes it, PORTAL_DIST_DIR) in text and
// markup; prints `pages compared: N, differing: M`, the differing pages with where each first
// differs, the pages built by one side only, and the scripts whose content changed. Hashed asset
// names are not compared as such: a stylesheet counts by its content, a script by its name's stem
// (see scripts/lib/built-html.ts). Exits 1 when a page differs or is built by one side only.
// `npx tsx scripts/compare-built-html.ts --base REV [--head REV]` first builds commit REV in a
// temporary git worktree (this checkout's node_modules linked in) and the --head commit likewise,
// or without it the working tree into .e2e/compare-html/ (inside the checkout: Astro's fallback
// folder is then the checkout's own), both from one embedded API (this tree's) on a free port, so
// both render the same content (the seed dates its news from the moment it runs), then compares.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareBuiltHtml } from './lib/built-html';
import { ensureApi } from './lib/embedded-api';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function build(checkout: string, distDir: string, apiBase: string): Promise<void> {
  console.log(`build: ${checkout} into ${distDir}`);
  const child = spawn('npx', ['tsx', 'scripts/build.ts'], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true', PORTAL_API_BASE: apiBase, PORTAL_DIST_DIR: distDir },
  });
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`the build in ${checkout} failed (exit ${status})`);
}

/** A temporary git worktree of a commit, with this checkout's node_modules linked in. */
function addWorktree(rev: string, made: string[]): string {
  const worktree = path.join(mkdtempSync(path.join(tmpdir(), 'compare-html-')), 'tree');
  const added = spawnSync('git', ['worktree', 'add', '--detach', worktree, rev], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (added.status !== 0) throw new Error(`git worktree add ${rev} failed`);
  made.push(worktree);
  symlinkSync(path.resolve('node_modules'), path.join(worktree, 'node_modules'));
  return worktree;
}

const { values, positionals } = parseArgs({ options: { base: { type: 'string' }, head: { type: 'string' } }, allowPositionals: true });
let beforeDir: string;
let afterDir: string;
const worktrees: string[] = [];
try {
  if (values.base) {
    const base = addWorktree(values.base, worktrees);
    const head = values.head ? addWorktree(values.head, worktrees) : process.cwd();
    beforeDir = path.join(base, 'dist');
    afterDir = values.head ? path.join(head, 'dist') : path.resolve('.e2e/compare-html');
    process.env.PORTAL_REQUEST_LOG = '0';
    const apiBase = `http://127.0.0.1:${await freePort()}`;
    const api = await ensureApi(apiBase, () => {});
    try {
      await build(base, beforeDir, apiBase);
      await build(head, afterDir, apiBase);
    } finally {
      await api?.close();
    }
  } else {
    if (positionals.length !== 2) throw new Error('usage: compare-built-html.ts BEFORE_DIST AFTER_DIST, or --base REV [--head REV]');
    beforeDir = path.resolve(positionals[0]!);
    afterDir = path.resolve(positionals[1]!);
  }

  const result = compareBuiltHtml(beforeDir, afterDir);
  const styleOnly = result.differing.filter((difference) => difference.styleOnly);
  console.log(`pages compared: ${result.compared}, differing: ${result.differing.length}`);
  console.log(`of which only in a linked stylesheet's content, markup and text the same: ${styleOnly.length}`);
  for (const { page, before, after, styleOnly: onlyStyle } of result.differing) {
    if (onlyStyle) {
      console.log(`differs in a stylesheet only: ${page}`);
      continue;
    }
    console.log(`differs: ${page}`);
    console.log(`  before: …${before.replace(/\s+/g, ' ')}…`);
    console.log(`  after:  …${after.replace(/\s+/g, ' ')}…`);
  }
  console.log(`stylesheets whose content changed: ${result.changedStyles.length}${result.changedStyles.length ? ` (${result.changedStyles.join(', ')})` : ''}`);
  for (const page of result.onlyBefore) console.log(`only before: ${page}`);
  for (const page of result.onlyAfter) console.log(`only after: ${page}`);
  console.log(`scripts whose content changed (not a page difference): ${result.changedScripts.length}${result.changedScripts.length ? ` (${result.changedScripts.join(', ')})` : ''}`);
  if (result.differing.length > 0 || result.onlyBefore.length > 0 || result.onlyAfter.length > 0) process.exitCode = 1;
} finally {
  for (const worktree of worktrees) {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { stdio: 'inherit' });
    rmSync(path.dirname(worktree), { recursive: true, force: true });
  }
}
