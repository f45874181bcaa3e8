// `npm start`, the main job: the reference API on its embedded database (migrated and seeded on
// first run, development mode), every tenant built, and all of it served at http://localhost:4321.
// It listens on loopback only: development mode hands out SMS codes and captcha texts to whoever
// asks, so opening it to the network (HOST=0.0.0.0) is a deliberate choice, and it is warned about.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { loadConfig } from '../src/server/config';
import { answerMalformedRequests, startServer } from '../src/server/main';
import { readManifest } from '../src/server/manifest-file';
import { buildSites } from './lib/build-sites';
import { createSiteServer } from './lib/site-server';
import { listenHost, LOOPBACK, openToNetworkWarning } from './lib/listen-address';

const port = Number(process.env.PORT ?? 4321);
const apiPort = Number(process.env.API_PORT ?? 8787);
const config = loadConfig({ PORTAL_DEV: '1', ...process.env });
// Tests and parallel runs pass a folder of their own, so that builds never swap files under each other.
const distDir = process.env.PORTAL_DIST_DIR ?? 'dist';

const host = listenHost(process.env);

// The API is reached through the site server's /api/ proxy and by the build: loopback is enough.
const api = await startServer({ port: apiPort, hostname: LOOPBACK, config });
const manifest = readManifest(config.tenantsDir);
if (process.env.PORTAL_SKIP_BUILD !== '1') await buildSites({ manifest, distDir, apiBase: `http://127.0.0.1:${apiPort}` });

const site = createSiteServer({ distDir, manifest, api: (request) => api.app.fetch(request) });
const server = serve({ fetch: site.fetch, port, hostname: host });
// Node closes an idle kept-alive connection after 5 s, and a client that reuses it at that moment
// gets a reset instead of an answer (the e2e suite met one). Thirty seconds leaves browsers and
// test clients that pause between calls their connection; nginx keeps 75 s by default.
(server as Server).keepAliveTimeout = 30_000;
// A request Node's parser refuses (a NUL in a header) gets the same 400 envelope as on the API's port.
answerMalformedRequests(server as Server);
console.log(`\nportal: serving on http://localhost:${port}${host === LOOPBACK ? '' : ` (listening on ${host})`}`);
for (const tenant of manifest.tenants) console.log(`  ${tenant.id.padEnd(8)} http://${tenant.preDomain}.localhost:${port}/  (${tenant.locale})`);

const warning = openToNetworkWarning(host, config.dev);
if (warning) console.warn(`\n${warning}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void api.close().then(() => process.exit(0));
  });
}
