// When a stored sign-in has run out (spec 1 §3, persisted tokenExpireTime). The platform's login
// answer gives the expiry as epoch milliseconds; some deployments send a date text instead. A
// session past it is signed out on the screen at once, rather than showing a name until the
// first call is refused.

/** The moment `tokenExpireTime` names, in ms since the epoch; undefined when it is empty or unreadable. */
export function tokenExpiresAt(tokenExpireTime: string): number | undefined {
  const text = tokenExpireTime.trim();
  if (!text) return undefined;
  const moment = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(moment) ? moment : undefined;
}

/** Whether the token has expired at `now`; one without a readable expiry is left to the server. */
export function isTokenExpired(tokenExpireTime: string, now: number): boolean {
  const expiresAt = tokenExpiresAt(tokenExpireTime);
  return expiresAt !== undefined && expiresAt <= now;
}
