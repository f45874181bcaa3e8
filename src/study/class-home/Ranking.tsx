// The class ranking (spec 2 §3 rankIndex and rankTotal, §9 defeat rate): the student's place, the
// share of classmates they are ahead of (the rule of lib/study/rates.ts), and the class in order
// by finished required activities, then study time. The class-level check decides whether there
// is a place at all: an observer of an experience class is not ranked, and is told so.
import { useT } from '../../ui/useT';
import { defeatRate } from '../../lib/study/rates';
import { Remote } from '../ui/Remote';
import { Panel } from '../ui/Panel';
import type { ClassRanking } from './api';
import { $classLevel, $ranking } from './stores';
import { useRemote } from '../useRemote';

/** The first places shown; the student's own row is added below them when further down. */
const SHOWN_PLACES = 10;

function MyPlace({ ranking }: { ranking: ClassRanking }) {
  const t = useT();
  if (ranking.rankIndex === null) return null;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg bg-brand/10 px-3 py-2.5" data-my-rank>
      <span className="font-semibold text-slate-900 tabular-nums" data-rank-place>
        {t('study.class.rank', { rankIndex: ranking.rankIndex, rankTotal: ranking.rankTotal })}
      </span>
      <span className="text-sm text-brand" data-defeat-rate>
        {t('study.class.defeatRate', { rate: defeatRate(ranking.rankIndex, ranking.rankTotal) })}
      </span>
    </div>
  );
}

function Places({ ranking }: { ranking: ClassRanking }) {
  const t = useT();
  const top = ranking.list.slice(0, SHOWN_PLACES);
  const me = ranking.list.find((item) => item.isMe);
  const rows = me && !top.includes(me) ? [...top, me] : top;
  return (
    <ol className="mt-3 divide-y divide-slate-100" aria-label={t('study.class.ranking.title')} data-rank-list>
      {rows.map((item) => (
        <li key={item.studentId} className={`flex items-center gap-3 py-2 text-sm ${item.isMe ? 'font-medium text-brand' : 'text-slate-700'}`} data-rank-item={item.rankIndex} data-me={item.isMe || undefined}>
          <span className="w-10 shrink-0 text-xs text-slate-500 tabular-nums">{t('study.class.ranking.place', { rankIndex: item.rankIndex })}</span>
          {item.avatar ? (
            <img src={item.avatar} alt="" width={28} height={28} loading="lazy" className="size-7 shrink-0 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="size-7 shrink-0 rounded-full bg-slate-200" />
          )}
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="flex min-w-0 items-center gap-1">
              <span className="truncate" data-rank-name>
                {item.realName}
              </span>
              {item.isMe && <span className="shrink-0 rounded bg-brand/10 px-1 text-xs">{t('study.class.ranking.me')}</span>}
            </span>
            <span className="text-xs font-normal text-slate-500 tabular-nums">
              {t('study.class.ranking.finished', { count: item.finishActivityNum })} · {item.studyDurationStr}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function Ranking() {
  const t = useT();
  const level = useRemote($classLevel).data;
  return (
    <Panel id="study-ranking-title" title={t('study.class.ranking.title')} data={{ 'data-class-ranking': true }}>
      {level && !level.isStudent && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900" data-class-level="observer">
          {t('study.class.level.observer')}
        </p>
      )}
      <div className="mt-3">
        <Remote
          reserve="min-h-[7.5rem]"
          from={$ranking}
          failed={t('study.class.ranking.failed')}
          empty={t('study.class.ranking.empty')}
          isEmpty={(data) => data.list.length === 0}
        >
          {(data) => (
            <>
              <MyPlace ranking={data} />
              <Places ranking={data} />
            </>
          )}
        </Remote>
      </div>
    </Panel>
  );
}
