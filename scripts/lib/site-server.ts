// Serves the built tenant sites the way a CDN with a host rule would: the host (or the schoolId
// query, spec 1 §2.2) picks the tenant's folder dist/<tenantId>/; files shared by every tenant
// (bundled islands under /_astro/, public/ media) come from the dist root; /api/ goes to the API.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import type { TenantsManifest } from '../../src/lib/manifest';
import { SITE_REDIRECTS, staticPathFor } from '../../src/lib/site-routes';
import { resolveTenant } from '../../src/lib/tenant';

export interface SiteServerOptions {
  distDir: string;
  manifest: TenantsManifest;
  /** Answers /api/…: the embedded API's fetch, or a proxy to another server. */
  api: (request: Request) => Response | Promise<Response>;
}

/** Remembers a schoolId override across the navigations of a static site that has no router state. */
const TENANT_COOKIE = 'portal_school';

const CONTENT_TYPES: Record<string, string> = {
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
};

function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function fileAt(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const candidate = path.normalize(path.join(root, decoded));
  // Never serve outside the root, whatever the path says.
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

function fileResponse(c: Context, file: string, status: 200 | 404 = 200): Response {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Bundled assets carry a content hash in their names: cache them for good. Pages revalidate.
  const cache = file.includes(`${path.sep}_astro${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  // Through the context, so headers set earlier (the tenant cookie) go out with the file.
  return c.body(readFileSync(file), status, { 'content-type': type, 'cache-control': cache });
}

export function createSiteServer({ distDir, manifest, api }: SiteServerOptions) {
  const root = path.resolve(distDir);
  const ids = new Set(manifest.tenants.map((tenant) => tenant.id));
  const byPreDomain = new Map(manifest.tenants.map((tenant) => [tenant.preDomain, tenant.id]));
  const byDomain = new Map(manifest.tenants.flatMap((tenant) => tenant.domains.map((domain) => [domain.toLowerCase(), tenant.id])));
  const defaultTenant = manifest.tenants[0]!.id;

  const app = new Hono();
  app.all('/api/*', (c) => {
    // The API limits SMS codes per client address: hand it the browser's, as any edge proxy would,
    // replacing whatever the browser claimed.
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-forwarded-for', remoteAddress(c));
    return api(new Request(c.req.raw, { headers }));
  });
  app.use('*', compress());
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    const redirect = SITE_REDIRECTS[url.pathname.replace(/\/+$/, '')];
    if (redirect && !url.searchParams.has('id')) return c.redirect(redirect + url.search, 301);
    const resolution = resolveTenant({ query: url.searchParams, host: c.req.header('host'), domainSuffixes: manifest.domainSuffixes });
    let tenantId: string | undefined;
    if (resolution.by === 'schoolId' && ids.has(resolution.tenantId)) {
      tenantId = resolution.tenantId;
      setCookie(c, TENANT_COOKIE, tenantId, { path: '/', sameSite: 'Lax' });
    } else if (resolution.by === 'preDomain') {
      tenantId = byPreDomain.get(resolution.preDomain);
    } else if (resolution.by === 'default' && resolution.host) {
      tenantId = byDomain.get(resolution.host);
    }
    if (!tenantId) {
      const remembered = getCookie(c, TENANT_COOKIE);
      tenantId = remembered && ids.has(remembered) ? remembered : defaultTenant;
    }
    // Shared files live at the root; another tenant's folder is never reachable through it.
    const firstSegment = url.pathname.split('/')[1] ?? '';
    const shared = ids.has(firstSegment) ? undefined : fileAt(root, url.pathname);
    // Query-addressed pages (…/detail?id=7) are pre-built at their path form (…/detail/7/).
    const pathname = staticPathFor(url.pathname, url.searchParams) ?? url.pathname;
    const file = fileAt(path.join(root, tenantId), pathname) ?? shared;
    if (file) return fileResponse(c, file);
    const notFoundPage = fileAt(path.join(root, tenantId), '/404');
    return notFoundPage ? fileResponse(c, notFoundPage, 404) : c.text('Not found', 404);
  });
  return app;
}
