// The quick way `npm run build -- --changed` knows a school is unchanged: before fetching its
// content, it asks the school's API for its content revision (an operator call, with the key in
// PORTAL_OPERATOR_KEY: src/server/routes/operator.ts). A school whose revision key (the revision,
// the build version and its manifest entry) is the one its last build kept beside its output is
// not fetched at all. Without a key, or from an API that does not offer revisions, a school has no
// key here and is fetched and digested as before (content-digest.ts): slower, never staler.
//
// The revision is asked for before the content is fetched, so an edit made while a build runs is
// at worst fetched again by the next --changed run, never missed.
import { createHash } from 'node:crypto';
import { call } from '../../src/api/client';
import { createBuildClient } from '../../src/api/build-client';
import type { TenantEntry } from '../../src/lib/manifest';
import { readBuildMark, stableJson, writeBuildMark } from './content-digest';
import type { Fetch } from './school-content';

/** The file beside a school's output (dist/<tenantId>/) that holds the revision key of its last build. */
export const REVISION_FILE = '.content-revision';

/** The header of the operator key (src/server/routes/operator.ts). */
const OPERATOR_KEY_HEADER = 'x-operator-key';

/** Schools asked at once: each answer is one query on the API's side. */
const CONCURRENCY = 8;

export function revisionKey({ codeVersion, tenant, revision }: { codeVersion: string; tenant: TenantEntry; revision: string }): string {
  return createHash('sha256').update(codeVersion).update('\0').update(stableJson(tenant)).update('\0').update(revision).digest('hex');
}

/**
 * The revision key of each school whose API answered; a school missing from the map is fetched.
 * `onMissing` hears once per API base why its schools have none.
 */
export async function revisionKeys(
  tenants: TenantEntry[],
  {
    codeVersion,
    operatorKey,
    apiBaseOf,
    fetchOf,
    onMissing,
  }: { codeVersion: string; operatorKey: string; apiBaseOf: (tenant: TenantEntry) => string; fetchOf?: (tenant: TenantEntry) => Fetch | undefined; onMissing?: (apiBase: string, reason: string) => void },
): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const told = new Set<string>();
  let next = 0;
  async function worker() {
    while (next < tenants.length) {
      const tenant = tenants[next++] as TenantEntry;
      const apiBase = apiBaseOf(tenant);
      try {
        const client = createBuildClient({ apiBase, tenantId: tenant.id, fetch: fetchOf?.(tenant) });
        const { revision } = await call(client.GET('/api/operator/contentRevision', { params: { header: { [OPERATOR_KEY_HEADER]: operatorKey } } }));
        keys.set(tenant.id, revisionKey({ codeVersion, tenant, revision }));
      } catch (error) {
        if (!told.has(apiBase)) onMissing?.(apiBase, (error as Error).message);
        told.add(apiBase);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tenants.length) }, worker));
  return keys;
}

/** The revision key of the school's last build in distDir; undefined when it has none. */
export const readRevisionKey = (distDir: string, tenantId: string) => readBuildMark(distDir, tenantId, REVISION_FILE);

export const writeRevisionKey = (distDir: string, tenantId: string, key: string) => writeBuildMark(distDir, tenantId, REVISION_FILE, key);
