// Builds the static sites of some or all tenants in one Astro build (pages are rendered per tenant
// through the [tenant] route parameter; islands are bundled once) and moves each tenant's output
// into dist/<tenantId>/ without touching the other tenants' folders.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'astro';
import type { TenantEntry, TenantsManifest } from '../../src/lib/manifest';
import { writeCspSources } from './csp-sources';
import { precompress } from './precompress';

export interface BuildSitesOptions {
  manifest: TenantsManifest;
  /** Tenant ids to build; all of the manifest's when empty. */
  only?: string[];
  distDir?: string;
  /** Overrides every tenant's apiBase for this build (tests and `npm start` use the embedded API). */
  apiBase?: string;
  log?: (line: string) => void;
}

export function selectTenants(manifest: TenantsManifest, only: string[] = []): TenantEntry[] {
  if (only.length === 0) return manifest.tenants;
  const unknown = only.filter((id) => !manifest.tenants.some((tenant) => tenant.id === id));
  if (unknown.length > 0) throw new Error(`unknown tenant: ${unknown.join(', ')} (known: ${manifest.tenants.map((tenant) => tenant.id).join(', ')})`);
  return manifest.tenants.filter((tenant) => only.includes(tenant.id));
}

export async function buildSites({ manifest, only = [], distDir = 'dist', apiBase, log = console.log }: BuildSitesOptions) {
  const tenants = selectTenants(manifest, only);
  const ids = tenants.map((tenant) => tenant.id);
  const dist = path.resolve(distDir);
  const staging = path.join(dist, `.staging-${process.pid}-${Date.now()}`);
  const started = performance.now();

  // The build reads these while rendering (src/site/build/tenants.ts).
  process.env.PORTAL_BUILD_TENANTS = ids.join(',');
  process.env.PORTAL_FETCH_CONTENT = '1';
  if (apiBase) process.env.PORTAL_API_BASE = apiBase;

  log(`build: ${ids.join(', ')} → ${path.relative(process.cwd(), dist) || '.'}/`);
  await build({
    root: process.cwd(),
    outDir: staging,
    // A cache per output folder and tenant set, so builds of different tenants never share or clobber content caches.
    cacheDir: path.join('node_modules', '.astro', `${path.basename(dist)}-${[...ids].sort().join('-')}`),
    logLevel: 'warn',
  });

  mkdirSync(dist, { recursive: true });
  for (const id of ids) {
    const target = path.join(dist, id);
    const previous = `${target}.previous-${process.pid}`;
    if (existsSync(target)) renameSync(target, previous);
    renameSync(path.join(staging, id), target);
    rmSync(previous, { recursive: true, force: true });
    // The inline-script hashes and framed origins of the tenant's Content-Security-Policy.
    writeCspSources(dist, id);
  }
  // What is left is shared by every tenant: content-hashed bundles and public/ files. Merge, never
  // delete: another tenant's pages may still refer to an older bundle.
  for (const entry of readdirSync(staging)) {
    cpSync(path.join(staging, entry), path.join(dist, entry), { recursive: true, force: true });
  }
  rmSync(staging, { recursive: true, force: true });
  precompress(dist);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`build: done in ${seconds} s`);
  return { tenants: ids, seconds: Number(seconds) };
}
