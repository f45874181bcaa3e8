// An Astro content loader that fetches one tenant's data for a page area from that tenant's API
// at build time, through the same typed client the browser uses. Each tenant is one entry keyed
// by its id; only the tenants of this build are refreshed, so another tenant's cached entry is
// never read or overwritten by this build.
import type { Loader } from 'astro/loaders';
import { createBuildClient } from '../../api/build-client';
import type { ApiClient } from '../../api/client';
import type { TenantEntry } from '../../lib/manifest';
import { apiBaseOf, buildTenants } from './tenants';

export interface FetchContext {
  client: ApiClient;
  tenant: TenantEntry;
}

export type AreaFetcher<T extends Record<string, unknown>> = (context: FetchContext) => Promise<T>;

export function tenantLoader<T extends Record<string, unknown>>(area: string, fetchArea: AreaFetcher<T>): Loader {
  return {
    name: `tenant-${area}`,
    async load({ store, logger, generateDigest }) {
      // `astro check` and `astro sync` run loaders too; only our build fetches (scripts/lib/build-sites.ts).
      if (process.env.PORTAL_FETCH_CONTENT !== '1') return;
      for (const tenant of buildTenants()) {
        const started = performance.now();
        const client = createBuildClient({ apiBase: apiBaseOf(tenant), tenantId: tenant.id });
        let data: T;
        try {
          data = await fetchArea({ client, tenant });
        } catch (error) {
          throw new Error(`${area} of tenant ${tenant.id} from ${apiBaseOf(tenant)}: ${(error as Error).message}`, { cause: error });
        }
        store.delete(tenant.id);
        store.set({ id: tenant.id, data, digest: generateDigest(data) });
        logger.info(`${tenant.id}: fetched in ${Math.round(performance.now() - started)} ms`);
      }
    },
  };
}
