// The study area's offline files for each school built (issue 28 item 1), written after Astro's
// build has put the school's pages in dist/<tenantId>/ and the shared bundles in dist/_astro/:
// - dist/<tenantId>/study/sw.js: the service worker (src/site/worker/study-sw.ts), bundled once per
//   build with esbuild, and given the school's precache list by Workbox's injectManifest: every
//   study page of the school (its shells and offline page, by address), its web app manifest and
//   icons, the site's pictures they show (the school's logo), and the content-hashed files those
//   pages load (studyPageAssets below), each with a revision, so a new build replaces exactly what
//   changed;
// - dist/<tenantId>/manifest.webmanifest: the school's web app manifest (name, colours, icons;
//   start_url and scope /study/);
// - dist/<tenantId>/study/icons/icon-192.png and icon-512.png: the school's icon, drawn in its
//   colours (the platform's logos are pictures on its media storage, often not square, and not
//   reachable by every build).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { PNG } from 'pngjs';
import { injectManifest } from 'workbox-build';
import type { TenantEntry } from '../../src/lib/manifest';
import { STUDY_ROOT } from '../../src/lib/site-routes';
import { STUDY_WORKER_SCOPE, STUDY_WORKER_URL, WEB_APP_ICON_SIZES, WEB_APP_MANIFEST_URL, webAppIconUrl } from '../../src/lib/study-offline';

const WORKER_SOURCE = 'src/site/worker/study-sw.ts';

/**
 * A lazily loaded file larger than this is not precached but kept when first loaded: the
 * timetable's calendar, the player and hls.js would triple what a phone downloads for the study
 * area, for screens a student may never open offline. Everything a study page loads at once, and
 * the smaller lazy parts (the widget, the exam screens, the catalogue of the school's language),
 * is precached.
 */
export const LAZY_PRECACHE_LIMIT = 100 * 1024;

/** Files of dist/_astro/ a built page names (script and style links, island component and renderer URLs, preloads). */
export function assetsNamedByPage(html: string): string[] {
  return [...new Set([...html.matchAll(/\/_astro\/([\w.@~-]+\.(?:js|mjs|css|woff2?))/g)].map((match) => match[1]!))];
}

/** The site's own pictures a built page shows (`<img src="/media/…">`: the school's logo, its QR codes). */
export function imagesNamedByPage(html: string): string[] {
  return [...new Set([...html.matchAll(/\bsrc="(\/(?!_astro\/|\/)[\w./@~-]+\.(?:png|jpe?g|webp|gif|svg))"/g)].map((match) => match[1]!))];
}

/**
 * The files of dist/_astro/ a bundle refers to: `static` ones it imports (`import … from "./x.js"`,
 * `import "./x.js"`) and `lazy` ones (dynamic imports and Vite's preload lists, fonts in styles).
 */
export function assetsNamedByAsset(text: string): { static: string[]; lazy: string[] } {
  const staticNames = new Set([...text.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.@~-]+\.m?js)["']/g)].map((match) => match[1]!));
  const all = new Set([...text.matchAll(/["'`(](?:\.\/|\/_astro\/|_astro\/)([\w.@~-]+\.(?:m?js|css|woff2?))/g)].map((match) => match[1]!));
  return { static: [...staticNames], lazy: [...all].filter((name) => !staticNames.has(name)) };
}

export interface AssetFiles {
  /** A file's text, or undefined when dist/_astro/ has no such file. */
  read(name: string): string | undefined;
  size(name: string): number;
}

/**
 * What a school's study pages load from dist/_astro/: the files the pages name, then, through the
 * bundles, every static import, and lazy imports of at most LAZY_PRECACHE_LIMIT bytes except the
 * message catalogues of other languages than the school's (named `<locale>.<hash>.js`).
 */
export function studyPageAssets(pages: string[], files: AssetFiles, { locale, locales }: { locale: string; locales: readonly string[] }): string[] {
  const otherCatalogue = (name: string) => locales.some((other) => other !== locale && name.startsWith(`${other}.`));
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (name: string) => {
    if (found.has(name) || files.read(name) === undefined) return;
    found.add(name);
    queue.push(name);
  };
  for (const html of pages) for (const name of assetsNamedByPage(html)) add(name);
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (!/\.(m?js|css)$/.test(name)) continue;
    const refs = assetsNamedByAsset(files.read(name)!);
    for (const ref of refs.static) add(ref);
    for (const ref of refs.lazy) if (files.size(ref) <= LAZY_PRECACHE_LIMIT && !otherCatalogue(ref)) add(ref);
  }
  return [...found].sort();
}

/** A name for the home screen: the school's name up to 12 characters, cut at a word where it has words. */
export function shortNameOf(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 12) return name.trim();
  const words = name.trim().split(/\s+/);
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if ([...next].length > 12) break;
    short = next;
  }
  return short || chars.slice(0, 12).join('');
}

/** The school's web app manifest: the study area, installable, in its name, language and colours. */
export function webAppManifest(tenant: Pick<TenantEntry, 'name' | 'locale' | 'theme'>): Record<string, unknown> {
  return {
    name: tenant.name,
    short_name: shortNameOf(tenant.name),
    lang: tenant.locale,
    start_url: STUDY_WORKER_SCOPE,
    scope: STUDY_WORKER_SCOPE,
    display: 'standalone',
    theme_color: tenant.theme.primary,
    background_color: '#ffffff',
    icons: WEB_APP_ICON_SIZES.map((size) => ({ src: webAppIconUrl(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}

function rgb(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '1d4ed8';
  return [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * The school's icon as a PNG: its primary colour, a white mortarboard, a tassel in its accent
 * colour; shapes inside the middle 80 %, so a platform's mask never cuts them.
 */
export function iconPng(size: number, theme: { primary: string; accent: string }): Buffer {
  const png = new PNG({ width: size, height: size });
  const palette = [rgb(theme.primary), [255, 255, 255], rgb(theme.accent)];
  // In units of the icon's side (0..1): 0 the background, 1 white, 2 the accent.
  const layerAt = (x: number, y: number): number => {
    if (x >= 0.705 && x <= 0.725 && y >= 0.42 && y <= 0.62) return 2;
    if ((x - 0.715) ** 2 + (y - 0.65) ** 2 <= 0.035 ** 2) return 2;
    if (Math.abs(x - 0.5) / 0.32 + Math.abs(y - 0.42) / 0.14 <= 1) return 1;
    if (x >= 0.34 && x <= 0.66 && y >= 0.47 && (y <= 0.6 || ((x - 0.5) / 0.16) ** 2 + ((y - 0.6) / 0.06) ** 2 <= 1)) return 1;
    return 0;
  };
  // Four samples a pixel: smooth edges.
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const at = (py * size + px) * 4;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sample = 0; sample < 4; sample++) {
        const colour = palette[layerAt((px + 0.25 + (sample % 2) * 0.5) / size, (py + 0.25 + (sample >> 1) * 0.5) / size)]!;
        r += colour[0]!;
        g += colour[1]!;
        b += colour[2]!;
      }
      png.data[at] = Math.round(r / 4);
      png.data[at + 1] = Math.round(g / 4);
      png.data[at + 2] = Math.round(b / 4);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Files under a folder, relative to it, with '/' separators. */
function filesUnder(folder: string, prefix = ''): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? filesUnder(full, relative) : [relative];
  });
}

/** The worker's code without its precache list, bundled once for every school of a build. */
export async function bundleStudyWorker(outFile: string): Promise<void> {
  await esbuild({
    entryPoints: [WORKER_SOURCE],
    outfile: outFile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // Workbox's development logging is left out of the production bundle by this.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

/**
 * Writes one school's worker, manifest and icons into dist/<tenantId>/ (the shared bundles are
 * already in dist/_astro/). Answers what the worker precaches: entries and bytes.
 */
export async function writeStudyWorker(dist: string, tenant: TenantEntry, { workerTemplate, locales }: { workerTemplate: string; locales: readonly string[] }): Promise<{ count: number; size: number }> {
  const tenantRoot = path.join(dist, tenant.id);
  const iconFolder = path.join(tenantRoot, path.dirname(webAppIconUrl(192)));
  mkdirSync(iconFolder, { recursive: true });
  for (const size of WEB_APP_ICON_SIZES) writeFileSync(path.join(tenantRoot, webAppIconUrl(size)), iconPng(size, tenant.theme));
  writeFileSync(path.join(tenantRoot, WEB_APP_MANIFEST_URL), `${JSON.stringify(webAppManifest(tenant), null, 2)}\n`);

  const studyFolder = path.join(tenantRoot, STUDY_ROOT);
  const pages = filesUnder(studyFolder).filter((file) => file.endsWith('index.html'));
  const assetRoot = path.join(dist, '_astro');
  const assets = studyPageAssets(
    pages.map((file) => readFileSync(path.join(studyFolder, file), 'utf8')),
    {
      read: (name) => (existsSync(path.join(assetRoot, name)) ? readFileSync(path.join(assetRoot, name), 'utf8') : undefined),
      size: (name) => (existsSync(path.join(assetRoot, name)) ? statSync(path.join(assetRoot, name)).size : Infinity),
    },
    { locale: tenant.locale, locales },
  );
  // The pictures the study pages show, from the school's folder or the shared root: shown offline too.
  const images = [...new Set(pages.flatMap((file) => imagesNamedByPage(readFileSync(path.join(studyFolder, file), 'utf8'))))].flatMap((url) => {
    const own = `${tenant.id}${url}`;
    if (existsSync(path.join(dist, own))) return [own];
    return existsSync(path.join(dist, url.slice(1))) ? [url.slice(1)] : [];
  });
  const tenantPrefix = `${tenant.id}/`;
  const result = await injectManifest({
    swSrc: workerTemplate,
    swDest: path.join(tenantRoot, STUDY_WORKER_URL),
    globDirectory: dist,
    globPatterns: [
      ...pages.map((file) => `${tenant.id}${STUDY_ROOT}/${file}`),
      `${tenant.id}${WEB_APP_MANIFEST_URL}`,
      ...WEB_APP_ICON_SIZES.map((size) => `${tenant.id}${webAppIconUrl(size)}`),
      ...(existsSync(path.join(dist, 'favicon.svg')) ? ['favicon.svg'] : []),
      ...images,
      ...assets.map((name) => `_astro/${name}`),
    ],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => {
          const url = `/${entry.url.startsWith(tenantPrefix) ? entry.url.slice(tenantPrefix.length) : entry.url}`.replace(/\/index\.html$/, '/');
          // Content-hashed names need no revision: the name changes with the content.
          return { ...entry, url, revision: url.startsWith('/_astro/') ? null : entry.revision };
        }),
      }),
    ],
  });
  for (const warning of result.warnings) console.warn(`study worker (${tenant.id}): ${warning}`);
  return { count: result.count, size: result.size };
}

/** Every built school's offline files; the worker is bundled once for all of them. */
export async function writeStudyWorkers(dist: string, tenants: readonly TenantEntry[]): Promise<void> {
  if (tenants.length === 0) return;
  const workerTemplate = path.join(dist, `.study-sw-${process.pid}-${Date.now()}.js`);
  await bundleStudyWorker(workerTemplate);
  const locales = [...new Set(['zh-CN', 'en', ...tenants.map((tenant) => tenant.locale)])];
  try {
    for (const tenant of tenants) await writeStudyWorker(dist, tenant, { workerTemplate, locales });
  } finally {
    rmSync(workerTemplate, { force: true });
  }
}
