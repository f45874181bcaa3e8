// A comment's age as the time-hint rule words it (src/lib/time-hint.ts), with the exact moment
// kept in `dateTime` and as a tooltip.
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { FULL_DATE_FORMAT, timeHint } from '../lib/time-hint';
import { useT } from './useT';

// Hints count seconds at the finest, but re-rendering every comment each second buys little.
const REFRESH_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function TimeHint({ time }: { time: string }) {
  const t = useT();
  const now = useNow();
  const hint = timeHint(time, now);
  if (!hint) return null;
  return (
    <time dateTime={time} title={dayjs(time).format(FULL_DATE_FORMAT)} className="text-xs text-slate-500">
      {t(hint)}
    </time>
  );
}
