// The Content-Security-Policy sources of a tenant's built pages (src/lib/security-headers.ts): the
// hash of every inline script and the origins the pages frame, read from the HTML itself, so the
// policy allows exactly what the build produced (Astro's island bootstrap and directive scripts,
// is:inline page scripts, hoisted scripts small enough to be inlined) and nothing else.
//
// The build writes them to dist/.csp/<tenantId>.json (a dot folder: never served), where the site
// server and a generated nginx configuration read them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frameOriginOf, NO_CSP_SOURCES, type CspSources } from '../../src/lib/security-headers';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?(application\/(ld\+)?json|importmap|text\/plain)/i;
const MOBILE_APP = /\bdata-mobile-app\s*=\s*"([^"]*)"/gi;

/** 'sha256-…' of the inline scripts of one HTML document (the browser hashes the text as written). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The origins of the mobile web apps a document may frame (data-mobile-app, as the preview island reads it). */
export function frameOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const [, value = ''] of html.matchAll(MOBILE_APP)) {
    const origin = frameOriginOf(value.replaceAll('&amp;', '&'));
    if (origin) origins.add(origin);
  }
  return [...origins];
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The sources every page under `dir` needs, together. */
export function collectCspSources(dir: string): CspSources {
  const scriptHashes = new Set<string>();
  const origins = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    for (const origin of frameOrigins(html)) origins.add(origin);
  }
  return { scriptHashes: [...scriptHashes].sort(), frameOrigins: [...origins].sort() };
}

export const cspSourcesFile = (distDir: string, tenantId: string) => path.join(distDir, '.csp', `${tenantId}.json`);

/** Collects a built tenant's sources and writes them beside the output. */
export function writeCspSources(distDir: string, tenantId: string): CspSources {
  const sources = collectCspSources(path.join(distDir, tenantId));
  const file = cspSourcesFile(distDir, tenantId);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(sources, null, 2)}\n`);
  return sources;
}

/**
 * A tenant's sources, kept in memory until the file changes (a rebuild while serving). A folder
 * built before the file existed is scanned instead, so its scripts are never blocked.
 */
export function cspSourcesReader(distDir: string): (tenantId: string) => CspSources {
  const cache = new Map<string, { mtimeMs: number; sources: CspSources }>();
  return (tenantId) => {
    const file = cspSourcesFile(distDir, tenantId);
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1;
    const cached = cache.get(tenantId);
    if (cached && cached.mtimeMs === mtimeMs) return cached.sources;
    let sources = NO_CSP_SOURCES;
    if (mtimeMs >= 0) {
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CspSources>;
        sources = { scriptHashes: parsed.scriptHashes ?? [], frameOrigins: parsed.frameOrigins ?? [] };
      } catch {
        sources = NO_CSP_SOURCES;
      }
    } else if (existsSync(path.join(distDir, tenantId))) {
      sources = collectCspSources(path.join(distDir, tenantId));
    }
    cache.set(tenantId, { mtimeMs, sources });
    return sources;
  };
}
