import { describe, expect, it } from 'vitest';
import { normaliseHost, resolveTenant } from '../../../src/lib/tenant';
import { itAnswers } from '../support/each-row';

const domainSuffixes = ['.localhost', 'school.example.com', '.example.com'];

describe('resolveTenant', () => {
  it('takes the schoolId query first, from URLSearchParams or a record', () => {
    expect(resolveTenant({ query: new URLSearchParams('schoolId=1001'), host: 'demo.localhost:4321', domainSuffixes })).toEqual({
      by: 'schoolId',
      tenantId: '1001',
    });
    expect(resolveTenant({ query: { schoolId: ' 1002 ' }, host: 'demo.localhost', domainSuffixes })).toEqual({
      by: 'schoolId',
      tenantId: '1002',
    });
    expect(resolveTenant({ query: { schoolId: ['1003', '1004'] }, domainSuffixes })).toEqual({ by: 'schoolId', tenantId: '1003' });
  });

  it('ignores an empty schoolId and falls back to the host', () => {
    const expected = { by: 'preDomain', preDomain: 'demo' };
    expect(resolveTenant({ query: new URLSearchParams('schoolId='), host: 'demo.localhost', domainSuffixes })).toEqual(expected);
    expect(resolveTenant({ query: { schoolId: '  ' }, host: 'demo.localhost', domainSuffixes })).toEqual(expected);
    expect(resolveTenant({ query: { schoolId: [] }, host: 'demo.localhost', domainSuffixes })).toEqual(expected);
    expect(resolveTenant({ query: { other: 'x' }, host: 'demo.localhost', domainSuffixes })).toEqual(expected);
    expect(resolveTenant({ query: null, host: 'demo.localhost', domainSuffixes })).toEqual(expected);
  });

  it.each([
    ['demo.localhost:4321', 'demo'],
    ['BETA.LocalHost', 'beta'],
    ['demo.localhost.', 'demo'],
    ['demo.school.example.com', 'demo'],
    ['a.b.school.example.com', 'a'],
    ['shop.example.com:8080', 'shop'],
  ])('reads the pre-domain of %s as %s', (host, preDomain) => {
    expect(resolveTenant({ host, domainSuffixes })).toEqual({ by: 'preDomain', preDomain });
  });

  it('strips the longest matching suffix', () => {
    expect(resolveTenant({ host: 'x.school.example.com', domainSuffixes: ['example.com', 'school.example.com'] })).toEqual({
      by: 'preDomain',
      preDomain: 'x',
    });
  });

  it.each([
    ['localhost:4321'],
    ['localhost'],
    ['school.example.com'],
    ['127.0.0.1:4321'],
    ['192.168.1.20'],
    ['[::1]:4321'],
    ['::1'],
    [''],
    ['.localhost'],
  ])('gives the default tenant for %j', (host) => {
    expect(resolveTenant({ host, domainSuffixes })).toEqual({ by: 'default' });
  });

  it('gives the default tenant without a host', () => {
    expect(resolveTenant({ host: undefined, domainSuffixes })).toEqual({ by: 'default' });
    expect(resolveTenant({ domainSuffixes })).toEqual({ by: 'default' });
  });

  it('hands back a host that matches no known suffix, for a look-up among custom domains', () => {
    expect(resolveTenant({ host: 'Training.Other-School.cn:443', domainSuffixes })).toEqual({ by: 'default', host: 'training.other-school.cn' });
    expect(resolveTenant({ host: 'demo.localhost', domainSuffixes: [] })).toEqual({ by: 'default', host: 'demo.localhost' });
  });

  it('ignores blank or IP suffixes in the list', () => {
    expect(resolveTenant({ host: 'demo.localhost', domainSuffixes: ['', ' . ', '10.0.0.1', 'localhost'] })).toEqual({
      by: 'preDomain',
      preDomain: 'demo',
    });
  });
});

describe('normaliseHost', () => {
  itAnswers(normaliseHost, 'reads %j as %j', [
    [' Demo.LocalHost:4321 ', 'demo.localhost'],
    ['example.com.', 'example.com'],
    ['10.1.2.3', undefined],
    ['[2001:db8::1]', undefined],
    [null, undefined],
  ]);
});
