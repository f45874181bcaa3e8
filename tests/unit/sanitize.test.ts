import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../src/site/build/sanitize';

describe('sanitizeCmsHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeCmsHtml('<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="x" />');
  });

  it('keeps the formatting a CMS article uses', () => {
    const html = sanitizeCmsHtml('<h2>Title</h2><p><strong>bold</strong> <a href="https://example.com" target="_blank">link</a></p><ul><li>one</li></ul>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<li>one</li>');
  });

  it('turns nothing into an empty string', () => {
    expect(sanitizeCmsHtml(null)).toBe('');
    expect(sanitizeCmsHtml('')).toBe('');
  });
});
