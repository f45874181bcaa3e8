import { describe, expect, it } from 'vitest';
import { zhCN } from '../../src/i18n';
import enApi from '../../src/i18n/en/api';
import zhApi from '../../src/i18n/zh-CN/api';
import { CODE_LENGTH, CONSULT_CONTENT_MAX_LENGTH, CONSULT_NAME_MAX_LENGTH } from '../../src/lib/limits';
import { answerLocale, isApiMessageKey, renderApiText, say, sayAbout } from '../../src/server/messages';

describe('the api messages', () => {
  // Not part of the site's catalogues (a page never loads them): the server renders them.
  it('hold the same keys, each non-empty, with the same placeholders in zh-CN and en', () => {
    expect(Object.keys(enApi).sort()).toEqual(Object.keys(zhApi).sort());
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(zhApi) as (keyof typeof zhApi)[]) {
      expect(zhApi[key], key).not.toBe('');
      expect(enApi[key], key).not.toBe('');
      expect(placeholders(enApi[key]), key).toEqual(placeholders(zhApi[key]));
    }
  });

  it('name the code length in both locales', () => {
    expect(zhApi['api.code.format']).toContain(String(CODE_LENGTH));
    expect(enApi['api.code.format']).toContain(String(CODE_LENGTH));
  });

  it("refuse a consult message in the consult form's own words, with its limits", () => {
    expect(zhApi['api.consult.nameRequired']).toBe(zhCN['validation.nameRequired']);
    expect(zhApi['api.consult.nameTooLong']).toBe(zhCN['validation.consultNameTooLong']);
    expect(zhApi['api.consult.contentTooLong']).toBe(zhCN['validation.consultContentTooLong']);
    expect(zhApi['api.consult.contentRequired']).toBe(zhCN['validation.consultContentRequired']);
    expect(zhApi['api.consult.phoneRequired']).toBe(zhCN['validation.phoneRequired']);
    expect(zhApi['api.name.format']).toBe(zhCN['validation.name']);
    expect(zhApi['api.code.required']).toBe(zhCN['validation.codeRequired']);
    for (const catalogue of [zhApi, enApi, zhCN]) {
      const texts = catalogue as Record<string, string>;
      expect(texts['api.consult.nameTooLong'] ?? texts['validation.consultNameTooLong']).toContain(String(CONSULT_NAME_MAX_LENGTH));
      expect(texts['api.consult.contentTooLong'] ?? texts['validation.consultContentTooLong']).toContain(String(CONSULT_CONTENT_MAX_LENGTH));
    }
  });

  it('say in Chinese what the site already says in the same situation', () => {
    expect(zhApi['api.mobile.format']).toBe(zhCN['validation.mobile']);
    expect(zhApi['api.code.format']).toBe(zhCN['validation.code']);
    expect(zhApi['api.sms.countdown']).toMatch(new RegExp(`^${zhCN['validation.countdownRunning']}`));
    expect(zhApi['api.token.missing']).toBe(zhCN['common.loginFirst']);
    expect(zhApi['api.internal']).toBe(zhCN['common.error.systemBusy']);
    expect(zhApi['api.code.wrong']).toBe('验证码错误');
    expect(zhApi['api.code.notLive']).toBe('验证码已失效，请重新获取');
  });
});

describe('renderApiText', () => {
  it('writes only words, never the raw field name (the answer names the field in its Api-Field header)', () => {
    expect(renderApiText(sayAbout('code', 'api.code.wrong'), 'zh-CN')).toBe('验证码错误');
    expect(renderApiText(sayAbout('code', 'api.code.wrong'), 'en')).toBe('the verification code is wrong');
  });

  it('fills the placeholders, and leaves a plain developer message as it is in every locale', () => {
    expect(renderApiText(say('api.login.locked', { minutes: 15 }), 'zh-CN')).toBe('密码错误次数过多，请15分钟后再试，或使用验证码登录');
    expect(renderApiText("unknown tenant 'x' in the tenantId header", 'zh-CN')).toBe("unknown tenant 'x' in the tenantId header");
  });
});

describe('answerLocale', () => {
  it('answers in the language asked for, English when none we have is asked for', () => {
    expect(answerLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(answerLocale('en-US')).toBe('en');
    expect(answerLocale('fr')).toBe('en');
    expect(answerLocale(undefined)).toBe('en');
  });
});

describe('isApiMessageKey', () => {
  it('tells catalogue keys from plain messages', () => {
    expect(isApiMessageKey('api.mobile.format')).toBe(true);
    expect(isApiMessageKey('is required')).toBe(false);
    expect(isApiMessageKey('toString')).toBe(false);
  });
});
