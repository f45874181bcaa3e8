// Rich HTML in the study widget (a classroom's article; a question's stem, options, reference
// answer and analysis): sanitized in the browser by DOMPurify with the rule list the build's
// sanitizer applies (src/lib/rich-html.ts), since the platform's API, or the xskt question source,
// hands it over as written. Shown so that it never widens the page: a picture scales down to the
// width it has, a table too wide for a phone scrolls sideways inside its own box (a focusable one,
// so the keyboard can scroll it too), and nothing in it can be positioned outside the box.
import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';
import { useT } from '../../ui/useT';
import { RICH_HTML_ATTRIBUTES, RICH_HTML_SCHEMES, RICH_HTML_TAGS, richAttributeAllowed, richImageAllowed, richLinkRel } from '../../lib/rich-html';

// An instance of its own: its hooks touch no other user of DOMPurify.
const purify = DOMPurify(window);

const ALLOWED_ATTR = [...new Set(Object.values(RICH_HTML_ATTRIBUTES).flat())];
// A listed scheme, or no scheme at all (a path): DOMPurify's own pattern with the list narrowed.
const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${RICH_HTML_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
// Protocol-relative ('//host', '/\host'): loads from any host while looking like a path.
const PROTOCOL_RELATIVE = /^[\s\u0000-\u001f]*[/\\]{2}/;

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!richAttributeAllowed(tag, data.attrName)) data.keepAttr = false;
  else if ((data.attrName === 'href' || data.attrName === 'src' || data.attrName === 'poster') && PROTOCOL_RELATIVE.test(data.attrValue)) data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  const rel = node.nodeName === 'A' ? richLinkRel(node.getAttribute('target')) : undefined;
  if (rel) node.setAttribute('rel', rel);
});

/** The sanitized HTML of `html`, pictures through the media address rules, each table in a box of its own that scrolls sideways (named `tableLabel`). */
export function sanitizeRichHtml(html: string | null | undefined, tableLabel: string): string {
  if (!html) return '';
  const body = purify.sanitize(html, { ALLOWED_TAGS: [...RICH_HTML_TAGS], ALLOWED_ATTR, ALLOWED_URI_REGEXP, RETURN_DOM: true }) as HTMLElement; // the <body> it parsed into
  // A picture without a media address is dropped whole, as the build does.
  for (const image of body.querySelectorAll('img')) if (!richImageAllowed(image.getAttribute('src'))) image.remove();
  for (const table of body.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = 'rich-table';
    box.tabIndex = 0;
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', tableLabel);
    box.dataset.richTable = '';
    table.replaceWith(box);
    box.append(table);
  }
  return body.innerHTML;
}

// The question's and the article's typography, in the component: paragraphs, lists, pictures and
// tables. `contain: content` keeps anything a class name could position (fixed, absolute) inside.
const RICH_CLASSES = [
  'min-w-0 max-w-full [overflow-wrap:anywhere] [contain:content]',
  '[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_ol]:list-decimal [&_ul]:list-disc [&_ol]:pl-6 [&_ul]:pl-6',
  '[&_img]:inline-block [&_img]:h-auto [&_img]:max-w-full [&_img]:align-middle [&_video]:h-auto [&_video]:max-w-full',
  // The table's box fills the width it is given and asks for none (width 0, min-width 100%): a wide
  // table never widens a flex or grid column around it, however deep.
  '[&_.rich-table]:my-2 [&_.rich-table]:w-0 [&_.rich-table]:min-w-full [&_.rich-table]:overflow-x-auto [&_.rich-table]:rounded [&_.rich-table:focus-visible]:outline-2 [&_.rich-table:focus-visible]:outline-brand',
  // Inside a table, words break only where words do, and a cell keeps 3em: it scrolls rather than
  // squeezing its columns down to a character each.
  '[&_table]:border-collapse [&_table]:[overflow-wrap:normal] [&_td]:min-w-[3em] [&_th]:min-w-[3em] [&_table]:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:font-semibold',
].join(' ');

type RichHtmlProps = { html: string | null | undefined; as?: 'div' | 'span' } & Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'>;

/** Rich HTML, sanitized, in a box that keeps it to the width it is given. */
export function RichHtml({ html, as: Tag = 'div', className = '', ...rest }: RichHtmlProps) {
  const t = useT();
  const tableLabel = t('study.richHtml.table');
  const clean = useMemo(() => sanitizeRichHtml(html, tableLabel), [html, tableLabel]);
  return <Tag {...rest} className={`${RICH_CLASSES} ${Tag === 'span' ? 'inline-block align-top' : 'block'} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
