// The route a built page belongs to: the path form of query-addressed pages collapses to its
// route ('/news-information/detail/7/' → '/news-information/detail'), other pages are their path.
import { QUERY_ROUTE_NAMES } from '../../src/lib/site-routes';

export function routeOf(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '') || '/';
  const route = QUERY_ROUTE_NAMES.find((name) => trimmed === name || trimmed.startsWith(`${name}/`));
  return route ?? trimmed;
}
