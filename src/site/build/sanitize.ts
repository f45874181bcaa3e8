// CMS HTML (news and notice content, FAQ answers, introductions) is sanitized once, at build
// time, so nothing a CMS writes can run script on a visitor's page (spec 1 §2.7; ARCHITECTURE.md).
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'video',
    'source',
    'span',
    'u',
    's',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    source: ['src', 'type'],
    '*': ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // A link the CMS opens in a new tab must not hand the new page a handle on ours.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeCmsHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
