import { describe, expect, it } from 'vitest';
import { isMediaAddress } from '../../../src/lib/media-address';

describe('isMediaAddress', () => {
  it('accepts absolute http(s) addresses and paths of this site', () => {
    for (const address of ['https://cdn.example.com/a.png', 'http://localhost:4321/media/a.png', 'HTTPS://EXAMPLE.COM/A.PNG', '/media/images/a.png', '/a', '/']) {
      expect(isMediaAddress(address), address).toBe(true);
    }
  });

  it('refuses protocol-relative addresses, which load from any host', () => {
    for (const address of ['//evil.example/a.png', '/\\evil.example/a.png', '\\\\evil.example/a.png', '/\t/evil.example/a.png', '/\n/evil.example']) {
      expect(isMediaAddress(address), JSON.stringify(address)).toBe(false);
    }
  });

  it('refuses other schemes, relative paths, whitespace and addresses without a host', () => {
    for (const address of ['', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.com/a', 'a.png', 'https://', 'http:///a.png', 'https://exa mple.com', 'https://example.com/a b.png', 'https://a.com\\@evil.example', 'http://[::1', 'https://?x']) {
      expect(isMediaAddress(address), JSON.stringify(address)).toBe(false);
    }
  });
});
