import { describe, expect, it } from 'vitest';
import { decodeEncryptionToken, ENCRYPTION_TOKEN_MAX_LENGTH, isEncryptionTokenExpired } from '../../../src/lib/encryption-token';
import { encodeEncryptionToken } from '../../e2e/support/encryption-token';

// Independent encoder: Node's Buffer, which the library itself must not rely on.
const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');

describe('encodeEncryptionToken', () => {
  it('writes base64url of the JSON, without padding', () => {
    const value = { token: 'abc', userId: '1790000000000000001', tenantId: '1001', expiration: 1_900_000_000_000 };
    expect(encodeEncryptionToken(value)).toBe(base64url(value));
    expect(encodeEncryptionToken(value)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('leaves out the optional fields that are not given', () => {
    expect(encodeEncryptionToken({ token: 't', userId: 'u' })).toBe(base64url({ token: 't', userId: 'u' }));
  });

  it('round-trips non-ASCII text through UTF-8', () => {
    const value = { token: '令牌?>>', userId: '用户1', tenantId: 'école' };
    expect(decodeEncryptionToken(encodeEncryptionToken(value))).toEqual(value);
    expect(encodeEncryptionToken(value)).toBe(base64url(value));
  });
});

describe('decodeEncryptionToken', () => {
  const value = { token: 'abc.def', userId: '42', tenantId: '1001', expiration: 1_900_000_000_000 };

  it('reads what the encoder wrote', () => {
    expect(decodeEncryptionToken(encodeEncryptionToken(value))).toEqual(value);
  });

  it('accepts standard base64 with padding, and surrounding spaces', () => {
    const standard = Buffer.from(JSON.stringify({ token: 'a', userId: 'b' })).toString('base64');
    expect(standard).toMatch(/=$/);
    expect(decodeEncryptionToken(` ${standard} `)).toEqual({ token: 'a', userId: 'b' });
  });

  it('ignores fields beyond the format', () => {
    expect(decodeEncryptionToken(base64url({ token: 'a', userId: 'b', role: 'admin' }))).toEqual({ token: 'a', userId: 'b' });
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['characters outside base64', 'abc$def'],
    ['a length no base64 can have', 'abcde'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')],
    ['text that is not JSON', base64url('token=abc')],
    ['JSON that is not an object', base64url([1, 2])],
    ['JSON null', base64url('null')],
    ['a missing token', base64url({ userId: '1' })],
    ['an empty token', base64url({ token: ' ', userId: '1' })],
    ['a numeric userId', base64url({ token: 'a', userId: 1 })],
    ['an empty tenantId', base64url({ token: 'a', userId: '1', tenantId: '' })],
    ['a numeric tenantId', base64url({ token: 'a', userId: '1', tenantId: 7 })],
    ['an expiration as text', base64url({ token: 'a', userId: '1', expiration: '1900000000000' })],
    ['a too long value', 'A'.repeat(ENCRYPTION_TOKEN_MAX_LENGTH + 1)],
  ])('returns null, never throwing, for %s', (_name, encoded) => {
    expect(decodeEncryptionToken(encoded)).toBeNull();
  });
});

describe('isEncryptionTokenExpired', () => {
  const token = { token: 'a', userId: 'b', expiration: 1000 };

  it('is expired from its expiration on', () => {
    expect(isEncryptionTokenExpired(token, 999)).toBe(false);
    expect(isEncryptionTokenExpired(token, 1000)).toBe(true);
    expect(isEncryptionTokenExpired(token, new Date(2000))).toBe(true);
  });

  it('never expires without an expiration', () => {
    expect(isEncryptionTokenExpired({ token: 'a', userId: 'b' }, Date.UTC(2100, 0))).toBe(false);
  });
});
