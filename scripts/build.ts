// `npm run build [-- --tenant ID …] [-- --changed]`: builds every school of the tenants manifest,
// or those named by --tenant (repeatable, or comma-separated), into dist/<tenantId>/; with
// --changed only those whose fetched content (or the code) changed since their last build; with
// PORTAL_OPERATOR_KEY set, a school whose API reports the content revision of its last build is
// skipped without fetching its content. It exits non-zero when a school's content could not be
// fetched (the others are still built).
// Content comes from each tenant's apiBase (PORTAL_API_BASE overrides them all); the embedded API
// is started when that is a loopback address where nothing answers yet. PORTAL_TENANTS_DIR and
// PORTAL_DIST_DIR change the manifest's folder and the output folder (bench:build uses both).
import { parseArgs } from 'node:util';
import { readManifest } from '../src/server/manifest-file';
import { parseTenantArgs } from './lib/build-plan';
import { buildSites, selectTenants } from './lib/build-sites';
import { ensureApi } from './lib/embedded-api';

const { values } = parseArgs({ options: { tenant: { type: 'string', multiple: true }, changed: { type: 'boolean', default: false } } });
const only = parseTenantArgs(values.tenant);

const manifest = readManifest(process.env.PORTAL_TENANTS_DIR ?? 'tenants');
const apiBases = new Set(selectTenants(manifest, only).map((tenant) => process.env.PORTAL_API_BASE || tenant.apiBase));
const servers = [];
for (const apiBase of apiBases) servers.push(await ensureApi(apiBase));
try {
  const result = await buildSites({
    manifest,
    only,
    changed: values.changed,
    distDir: process.env.PORTAL_DIST_DIR ?? 'dist',
    apiBase: process.env.PORTAL_API_BASE,
    operatorKey: process.env.PORTAL_OPERATOR_KEY || undefined,
  });
  if (result.failed.length > 0) process.exitCode = 1;
} finally {
  for (const server of servers) await server?.close();
}
