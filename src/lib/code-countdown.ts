// The verification code's resend rule (spec 1 §4, §9): one code a minute. The server refuses a
// code asked for sooner, and the code button counts the same minute down: 'get code', then
// '{n} seconds to re-get', then 're-get' once a code was sent before.
import type { Message } from '../i18n';
import { CODE_COUNTDOWN_SECONDS } from './limits';

/** Whole seconds left until `deadline` (ms), rounded up so the last second still shows '1'. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Whole seconds before another code may be sent, for a code sent at `sentAt` (ms); 0 when it may be sent now. */
export function resendSecondsLeft(sentAt: number, now: number): number {
  return secondsLeft(sentAt + CODE_COUNTDOWN_SECONDS * 1000, now);
}

export function codeButtonLabel({ seconds, sentBefore }: { seconds: number; sentBefore: boolean }): Message {
  if (seconds > 0) return { key: 'auth.code.countdown', params: { n: seconds } };
  return { key: sentBefore ? 'auth.code.reget' : 'auth.code.get' };
}
