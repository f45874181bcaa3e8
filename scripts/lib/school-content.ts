// Fetches what a school's static site shows, before Astro runs: every area of src/site/build/data
// through the same typed client the browser uses. Schools are fetched a few at a time (one slow or
// failing school holds up nobody), and a school whose fetch fails is reported with its reason
// instead of stopping the others.
import { createBuildClient } from '../../src/api/build-client';
import type { TenantEntry } from '../../src/lib/manifest';
import { areaFetchers, type Area } from '../../src/site/build/data';

export type SchoolContent = Record<Area, Record<string, unknown>>;

export type FetchResult = { tenant: TenantEntry; content: SchoolContent; ms: number } | { tenant: TenantEntry; error: string; ms: number };

/** Schools fetched at once: enough to keep the API busy while one school waits on a reply. */
export const FETCH_CONCURRENCY = 8;

/** How requests go out; global fetch by default (tests pass an app's own fetch). */
export type Fetch = (request: Request) => Response | Promise<Response>;

export async function fetchSchoolContent(tenant: TenantEntry, apiBase: string, fetch?: Fetch): Promise<SchoolContent> {
  const client = createBuildClient({ apiBase, tenantId: tenant.id, fetch });
  const areas = Object.keys(areaFetchers) as Area[];
  const entries = await Promise.all(
    areas.map(async (area) => {
      try {
        return [area, await areaFetchers[area]({ client, tenant })] as const;
      } catch (error) {
        throw new Error(`${area} from ${apiBase}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
  return Object.fromEntries(entries) as SchoolContent;
}

export async function fetchAllContent(
  tenants: TenantEntry[],
  {
    apiBaseOf,
    fetchOf,
    concurrency = FETCH_CONCURRENCY,
    onResult,
  }: { apiBaseOf: (tenant: TenantEntry) => string; fetchOf?: (tenant: TenantEntry) => Fetch | undefined; concurrency?: number; onResult?: (result: FetchResult) => void },
): Promise<FetchResult[]> {
  const results: FetchResult[] = new Array(tenants.length);
  let next = 0;
  async function worker() {
    while (next < tenants.length) {
      const index = next++;
      const tenant = tenants[index] as TenantEntry;
      const started = performance.now();
      let result: FetchResult;
      try {
        const content = await fetchSchoolContent(tenant, apiBaseOf(tenant), fetchOf?.(tenant));
        result = { tenant, content, ms: performance.now() - started };
      } catch (error) {
        result = { tenant, error: (error as Error).message, ms: performance.now() - started };
      }
      results[index] = result;
      onResult?.(result);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tenants.length) }, worker));
  return results;
}
