// The test countdown (spec 3 §2, §9): a circle of size 156 with a stroke of 6 (at least 0.1 % drawn),
// on the server's deadline moved onto the local clock, so a reload, a sleeping laptop or a wrong
// clock change nothing. Silent to screen readers except at 10, 5 and 1 minutes left and at submit.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../ui/useT';
import { announcedMinutes } from '../../lib/exam/outbox';
import { countdownTick, remainingFraction, remainingSeconds } from '../../lib/exam/timer';
import { twoDigits } from '../../lib/study/rates';

const SIZE = 156;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${hours > 0 ? `${twoDigits(hours)}:` : ''}${twoDigits(minutes)}:${twoDigits(seconds % 60)}`;
}

interface CountdownProps {
  /** The deadline on the local clock. */
  deadline: number;
  unitTime: number;
  submitted: boolean;
  onZero(): void;
  /** Every 60 one-second ticks: the remaining seconds (spec 3 §4). */
  onReport?(remaining: number): void;
  /** A phone's one line in the answering screen's sticky bar instead of the circle (issue 28 item 4). */
  compact?: boolean;
}

export function Countdown({ deadline, unitTime, submitted, onZero, onReport, compact = false }: CountdownProps) {
  const t = useT();
  const [remaining, setRemaining] = useState(() => remainingSeconds(deadline, Date.now()));
  const [announcement, setAnnouncement] = useState('');
  const tick = useRef(0);
  const previous = useRef(remaining);
  const fired = useRef(false);
  const handlers = useRef({ onZero, onReport });
  handlers.current = { onZero, onReport };

  useEffect(() => {
    const timer = setInterval(() => {
      const state = countdownTick(deadline, Date.now(), ++tick.current);
      setRemaining(state.remainingSeconds);
      const minutes = announcedMinutes(previous.current, state.remainingSeconds);
      previous.current = state.remainingSeconds;
      if (minutes !== undefined) setAnnouncement(t('exam.countdown.minutesLeft', { minutes }));
      if (state.report) handlers.current.onReport?.(state.remainingSeconds);
      if (state.autoSubmit && !fired.current) {
        fired.current = true;
        handlers.current.onZero();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, t]);

  useEffect(() => {
    if (submitted) setAnnouncement(t('exam.countdown.submitted'));
  }, [submitted, t]);

  const fraction = Math.max(0.001, remainingFraction(remaining, unitTime));
  const announced = (
    <p className="sr-only" aria-live="assertive" data-countdown-announcement>
      {announcement}
    </p>
  );
  if (compact)
    return (
      <div className="flex shrink-0 items-baseline gap-1.5 rounded-lg bg-white px-3 py-1.5 shadow-sm ring-1 ring-slate-200" data-countdown="compact" data-remaining={remaining}>
        <span className="text-xs text-slate-500">{t('exam.answer.countdown')}</span>
        <span className="text-lg font-semibold tabular-nums text-slate-900" data-clock>
          {clockText(remaining)}
        </span>
        {announced}
      </div>
    );
  return (
    <div className="flex flex-col items-center" data-countdown data-remaining={remaining}>
      <div className="relative" style={{ width: SIZE, height: SIZE }} aria-hidden="true">
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} className="-rotate-90">
          <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth={STROKE} />
          <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="currentColor" className="text-brand" strokeWidth={STROKE} strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - fraction)} strokeLinecap="round" />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-xs text-slate-500">{t('exam.answer.countdown')}</span>
          <span className="text-2xl font-semibold tabular-nums text-slate-900" data-clock>
            {clockText(remaining)}
          </span>
        </div>
      </div>
      {announced}
    </div>
  );
}
