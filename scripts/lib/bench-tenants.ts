// Many schools for benchmarks, made from the demo school: a tenants folder (manifest and seed
// folders) where demo-01 … demo-NN are copies of tenants/demo with domains of their own and
// locales alternating zh-CN and en. The reference API seeds them from it (PORTAL_TENANTS_DIR);
// the real tenants/ manifest is never touched.
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest } from '../../src/server/manifest-file';
import type { TenantEntry, TenantsManifest } from '../../src/lib/manifest';

export function benchTenantId(index: number): string {
  return `demo-${String(index + 1).padStart(2, '0')}`;
}

export function benchManifest(source: TenantsManifest, count: number, apiBase: string): TenantsManifest {
  const demo = source.tenants.find((tenant) => tenant.id === 'demo') ?? (source.tenants[0] as TenantEntry);
  const tenants = Array.from({ length: count }, (_, index): TenantEntry => {
    const id = benchTenantId(index);
    return {
      ...demo,
      id,
      name: `${demo.name} ${index + 1}`,
      preDomain: id,
      domains: [`${id}.localhost`, `${id}.cloud-school.example.com`],
      apiBase,
      locale: index % 2 === 0 ? 'zh-CN' : 'en',
    };
  });
  return { ...source, tenants };
}

/**
 * Writes the folder and answers its path; each copy's seed files link to tenants/demo's, but for
 * users.json: the public site needs no accounts, user ids and enterprise codes are unique across
 * schools, and hashing every copy's passwords would make seeding take minutes.
 */
export function writeBenchTenants(dir: string, count: number, apiBase: string, tenantsDir = 'tenants'): string {
  const manifest = benchManifest(readManifest(tenantsDir), count, apiBase);
  const demoDir = path.resolve(tenantsDir, 'demo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const tenant of manifest.tenants) {
    const target = path.join(dir, tenant.id);
    mkdirSync(target);
    for (const file of readdirSync(demoDir)) {
      if (file !== 'users.json') symlinkSync(path.join(demoDir, file), path.join(target, file));
    }
  }
  return dir;
}
