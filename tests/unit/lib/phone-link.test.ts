import { describe, expect, it } from 'vitest';
import { telHref } from '../../../src/lib/phone-link';

describe('telHref', () => {
  it('dials the digits of a number written with spaces, dashes and brackets', () => {
    expect(telHref('(010) 6552-1234')).toBe('tel:01065521234');
    expect(telHref('400 810 1234 ')).toBe('tel:4008101234');
  });

  it('keeps the leading + of an international number', () => {
    expect(telHref('+86 138-0013-8000')).toBe('tel:+8613800138000');
  });
});
