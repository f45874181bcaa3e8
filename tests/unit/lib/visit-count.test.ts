import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { formatVisitCount } from '../../../src/lib/visit-count';

describe('formatVisitCount', () => {
  it.each([
    [0, { key: 'display.visitCount.exact', params: { n: 0 } }],
    [99999, { key: 'display.visitCount.exact', params: { n: 99999 } }],
    [100000, { key: 'display.visitCount.exact', params: { n: 100000 } }],
    [100001, { key: 'display.visitCount.over100k' }],
    [500000, { key: 'display.visitCount.over100k' }],
    [500001, { key: 'display.visitCount.over500k' }],
    ['1234', { key: 'display.visitCount.exact', params: { n: 1234 } }],
    [null, { key: 'display.visitCount.exact', params: { n: 0 } }],
    [undefined, { key: 'display.visitCount.exact', params: { n: 0 } }],
    ['many', { key: 'display.visitCount.exact', params: { n: 0 } }],
    [-3, { key: 'display.visitCount.exact', params: { n: 0 } }],
  ])('shows a count of %j as %j', (count, expected) => {
    expect(formatVisitCount(count)).toEqual(expected);
  });

  it('reads 100k+ and 500k+ in English, 10万+ and 50万+ in Chinese', () => {
    expect(createTranslator('en')(formatVisitCount(100001))).toBe('100k+');
    expect(createTranslator('en')(formatVisitCount(500001))).toBe('500k+');
    expect(createTranslator('zh-CN')(formatVisitCount(100001))).toBe('10万+');
    expect(createTranslator('zh-CN')(formatVisitCount(500001))).toBe('50万+');
    expect(createTranslator('zh-CN')(formatVisitCount(100000))).toBe('100000');
  });
});
