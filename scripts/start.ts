// `npm start`, the main job: the reference API on its embedded database (migrated and seeded on
// first run, development mode), every tenant built, and all of it served at http://localhost:4321.
import { serve } from '@hono/node-server';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/main';
import { readManifest } from '../src/server/db/seed';
import { buildSites } from './lib/build-sites';
import { createSiteServer } from './lib/site-server';

const port = Number(process.env.PORT ?? 4321);
const apiPort = Number(process.env.API_PORT ?? 8787);
const config = loadConfig({ PORTAL_DEV: '1', ...process.env });
// Tests and parallel runs pass a folder of their own, so that builds never swap files under each other.
const distDir = process.env.PORTAL_DIST_DIR ?? 'dist';

const api = await startServer({ port: apiPort, config });
const manifest = readManifest(config.tenantsDir);
if (process.env.PORTAL_SKIP_BUILD !== '1') await buildSites({ manifest, distDir, apiBase: `http://127.0.0.1:${apiPort}` });

const site = createSiteServer({ distDir, manifest, api: (request) => api.app.fetch(request) });
const server = serve({ fetch: site.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' });
console.log(`\nportal: serving on http://localhost:${port}`);
for (const tenant of manifest.tenants) console.log(`  ${tenant.id.padEnd(8)} http://${tenant.preDomain}.localhost:${port}/  (${tenant.locale})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void api.close().then(() => process.exit(0));
  });
}
