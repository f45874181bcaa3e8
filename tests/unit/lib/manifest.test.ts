import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../../src/lib/manifest';
import manifestFile from '../../../tenants/manifest.json';

const tenant = {
  id: 'demo',
  name: 'Demo',
  preDomain: 'demo',
  domains: ['demo.localhost'],
  apiBase: 'http://127.0.0.1:8787',
  locale: 'zh-CN',
  theme: { primary: '#000', accent: '#fff' },
};

describe('parseManifest', () => {
  it('accepts the committed manifest with demo first and beta in English', () => {
    const manifest = parseManifest(manifestFile);
    expect(manifest.tenants.map((entry) => [entry.id, entry.locale])).toEqual([
      ['demo', 'zh-CN'],
      ['beta', 'en'],
    ]);
    expect(manifest.domainSuffixes).toContain('.localhost');
  });

  it("keeps a tenant's xsktBase, a URL or a path, and leaves it out when none is named", () => {
    const manifest = parseManifest({ tenants: [{ ...tenant, xsktBase: 'https://xskt.example.com/api/xskt' }, { ...tenant, id: 'b', xsktBase: '/api/xskt' }, { ...tenant, id: 'c' }] });
    expect(manifest.tenants.map((entry) => entry.xsktBase)).toEqual(['https://xskt.example.com/api/xskt', '/api/xskt', undefined]);
  });

  it('defaults the domain suffixes to none', () => {
    expect(parseManifest({ tenants: [tenant] }).domainSuffixes).toEqual([]);
  });

  it.each([
    ['no tenants at all', null, /non-empty/],
    ['an empty tenant list', { tenants: [] }, /non-empty/],
    ['a bad id', { tenants: [{ ...tenant, id: 'Demo School' }] }, /\.id must be/],
    ['a duplicate id', { tenants: [tenant, tenant] }, /listed twice/],
    ['a bad pre-domain', { tenants: [{ ...tenant, preDomain: '' }] }, /preDomain/],
    ['an unknown locale', { tenants: [{ ...tenant, locale: 'fr' }] }, /locale/],
    ['a missing name', { tenants: [{ ...tenant, name: '' }] }, /name is required/],
    ['an apiBase that is no URL', { tenants: [{ ...tenant, apiBase: 'localhost' }] }, /apiBase/],
    ['an xsktBase that is no URL', { tenants: [{ ...tenant, xsktBase: 'xskt.example.com' }] }, /xsktBase/],
    ['an xsktBase on another host without a scheme', { tenants: [{ ...tenant, xsktBase: '//xskt.example.com' }] }, /xsktBase/],
    ['domains that are no list', { tenants: [{ ...tenant, domains: 'demo.localhost' }] }, /domains/],
    ['a missing theme', { tenants: [{ ...tenant, theme: undefined }] }, /theme/],
  ])('refuses a manifest with %s', (_case, raw, message) => {
    expect(() => parseManifest(raw)).toThrow(message);
  });
});
