// The tenants table: which schools this server knows, by id or by the host's pre-domain.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';

export async function tenantExists(db: Database, tenantId: string): Promise<boolean> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return tenant !== undefined;
}

/** The tenant whose pre-domain is `preDomain` (case-insensitive), or undefined. */
export async function tenantByPreDomain(db: Database, preDomain: string) {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.preDomain, preDomain.toLowerCase())).limit(1);
  return tenant;
}
