import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchManifest, benchTenantId, writeBenchTenants } from '../../../scripts/lib/bench-tenants';
import { parseManifest } from '../../../src/lib/manifest';
import manifestJson from '../../../tenants/manifest.json';

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


  it("seed every copy with demo's content and no accounts, whose ids are unique across schools", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-tenants-'));
    try {
      writeBenchTenants(path.join(dir, 'tenants'), 3, 'http://127.0.0.1:4731');
      expect(readdirSync(path.join(dir, 'tenants')).sort()).toEqual(['demo-01', 'demo-02', 'demo-03', 'manifest.json']);
      expect(readdirSync(path.join(dir, 'tenants', 'demo-02')).sort()).toEqual(readdirSync('tenants/demo').filter((file) => file !== 'users.json').sort());
      expect(existsSync(path.join(dir, 'tenants', 'demo-02', 'users.json'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
