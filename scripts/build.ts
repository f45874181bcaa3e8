// `npm run build [-- --tenant demo [--tenant beta]]`: builds every tenant of tenants/manifest.json,
// or the named ones, into dist/<tenantId>/. Content is fetched from each tenant's apiBase (the
// embedded API is started when that is a loopback address where nothing answers yet).
import { parseArgs } from 'node:util';
import { readManifest } from '../src/server/db/seed';
import { buildSites, selectTenants } from './lib/build-sites';
import { ensureApi } from './lib/embedded-api';

const { values } = parseArgs({ options: { tenant: { type: 'string', multiple: true } } });
const only = (values.tenant ?? []).flatMap((value) => value.split(',')).map((id) => id.trim()).filter(Boolean);

const manifest = readManifest('tenants');
const apiBases = new Set(selectTenants(manifest, only).map((tenant) => process.env.PORTAL_API_BASE || tenant.apiBase));
const servers = [];
for (const apiBase of apiBases) servers.push(await ensureApi(apiBase));
try {
  await buildSites({ manifest, only });
} finally {
  for (const server of servers) await server?.close();
}
