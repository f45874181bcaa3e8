// Runs a task against the built sites served as `npm start` serves them (an in-memory API, every
// tenant built, the site server on a port of its own) and a headless Debian Chromium, then stops
// everything. The benchmark and the screenshots use it.
import { serve } from '@hono/node-server';
import { type Browser, chromium } from '@playwright/test';
import type { TenantsManifest } from '../../src/lib/manifest';
import { loadConfig } from '../../src/server/config';
import { readManifest } from '../../src/server/manifest-file';
import { startServer } from '../../src/server/main';
import { buildSites } from './build-sites';
import { createSiteServer } from './site-server';

export interface ServedSites {
  manifest: TenantsManifest;
  /** The built sites' folder: PORTAL_DIST_DIR, as `npm start` and `npm run build` read it, or dist. */
  distDir: string;
  browser: Browser;
  /** The reference API's own address (plain loopback: the tenant travels in the tenantId header). */
  apiBase: string;
  /** The address of a page of a tenant, by its pre-domain host. */
  urlOf(tenantPreDomain: string, path: string): string;
}

export async function withServedSites<T>(port: number, task: (sites: ServedSites) => Promise<T>): Promise<T> {
  // The benchmarks print figures: the request log stays off unless PORTAL_REQUEST_LOG asks for it.
  const config = loadConfig({ PORTAL_REQUEST_LOG: '0', ...process.env, PORTAL_DEV: '1', PORTAL_DATA_DIR: 'memory://' });
  const api = await startServer({ port: port + 400, config });
  const manifest = readManifest(config.tenantsDir);
  const distDir = process.env.PORTAL_DIST_DIR ?? 'dist';
  if (process.env.PORTAL_SKIP_BUILD !== '1') await buildSites({ manifest, distDir, apiBase: `http://127.0.0.1:${port + 400}`, log: () => {} });
  const site = createSiteServer({ distDir, manifest, api: (request) => api.app.fetch(request) });
  const server = serve({ fetch: site.fetch, port, hostname: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    return await task({ manifest, distDir, browser, apiBase: `http://127.0.0.1:${port + 400}`, urlOf: (preDomain, path) => `http://${preDomain}.localhost:${port}${path}` });
  } finally {
    await browser.close();
    server.close();
    await api.close();
  }
}
