// A countdown held as a deadline, not a counter: a throttled background tab that skips ticks
// still shows the right number when it wakes.
import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './code-countdown';

export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!deadline) return undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(0);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const seconds = deadline ? secondsLeft(deadline, now) : 0;
  return { seconds, running: seconds > 0, start };
}
