// The verification-code button's countdown and label (spec 1 §4): 'get code', then '{n} seconds
// to re-get' ticking every second, then 're-get' once a code was sent before. The countdown is a
// store, not component state, so it outlives what shows the button: a consult modal closed and
// reopened, a login form switched to the password mode and back.
import { atom, type ReadableAtom } from 'nanostores';
import type { Message } from '../../i18n';
import { CODE_COUNTDOWN_SECONDS } from '../../lib/limits';

export { CODE_COUNTDOWN_SECONDS };

export interface CodeCountdown {
  /** Whole seconds left; 0 when no countdown runs. */
  $secondsLeft: ReadableAtom<number>;
  /** True once a code was sent, so the button offers 're-get' afterwards. */
  $sentBefore: ReadableAtom<boolean>;
  start(seconds?: number): void;
}

/** Whole seconds left until `deadline` (ms), rounded up so the last second still shows '1'. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function codeButtonLabel({ seconds, sentBefore }: { seconds: number; sentBefore: boolean }): Message {
  if (seconds > 0) return { key: 'auth.code.countdown', params: { n: seconds } };
  return { key: sentBefore ? 'auth.code.reget' : 'auth.code.get' };
}

export function createCodeCountdown(): CodeCountdown {
  const $secondsLeft = atom(0);
  const $sentBefore = atom(false);
  let timer: ReturnType<typeof setInterval> | undefined;

  function start(seconds = CODE_COUNTDOWN_SECONDS) {
    // Counted from a deadline rather than by decrements: a throttled background tab skips ticks.
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const left = secondsLeft(deadline, Date.now());
      $secondsLeft.set(left);
      if (left === 0 && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    if (timer !== undefined) clearInterval(timer);
    $sentBefore.set(true);
    tick();
    timer = setInterval(tick, 1000);
  }

  return { $secondsLeft, $sentBefore, start };
}
