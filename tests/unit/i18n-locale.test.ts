import { describe, expect, it } from 'vitest';
import { isLocale, negotiateLocale } from '../../src/i18n/locale';
import { itAnswers } from './support/each-row';

describe('negotiateLocale', () => {
  itAnswers(negotiateLocale, 'reads %s as %s', [
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB,en;q=0.9', 'en'],
  ] as const);

  it('answers nothing when there is no header, an empty one, only `*` or only languages we lack', () => {
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
    expect(negotiateLocale('*')).toBeUndefined();
    expect(negotiateLocale('fr-FR, de;q=0.8, *;q=0.1')).toBeUndefined();
  });

  it('takes the language of highest weight we have, whatever the order', () => {
    expect(negotiateLocale('en;q=0.5, zh-CN;q=0.9')).toBe('zh-CN');
    expect(negotiateLocale('zh;q=0.3,en-US;q=0.7,fr;q=1')).toBe('en');
    expect(negotiateLocale('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('en');
  });

  it('keeps the header order between equal weights, a missing weight counting as 1', () => {
    expect(negotiateLocale('en, zh')).toBe('en');
    expect(negotiateLocale('zh-CN,en;q=1')).toBe('zh-CN');
    expect(negotiateLocale('en;q=1.000, zh;q=1')).toBe('en');
  });

  it('never takes a range weighted 0 ("not acceptable")', () => {
    expect(negotiateLocale('zh;q=0, en;q=0.1')).toBe('en');
    expect(negotiateLocale('en;q=0.000')).toBeUndefined();
  });

  it('skips a range whose weight is malformed, and reads spaces and other parameters around it', () => {
    expect(negotiateLocale('zh;q=high, en;q=0.2')).toBe('en');
    expect(negotiateLocale('zh;q=1.5, en;q=0.2')).toBe('en');
    expect(negotiateLocale(' zh-CN ; Q=0.8 , en ; q=0.5')).toBe('zh-CN');
    expect(negotiateLocale('en;level=1')).toBe('en');
    expect(negotiateLocale(',;q=0.5,,zh')).toBe('zh-CN');
  });
});

describe('isLocale', () => {
  it('knows the two locales and nothing else', () => {
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('zh')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
