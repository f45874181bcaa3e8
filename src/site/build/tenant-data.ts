// Typed access to an area's build-time data for one tenant, from its content collection.
import { getEntry } from 'astro:content';
import { buildTenants } from './tenants';
import type { Area, AreaData } from './data';

export async function tenantData<A extends Area>(area: A, tenantId: string): Promise<AreaData<A>> {
  const entry = await getEntry(area, tenantId);
  if (!entry) throw new Error(`no ${area} data for tenant ${tenantId}: was the tenant part of this build?`);
  return entry.data as AreaData<A>;
}

/**
 * getStaticPaths() for a page rendered once per item of an area, for every tenant of this build:
 * dist/<tenantId>/<route>/<id>/, with the item itself as props (the tenant is on Astro.locals,
 * src/middleware.ts). A page types its props as InferGetStaticPropsType<typeof getStaticPaths>.
 */
export async function tenantItemPaths<A extends Area, Item extends { id: number }>(area: A, itemsOf: (data: AreaData<A>) => readonly Item[]) {
  const paths = [];
  for (const tenant of buildTenants()) {
    for (const item of itemsOf(await tenantData(area, tenant.id))) {
      paths.push({ params: { tenant: tenant.id, id: String(item.id) }, props: { item } });
    }
  }
  return paths;
}
