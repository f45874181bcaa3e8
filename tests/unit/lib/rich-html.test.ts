import { describe, expect, it } from 'vitest';
import { RICH_HTML_TAGS, richAttributeAllowed, richImageAllowed, richLinkRel } from '../../../src/lib/rich-html';

describe('the rich HTML rule list', () => {
  it('keeps the structure a question or an article uses: tables, pictures, sub and sup', () => {
    for (const tag of ['p', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'img', 'sub', 'sup', 'figure', 'figcaption', 'ol', 'li', 'strong']) expect(RICH_HTML_TAGS, tag).toContain(tag);
  });

  it('lists no tag that runs, frames, styles or submits', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'base', 'meta', 'link', 'svg', 'math', 'noscript', 'template']) expect(RICH_HTML_TAGS, tag).not.toContain(tag);
  });

  it('allows attributes by tag, class on every tag, and never a handler, a style or an id', () => {
    expect(richAttributeAllowed('img', 'src')).toBe(true);
    expect(richAttributeAllowed('td', 'colspan')).toBe(true);
    expect(richAttributeAllowed('p', 'class')).toBe(true);
    expect(richAttributeAllowed('p', 'src')).toBe(false);
    expect(richAttributeAllowed('unknown', 'title')).toBe(false);
    for (const attribute of ['onerror', 'onclick', 'style', 'id', 'srcdoc', 'srcset', 'formaction']) expect(richAttributeAllowed('img', attribute), attribute).toBe(false);
  });

  it('shows a picture only at a media address: an http(s) URL or a path of this site', () => {
    expect(richImageAllowed('/media/images/b-1.jpg')).toBe(true);
    expect(richImageAllowed('https://cdn.example.com/a.png')).toBe(true);
    for (const src of [undefined, null, '', 'x', '//evil.example/a.png', '/\\evil.example/a.png', 'javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=']) expect(richImageAllowed(src), String(src)).toBe(false);
  });

  it('gives a link that opens a new tab no handle on the page', () => {
    expect(richLinkRel('_blank')).toBe('noopener noreferrer');
    expect(richLinkRel('_self')).toBeUndefined();
    expect(richLinkRel(undefined)).toBeUndefined();
  });
});
