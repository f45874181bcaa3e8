// Compares the HTML of two builds of the sites page by page, as a visitor's browser receives it:
// text and markup to the letter, except the hashed names of the bundled assets (/_astro/), which
// change whenever any code behind them changes. A stylesheet's name is replaced by its stem and a
// digest of its content (a change of style still counts), a script's by its stem alone (a
// refactor changes the bundles without changing the page); the scripts whose content changed are
// reported apart. An island's uid is Astro's digest of its script's hashed name, its HTML and its
// props: it is left out, the HTML and props being compared as they stand.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `Header.astro_astro_type_script_index_0_lang.B54YdPgb.js` → `Header.astro_astro_type_script_index_0_lang.js`. */
export function assetStem(name: string): string {
  return name.replace(/\.[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '$1');
}

const ASSET_REFERENCE = /\/_astro\/([A-Za-z0-9_.@-]+\.(?:js|css|mjs))/g;

/** Each bundled asset's digest, with the hashed names inside it reduced to their stems. */
export function assetDigests(distDir: string): Map<string, string> {
  const dir = path.join(distDir, '_astro');
  const digests = new Map<string, string>();
  if (!existsSync(dir)) return digests;
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|mjs)$/.test(name)) continue;
    const text = readFileSync(path.join(dir, name), 'utf8').replace(/([A-Za-z0-9_@-][A-Za-z0-9_.@-]*\.[A-Za-z0-9_-]{8}\.(?:js|css|mjs))/g, (ref) => assetStem(ref));
    digests.set(name, createHash('sha256').update(text).digest('hex').slice(0, 12));
  }
  return digests;
}

/** The page with its asset names normalised: stylesheets by stem and content (or by stem alone), scripts by stem. */
export function normalisePage(html: string, digests: Map<string, string>, { styleContent = true } = {}): string {
  return html
    .replace(ASSET_REFERENCE, (whole, name: string) => {
      const stem = assetStem(name);
      if (name.endsWith('.css') && styleContent) return `/_astro/${stem}#${digests.get(name) ?? 'missing'}`;
      return `/_astro/${stem}`;
    })
    .replace(/(<astro-island uid=")[^"]*"/g, '$1"');
}

/** Every .html file of a build, as paths relative to it ('demo/notice/list/index.html'), without the bundles' folder. */
export function htmlFiles(distDir: string, prefix = ''): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(path.join(distDir, prefix)).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    if (relative === '_astro') return [];
    if (statSync(path.join(distDir, relative)).isDirectory()) return htmlFiles(distDir, relative);
    return name.endsWith('.html') ? [relative] : [];
  });
}

export interface PageDifference {
  page: string;
  /** The markup and text are the same: only a stylesheet the page links has other content. */
  styleOnly: boolean;
  /** Where the two first part: a little of each side around the first differing character. */
  before: string;
  after: string;
}

export interface HtmlComparison {
  compared: number;
  differing: PageDifference[];
  onlyBefore: string[];
  onlyAfter: string[];
  /** Scripts referenced by the pages whose content (names reduced to stems) is not the same. */
  changedScripts: string[];
  /** Stylesheets the pages link whose content (names reduced to stems) is not the same. */
  changedStyles: string[];
}

function firstDifference(page: string, before: string, after: string, styleOnly: boolean): PageDifference {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  const from = Math.max(0, at - 80);
  return { page, styleOnly, before: before.slice(from, at + 120), after: after.slice(from, at + 120) };
}

export function compareBuiltHtml(beforeDir: string, afterDir: string): HtmlComparison {
  const beforeDigests = assetDigests(beforeDir);
  const afterDigests = assetDigests(afterDir);
  const beforePages = new Set(htmlFiles(beforeDir));
  const afterPages = new Set(htmlFiles(afterDir));
  const differing: PageDifference[] = [];
  const assets = new Map<string, { before: Set<string>; after: Set<string> }>();
  const noteAssets = (html: string, digests: Map<string, string>, side: 'before' | 'after') => {
    for (const [, name = ''] of html.matchAll(ASSET_REFERENCE)) {
      const entry = assets.get(assetStem(name)) ?? { before: new Set(), after: new Set() };
      entry[side].add(digests.get(name) ?? 'missing');
      assets.set(assetStem(name), entry);
    }
  };
  let compared = 0;
  for (const page of [...beforePages].sort()) {
    if (!afterPages.has(page)) continue;
    compared += 1;
    const beforeHtml = readFileSync(path.join(beforeDir, page), 'utf8');
    const afterHtml = readFileSync(path.join(afterDir, page), 'utf8');
    noteAssets(beforeHtml, beforeDigests, 'before');
    noteAssets(afterHtml, afterDigests, 'after');
    const before = normalisePage(beforeHtml, beforeDigests);
    const after = normalisePage(afterHtml, afterDigests);
    if (before === after) continue;
    // Where the markup or text first parts, when it does; else where the stylesheet's content does.
    const beforeMarkup = normalisePage(beforeHtml, beforeDigests, { styleContent: false });
    const afterMarkup = normalisePage(afterHtml, afterDigests, { styleContent: false });
    const styleOnly = beforeMarkup === afterMarkup;
    differing.push(styleOnly ? firstDifference(page, before, after, true) : firstDifference(page, beforeMarkup, afterMarkup, false));
  }
  const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((digest) => b.has(digest));
  return {
    compared,
    differing,
    onlyBefore: [...beforePages].filter((page) => !afterPages.has(page)).sort(),
    onlyAfter: [...afterPages].filter((page) => !beforePages.has(page)).sort(),
    changedScripts: [...assets].filter(([stem, { before, after }]) => !stem.endsWith('.css') && !same(before, after)).map(([stem]) => stem).sort(),
    changedStyles: [...assets].filter(([stem, { before, after }]) => stem.endsWith('.css') && !same(before, after)).map(([stem]) => stem).sort(),
  };
}
