// What rich HTML may hold once sanitized: the CMS's texts (news, notices, FAQ answers, classroom
// articles) and the question bank's (stems, options, reference answers, analyses). One rule list,
// two sanitizers that apply it: sanitize-html at build time (src/site/build/sanitize.ts) and
// DOMPurify in the browser (src/study/ui/rich-html.ts), so a page built ahead and a screen of the
// study widget keep and drop the same things. No DOM here.
import { isMediaAddress } from './media-address';

/** Text structure, inline formatting (sub and sup for formulae), tables, figures and media. */
export const RICH_HTML_TAGS: readonly string[] = [
  // sanitize-html's defaults (2.x), written out so that the browser's list is this one too
  'address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup', 'main', 'nav', 'section',
  'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr', 'li', 'menu', 'ol', 'p', 'pre', 'ul',
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc', 'ruby',
  's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
  'caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr',
  // and the CMS's own
  'img', 'video', 'source',
];

/** Attributes by tag; '*' for every tag. No style, no on… handler, no id (it could shadow the page's). */
export const RICH_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'controls', 'poster', 'width', 'height'],
  source: ['src', 'type'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  '*': ['class'],
};

/** The schemes a link or a media address may use; a relative address has none and passes. */
export const RICH_HTML_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Whether `tag` may carry `attribute` (both lower case). */
export function richAttributeAllowed(tag: string, attribute: string): boolean {
  return (RICH_HTML_ATTRIBUTES[tag] ?? []).includes(attribute) || RICH_HTML_ATTRIBUTES['*']!.includes(attribute);
}

/**
 * Whether an image may be shown: its address follows the media address rules (src/lib/media-address.ts),
 * since every reader's browser loads it. A picture without a usable address is dropped whole.
 */
export function richImageAllowed(src: string | undefined | null): boolean {
  return typeof src === 'string' && isMediaAddress(src);
}

/** A link opened in a new tab must not hand the new page a handle on ours. */
export function richLinkRel(target: string | undefined | null): string | undefined {
  return target === '_blank' ? 'noopener noreferrer' : undefined;
}
