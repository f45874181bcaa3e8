// Which tenants this build renders, and what was fetched for them. The build script
// (scripts/lib/build-sites.ts) fetches every school's content before Astro runs and hands it over
// in one JSON file named by PORTAL_BUILD_CONTENT: the tenants to render, with each one's content
// by area. Without it (`astro check`, `astro sync`) the tenants are those of tenants/manifest.json
// and there is no content.
import { readFileSync } from 'node:fs';
import manifestJson from '../../../tenants/manifest.json';
import { parseManifest, type TenantEntry } from '../../lib/manifest';

export interface BuildContent {
  tenants: TenantEntry[];
  /** content[tenantId][area]: what src/site/build/data fetched for that area. */
  content: Record<string, Record<string, Record<string, unknown>>>;
}

const cache = new Map<string, BuildContent>();

export function buildContent(env: Record<string, string | undefined> = process.env): BuildContent | undefined {
  const file = env.PORTAL_BUILD_CONTENT;
  if (!file) return undefined;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as BuildContent);
  return cache.get(file);
}

export function buildTenants(env: Record<string, string | undefined> = process.env): TenantEntry[] {
  return buildContent(env)?.tenants ?? parseManifest(manifestJson).tenants;
}

/** getStaticPaths() for a page rendered once per tenant: dist/<tenantId>/<route>/. */
export function tenantPaths() {
  return buildTenants().map((tenant) => ({ params: { tenant: tenant.id } }));
}
