// Serves the built tenant sites the way a CDN with a host rule would: the host (or the schoolId
// query, spec 1 §2.2) picks the tenant's folder dist/<tenantId>/; files shared by every tenant
// (bundled islands under /_astro/, public/ media) come from the dist root; /api/ goes to the API.
// Every answer carries the security headers of src/lib/security-headers.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import type { TenantsManifest } from '../../src/lib/manifest';
import { securityHeaders } from '../../src/lib/security-headers';
import { SITE_REDIRECTS, STUDY_ROOT, staticPathFor } from '../../src/lib/site-routes';
import { resolveTenant } from '../../src/lib/tenant';
import { cspSourcesReader } from './csp-sources';

export interface SiteServerOptions {
  distDir: string;
  manifest: TenantsManifest;
  /** Answers /api/…: the embedded API's fetch, or a proxy to another server. */
  api: (request: Request) => Response | Promise<Response>;
}

/** Remembers a schoolId override across the navigations of a static site that has no router state. */
const TENANT_COOKIE = 'portal_school';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The request path, percent-decoded exactly once, or undefined when its encoding is malformed.
 * Decoding again ('%252e' → '%2e' → '.') would let a path mean something other than what was checked.
 */
export function decodePath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/**
 * True when a decoded path is plain: no dot segments (a '..' hidden as '%2e%2e' or '..%2f'), no
 * backslash (a separator to some file systems and CDNs), no NUL, no dot-named entries (build
 * staging folders, the .csp sources).
 */
function isPlainPath(decoded: string): boolean {
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return false;
  return decoded.split('/').every((segment) => !segment.startsWith('.'));
}

/** A file under `root` for a decoded, plain path: the file itself, its index.html, or its .html. */
function fileAt(root: string, decoded: string): string | undefined {
  const candidate = path.join(root, decoded);
  // Plain paths never leave the root; checked again here, whatever changes above.
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Bundled assets carry a content hash in their names: cached for good. Pages revalidate. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';

function fileResponse(c: Context, file: string, status: 200 | 404 = 200): Response {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const cache = file.includes(`${path.sep}_astro${path.sep}`) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL;
  // Through the context, so headers set earlier (the tenant cookie) go out with the file.
  const body = readFileSync(file);
  const range = status === 200 ? byteRange(c.req.header('range'), body.length) : undefined;
  if (range === 'unsatisfiable') return c.body(null, 416, { 'content-range': `bytes */${body.length}`, 'cache-control': cache });
  if (range) {
    const [start, end] = range;
    return c.body(body.subarray(start, end + 1), 206, {
      'content-type': type,
      'cache-control': cache,
      'accept-ranges': 'bytes',
      'content-range': `bytes ${start}-${end}/${body.length}`,
    });
  }
  return c.body(body, status, { 'content-type': type, 'cache-control': cache, 'accept-ranges': 'bytes' });
}

/**
 * One byte range of a Range header (`bytes=a-b`, `bytes=a-`, `bytes=-n`), as media elements ask:
 * without ranges a browser cannot seek in an mp4. Several ranges or another unit: the whole file.
 */
function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from, to] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

export function createSiteServer({ distDir, manifest, api }: SiteServerOptions) {
  const root = path.resolve(distDir);
  const ids = new Set(manifest.tenants.map((tenant) => tenant.id));
  const byPreDomain = new Map(manifest.tenants.map((tenant) => [tenant.preDomain, tenant.id]));
  const byDomain = new Map(manifest.tenants.flatMap((tenant) => tenant.domains.map((domain) => [domain.toLowerCase(), tenant.id])));
  const defaultTenant = manifest.tenants[0]!.id;
  const cspSources = cspSourcesReader(root);

  /** A root entry that is a tenant's folder (or a build's leftover of one, 'beta.previous-12'). */
  const isTenantFolder = (segment: string) => {
    const name = segment.toLowerCase();
    return ids.has(name) || [...ids].some((id) => name.startsWith(`${id}.`));
  };

  /** The host's own tenant: its pre-domain or one of its domains; undefined for a bare host. */
  function hostTenant(host: string | undefined): string | undefined {
    const resolution = resolveTenant({ host, domainSuffixes: manifest.domainSuffixes });
    if (resolution.by === 'preDomain') return byPreDomain.get(resolution.preDomain);
    return resolution.by === 'default' && resolution.host ? byDomain.get(resolution.host) : undefined;
  }

  /**
   * Spec 1 §2.2: a known schoolId query picks the tenant and is remembered for the next
   * navigations (a static site keeps no router state); a remembered one holds on every host until
   * another schoolId replaces it; else the host decides; else the first tenant. An unknown schoolId
   * is no choice at all: the page falls back as if it were absent.
   */
  function tenantOf(c: Context, url: URL): string {
    const resolution = resolveTenant({ query: url.searchParams, domainSuffixes: manifest.domainSuffixes });
    if (resolution.by === 'schoolId' && ids.has(resolution.tenantId)) {
      setCookie(c, TENANT_COOKIE, resolution.tenantId, { path: '/', sameSite: 'Lax', httpOnly: true });
      return resolution.tenantId;
    }
    const remembered = getCookie(c, TENANT_COOKIE);
    if (remembered && ids.has(remembered)) return remembered;
    return hostTenant(c.req.header('host')) ?? defaultTenant;
  }

  const app = new Hono<{ Variables: { tenantId: string } }>();
  // Every answer, pages, files, errors and the API's: the page policy carries the hashes of the
  // inline scripts of the tenant whose pages are served.
  app.use('*', async (c, next) => {
    await next();
    const headers = securityHeaders(c.res.headers.get('content-type'), cspSources(c.get('tenantId') ?? defaultTenant), new URL(c.req.url).pathname);
    const missing = Object.entries(headers).filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    // A proxied answer's headers may be immutable: answer with a copy.
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of missing) response.headers.set(name, value);
    c.res = undefined;
    c.res = response;
  });
  app.all('/api/*', (c) => {
    // The API limits SMS codes per client address and answers /api/dev/ to loopback callers only:
    // hand it the browser's address, as any edge proxy would, replacing whatever the browser claimed.
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-forwarded-for', remoteAddress(c));
    return api(new Request(c.req.raw, { headers }));
  });
  app.use('*', compress());
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    const tenantId = tenantOf(c, url);
    c.set('tenantId', tenantId);
    const tenantRoot = path.join(root, tenantId);
    const notFound = () => {
      const page = fileAt(tenantRoot, '/404');
      return page ? fileResponse(c, page, 404) : c.text('Not found', 404);
    };

    // Decoded once, then checked: what is checked is what is served.
    const decoded = decodePath(url.pathname);
    if (decoded === undefined) return c.text('Bad request: malformed percent-encoding in the path', 400);
    if (!isPlainPath(decoded)) return notFound();

    const redirect = SITE_REDIRECTS[decoded.replace(/\/+$/, '')];
    if (redirect && !url.searchParams.has('id')) return c.redirect(redirect + url.search, 301);

    // Shared files live at the root; a tenant's folder is never reachable through it.
    const firstSegment = decoded.split('/')[1] ?? '';
    const shared = isTenantFolder(firstSegment) ? undefined : fileAt(root, decoded);
    // Query-addressed pages (…/detail?id=7) are pre-built at their path form (…/detail/7/).
    const pathname = staticPathFor(decoded, url.searchParams) ?? decoded;
    const file = fileAt(tenantRoot, pathname) ?? shared ?? studyShell(tenantRoot, decoded);
    return file ? fileResponse(c, file) : notFound();
  });
  return app;
}

/**
 * Any address in the study area that has no pre-built shell of its own gets the study area's
 * shell: the widget (or, until it exists, the sign-in gate) reads the address itself.
 */
function studyShell(tenantRoot: string, decoded: string): string | undefined {
  if (decoded !== STUDY_ROOT && !decoded.startsWith(`${STUDY_ROOT}/`)) return undefined;
  return fileAt(tenantRoot, `${STUDY_ROOT}/`);
}
