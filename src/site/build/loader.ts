// An Astro content loader for one area of the public site: one entry per tenant of this build,
// keyed by its id, holding what the build script fetched for that area from the tenant's API
// (scripts/lib/school-content.ts, through the same typed client the browser uses).
import type { Loader } from 'astro/loaders';
import type { ApiClient } from '../../api/client';
import type { TenantEntry } from '../../lib/manifest';
import { buildContent } from './tenants';

export interface FetchContext {
  client: ApiClient;
  tenant: TenantEntry;
}

export function tenantLoader(area: string): Loader {
  return {
    name: `tenant-${area}`,
    load({ store, generateDigest }) {
      // `astro check` and `astro sync` run loaders too; only our build hands content over.
      const build = buildContent();
      if (!build) return Promise.resolve();
      // The store holds this build's tenants only: another build's never leak into these pages.
      store.clear();
      for (const tenant of build.tenants) {
        const data = build.content[tenant.id]?.[area];
        if (!data) throw new Error(`no ${area} content for tenant ${tenant.id} in ${process.env.PORTAL_BUILD_CONTENT}`);
        store.set({ id: tenant.id, data, digest: generateDigest(data) });
      }
      return Promise.resolve();
    },
  };
}
