import { describe, expect, it } from 'vitest';
import { frameOriginOf, isHtmlContentType, pageContentSecurityPolicy, resourceContentSecurityPolicy, securityHeaders } from '../../../src/lib/security-headers';
import { itAnswers } from '../support/each-row';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the page policy', () => {
  const policy = pageContentSecurityPolicy({ scriptHashes: ['sha256-b', 'sha256-a', 'sha256-a'], frameOrigins: ['https://m.school.example.com'] });

  it('allows scripts from the site and the inline scripts of the build, by hash, and nothing inline else', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
  });

  it('closes plugins, foreign base URLs and framing by other sites', () => {
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it("frames the site itself and the school's mobile web app; plays blob: media sources", () => {
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://m.school.example.com");
    expect(directive(policy, 'media-src')).toContain('blob:');
    expect(directive(policy, 'worker-src')).toContain('blob:');
  });

  it('without sources, allows only the site', () => {
    expect(directive(pageContentSecurityPolicy(), 'script-src')).toBe("script-src 'self'");
    expect(directive(pageContentSecurityPolicy(), 'frame-src')).toBe("frame-src 'self'");
  });
});

describe('securityHeaders', () => {
  it('gives an HTML answer the page policy, anything else the resource policy, and both the common headers', () => {
    const page = securityHeaders('text/html; charset=utf-8', { scriptHashes: ['sha256-x'], frameOrigins: [] });
    expect(page['content-security-policy']).toContain("'sha256-x'");
    const json = securityHeaders('application/json');
    expect(json['content-security-policy']).toBe(resourceContentSecurityPolicy());
    expect(json['content-security-policy']).toContain("default-src 'none'");
    for (const headers of [page, json, securityHeaders(null)]) {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('knows an HTML content type', () => {
    expect(isHtmlContentType('text/html')).toBe(true);
    expect(isHtmlContentType('TEXT/HTML; charset=utf-8')).toBe(true);
    expect(isHtmlContentType('text/htmlx')).toBe(false);
    expect(isHtmlContentType('application/json')).toBe(false);
    expect(isHtmlContentType(undefined)).toBe(false);
  });
});

describe('frameOriginOf', () => {
  itAnswers(frameOriginOf, '%s → %s', [
    ['https://m.school.example.com/demo', 'https://m.school.example.com'],
    ['m.school.example.com/demo', 'https://m.school.example.com'],
    ['http://127.0.0.1:5173/app/', 'http://127.0.0.1:5173'],
    ['  ', undefined],
    ['/mobile-preview/', undefined],
    ['javascript://alert(1)', undefined],
    ['https://', undefined],
  ]);
});
