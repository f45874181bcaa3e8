// The token codes of spec 1 §8.1, read by the client (the session is over: clear it, go to /login)
// and written by the reference server: one list, so the two cannot disagree.

export const TokenCode = { missing: 40001, expired: 40005, revoked: 40009 } as const;

/** Missing, expired and revoked token: the session is over and the user goes to /login. */
export const TOKEN_INVALID_CODES: ReadonlySet<number> = new Set(Object.values(TokenCode));
