// Public content reads answered from memory for a few seconds. Every visitor of a school asks the
// same questions (its info, banners, news pages), and on a busy school they arrive by the hundred a
// second; their answers change only when an operator edits content. So an anonymous read of the
// routes below is kept for `ttlMs` (config publicReadCacheMs, 5 s by default), keyed by everything
// that can change its answer: the school header, the method, the path with its query, the body and
// the reader's language.
//
// Never cached: a call with a token (signed-in answers are the user's own), a route not listed (a
// list that carries per-visitor state, a counter), an answer that is not a 200. A call with
// `Cache-Control: no-cache` (the build's) is answered afresh. The key holds the tenantId header, so
// one school never gets another's answer; the guards before this middleware (client credentials, a
// known tenant, the body checks) still run on every call.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { createLru } from './lru';

/** How many answers are kept at most; the least recently used go first. */
export const PUBLIC_READ_MAX_ENTRIES = 2_000;

/** The reads whose answer depends only on the school and what is asked: content and school info. */
const CACHED_PATHS = new Set([
  '/api/universityAdvertise/anyUser/university/info/getInfoByTenantId',
  '/api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId',
  '/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList',
  '/api/universityAdvertise/anyUser/materialCategory/queryList',
  '/api/universityAdvertise/anyUser/materialCategoryTab/tabList',
  '/api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId',
  '/api/universityAdvertise/anyUser/discoverArticle/page',
  '/api/universityAdvertise/anyBiz/discoverArticle/mergeCustomPage',
  '/api/universityAdvertise/anyUser/notice/noticePage',
  '/api/universityAdvertise/anyUser/notice/detail',
  '/api/universityAdvertise/anyUser/newInformation/newInformationPage',
  '/api/universityAdvertise/anyUser/newInformation/detail',
  '/api/universityAdvertise/anyUser/categorize/page',
  '/api/universityAdvertise/anyUser/hotMajor/hotMajorPage',
  '/api/universityAdvertise/anyUser/hotMajor/detail',
  '/api/universityAdvertise/anyUser/commonQuestion/commonQuestionPage',
]);
const CACHED_PREFIXES = ['/api/universityAdvertise/anyUser/discoverArticle/getVOById/'];

const isCachedRead = (path: string) => CACHED_PATHS.has(path) || CACHED_PREFIXES.some((prefix) => path.startsWith(prefix));

interface Kept {
  expires: number;
  body: string;
  contentType: string;
}

/** `ttlMs`: how long an answer is kept; an operator's edit shows on the API within this. */
export function publicReadCache(ttlMs: number): MiddlewareHandler<AppEnv> {
  const kept = createLru<Kept>(PUBLIC_READ_MAX_ENTRIES);
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.header('token') || (c.req.method !== 'GET' && c.req.method !== 'POST') || !isCachedRead(c.req.path)) return next();
    const now = c.get('deps').now().getTime();
    const url = new URL(c.req.url);
    // The body's bytes, not its text: the UTF-8 check after this middleware must still see them as sent.
    const body = c.req.method === 'POST' ? Buffer.from(await c.req.arrayBuffer()).toString('latin1') : '';
    const key = [c.get('tenantId') ?? '', c.req.method, url.pathname + url.search, body, c.req.header('accept-language') ?? ''].join('\n');

    // A build asks with `Cache-Control: no-cache`: what it renders must be what the database holds
    // now (its content revision is read just before). Its fresh answer still refreshes the cache.
    const hit = /\bno-cache\b/i.test(c.req.header('cache-control') ?? '') ? undefined : kept.get(key);
    if (hit && hit.expires > now) {
      return c.body(hit.body, 200, { 'content-type': hit.contentType });
    }
    await next();
    if (c.res.status !== 200) return;
    kept.set(key, { expires: now + ttlMs, body: await c.res.clone().text(), contentType: c.res.headers.get('content-type') ?? 'application/json' });
  };
}
