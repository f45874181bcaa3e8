// The school a public call is about: its tenantId parameter, else the tenantId header. The
// middleware already refused an unknown header; an unknown parameter is refused here alike.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { tenants } from '../db/schema';
import { badRequest } from '../envelope';
import { requireTenant } from '../middleware';

export async function tenantOf(c: Context<AppEnv>, parameter?: string | null): Promise<string> {
  const tenantId = requireTenant(c, parameter);
  if (tenantId === c.get('tenantId')) return tenantId;
  const [tenant] = await c.get('deps').db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!tenant) throw badRequest(`tenantId: unknown tenant '${tenantId}'`);
  return tenantId;
}
