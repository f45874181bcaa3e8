// The tenants table: which schools this server knows, by id or by the host's pre-domain.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';

/** How long a tenant found once is taken as known without asking the database again (schools change rarely). */
export const TENANT_KNOWN_MS = 30_000;

/**
 * Tenants found, per database, with the time until which they count as known. Only found ones are kept:
 * a tenant added is seen at once, a removed one is refused at the latest TENANT_KNOWN_MS later.
 */
const knownTenants = new WeakMap<Database, Map<string, number>>();

/**
 * Whether the tenant exists. Every call's tenant header is checked, so a found tenant is remembered
 * for TENANT_KNOWN_MS on the clock `now` (the server's, injectable in tests).
 */
export async function tenantExists(db: Database, tenantId: string, now: Date = new Date()): Promise<boolean> {
  let known = knownTenants.get(db);
  if (!known) knownTenants.set(db, (known = new Map()));
  const until = known.get(tenantId);
  if (until !== undefined && until > now.getTime()) return true;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (tenant) known.set(tenantId, now.getTime() + TENANT_KNOWN_MS);
  else known.delete(tenantId);
  return tenant !== undefined;
}

/** The tenant whose pre-domain is `preDomain` (case-insensitive), or undefined. */
export async function tenantByPreDomain(db: Database, preDomain: string) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.preDomain, preDomain.toLowerCase())).limit(1);
  return tenant;
}
