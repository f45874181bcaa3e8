import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SMS_SIGNATURE_HEADER, smsSignature, smsSignatureBase } from '../../../src/lib/sms-signature';

// Independent reference: node:crypto, which the browser build cannot use.
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('smsSignatureBase', () => {
  it('sorts the parameters by key in code-unit order, _t included, and appends the access key', () => {
    const params = { templateCode: 'MOBILE_LOGIN_REGISTER', mobile: '13800138000', _t: 1700000000000 };
    expect(smsSignatureBase(params, 'portal-sms-key')).toBe(
      '_t=1700000000000&mobile=13800138000&templateCode=MOBILE_LOGIN_REGISTER&key=portal-sms-key',
    );
  });

  it('puts capital letters before the underscore and small letters after it', () => {
    expect(smsSignatureBase({ b: 1, _a: 2, B: 3, a: 4 }, 'k')).toBe('B=3&_a=2&a=4&b=1&key=k');
  });

  it('drops null and undefined, keeps empty strings, false and 0', () => {
    expect(smsSignatureBase({ a: null, b: undefined, c: '', d: false, e: 0 }, 'k')).toBe('c=&d=false&e=0&key=k');
  });

  it('is the key alone without parameters', () => {
    expect(smsSignatureBase({}, 'k')).toBe('key=k');
  });

  it('does not URL-encode values', () => {
    expect(smsSignatureBase({ q: 'a b&c=d/中' }, 'k')).toBe('q=a b&c=d/中&key=k');
  });
});

describe('smsSignature', () => {
  it('is sent in the sign header', () => {
    expect(SMS_SIGNATURE_HEADER).toBe('sign');
  });

  it('matches the test vector computed with node:crypto', () => {
    const params = { mobile: '13800138000', templateCode: 'MOBILE_LOGIN_REGISTER', _t: 1700000000000 };
    // md5 of '_t=1700000000000&mobile=13800138000&templateCode=MOBILE_LOGIN_REGISTER&key=portal-sms-key'
    const vector = '59513aea3926d11ee9885ee1d5267a4d';
    expect(md5('_t=1700000000000&mobile=13800138000&templateCode=MOBILE_LOGIN_REGISTER&key=portal-sms-key')).toBe(vector);
    expect(smsSignature(params, 'portal-sms-key')).toBe(vector);
  });

  it('hashes non-ASCII text as UTF-8, like node:crypto', () => {
    const params = { name: '张三', mobile: '13900139000' };
    expect(smsSignature(params, '密钥')).toBe(md5('mobile=13900139000&name=张三&key=密钥'));
  });

  it('is 32 lower-case hex digits and changes with the access key', () => {
    const params = { mobile: '13800138000' };
    expect(smsSignature(params, 'a')).toMatch(/^[0-9a-f]{32}$/);
    expect(smsSignature(params, 'a')).not.toBe(smsSignature(params, 'b'));
  });
});
