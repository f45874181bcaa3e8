// An activity's recent dynamics (spec 2 §3 Activity dynamic, §4): one line at a time, rolling up
// every 5 seconds, through the activity's dynamics page (size 30); until that answers, the few the
// activity list brought along. With reduced motion asked for, the lines change in place instead of
// sliding.
import { useEffect, useMemo, useState } from 'react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import type { ActivityDynamic } from './api';
import { activityDynamics } from './stores';
import { useRemote } from '../useRemote';

export const DYNAMIC_ROTATE_MS = 5000;

const DYNAMIC_TEXT: Record<number, MessageKey> = {
  0: 'study.dynamic.signIn',
  1: 'study.dynamic.signOut',
  2: 'study.dynamic.question',
  3: 'study.dynamic.reply',
  4: 'study.dynamic.note',
  5: 'study.dynamic.comment',
};

const LINE_REM = 1.75;

export function DynamicFeed({ activityId, brought }: { activityId: number; brought: readonly ActivityDynamic[] }) {
  const t = useT();
  const $dynamics = useMemo(() => activityDynamics(activityId), [activityId]);
  const { data } = useRemote($dynamics);
  const dynamics = data?.records ?? brought;
  const [index, setIndex] = useState(0);
  // A new list starts again at its newest line.
  useEffect(() => setIndex(0), [dynamics]);
  useEffect(() => {
    if (dynamics.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % dynamics.length), DYNAMIC_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [dynamics.length]);
  if (dynamics.length === 0) return null;
  return (
    <div className="mt-3 flex items-center gap-2 rounded-md bg-slate-50 px-2.5 text-xs text-slate-600" data-dynamics>
      <span className="shrink-0 font-medium text-slate-700">{t('study.activity.dynamics')}</span>
      {/* min-w-0: a long line is cut with an ellipsis instead of widening the card (and the page, on a phone). */}
      <div className="relative min-w-0 flex-1 overflow-hidden" style={{ height: `${LINE_REM}rem` }}>
        <ul
          className="transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateY(-${index * LINE_REM}rem)` }}
          aria-live="off"
        >
          {dynamics.map((dynamic, position) => {
            const key = DYNAMIC_TEXT[dynamic.type];
            const who = key ? t(key, { name: dynamic.realName }) : dynamic.realName;
            return (
              <li
                key={dynamic.id}
                className="truncate"
                style={{ height: `${LINE_REM}rem`, lineHeight: `${LINE_REM}rem` }}
                aria-hidden={position !== index}
                data-dynamic={dynamic.type}
              >
                {dynamic.content ? t('study.dynamic.withContent', { text: who, content: dynamic.content }) : who}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
