// One JSON line per API request, for an operator to read or ship to a log store: the method, the
// matched route pattern (ids stay out of it), the status, the duration and the tenant. Never the
// raw path or query, nor a header or a body: they can hold a token, an SMS code or a password.
// A 5xx line carries the error's stack, so an operator can find its cause without a debugger.
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context';

export interface RequestLogLine {
  time: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  tenant: string | null;
  stack?: string;
}

/** Where the lines go: stdout by default; a test hands in its own sink to read them. */
export type LogSink = (line: string) => void;

// The catch-all middleware patterns match every request; the route is the last pattern besides them.
const CATCH_ALL = new Set(['*', '/*', '/api/*']);

export function requestLog(sink: LogSink): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = matchedRoutes(c)
      .map((matched) => matched.path)
      .filter((path) => !CATCH_ALL.has(path))
      .at(-1);
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      method: c.req.method,
      route: route ?? '(no route)',
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      tenant: c.get('tenantId') ?? null,
    };
    if (c.res.status >= 500) line.stack = c.error?.stack ?? String(c.error ?? 'no error object');
    sink(JSON.stringify(line));
  };
}
