// How a failed call reaches its caller: always this one error type, so a component can tell a
// refusal worth explaining ('code') from one that was already handled for it.

/**
 * - `code`: the server refused with a code and message (shown as an error toast, or only logged
 *   for login and registration);
 * - `token`: the token is missing, expired or revoked; the session was cleared and the user sent to /login;
 * - `busy`: no envelope came back (network failure, time-out, a proxy's error page, a 5xx): 'system busy' was shown;
 * - `cancelled`: the call was abandoned (the session ended meanwhile, or the caller aborted); nothing was shown.
 */
export type ApiFailure = 'code' | 'token' | 'busy' | 'cancelled';

export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';

  constructor(
    readonly reason: ApiFailure,
    /** The envelope's code; for `busy` the HTTP status, 0 when nothing was answered; 0 for `cancelled`. */
    readonly code: number,
    /** The text a user may see: the server's message, or the localised 'system busy'. */
    readonly msg: string,
    /** Where: method and path, so a failed build names the call that broke it. */
    readonly call: { method: string; path: string },
    options?: { cause?: unknown; field?: string },
  ) {
    super(`${call.method} ${call.path} failed (${reason} ${code}): ${msg}`, options);
    this.field = options?.field;
  }

  /** The request field a `code` refusal is about, when the server named one (the Api-Field header). */
  readonly field: string | undefined;
}

export function isApiCallError(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError;
}
