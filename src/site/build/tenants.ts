// Which tenants this build renders. The build script passes PORTAL_BUILD_TENANTS (comma-separated
// ids) so `npm run build -- --tenant demo` renders one school; without it every tenant is built.
import manifestJson from '../../../tenants/manifest.json';
import { parseManifest, type TenantEntry } from '../../lib/manifest';

export const manifest = parseManifest(manifestJson);

export function buildTenants(env: Record<string, string | undefined> = process.env): TenantEntry[] {
  const only = env.PORTAL_BUILD_TENANTS?.split(',').map((id) => id.trim()).filter(Boolean);
  if (!only || only.length === 0) return manifest.tenants;
  const unknown = only.filter((id) => !manifest.tenants.some((tenant) => tenant.id === id));
  if (unknown.length > 0) throw new Error(`PORTAL_BUILD_TENANTS names unknown tenants: ${unknown.join(', ')}`);
  return manifest.tenants.filter((tenant) => only.includes(tenant.id));
}

/** getStaticPaths() for a page rendered once per tenant: dist/<tenantId>/<route>/. */
export function tenantPaths() {
  return buildTenants().map((tenant) => ({ params: { tenant: tenant.id } }));
}

/** The API base a build fetches from: the manifest's, unless the operator overrides it for this run. */
export function apiBaseOf(tenant: TenantEntry, env: Record<string, string | undefined> = process.env): string {
  return env.PORTAL_API_BASE || tenant.apiBase;
}
