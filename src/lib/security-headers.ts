// The security headers every answer of the portal carries (ARCHITECTURE.md, 'Serving and security
// defaults'), in one place so that the site server and a generated nginx configuration send the
// same values.
//
// Pages get a Content-Security-Policy that allows scripts only from the site itself and the
// inline scripts the build produced (Astro's island bootstrap and directives, small page
// scripts), each by its hash; the hashes are collected from the built HTML per tenant
// (scripts/lib/csp-sources.ts). Everything else (API answers, bundles, media) gets a policy that
// allows nothing, since none of it is a document that should run or load anything.
//
// Deliberately open, and why:
// - style-src 'unsafe-inline': the tenant's theme is a style attribute on <html>, and CMS rich
//   text carries style attributes; inline styles cannot run code.
// - img-src, media-src and connect-src https:: the platform's pictures and videos live on its
//   media storage or CDN, whose address the build does not know; hls.js fetches a stream's
//   segments with XHR (connect-src) and plays them through a blob: media source (media-src blob:).
// - frame-src: the site itself (the phone-frame preview's demo page) and the schools' configured
//   mobile web apps, collected from the built pages like the hashes.

import { STUDY_WORKER_URL } from './study-offline';

/** The sources a tenant's pages need beyond the site itself, as collected from its built HTML. */
export interface CspSources {
  /** 'sha256-…' of every inline script of the tenant's pages. */
  scriptHashes: readonly string[];
  /** Origins the pages frame (the configured mobile web app of the phone-frame preview). */
  frameOrigins: readonly string[];
}

export const NO_CSP_SOURCES: CspSources = { scriptHashes: [], frameOrigins: [] };

const quoted = (hash: string) => `'${hash.replace(/^'|'$/g, '')}'`;

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The Content-Security-Policy of an HTML page of the site. */
export function pageContentSecurityPolicy({ scriptHashes, frameOrigins }: CspSources = NO_CSP_SOURCES): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort().map(quoted)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...[...new Set(frameOrigins)].sort()],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/** The Content-Security-Policy of anything that is not a page: API answers, bundles, media. */
export function resourceContentSecurityPolicy(): string {
  // frame-ancestors 'self', not 'none': the site may show a document or picture of its own in a frame.
  return policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'self'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] });
}

/**
 * The Content-Security-Policy of the study area's service worker script (STUDY_WORKER_URL): a
 * worker runs under the policy its script came with, and it fetches the study pages and their
 * bundles from the site itself, which the resource policy (default-src 'none') would forbid.
 */
export function workerContentSecurityPolicy(): string {
  return policy({ 'default-src': ["'self'"], 'object-src': ["'none'"], 'frame-ancestors': ["'self'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] });
}

/** The headers of every answer, whatever it is. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** True when a content type is an HTML document. */
export function isHtmlContentType(contentType: string | null | undefined): boolean {
  return /^\s*text\/html\b/i.test(contentType ?? '');
}

/** All security headers of one answer: the page policy for HTML, the worker's for its script, the resource policy otherwise. */
export function securityHeaders(contentType: string | null | undefined, sources: CspSources = NO_CSP_SOURCES, pathname = ''): Record<string, string> {
  const csp = isHtmlContentType(contentType) ? pageContentSecurityPolicy(sources) : pathname === STUDY_WORKER_URL ? workerContentSecurityPolicy() : resourceContentSecurityPolicy();
  return { 'content-security-policy': csp, ...COMMON_SECURITY_HEADERS };
}

/** The origin of a configured mobile web app address, as the phone-frame preview reads it ('m.school.com/demo' is https). */
export function frameOriginOf(address: string): string | undefined {
  const value = address.trim();
  if (!value || value.startsWith('/')) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
