import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $tenant, setTenant, tenantKeyPrefix, tenantLocale } from '../../../src/stores/tenant';

beforeAll(() => useTestStorageEngine());
beforeEach(() => cleanTestStorage());

describe('the tenant store', () => {
  it('stores the tenant id under the fixed prefix as soon as it is set', () => {
    setTenant({ tenantId: 'beta', locale: 'en', name: 'Beta Skills Academy' });
    expect($tenant.get()).toEqual({ tenantId: 'beta', schoolId: 'beta', locale: 'en', name: 'Beta Skills Academy' });
    expect(getTestStorage()['portal:tenant:tenantId']).toBe('beta');
  });

  it('keeps a school id the platform gives apart from the tenant id', () => {
    setTenant({ tenantId: 'demo', schoolId: 'school-7' });
    expect($tenant.get().schoolId).toBe('school-7');
  });

  it('falls back to the default locale for an unknown one', () => {
    setTenant({ tenantId: 'demo', locale: 'fr' as never });
    expect(tenantLocale()).toBe('zh-CN');
    $tenant.setKey('locale', 'xx' as never);
    expect(tenantLocale()).toBe('zh-CN');
  });

  it('prefixes each school’s keys with its id', () => {
    expect(tenantKeyPrefix('demo')).toBe('portal:demo:');
    expect(tenantKeyPrefix('')).toBe('portal:');
  });
});
