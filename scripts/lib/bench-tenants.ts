// Many schools for benchmarks, made from the demo school: a tenants folder (manifest and seed
// folders) where demo-01 … demo-NN are copies of tenants/demo with domains of their own and
// locales alternating zh-CN and en. The reference API seeds them from it (PORTAL_TENANTS_DIR);
// the real tenants/ manifest is never touched.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest } from '../../src/server/db/seed';
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
 * users.json of a copy: user and student ids are unique across tenants, so they carry the copy's
 * id; enterprise invitation codes are too and the public site shows none, so the copy has none
 * (and its students name none).
 */
export function benchUsers(demoUsers: string, tenantId: string): string {
  const file = JSON.parse(demoUsers) as { users: { id: string; student?: { id: string; enterpriseCode?: string } }[] };
  const users = file.users.map(({ student, ...user }) => ({
    ...user,
    id: user.id.replace(/^demo-/, `${tenantId}-`),
    ...(student ? { student: { ...student, id: student.id.replace(/^demo-/, `${tenantId}-`), enterpriseCode: undefined } } : {}),
  }));
  return `${JSON.stringify({ ...file, users, enterpriseInvitations: [] }, null, 2)}\n`;
}

/** Writes the folder and answers its path; each copy's seed files link to tenants/demo's, but for users.json. */
export function writeBenchTenants(dir: string, count: number, apiBase: string, tenantsDir = 'tenants'): string {
  const manifest = benchManifest(readManifest(tenantsDir), count, apiBase);
  const demoDir = path.resolve(tenantsDir, 'demo');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const tenant of manifest.tenants) {
    const target = path.join(dir, tenant.id);
    mkdirSync(target);
    for (const file of readdirSync(demoDir)) {
      if (file === 'users.json') writeFileSync(path.join(target, file), benchUsers(readFileSync(path.join(demoDir, file), 'utf8'), tenant.id));
      else symlinkSync(path.join(demoDir, file), path.join(target, file));
    }
  }
  return dir;
}
