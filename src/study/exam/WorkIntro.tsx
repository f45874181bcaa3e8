// What a homework or test says before it is started (spec 3 §2): its title, the requirement, a
// test's duration, 'start answering' and the history of attempts (pending marking → the finish
// page, else the review). The instruction screens (/study/homework, /study/test) and the online
// classroom's test view show the same thing, each inside its own frame.
import dayjs from 'dayjs';
import { useState } from 'react';
import { useT } from '../../ui/useT';
import { attemptHref } from '../../lib/exam/submit';
import { ATTEMPT_STATUS, type WorkKind } from '../../lib/exam/work';
import { Remote, type RemoteStore } from '../ui/Remote';
import { StudyLink } from '../ui/StudyLink';
import { Writable } from '../viewing/Writable';
import type { AttemptLog, WorkPaper, XsktPaper } from './api';
import type { ExamParams } from './route';
import { startWork } from './work-stores';

/** The heading levels of the screen the intro sits in: the page's own title, or a section's. */
type Level = 'page' | 'section';

interface PaperIntroProps {
  params: ExamParams;
  workId: number | undefined;
  paper: RemoteStore<WorkPaper | XsktPaper>;
  level: Level;
  /** Shown while the paper has no title of its own (the classroom's name for the item). */
  fallbackTitle?: string;
  /** The room the introduction holds while the paper loads (Remote's reserve), so what is below it does not move. */
  reserve?: string;
}

/** The paper's title, requirement and duration, and the button that starts an attempt. */
export function PaperIntro({ params, workId, paper, level, fallbackTitle, reserve }: PaperIntroProps) {
  const t = useT();
  const [starting, setStarting] = useState(false);
  const Title = level === 'page' ? 'h1' : 'h2';
  const Subtitle = level === 'page' ? 'h2' : 'h3';

  async function start(data: WorkPaper | XsktPaper) {
    if (workId === undefined || starting) return;
    setStarting(true);
    // startWork lives with the paper's cache (work-stores.ts), not in the attempt's store (journal,
    // outbox, tabs): the instruction screen's first load stays light (issue 28's Lighthouse line).
    // Refused or failed: the client has said why; the button is offered again.
    if (!(await startWork(params, workId, data))) setStarting(false);
  }

  return (
    <Remote from={paper} failed={t('exam.loadFailed')} empty={t('common.empty')} isEmpty={() => false} reserve={reserve}>
      {(data) => {
        const unit = data.questionUnitCAResultVO;
        return (
          <>
            <Title className={`font-bold text-slate-900 ${level === 'page' ? 'text-2xl' : 'mt-1 text-xl'}`} data-test-title>
              {unit?.title ?? fallbackTitle}
            </Title>
            <Subtitle className="mt-6 text-sm font-semibold text-slate-500">{t('exam.intro.requirement')}</Subtitle>
            <p className="mt-2 whitespace-pre-line text-slate-700" data-requirement>
              {unit?.description}
            </p>
            {params.kind === 'test' && unit?.unitTime ? <p className="mt-2 text-slate-700">{t('exam.intro.duration', { minutes: unit.unitTime })}</p> : null}
            <Writable>
              <button
                type="button"
                className="mt-6 rounded-lg bg-brand px-6 py-2.5 font-semibold text-white shadow-sm hover:opacity-95 disabled:opacity-60"
                onClick={() => void start(data)}
                disabled={starting || workId === undefined}
                data-test-start
              >
                {t('exam.intro.start')}
              </button>
            </Writable>
          </>
        );
      }}
    </Remote>
  );
}

interface AttemptHistoryProps {
  kind: WorkKind;
  classId: number | undefined;
  workId: number;
  xskt: boolean;
  attempts: RemoteStore<AttemptLog[]>;
}

/**
 * The history's room before its answer (an empty history's note, about one attempt's row on a phone):
 * held while the work is looked up and the attempts load, so the page below does not move (issue 28:
 * 0.077 of the test screen's 0.101 layout shift was this section moving).
 */
export const HISTORY_RESERVE = 'min-h-24';

/** The student's attempts, newest first, each leading to its finish or review screen. */
export function AttemptHistory({ kind, classId, workId, xskt, attempts }: AttemptHistoryProps) {
  const t = useT();
  return (
    <Remote from={attempts} failed={t('exam.history.loadFailed')} empty={t('exam.history.empty')} isEmpty={(list) => list.length === 0} reserve={HISTORY_RESERVE}>
      {(list) => (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-attempts>
          {list.map((attempt, index) => (
            <li key={attempt.id} className="flex flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 text-sm" data-attempt={attempt.id}>
              <span className="font-medium text-slate-900">{t('exam.history.attempt', { n: list.length - index })}</span>
              <span className="text-slate-600">
                {t('exam.history.time')}：{dayjs(attempt.submitTime ?? attempt.createdTime).format('YYYY-MM-DD HH:mm')}
              </span>
              <span className={attempt.status === ATTEMPT_STATUS.marked ? 'text-emerald-700' : 'text-amber-700'}>
                {t(attempt.status === ATTEMPT_STATUS.marked ? 'exam.status.marked' : 'exam.status.pendingMarking')}
              </span>
              {attempt.score !== null && <span className="text-slate-700">{t('exam.score', { score: attempt.score })}</span>}
              <StudyLink className="ml-auto font-medium text-brand hover:underline" href={`${attemptHref(kind, attempt, { classId: classId ?? '', workId })}${xskt ? '&sourceType=xskt' : ''}`}>
                {t('exam.history.view')}
              </StudyLink>
            </li>
          ))}
        </ol>
      )}
    </Remote>
  );
}
