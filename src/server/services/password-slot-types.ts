// The shape of the password-hash slots (password-slots.ts), apart from their code: the app's
// dependencies (context.ts) name it, and the code needs the envelope, which needs the context.

/** The check itself: the stored hash's, or the same cost spent on nothing for an account without one. */
export type PasswordCheck = (password: string, stored: string | null | undefined) => Promise<boolean>;

export interface PasswordSlots {
  /** Takes a slot for `clientIp` (a 429 when none is free) and answers the function that gives it back. */
  take(clientIp: string): () => void;
  check: PasswordCheck;
  /** Hashes running now, for tests. */
  inFlight(): number;
}
