import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/runtime';
import { certificateVerificationLabel, classPeriodTypeLabel, classPeriodTypeLabels, couponPriceMessage, parseCouponPrice, ratingDiamonds } from '../../../src/lib/product';
import { itAnswers } from '../support/each-row';

describe('ratingDiamonds', () => {
  it.each([
    [0, 2, 'display.rating.good'],
    [999, 2, 'display.rating.good'],
    [1000, 3, 'display.rating.great'],
    [1999, 3, 'display.rating.great'],
    [2000, 4, 'display.rating.excellent'],
    [150000, 4, 'display.rating.excellent'],
    ['1500', 3, 'display.rating.great'],
    [null, 2, 'display.rating.good'],
    [undefined, 2, 'display.rating.good'],
  ])('gives %j thumbs %i diamonds labelled %s', (thumbs, diamonds, label) => {
    expect(ratingDiamonds(thumbs)).toEqual({ diamonds, label });
  });

  it('labels the diamonds good, great and excellent', () => {
    expect(createTranslator('en')({ key: ratingDiamonds(2000).label })).toBe('Excellent');
    expect(createTranslator('zh-CN')({ key: ratingDiamonds(999).label })).toBe('好');
  });
});

describe('certificateVerificationLabel', () => {
  itAnswers(certificateVerificationLabel, 'labels verification type %j as %s', [
    [0, 'display.certificateVerification.none'],
    [1, 'display.certificateVerification.national'],
    [2, 'display.certificateVerification.academic'],
    ['2', 'display.certificateVerification.academic'],
    [3, undefined],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
  ]);
});

describe('class period types', () => {
  itAnswers(classPeriodTypeLabel, 'labels type %j as %s', [
    [1, 'display.classPeriodType.training'],
    [2, 'display.classPeriodType.exam'],
    [3, 'display.classPeriodType.certification'],
    [4, 'display.classPeriodType.evaluation'],
    ['4', 'display.classPeriodType.evaluation'],
    [5, undefined],
  ]);

  it('labels a list in its order, without unknown values or repeats', () => {
    expect(classPeriodTypeLabels([2, 1, 9, 2])).toEqual(['display.classPeriodType.exam', 'display.classPeriodType.training']);
  });

  it('reads a comma-separated list too', () => {
    expect(classPeriodTypeLabels('1, 3,4')).toEqual([
      'display.classPeriodType.training',
      'display.classPeriodType.certification',
      'display.classPeriodType.evaluation',
    ]);
  });

  it('gives no labels for a missing list', () => {
    expect(classPeriodTypeLabels(null)).toEqual([]);
    expect(classPeriodTypeLabels(undefined)).toEqual([]);
    expect(classPeriodTypeLabels('')).toEqual([]);
  });
});

describe('parseCouponPrice', () => {
  it.each([
    ['199', { amount: 199, from: false, text: '199' }],
    ['199.00起', { amount: 199, from: true, text: '199.00' }],
    [' 88.5 起 ', { amount: 88.5, from: true, text: '88.5' }],
    ['¥120', { amount: 120, from: false, text: '120' }],
    ['￥0.99起', { amount: 0.99, from: true, text: '0.99' }],
    [88, { amount: 88, from: false, text: '88' }],
    [0, { amount: 0, from: false, text: '0' }],
  ])('reads %j as %j', (value, expected) => {
    expect(parseCouponPrice(value)).toEqual(expected);
  });

  it.each([[''], ['起'], ['free'], ['12起起'], ['-5'], [null], [undefined], [Number.NaN], [-1]])('finds no price in %j', (value) => {
    expect(parseCouponPrice(value)).toBeUndefined();
  });
});

describe('couponPriceMessage', () => {
  it('shows a from price with its marker and keeps the decimals', () => {
    expect(couponPriceMessage('199.00起')).toEqual({ key: 'display.price.from', params: { amount: '199.00' } });
    expect(createTranslator('zh-CN')(couponPriceMessage('199.00起')!)).toBe('¥199.00起');
    expect(createTranslator('en')(couponPriceMessage('199起')!)).toBe('From ¥199');
  });

  it('shows a plain price as the amount', () => {
    expect(createTranslator('zh-CN')(couponPriceMessage(99)!)).toBe('¥99');
  });

  it('shows nothing without a price', () => {
    expect(couponPriceMessage(null)).toBeUndefined();
  });
});
