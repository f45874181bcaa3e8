// Every call ends by the time-out (spec 1 §9) or when the session ends: a token code cancels every
// call started before it (one controller per client), and calls started after it get a fresh one.
import type { Middleware } from 'openapi-fetch';

/** Request time-out (spec 1 §9). */
export const REQUEST_TIMEOUT_MS = 500_000;

export interface Cancellation {
  middleware: Middleware;
  /** Abandons every call in flight, with `reason` as their signals' reason. */
  cancelPending(reason?: unknown): void;
}

export function cancellation(timeoutMs: number = REQUEST_TIMEOUT_MS): Cancellation {
  let inFlight = new AbortController();
  return {
    middleware: {
      onRequest({ request }) {
        const signal = AbortSignal.any([request.signal, inFlight.signal, AbortSignal.timeout(timeoutMs)]);
        return new Request(request, { signal });
      },
    },
    cancelPending(reason) {
      const ending = inFlight;
      inFlight = new AbortController();
      ending.abort(reason);
    },
  };
}

/** Why a request's signal fired: its time ran out, or it was cancelled (token code, or the caller). */
export function abandonment(signal: AbortSignal): 'timeout' | 'cancelled' | undefined {
  if (!signal.aborted) return undefined;
  return (signal.reason as { name?: unknown } | undefined)?.name === 'TimeoutError' ? 'timeout' : 'cancelled';
}
