// Typed access to an area's build-time data for one tenant, from its content collection.
import { getEntry } from 'astro:content';
import type { Area, AreaData } from './data';

export async function tenantData<A extends Area>(area: A, tenantId: string): Promise<AreaData<A>> {
  const entry = await getEntry(area, tenantId);
  if (!entry) throw new Error(`no ${area} data for tenant ${tenantId}: was the tenant part of this build?`);
  return entry.data as AreaData<A>;
}
