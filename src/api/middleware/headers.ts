// The headers naming the caller (spec 1 §7.1) on every call. The context is read afresh for each
// request, so a sign-in or a tenant chosen later in the navigation applies to the next call.
import type { Middleware } from 'openapi-fetch';
import { requestHeaders, type RequestContext } from '../request-headers';

export function headersMiddleware(context: () => RequestContext, authorization: string): Middleware {
  return {
    onRequest({ request }) {
      const headers = new Headers(request.headers);
      // A header the call sets itself wins over the shared ones (asUser's token, a tenant of its own).
      for (const [name, value] of requestHeaders(context(), authorization)) {
        if (!headers.has(name)) headers.set(name, value);
      }
      return new Request(request, { headers });
    },
  };
}
