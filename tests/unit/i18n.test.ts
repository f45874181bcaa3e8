import { describe, expect, it } from 'vitest';
import { en, zhCN } from '../../src/i18n';
import { createTranslator } from '../../src/i18n/runtime';

describe('message catalogues', () => {
  it('hold exactly the same keys in zh-CN and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('have no empty message in either locale', () => {
    for (const catalogue of [zhCN, en]) {
      for (const [key, value] of Object.entries(catalogue)) expect(value, key).not.toBe('');
    }
  });

  it('use the same placeholders in both locales', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(zhCN[key]));
    }
  });
});

describe('t', () => {
  it('renders the default title in Chinese and English', () => {
    expect(createTranslator('zh-CN')('common.defaultTitle')).toBe('数字云校');
    expect(createTranslator('en')('common.defaultTitle')).toBe('Digital Cloud School');
  });
});
