import { describe, expect, it } from 'vitest';
import { isLoopbackHost, listenHost, openToNetworkWarning } from '../../../scripts/lib/listen-address';

describe('where npm start listens', () => {
  it('listens on loopback when HOST is not set (or blank)', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '  ' })).toBe('127.0.0.1');
  });

  it('listens where HOST says', () => {
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ HOST: ' 192.168.1.20 ' })).toBe('192.168.1.20');
  });

  it('knows the loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'example.com', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('warns when development mode is reachable from the network', () => {
    const warning = openToNetworkWarning('0.0.0.0', true);
    expect(warning).toContain('0.0.0.0');
    expect(warning).toContain('SMS outbox');
    expect(warning).toContain('PORTAL_DEV');
  });

  it('stays quiet on loopback, or without development mode', () => {
    expect(openToNetworkWarning('127.0.0.1', true)).toBeUndefined();
    expect(openToNetworkWarning('0.0.0.0', false)).toBeUndefined();
  });
});
