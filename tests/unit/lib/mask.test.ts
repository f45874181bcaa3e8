import { describe, expect, it } from 'vitest';
import { mask, maskIdCard, maskMobile } from '../../../src/lib/mask';

describe('masking what identifies a person', () => {
  it('keeps the first three and last four digits of a mobile', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });

  it('keeps the first six and last four characters of an identity number', () => {
    expect(maskIdCard('110101199001011234')).toBe('110101********1234');
  });

  it('stars a value too short to keep anything', () => {
    expect(mask('1234567', 3, 4)).toBe('*******');
    expect(mask('', 3, 4)).toBe('');
  });
});
