// CMS HTML (news and notice content, FAQ answers, introductions) is sanitized once, at build
// time, so nothing a CMS writes can run script on a visitor's page (spec 1 §2.7; ARCHITECTURE.md).
// The rule list is src/lib/rich-html.ts, which the study widget's browser sanitizer applies too.
import sanitizeHtml from 'sanitize-html';
import { RICH_HTML_ATTRIBUTES, RICH_HTML_SCHEMES, RICH_HTML_TAGS, richImageAllowed, richLinkRel } from '../../lib/rich-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
  allowedSchemes: [...RICH_HTML_SCHEMES],
  allowProtocolRelative: false,
  // Pictures follow the media address rules, or are dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !richImageAllowed(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => {
      const rel = richLinkRel(attribs.target);
      return { tagName, attribs: rel ? { ...attribs, rel } : attribs };
    },
  },
};

export function sanitizeCmsHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
