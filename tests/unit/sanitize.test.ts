import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../src/site/build/sanitize';

describe('sanitizeCmsHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeCmsHtml('<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps pictures at a media address only (src/lib/media-address.ts), dropping the rest whole', () => {
    const html = sanitizeCmsHtml('<img src="/media/images/b-1.jpg" alt="a"><img src=x><img src="//evil.example/a.png"><img src="/\\evil.example/a.png"><img src="data:image/png;base64,AAAA"><img>');
    expect(html).toBe('<img src="/media/images/b-1.jpg" alt="a" />');
  });

  it('keeps tables and the sub and sup of formulae, and no style or id', () => {
    const html = sanitizeCmsHtml('<table style="width:9000px" id="x"><tbody><tr><td colspan="2">H<sub>2</sub>O</td><td>I<sup>2</sup>R</td></tr></tbody></table>');
    expect(html).toBe('<table><tbody><tr><td colspan="2">H<sub>2</sub>O</td><td>I<sup>2</sup>R</td></tr></tbody></table>');
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
