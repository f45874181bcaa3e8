// Seeds each tenant of the manifest from its folder under tenants/ on first start. A tenant
// already in the database is left as it is, so restarts never duplicate or overwrite data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parseManifest, type TenantEntry, type TenantsManifest } from '../../../lib/manifest';
import type { Database } from '../client';
import { tenants } from '../schema';
import { seedAuth } from './auth';
import { seedCommerce } from './commerce';
import { seedContent } from './content';

export interface TenantSeed {
  tenant: TenantEntry;
  /** tenants/<id>/: the tenant's seed files. */
  dir: string;
  /** Reads tenants/<id>/<file> as JSON; undefined when the tenant has no such file. */
  readJson<T>(file: string): T | undefined;
  now: Date;
}

export type Seeder = (tx: Database, seed: TenantSeed) => Promise<void>;

// Order matters: content may refer to users and users to nothing.
const seeders: Seeder[] = [seedAuth, seedContent, seedCommerce];

export function readManifest(tenantsDir: string): TenantsManifest {
  return parseManifest(JSON.parse(readFileSync(path.join(tenantsDir, 'manifest.json'), 'utf8')));
}

export async function seedDatabase(db: Database, tenantsDir: string, now = new Date()): Promise<string[]> {
  const manifest = readManifest(tenantsDir);
  const seeded: string[] = [];
  for (const tenant of manifest.tenants) {
    const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenant.id)).limit(1);
    if (existing) continue;
    const dir = path.join(tenantsDir, tenant.id);
    const readJson = <T>(file: string): T | undefined => {
      try {
        return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw new Error(`seed ${tenant.id}/${file}: ${(error as Error).message}`);
      }
    };
    await db.transaction(async (tx) => {
      await tx.insert(tenants).values({ id: tenant.id, preDomain: tenant.preDomain, name: tenant.name, locale: tenant.locale });
      for (const seeder of seeders) await seeder(tx as unknown as Database, { tenant, dir, readJson, now });
    });
    seeded.push(tenant.id);
  }
  return seeded;
}
