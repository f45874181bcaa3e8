// Seeds each tenant of the manifest from its folder under tenants/. Every seeder runs once per
// tenant (recorded in seed_runs), so restarts never duplicate or overwrite data, and a data folder
// made before an area existed gets that area's demo data on its next start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { TenantEntry } from '../../../lib/manifest';
import { readManifest } from '../../manifest-file';
import { OWASP_COST, type ScryptCost } from '../../services/passwords';
import type { Database } from '../client';
import { seedRuns, tenants } from '../schema';
import { seedAuth } from './auth';
import { seedCommerce } from './commerce';
import { seedContent } from './content';
import { seedStudy } from './study';

export interface TenantSeed {
  tenant: TenantEntry;
  /** tenants/<id>/: the tenant's seed files. */
  dir: string;
  /** Reads tenants/<id>/<file> as JSON; undefined when the tenant has no such file. */
  readJson<T>(file: string): T | undefined;
  now: Date;
  /** The cost the demo accounts' passwords are hashed at (OWASP's unless a throw-away test database asks). */
  passwordCost: ScryptCost;
}

export interface SeedOptions {
  /** OWASP_COST by default; TEST_SEED_COST only for throw-away test databases (config.ts). */
  passwordCost?: ScryptCost;
}

export type Seeder = (tx: Database, seed: TenantSeed) => Promise<void>;

// Order matters: content may refer to users and users to nothing. Names are recorded: never rename one.
const seeders: [name: string, seeder: Seeder][] = [
  ['auth', seedAuth],
  ['content', seedContent],
  ['commerce', seedCommerce],
  ['study', seedStudy],
];

function jsonReader(tenantId: string, dir: string) {
  return <T>(file: string): T | undefined => {
    try {
      return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(`seed ${tenantId}/${file}: ${(error as Error).message}`);
    }
  };
}

/** Seeds what has not been seeded yet; answers the `tenant:seeder` pairs that ran. */
export async function seedDatabase(db: Database, tenantsDir: string, now = new Date(), { passwordCost = OWASP_COST }: SeedOptions = {}): Promise<string[]> {
  const manifest = readManifest(tenantsDir);
  const ran: string[] = [];
  for (const tenant of manifest.tenants) {
    const dir = path.join(tenantsDir, tenant.id);
    const seed: TenantSeed = { tenant, dir, readJson: jsonReader(tenant.id, dir), now, passwordCost };
    const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenant.id)).limit(1);
    if (!existing) await db.insert(tenants).values({ id: tenant.id, preDomain: tenant.preDomain, name: tenant.name, locale: tenant.locale });
    for (const [name, seeder] of seeders) {
      const [done] = await db
        .select({ seeder: seedRuns.seeder })
        .from(seedRuns)
        .where(and(eq(seedRuns.tenantId, tenant.id), eq(seedRuns.seeder, name)))
        .limit(1);
      if (done) continue;
      // One transaction per seeder: a failing seeder leaves no half-seeded area behind.
      await db.transaction(async (tx) => {
        await seeder(tx as unknown as Database, seed);
        await tx.insert(seedRuns).values({ tenantId: tenant.id, seeder: name });
      });
      ran.push(`${tenant.id}:${name}`);
    }
  }
  return ran;
}
