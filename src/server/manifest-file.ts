// Reading the tenants manifest from disk (Node only; src/lib/manifest.ts parses it): the seeder,
// the tenant calls and the operator scripts read it here, so none of them loads the seeder (and
// with it the whole server) to learn which schools exist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseManifest, type TenantsManifest } from '../lib/manifest';

/** tenants/manifest.json under `tenantsDir`, checked and typed; throws naming a faulty entry. */
export function readManifest(tenantsDir: string): TenantsManifest {
  return parseManifest(JSON.parse(readFileSync(path.join(tenantsDir, 'manifest.json'), 'utf8')));
}
