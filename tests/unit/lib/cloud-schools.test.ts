import { describe, expect, it } from 'vitest';
import { en, zhCN } from '../../../src/i18n';
import { CLOUD_SCHOOLS, registrationType } from '../../../src/lib/cloud-schools';

describe('the registration page', () => {
  it('takes type 1, 2 or 3 from the query, and 1 for anything else', () => {
    expect(registrationType('?type=2')).toBe(2);
    expect(registrationType('?type=3')).toBe(3);
    expect(registrationType('?type=1')).toBe(1);
    expect(registrationType('')).toBe(1);
    expect(registrationType('?type=9')).toBe(1);
  });

  it('offers three cloud schools for type 1 and one for type 3, named in both locales', () => {
    expect(CLOUD_SCHOOLS[1]).toHaveLength(3);
    expect(CLOUD_SCHOOLS[3]).toHaveLength(1);
    for (const school of [...CLOUD_SCHOOLS[1], ...CLOUD_SCHOOLS[3]]) {
      expect(zhCN[school.name]).toBeTruthy();
      expect(en[school.name]).toBeTruthy();
    }
    // The seeded students joined these, by name.
    expect(CLOUD_SCHOOLS[1].map((school) => zhCN[school.name])).toEqual(['信息技术', '智能制造', '现代服务']);
    expect(CLOUD_SCHOOLS[1].map((school) => en[school.name]).slice(0, 2)).toEqual(['Information Technology', 'Advanced Manufacturing']);
  });
});
