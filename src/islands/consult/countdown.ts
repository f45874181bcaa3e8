// The verification-code countdown (spec 1 §4, verification-code button): a store, not component
// state, so that closing and reopening a modal neither restarts nor forgets a running countdown.
import { atom, type ReadableAtom } from 'nanostores';
import { CODE_COUNTDOWN_SECONDS } from '../../lib/limits';

export { CODE_COUNTDOWN_SECONDS };

export interface Countdown {
  /** Whole seconds left; 0 when no countdown runs. */
  $secondsLeft: ReadableAtom<number>;
  /** True once a code was sent, so the button offers 're-get' afterwards. */
  $sentBefore: ReadableAtom<boolean>;
  start(seconds?: number): void;
}

export function createCountdown(): Countdown {
  const $secondsLeft = atom(0);
  const $sentBefore = atom(false);
  let timer: ReturnType<typeof setInterval> | undefined;

  function start(seconds = CODE_COUNTDOWN_SECONDS) {
    // Counted from a deadline rather than by decrements: a throttled background tab skips ticks.
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
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
