// An nginx configuration that serves the built sites as scripts/lib/site-server.ts does (issue 15
// item 3): each school by its domains (the first school also for any other host), its own pages
// from dist/<tenantId>/ and the shared bundles and media from the dist root, directory pages with
// or without their trailing slash, the study area's shell for its deep links, the query forms of
// detail pages rewritten to their pre-built paths, the school's 404 page, and /api/ proxied to the
// API. Headers come from the same definitions as the site server's: src/lib/security-headers.ts
// with the CSP sources the build wrote (dist/.csp/), the content types and cache rules of
// site-server.ts. Generate it again after every build: the page policy lists the inline scripts'
// hashes of the pages built.
import path from 'node:path';
import type { TenantsManifest } from '../../src/lib/manifest';
import { COMMON_SECURITY_HEADERS, pageContentSecurityPolicy, resourceContentSecurityPolicy, workerContentSecurityPolicy } from '../../src/lib/security-headers';
import { STUDY_WORKER_URL } from '../../src/lib/study-offline';
import { QUERY_ROUTES, SITE_REDIRECTS, STUDY_ROOT } from '../../src/lib/site-routes';
import { cspSourcesReader } from './csp-sources';
import { ASSET_CACHE_CONTROL, CONTENT_TYPES, PAGE_CACHE_CONTROL } from './site-server';

export interface NginxConfigOptions {
  manifest: TenantsManifest;
  /** The built dist folder (absolute in the output). */
  distDir: string;
  /**
   * The API's origin, e.g. http://127.0.0.1:8787, or the origins of its several processes (npm run
   * api -- --workers N), which nginx balances with passive health checks (apiUpstream).
   */
  api: string | string[];
  /** The port (or address:port) to listen on. */
  listen: string;
  /** Folder of the pid file, logs and temporary files; lets nginx run as any user. */
  stateDir: string;
}

/** Text types worth compressing; the build writes their .gz beside them (scripts/lib/precompress.ts). */
export const COMPRESSIBLE_TYPES = ['text/css', 'text/javascript', 'application/json', 'image/svg+xml', 'application/xml', 'text/plain', 'application/vnd.apple.mpegurl'];

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const type = contentType.split(';')[0]!.trim();
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  }
  return [...byType].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`).join('\n');
}

/** Query-addressed pages (…/detail?id=7) to their pre-built path form (…/detail/7/), as staticPathFor does. */
function queryRewrites(): string {
  const lines: string[] = [];
  for (const [route, params] of Object.entries(QUERY_ROUTES)) {
    // Most parameters first: staticPathFor appends them in order and stops at the first missing one.
    for (let count = params.length; count >= 1; count--) {
      const used = params.slice(0, count);
      const name = `portal_q${route.replace(/[^a-z0-9]/gi, '_')}_${count}`;
      lines.push(`  # ${route}?${used.join('&')}`);
      lines.push(`  set $${name} "";`);
      for (const param of used) lines.push(`  if ($arg_${param} ~ "^[A-Za-z0-9_-]{1,64}$") { set $${name} "\${${name}}x"; }`);
      lines.push(`  if ($${name} = "${'x'.repeat(count)}") { rewrite "^${escapeRegex(route)}/?$" ${route}/${used.map((param) => `$arg_${param}`).join('/')}/? last; }`);
    }
  }
  return lines.join('\n');
}

function serverBlock(options: NginxConfigOptions, tenantId: string, names: string[], isDefault: boolean, cspMap: string): string {
  const root = path.join(path.resolve(options.distDir), tenantId);
  const distRoot = path.resolve(options.distDir);
  const tenantIds = options.manifest.tenants.map((tenant) => escapeRegex(tenant.id));
  const redirects = Object.entries(SITE_REDIRECTS)
    .map(([from, to]) => `  location ~ ^${escapeRegex(from)}/?$ {\n    if ($arg_id = "") { return 301 ${to}$is_args$args; }\n    try_files /nonexistent @page;\n  }`)
    .join('\n');
  return `server {
  listen ${options.listen}${isDefault ? ' default_server' : ''};
  server_name ${names.join(' ')};
  root ${root};

  add_header Content-Security-Policy ${cspMap} always;
${Object.entries(COMMON_SECURITY_HEADERS)
  .map(([name, value]) => `  add_header ${name} ${quote(value)} always;`)
  .join('\n')}
  add_header Cache-Control $portal_cache_control always;

  error_page 404 /404.html;

${queryRewrites()}

  location / {
    try_files $uri $uri/index.html $uri.html @shared;
  }
  # The shared bundles and media of every school, at the dist root.
  location @shared {
    root ${distRoot};
    try_files $uri =404;
  }
  # Another school's folder is never reachable through the shared root.
  location ~ ^/(${tenantIds.join('|')})([./]|$) {
    try_files $uri $uri/index.html $uri.html =404;
  }
  location @page {
    try_files $uri $uri/index.html $uri.html @shared;
  }
${redirects}
  # The study area's deep links without a pre-built shell get the area's shell.
  location ${STUDY_ROOT}/ {
    try_files $uri $uri/index.html $uri.html ${STUDY_ROOT}/index.html;
  }
  location = ${STUDY_ROOT} {
    try_files $uri/index.html =404;
  }
  # Dot-named entries (build staging, the CSP sources) are never served.
  location ~ /\\. {
    return 404;
  }
  location = /404.html {
    try_files /404.html /404/index.html =404;
  }
  location /api/ {
    proxy_pass http://portal_api;
    proxy_http_version 1.1;
    # Kept-alive connections to the API (the upstream's keepalive) need the header cleared.
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    # A call whose process refused the connection, failed before answering or timed out goes to the
    # next process. nginx never passes on a POST (or PATCH, LOCK) once it was sent (non_idempotent is
    # not given): a save that reached a process that then died is the client's to retry, with its
    # clientSeq, never nginx's to send twice. A connection refused was not sent, so it moves on too.
    proxy_next_upstream error timeout http_502 http_504;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 10s;
    proxy_connect_timeout 3s;
    # The API limits by client address and answers /api/dev/ to loopback callers only: the browser's address, never what it claimed.
    proxy_set_header X-Forwarded-For $remote_addr;
  }
}`;
}

/** The API's origins, one or several, without a trailing slash. */
export function apiOrigins(api: string | string[]): string[] {
  const origins = (Array.isArray(api) ? api : [api]).flatMap((entry) => entry.split(',')).map((entry) => entry.trim().replace(/\/+$/, '')).filter(Boolean);
  if (origins.length === 0) throw new Error('nginx:conf: no API address');
  for (const origin of origins) {
    const url = new URL(origin);
    if (url.protocol !== 'http:' || url.pathname !== '/' || url.search) throw new Error(`nginx:conf: an API address is http://host:port, not ${origin}`);
  }
  return origins;
}

/**
 * The API's processes as one upstream. Passive health checks: a process that fails MAX_FAILS calls
 * (refused, reset, timed out, a 502 or 504) within FAIL_TIMEOUT is left out for FAIL_TIMEOUT, then
 * tried again. A single process is never left out (nginx ignores max_fails for one server).
 */
export const API_MAX_FAILS = 2;
export const API_FAIL_TIMEOUT_S = 10;

function apiUpstream(api: string | string[]): string {
  const servers = apiOrigins(api).map((origin) => `    server ${new URL(origin).host} max_fails=${API_MAX_FAILS} fail_timeout=${API_FAIL_TIMEOUT_S}s;`);
  return `  upstream portal_api {
${servers.join('\n')}
    keepalive 32;
  }`;
}

/** The whole configuration: events, http, one server per school. */
export function nginxConfig(options: NginxConfigOptions): string {
  const cspSources = cspSourcesReader(path.resolve(options.distDir));
  const state = path.resolve(options.stateDir);
  const maps = options.manifest.tenants.map(
    // By the type sent, or by the file for a 304 (it has no type, and the browser takes its headers for the cached page's).
    (tenant) => `  map "$sent_http_content_type|$uri" $portal_csp_${tenant.id.replace(/\W/g, '_')} {
    ~*^text/html ${quote(pageContentSecurityPolicy(cspSources(tenant.id)))};
    ~\\.html$ ${quote(pageContentSecurityPolicy(cspSources(tenant.id)))};
    # The study area's service worker fetches the study pages and bundles: its script's own policy.
    ~\\|${escapeRegex(STUDY_WORKER_URL)}$ ${quote(workerContentSecurityPolicy())};
    default ${quote(resourceContentSecurityPolicy())};
  }`,
  );
  const servers = options.manifest.tenants.map((tenant, index) =>
    serverBlock(options, tenant.id, [...new Set([...tenant.domains, ...options.manifest.domainSuffixes.map((suffix) => `${tenant.preDomain}${suffix}`)])], index === 0, `$portal_csp_${tenant.id.replace(/\W/g, '_')}`),
  );
  return `# Generated by \`npm run nginx:conf\` from tenants/manifest.json and the built dist; regenerate after every build.
worker_processes auto;
pid ${state}/nginx.pid;
error_log ${state}/error.log warn;

events {
  worker_connections 1024;
}

http {
  types {
${typesBlock()}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript application/json text/plain application/xml;
  sendfile on;
  server_tokens off;
  # Redirects name the path only, as the site server's do: the browser keeps the host and port it used.
  absolute_redirect off;
  # Which API process answered a call ($upstream_addr: two addresses when the first failed and nginx tried the next).
  log_format portal '$remote_addr [$time_local] "$request" $status $body_bytes_sent upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${state}/access.log portal;
  client_body_temp_path ${state}/client_body;
  proxy_temp_path ${state}/proxy;
  fastcgi_temp_path ${state}/fastcgi;
  uwsgi_temp_path ${state}/uwsgi;
  scgi_temp_path ${state}/scgi;

  # Hashed bundles are cached for good, pages revalidate; the API says what it wants itself.
  map $uri $portal_cache_control {
    ~^/_astro/ ${quote(ASSET_CACHE_CONTROL)};
    ~^/api/ "";
    default ${quote(PAGE_CACHE_CONTROL)};
  }
${maps.join('\n')}

${apiUpstream(options.api)}

  gzip on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_types ${COMPRESSIBLE_TYPES.join(' ')};
  # The build writes a .gz beside each text file (scripts/lib/precompress.ts): served as is, no work per request.
  gzip_static on;

${servers.join('\n\n')}
}
`;
}
