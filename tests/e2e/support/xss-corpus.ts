// The XSS corpus of the @security suite: markup and addresses that would run script if a page put
// them in its DOM as HTML. Each payload that runs sets `window.__xss` (or its parent's), so a test
// can ask the page whether anything ran, besides the CSP watch and the DOM checks.
import { sql } from 'drizzle-orm';

export const XSS_PAYLOADS = [
  `<script>window.__xss='script'</script>`,
  `"><script>window.__xss='attribute-break'</script>`,
  `'><img src=x onerror="window.__xss='quote-break'">`,
  `<img src=x onerror="window.__xss='img'">`,
  `<svg onload="window.__xss='svg'"><circle r="1"/></svg>`,
  `<a href="javascript:window.__xss='href'">javascript link</a>`,
  `<a href="jav&#x09;ascript:window.__xss='entity-href'">entity link</a>`,
  `<a href="  JaVaScRiPt:window.__xss='mixed-case'">mixed case link</a>`,
  `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss='iframe-src'"></iframe>`,
  `<object data="javascript:window.__xss='object'"></object>`,
  `<embed src="javascript:window.__xss='embed'">`,
  `<details open ontoggle="window.__xss='ontoggle'"><summary>s</summary></details>`,
  `<div onmouseover="window.__xss='hover'" style="width:100px;height:20px">hover</div>`,
  `<form action="javascript:window.__xss='form'"><button>go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mxss'"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss='noscript'>"></noscript>`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss='meta'">`,
  `<style>*{background:url("javascript:window.__xss='css'")}</style>`,
  `<video><source onerror="window.__xss='source'"></video>`,
  `{{constructor.constructor("window.__xss='template'")()}}`,
  `\u003cscript\u003ewindow.__xss='unicode'\u003c/script\u003e`,
];

/** The whole corpus as one text, for fields that take one. */
export const XSS_TEXT = XSS_PAYLOADS.join('\n');
/** A marker every poisoned field carries, so a page that shows one can be told from one that does not. */
export const XSS_MARKER = 'xss-corpus';
export const XSS_FIELD = `${XSS_MARKER} ${XSS_TEXT}`;

/**
 * The statement that makes the question bank's HTML (issue 25) the corpus: every stem, every
 * option, every reference answer and every analysis, which answering and review show sanitized.
 */
export const poisonQuestionBank = () => sql`
  UPDATE paper_questions SET
    trunk = ${XSS_FIELD},
    content = jsonb_set(content, '{optionList}', coalesce((
      SELECT jsonb_agg(option || jsonb_build_object('value', ${XSS_FIELD}::text, 'content', ${XSS_FIELD}::text))
      FROM jsonb_array_elements(content->'optionList') AS option
    ), '[]'::jsonb)),
    correct_answer = correct_answer || jsonb_build_object('content', ${XSS_FIELD}::text, 'contentDesc', ${XSS_FIELD}::text)`;
