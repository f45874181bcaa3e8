// The study area's offline files of a build (scripts/lib/study-worker.ts): which bundles a school's
// worker precaches, its web app manifest and icons, and the worker written for a small built output.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetsNamedByAsset,
  assetsNamedByPage,
  iconPng,
  LAZY_PRECACHE_LIMIT,
  shortNameOf,
  studyPageAssets,
  webAppManifest,
  writeStudyWorkers,
} from '../../../scripts/lib/study-worker';
import { parseManifest } from '../../../src/lib/manifest';
import manifestJson from '../../../tenants/manifest.json';

const files = (entries: Record<string, string | number>) => ({
  read: (name: string) => (name in entries ? (typeof entries[name] === 'string' ? (entries[name] as string) : '') : undefined),
  size: (name: string) => (typeof entries[name] === 'number' ? (entries[name] as number) : String(entries[name] ?? '').length),
});

describe('the bundles a study page loads', () => {
  it('reads the files a page names and the imports of a bundle', () => {
    expect(assetsNamedByPage('<script type="module" src="/_astro/page.A1.js"></script><link rel="stylesheet" href="/_astro/global.B2.css"><astro-island component-url="/_astro/Menu.C3.js" renderer-url="/_astro/client.D4.js">')).toEqual([
      'page.A1.js',
      'global.B2.css',
      'Menu.C3.js',
      'client.D4.js',
    ]);
    const refs = assetsNamedByAsset('import{a}from"./react.E5.js";import"./side.F6.js";const m=()=>import("./mount.G7.js");__vite__mapDeps(["_astro/exam.H8.js","_astro/exam.I9.css"])');
    expect(refs.static.sort()).toEqual(['react.E5.js', 'side.F6.js']);
    expect(refs.lazy.sort()).toEqual(['exam.H8.js', 'exam.I9.css', 'mount.G7.js']);
  });

  it('follows static imports whatever their size, lazy ones up to the limit, and no catalogue of another language', () => {
    const assets = studyPageAssets(
      ['<script type="module" src="/_astro/page.js"></script>'],
      files({
        'page.js': 'import"./client.js";const a=()=>import("./mount.js"),b=()=>import("./hls.js"),c=()=>import("./en.X.js"),d=()=>import("./zh-CN.Y.js")',
        'client.js': 'export{}',
        'mount.js': 'import{q}from"./exam.js"',
        'exam.js': 'export{}',
        'hls.js': LAZY_PRECACHE_LIMIT + 1,
        'en.X.js': 'export{}',
        'zh-CN.Y.js': 'export{}',
      }),
      { locale: 'en', locales: ['zh-CN', 'en'] },
    );
    expect(assets).toEqual(['client.js', 'en.X.js', 'exam.js', 'mount.js', 'page.js']);
  });
});

describe("the school's web app manifest", () => {
  it('opens the study area standalone, in the school’s name, language and colours', () => {
    const tenant = { name: 'Beta Skills Academy', locale: 'en' as const, theme: { primary: '#047857', accent: '#eab308' } };
    expect(webAppManifest(tenant)).toMatchObject({
      name: 'Beta Skills Academy',
      short_name: 'Beta Skills',
      lang: 'en',
      start_url: '/study/',
      scope: '/study/',
      display: 'standalone',
      theme_color: '#047857',
      icons: [
        { src: '/study/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/study/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    expect(shortNameOf('数字云校演示学校')).toBe('数字云校演示学校');
    expect(shortNameOf('一所名字非常非常非常长的职业技术学校')).toBe('一所名字非常非常非常长的');
  });

  it("draws the icon at its size in the school's colour", () => {
    const png = PNG.sync.read(iconPng(192, { primary: '#047857', accent: '#eab308' }));
    expect([png.width, png.height]).toEqual([192, 192]);
    expect([...png.data.subarray(0, 4)]).toEqual([0x04, 0x78, 0x57, 255]);
  });
});

describe('a built school’s worker', () => {
  let dist: string;
  const manifest = parseManifest(manifestJson);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const precacheOf = (tenant: string) => {
    const worker = readFileSync(path.join(dist, tenant, 'study', 'sw.js'), 'utf8');
    return [...worker.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map(([, revision, url]) => ({ url, revision }));
  };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'study-worker-'));
    for (const tenant of manifest.tenants) {
      write(`${tenant.id}/index.html`, '<script type="module" src="/_astro/public.js"></script>');
      write(`${tenant.id}/study/index.html`, `${tenant.id} <script type="module" src="/_astro/study.A.js"></script>`);
      write(`${tenant.id}/study/mine/index.html`, `${tenant.id} mine <img src="/media/logo-${tenant.id}.png" alt=""><img src="https://cdn.example.com/x.png" alt=""><script type="module" src="/_astro/study.A.js"></script>`);
      write(`${tenant.id}/study/offline/index.html`, `${tenant.id} offline`);
    }
    write('_astro/study.A.js', 'const m=()=>import("./mount.B.js")');
    write('_astro/mount.B.js', 'export{}');
    write('_astro/public.js', 'export{}');
    write('media/logo-demo.png', 'png');
    write('media/logo-beta.png', 'png');
    await writeStudyWorkers(dist, manifest.tenants);
  }, 30_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("precaches the school's study pages by address with a revision, and their bundles by name", () => {
    const demo = precacheOf('demo');
    expect(demo.map((entry) => entry.url).sort()).toEqual(
      ['/_astro/mount.B.js', '/_astro/study.A.js', '/manifest.webmanifest', '/media/logo-demo.png', '/study/', '/study/icons/icon-192.png', '/study/icons/icon-512.png', '/study/mine/', '/study/offline/'].sort(),
    );
    expect(demo.find((entry) => entry.url === '/_astro/study.A.js')?.revision).toBe('null');
    expect(demo.find((entry) => entry.url === '/study/mine/')?.revision).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("revisions each school's own pages: a school's page changed, its worker changed, the other's not", async () => {
    const before = { demo: precacheOf('demo'), beta: precacheOf('beta') };
    write('demo/study/mine/index.html', 'demo mine, a new build <img src="/media/logo-demo.png" alt=""><script type="module" src="/_astro/study.A.js"></script>');
    await writeStudyWorkers(dist, manifest.tenants);
    const revisionOf = (tenant: 'demo' | 'beta', url: string) => precacheOf(tenant).find((entry) => entry.url === url)?.revision;
    expect(revisionOf('demo', '/study/mine/')).not.toBe(before.demo.find((entry) => entry.url === '/study/mine/')?.revision);
    expect(revisionOf('demo', '/study/')).toBe(before.demo.find((entry) => entry.url === '/study/')?.revision);
    expect(precacheOf('beta')).toEqual(before.beta);
    expect(JSON.parse(readFileSync(path.join(dist, 'beta', 'manifest.webmanifest'), 'utf8'))).toMatchObject({ name: 'Beta Skills Academy', lang: 'en' });
  }, 30_000);
});
