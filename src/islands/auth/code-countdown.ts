// The verification-code button's states (spec 1 §4): 'get code', then a countdown ticking every
// second, then 're-get' once a code was sent before. Pure, so the label rule is tested alone.
import type { Message } from '../../i18n';

// Spec 1 §9; the server's answer (resendSeconds) overrides it when it says otherwise.
export { CODE_COUNTDOWN_SECONDS } from '../../lib/limits';

/** Whole seconds left until `deadline` (ms), rounded up so the last second still shows '1'. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function codeButtonLabel({ seconds, sentBefore }: { seconds: number; sentBefore: boolean }): Message {
  if (seconds > 0) return { key: 'auth.code.countdown', params: { n: seconds } };
  return { key: sentBefore ? 'auth.code.reget' : 'auth.code.get' };
}
