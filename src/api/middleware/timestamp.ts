// Every GET carries the timestamp parameter `_t` (spec 1 §7.1), so no cache between the page and
// the platform answers an old copy.
import type { Middleware } from 'openapi-fetch';
import { stampTime } from '../request-headers';

export function timestampMiddleware(now: () => number = Date.now): Middleware {
  return {
    onRequest({ request }) {
      if (request.method !== 'GET') return undefined;
      return new Request(stampTime(new URL(request.url), now()), request);
    },
  };
}
