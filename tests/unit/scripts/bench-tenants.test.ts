import { describe, expect, it } from 'vitest';
import { benchManifest, benchTenantId, benchUsers } from '../../../scripts/lib/bench-tenants';
import { parseManifest } from '../../../src/lib/manifest';
import manifestJson from '../../../tenants/manifest.json';
import demoUsers from '../../../tenants/demo/users.json';

describe('the benchmark schools', () => {
  it('are copies of demo with ids, domains of their own and locales alternating zh-CN and en', () => {
    const manifest = parseManifest(benchManifest(parseManifest(manifestJson), 50, 'http://127.0.0.1:4731'));
    expect(manifest.tenants).toHaveLength(50);
    expect(manifest.tenants.map((tenant) => tenant.id).slice(0, 3)).toEqual(['demo-01', 'demo-02', 'demo-03']);
    expect(benchTenantId(49)).toBe('demo-50');
    expect(new Set(manifest.tenants.flatMap((tenant) => tenant.domains)).size).toBe(100);
    expect(manifest.tenants.slice(0, 4).map((tenant) => tenant.locale)).toEqual(['zh-CN', 'en', 'zh-CN', 'en']);
    expect(manifest.tenants.every((tenant) => tenant.apiBase === 'http://127.0.0.1:4731')).toBe(true);
  });

  it("give each copy's users and students ids of its own and no enterprise codes, which are unique across schools", () => {
    const copy = JSON.parse(benchUsers(JSON.stringify(demoUsers), 'demo-07')) as typeof demoUsers;
    expect(copy.users.map((user) => user.id)).toEqual(demoUsers.users.map((user) => user.id.replace('demo-', 'demo-07-')));
    expect(copy.users.flatMap((user) => (user.student ? [user.student.id] : []))).toEqual(
      demoUsers.users.flatMap((user) => (user.student ? [user.student.id.replace('demo-', 'demo-07-')] : [])),
    );
    expect(copy.enterpriseInvitations).toEqual([]);
    expect(JSON.stringify(copy)).not.toContain('ENT0');
  });
});
