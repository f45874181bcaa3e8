// The pages a tenant's build wrote, as the paths a visitor asks for ('/notice/list/'), and the
// first page of each route: what the benchmarks walk.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeOf } from './route-of';

export function builtPages(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtPages(full, `${prefix}/${name}`);
    return name === 'index.html' ? [`${prefix}/`] : [];
  });
}

/** One page per route (the first in path order), without the 404 page. */
export function onePagePerRoute(pages: string[]): Map<string, string> {
  const byRoute = new Map<string, string>();
  for (const page of [...pages].sort()) {
    if (page === '/404/') continue;
    const route = routeOf(page);
    if (!byRoute.has(route)) byRoute.set(route, page);
  }
  return byRoute;
}
