// The verification-code button's countdown (spec 1 §4; the rule is src/lib/code-countdown.ts),
// ticking every second. It is a store, not component state, so it outlives what shows the button: a consult modal closed and
// reopened, a login form switched to the password mode and back.
import { atom, type ReadableAtom } from 'nanostores';
import { secondsLeft } from '../../lib/code-countdown';
import { CODE_COUNTDOWN_SECONDS } from '../../lib/limits';

export interface CodeCountdown {
  /** Whole seconds left; 0 when no countdown runs. */
  $secondsLeft: ReadableAtom<number>;
  /** True once a code was sent, so the button offers 're-get' afterwards. */
  $sentBefore: ReadableAtom<boolean>;
  start(seconds?: number): void;
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
