// One school's folder (scripts/lib/publish.ts) and the build's compressed copies
// (scripts/lib/precompress.ts), on a small built output of two tenants.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/lib/precompress';
import { publishTenant } from '../../../scripts/lib/publish';

let dist: string;
let out: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
}

function* files(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* files(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    else yield `${prefix}${entry.name}`;
  }
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'publish-dist-'));
  out = path.join(mkdtempSync(path.join(tmpdir(), 'publish-out-')), 'site');
  write('demo/index.html', '<link rel="stylesheet" href="/_astro/page.css"><astro-island component-url="/_astro/Island.js"></astro-island><img srcset="/media/a.png 1x, /media/b.png 2x"><a href="/mobile-preview/">preview</a><a href="/beta/">x</a>');
  write('demo/news/index.html', '<script type="module" src="/_astro/news.js"></script><img src="x">');
  write('demo/.hidden.json', '{}');
  write('beta/index.html', '<script type="module" src="/_astro/beta-only.js"></script>');
  write('_astro/page.css', 'body{background:url(./bg.webp)}@import "/_astro/fonts.css";');
  write('_astro/fonts.css', '@font-face{src:url("/_astro/font.woff2")}');
  write('_astro/font.woff2', 'font');
  write('_astro/bg.webp', 'webp');
  write('_astro/Island.js', 'import{a}from"./client.js";const later=()=>import("./Lazy.js");');
  write('_astro/client.js', 'export const a=1;');
  write('_astro/Lazy.js', 'export default 1;');
  write('_astro/news.js', 'import"./client.js";');
  write('_astro/beta-only.js', 'export {};');
  write('_astro/unused.js', 'export {};');
  write('media/a.png', 'a');
  write('media/b.png', 'b');
  write('media/unused.png', 'c');
  write('mobile-preview/index.html', '<script src="./app.js"></script>');
  write('mobile-preview/app.js', '1');
  write('.csp/demo.json', '{}');
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(path.dirname(out), { recursive: true, force: true });
});

describe('publishTenant', () => {
  it("copies the school's pages and exactly the shared files they reach, through CSS, imports and directory index pages", () => {
    const result = publishTenant({ distDir: dist, tenantId: 'demo', tenantIds: ['demo', 'beta'], outDir: out });
    expect([...files(out)].sort()).toEqual(
      [
        '_astro/Island.js',
        '_astro/Lazy.js',
        '_astro/bg.webp',
        '_astro/client.js',
        '_astro/font.woff2',
        '_astro/fonts.css',
        '_astro/news.js',
        '_astro/page.css',
        'index.html',
        'media/a.png',
        'media/b.png',
        'mobile-preview/app.js',
        'mobile-preview/index.html',
        'news/index.html',
      ].sort(),
    );
    expect(result.pages).toBe(2);
  });

  it('empties the folder first, and refuses a school that was not built', () => {
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'stale.html'), 'old');
    publishTenant({ distDir: dist, tenantId: 'demo', tenantIds: ['demo', 'beta'], outDir: out });
    expect(existsSync(path.join(out, 'stale.html'))).toBe(false);
    expect(() => publishTenant({ distDir: dist, tenantId: 'gamma', tenantIds: ['demo', 'beta', 'gamma'], outDir: out })).toThrow(/no built site for 'gamma'/);
  });
});

describe('precompress', () => {
  it('writes a .gz and a .br beside every text file of 1 KB or more, never in dot folders, and again only when the file changed', () => {
    const big = `<p>${'school '.repeat(400)}</p>`;
    write('demo/index.html', big);
    write('.csp/demo.json', JSON.stringify({ padding: 'x'.repeat(2000) }));
    write('media/big.png', 'x'.repeat(4000));
    expect(precompress(dist)).toBe(1);
    expect(gunzipSync(readFileSync(path.join(dist, 'demo/index.html.gz'))).toString()).toBe(big);
    expect(existsSync(path.join(dist, 'demo/index.html.br'))).toBe(true);
    expect(existsSync(path.join(dist, '_astro/page.css.gz'))).toBe(false);
    expect(existsSync(path.join(dist, '.csp/demo.json.gz'))).toBe(false);
    expect(existsSync(path.join(dist, 'media/big.png.gz'))).toBe(false);
    expect(precompress(dist)).toBe(0);
    const later = new Date(statSync(path.join(dist, 'demo/index.html.gz')).mtimeMs + 5000);
    utimesSync(path.join(dist, 'demo/index.html'), later, later);
    expect(precompress(dist)).toBe(1);
  });
});
