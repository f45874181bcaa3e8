// Whether an error means the database could not be reached (refused, dropped, timed out, shutting
// down), as opposed to a query that failed. Such a call answers 503, not 500: the server is fine and
// the same call will work again once the database is back, and it changed nothing, because every
// multi-row write is one transaction that the lost connection rolled back.

/** postgres.js's connection error codes and Node's socket errors. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED']);

/** SQLSTATEs of a server that cannot serve: connection exceptions (class 08), shutting down or starting (57P01–57P03), too many connections. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (`cause`); walk the chain, a few links at most.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  }
  return false;
}
