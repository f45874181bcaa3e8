import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { compareIdsNewestFirst, couponThreshold, couponValidity, homeCoupons, type Coupon } from '../../../src/lib/coupon';

describe('homeCoupons', () => {
  const coupon = (id: Coupon['id'], state: Coupon['state'] = 1): Coupon => ({ id, state, title: `coupon ${id}` });

  it('keeps the first 3 coupons with state 1, newest (highest id) first', () => {
    const list = [coupon(1), coupon(5), coupon(2, 0), coupon(4), coupon(3), coupon(6, 2)];
    expect(homeCoupons(list).map((c) => c.id)).toEqual([5, 4, 3]);
  });

  it('accepts the state as text', () => {
    expect(homeCoupons([coupon(1, '1'), coupon(2, '0')]).map((c) => c.id)).toEqual([1]);
  });

  it('orders snowflake ids sent as text without losing precision', () => {
    const list = [coupon('1790000000000000001'), coupon('1790000000000000002'), coupon('999')];
    expect(homeCoupons(list).map((c) => c.id)).toEqual(['1790000000000000002', '1790000000000000001', '999']);
  });

  it('shows fewer than 3 when fewer are usable, and none from an empty list', () => {
    expect(homeCoupons([coupon(1), coupon(2, null)])).toHaveLength(1);
    expect(homeCoupons([])).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const list = [coupon(1), coupon(2)];
    homeCoupons(list);
    expect(list.map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('compareIdsNewestFirst', () => {
  it.each([
    [2, 1, -1],
    [1, 2, 1],
    ['10', '9', -1],
    ['7', 7, 0],
    ['b', 'a', -1],
    ['a', 'b', 1],
  ])('compares %j with %j as %i', (a, b, sign) => {
    expect(Math.sign(compareIdsNewestFirst(a, b))).toBe(sign);
  });
});

describe('couponThreshold', () => {
  it.each([
    [100, { key: 'display.coupon.threshold', params: { amount: 100 } }],
    ['99.5', { key: 'display.coupon.threshold', params: { amount: 99.5 } }],
    [0, { key: 'display.coupon.noThreshold' }],
    [null, { key: 'display.coupon.noThreshold' }],
    [undefined, { key: 'display.coupon.noThreshold' }],
    [-1, { key: 'display.coupon.noThreshold' }],
  ])('gives a minPoint of %j the text %j', (minPoint, expected) => {
    expect(couponThreshold({ minPoint })).toEqual(expected);
  });

  it('reads as the spec words it', () => {
    expect(createTranslator('zh-CN')(couponThreshold({ minPoint: 100 }))).toBe('满100元可用');
    expect(createTranslator('zh-CN')(couponThreshold({ minPoint: 0 }))).toBe('无门槛');
  });
});

describe('couponValidity', () => {
  it('is unlimited without dates', () => {
    expect(couponValidity({})).toEqual({ key: 'display.coupon.unlimited' });
    expect(couponValidity({ useStartTime: null, useEndTime: '' })).toEqual({ key: 'display.coupon.unlimited' });
    expect(createTranslator('zh-CN')(couponValidity({}))).toBe('不限');
  });

  it('shows the date range by day', () => {
    const validity = couponValidity({ useStartTime: '2025-01-01 00:00:00', useEndTime: '2025-03-31 23:59:59' });
    expect(validity).toEqual({ key: 'display.coupon.validity', params: { start: '2025-01-01', end: '2025-03-31' } });
    expect(createTranslator('zh-CN')(validity)).toBe('2025-01-01至2025-03-31');
  });

  it('reads epoch milliseconds', () => {
    const start = new Date(2025, 5, 1, 12).getTime();
    expect(couponValidity({ useStartTime: start, useEndTime: start })).toEqual({
      key: 'display.coupon.validity',
      params: { start: '2025-06-01', end: '2025-06-01' },
    });
  });

  it('shows only the bound that exists', () => {
    expect(couponValidity({ useStartTime: '2025-01-01' })).toEqual({ key: 'display.coupon.validFrom', params: { start: '2025-01-01' } });
    expect(couponValidity({ useEndTime: '2025-12-31' })).toEqual({ key: 'display.coupon.validUntil', params: { end: '2025-12-31' } });
  });

  it('treats an unreadable date as absent', () => {
    expect(couponValidity({ useStartTime: 'soon', useEndTime: 'later' })).toEqual({ key: 'display.coupon.unlimited' });
  });
});
