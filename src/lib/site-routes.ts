// The public site's routes (spec 1 §2.1) as static files. The spec addresses detail pages by
// query (/news-information/detail?id=7); a static host serves files by path, so every such page
// is pre-built at a path form (/news-information/detail/7/) and the query form is rewritten to
// it. Pages link to the path form; the site server (and any CDN rule copied from it) rewrites
// the query form, so both kinds of address keep working.

/** Routes whose content depends on query parameters, and the parameters that pick the file. */
export const QUERY_ROUTES: Record<string, readonly string[]> = {
  '/news-information/list': ['categorizeId', 'page'],
  '/news-information/detail': ['id'],
  '/notice/list': ['page'],
  '/notice/detail': ['id'],
  '/educational-product': ['id'],
  '/hot-major': ['id'],
  '/register': ['type'],
};

/** The routes whose pages are pre-built once per parameter value. */
export const QUERY_ROUTE_NAMES = Object.keys(QUERY_ROUTES);

function trimSlashes(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The path form of a query-addressed page: '/news-information/detail' with id=7 →
 * '/news-information/detail/7/'. Parameters are appended in their declared order and stop at
 * the first missing one; undefined when the route is not query-addressed or a value is unsafe.
 */
export function staticPathFor(pathname: string, query: URLSearchParams): string | undefined {
  const route = trimSlashes(pathname);
  const params = QUERY_ROUTES[route];
  if (!params) return undefined;
  const segments: string[] = [];
  for (const param of params) {
    const value = query.get(param)?.trim();
    if (!value) break;
    if (!SEGMENT.test(value)) return undefined;
    segments.push(value);
  }
  return segments.length > 0 ? `${route}/${segments.join('/')}/` : undefined;
}

/** Links inside the site: the path form of a page, for the given parameters in route order. */
export function sitePath(route: keyof typeof QUERY_ROUTES | string, ...segments: (string | number | undefined | null)[]): string {
  const present = segments.filter((segment) => segment !== undefined && segment !== null && segment !== '').map(String);
  const base = trimSlashes(route) === '/' ? '' : trimSlashes(route);
  return [base, ...present].join('/') + '/';
}

/** Server-side redirects of spec 1 §2.1 and §2.7 (the platform choice of /query happens in the page). */
export const SITE_REDIRECTS: Record<string, string> = {
  '/news': '/news-information/list/',
  '/notice': '/notice/list/',
  // A detail address without its id has nothing to show: the list it came from.
  '/notice/detail': '/notice/list/',
  '/news-information/detail': '/news-information/list/',
  '/educational-product': '/',
};

/** The study area (spec 1 §2.1, spec 2 and 3): signed-in students only. */
export const STUDY_ROOT = '/study';

/** Every study route the specs name, each pre-built as a page shell so a CDN serves a deep link as a file. */
export const STUDY_ROUTES = [
  '/study',
  '/study/mine',
  '/study/training-class',
  '/study/class-time-table',
  '/study/classroom/offline',
  '/study/classroom/online',
  '/study/classroom/classroom-detail',
  '/study/course/course-detail',
  '/study/homework',
  '/study/homework/answer',
  '/study/homework/answer-finish',
  '/study/homework/check-my-homework',
  '/study/test',
  '/study/test/answer',
  '/study/test/answer-finish',
  '/study/test/check-my-test-exam',
] as const;

export type StudyRoute = (typeof STUDY_ROUTES)[number];

/** True for an address of a study route ('/study/mine', '/study/mine/'), whatever its query. */
export function isStudyRoute(pathname: string): pathname is StudyRoute {
  return (STUDY_ROUTES as readonly string[]).includes(trimSlashes(pathname));
}

/**
 * The address a study link opens, in the path form the pre-built shell lives at: the rules write
 * '/study/training-class?classId=1', a static host serves '/study/training-class/?classId=1'
 * without a redirect, so the address pushed into history reloads as the same file.
 */
export function studyPageHref(href: string): string {
  const queryAt = href.search(/[?#]/);
  const path = queryAt === -1 ? href : href.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : href.slice(queryAt);
  return `${trimSlashes(path) === '/' ? '' : trimSlashes(path)}/${rest}`;
}
