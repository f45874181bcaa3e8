// The answering screens (spec 3 §2 /study/homework/answer, /study/test/answer): one question at a
// time, the answer card, previous/next/submit (hidden at the ends; Alt+P/Alt+N past an end says
// 'Already the first/last question'), the exit and submit confirmations, and for tests the
// countdown that reports every 60 ticks and submits at zero. Every answer goes through the outbox
// (journal → server with clientSeq → confirmed); a lost connection never stops answering. The
// status line always says what the attempt is doing (attempt-state.ts): saved, saving, kept on the
// device and why, submitting, waiting to submit and why, submitted; a failed submit is the modal.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Message, MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { answerCardGroups, cellState, orderedQuestions } from '../../lib/exam/answer-card';
import { isAnswered, normalizeAnswer, type NormalizedAnswer } from '../../lib/exam/answers';
import { attemptState, type SubmitPhase } from '../../lib/exam/attempt-state';
import { moveQuestion, navigationButtons } from '../../lib/exam/navigation';
import { clockOffset, localDeadline, mergeAnswers, saveState, type OutboxEntry, type SaveState } from '../../lib/exam/outbox';
import { exitConfirmation, submitConfirmation } from '../../lib/exam/submit';
import { showToast } from '../../stores/ui';
import { openStudy, redirectStudy } from '../router';
import { translate } from '../translate';
import { Breadcrumb } from '../ui/Breadcrumb';
import { getPaper, getXsktPaper, listSavedAnswers, reportTime, startAttempt, type ExamQuestion, type WorkPaper } from './api';
import { AnswerCard } from './AnswerCard';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Countdown } from './Countdown';
import { classCrumbs } from './Instructions';
import { readJournal } from './journal';
import { AnswerOutbox } from './outbox';
import { answerable, QuestionView } from './QuestionTypes';
import { examHref, type ExamParams, namesWork } from './route';
import { $examParams, $lookupState, $work, retryLookup } from './stores';
import { submitAttempt, type SubmitControl, type SubmitProgress } from './submit';
import { SubmitFailedDialog } from './SubmitFailedDialog';
import { NoWorkNamed } from './NoWorkNamed';

interface Attempt {
  paper: WorkPaper;
  answerLogId: number;
  workId: number;
  outbox: AnswerOutbox;
  /** The test's deadline on the local clock; none for homework and xskt. */
  deadline: number | undefined;
  startedAt: number;
  xsktToken: string | undefined;
}

class AttemptClosed extends Error {}

async function openAttempt(params: ExamParams, workId: number): Promise<Attempt> {
  const paper = params.xskt ? await getXsktPaper(workId) : await getPaper(params.kind, workId);
  // The address's attempt is no longer open (submitted: the browser's back button came here).
  if (params.answerLogId !== undefined && paper.answerLogId !== params.answerLogId) throw new AttemptClosed();
  // Starts the attempt, or resumes the open one (the same answerLogId after a reload or in another tab).
  const started = await startAttempt(params.kind, workId);
  const offset = clockOffset(started.serverTime, Date.now());
  const answerLogId = started.answerLogId;
  const [server, journal] = await Promise.all([
    listSavedAnswers(answerLogId).catch(() => []),
    readJournal(answerLogId),
  ]);
  const serverEntries: OutboxEntry[] = server.map((record) => ({ questionId: record.questionId, answer: normalizeAnswer(record.questionAnswerVO), clientSeq: record.clientSeq, saved: true }));
  const outbox = new AnswerOutbox({ answerLogId, workId, paperId: paper.questionUnitCAResultVO.id }, mergeAnswers(serverEntries, journal));
  const deadline = params.kind === 'test' && !params.xskt && started.deadlineTime !== null ? localDeadline(started.deadlineTime, offset) : undefined;
  return { paper, answerLogId, workId, outbox, deadline, startedAt: Date.parse(started.startTime.replace(' ', 'T')) + offset || Date.now(), xsktToken: 'xsktUserToken' in paper ? String(paper.xsktUserToken) : undefined };
}

const SAVE_RANK: Record<SaveState, number> = { saved: 0, saving: 1, unsaved: 2 };

/** The phase once the submit reports where it is. */
const PROGRESS_PHASE: Record<SubmitProgress['stage'], SubmitPhase> = { saving: 'saving', sending: 'sending', waiting: 'waiting' };

/** The clock of the 'retrying in N s' line: ticks each second while a retry is awaited. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function AttemptView({ params, attempt }: { params: ExamParams; attempt: Attempt }) {
  const t = useT();
  const { outbox, paper } = attempt;
  const message = ({ key, params: values }: Message) => t(key, values);
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const unit = paper.questionUnitCAResultVO;
  const questions = useMemo(() => orderedQuestions<ExamQuestion>(unit.questionResultVOMap), [unit]);
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<SubmitPhase>('answering');
  const [waiting, setWaiting] = useState<{ trouble: 'offline' | 'server'; retryAt: number } | undefined>();
  const [failure, setFailure] = useState<{ reason: string; code: number } | undefined>();
  const control = useRef<SubmitControl | undefined>(undefined);
  const [confirm, setConfirm] = useState<'submit' | 'exit' | null>(null);
  const [hadOutage, setHadOutage] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const card = useRef<HTMLElement>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => outbox.dispose(), [outbox]);
  useEffect(() => {
    if (!snapshot.connected) setHadOutage(true);
  }, [snapshot.connected]);

  const answerOf = useCallback((questionId: number) => snapshot.entries.get(questionId)?.answer, [snapshot]);
  const answered = (question: ExamQuestion) => answerable(question).some((sub) => isAnswered(answerOf(sub.id)));
  const saveStateOf = (question: ExamQuestion): SaveState =>
    answerable(question)
      .map((sub) => saveState(snapshot.entries.get(sub.id), snapshot.sending.has(sub.id)))
      .reduce<SaveState>((worst, state) => (SAVE_RANK[state] > SAVE_RANK[worst] ? state : worst), 'saved');
  const groups = answerCardGroups<ExamQuestion>(unit.questionResultVOMap, (question) => cellState('answer', { answered: answered(question) }));
  const answeredCount = questions.filter(answered).length;
  const buttons = navigationButtons(index, questions.length);
  const question = questions[index];

  const goTo = useCallback((next: number) => {
    setIndex(next);
    questionHeading.current?.focus();
  }, []);
  // Previous and Next, by button or Alt+P / Alt+N: past an end, 'Already the first/last question' (spec 3 §5, §8).
  const move = useCallback(
    (direction: 'previous' | 'next') => {
      const moved = moveQuestion(index, questions.length, direction);
      if (moved.kind === 'go') goTo(moved.index);
      else showToast({ kind: 'error', message: translate(moved.message) });
    },
    [goTo, index, questions.length],
  );

  const submit = useCallback(async () => {
    setConfirm(null);
    if (phase !== 'answering' && phase !== 'failed') return;
    setFailure(undefined);
    setPhase('saving');
    const submitControl: SubmitControl = {
      onProgress(progress) {
        setPhase(PROGRESS_PHASE[progress.stage]);
        setWaiting(progress.stage === 'waiting' ? { trouble: progress.trouble, retryAt: progress.retryAt } : undefined);
      },
    };
    control.current = submitControl;
    const outcome = await submitAttempt(
      {
        kind: params.kind,
        workId: attempt.workId,
        answerLogId: attempt.answerLogId,
        classroomId: params.classroomId,
        activityId: params.activityId,
        xskt: params.xskt && attempt.xsktToken ? { token: attempt.xsktToken, startedAt: attempt.startedAt, classId: params.classId, classroomId: params.classroomId, courseId: params.courseId, activityId: params.activityId } : undefined,
      },
      outbox,
      submitControl,
    );
    control.current = undefined;
    setWaiting(undefined);
    if (!outcome.ok) {
      setFailure({ reason: outcome.reason, code: outcome.code });
      return setPhase('failed');
    }
    setPhase('submitted');
    openStudy(examHref(`/study/${params.kind}/answer-finish`, { ...params, workId: attempt.workId }, { answerLogId: attempt.answerLogId, status: outcome.status }));
  }, [attempt, outbox, params, phase]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code === 'KeyP') move('previous');
      else if (event.code === 'KeyN') move('next');
      else if (event.code === 'KeyC') card.current?.focus();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move]);

  const retryAt = phase === 'waiting' ? waiting?.retryAt : snapshot.retryAt;
  const now = useNow(retryAt !== undefined);
  const state = attemptState({
    phase,
    pending: snapshot.pending,
    sending: snapshot.sending.size,
    trouble: phase === 'waiting' ? waiting?.trouble : snapshot.trouble,
    retryAt,
    now,
    refusal: snapshot.refusal?.msg,
    hadTrouble: hadOutage,
  });
  const retryNow = () => (phase === 'waiting' ? control.current?.wake?.() : outbox.retryNow());
  const answering = phase === 'answering';

  const kindLabel = params.kind === 'homework' ? 'study.route.homework' : 'study.route.test';
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" data-study-screen={`${params.kind}-answer`} data-phase={phase}>
      <Breadcrumb crumbs={[...classCrumbs(params.classId), { label: kindLabel as MessageKey, href: examHref(`/study/${params.kind}`, { ...params, workId: undefined, answerLogId: undefined }) }, { label: params.kind === 'homework' ? 'study.route.homeworkAnswer' : 'study.route.testAnswer' }]} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{unit.title}</h1>
        <button type="button" className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50" onClick={() => setConfirm('exit')}>
          {t('exam.answer.exit')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-500" data-shortcuts>
        {t('exam.answer.shortcuts')}
      </p>
      <div
        className={`mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-4 py-2 text-sm ${state.tone === 'ok' ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : state.tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-rose-200 bg-rose-50 text-rose-800'}`}
        data-save-banner={state.tone === 'ok' ? 'ok' : 'offline'}
        data-attempt-state={state.name}
      >
        {/* Every save would be read out: the screen reader hears the troubles and the submit only. */}
        <p role="status" aria-live={state.name === 'saving' || (state.name === 'saved' && !hadOutage) ? 'off' : 'polite'} className="min-w-0 flex-1">
          {message(state.message)}
        </p>
        {state.retry && (
          <button type="button" className="rounded-md border border-current px-3 py-1" onClick={retryNow} data-retry-now>
            {t('exam.answer.retryNow')}
          </button>
        )}
      </div>
      {timeUp && <p className="mt-4 text-sm text-slate-700">{t('exam.answer.timeUp')}</p>}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 ref={questionHeading} tabIndex={-1} className="mb-4 text-sm font-medium text-slate-500 outline-none" data-question-position>
            {t('exam.answer.questionOf', { n: index + 1, total: questions.length })}
          </h2>
          <fieldset disabled={!answering} className="min-w-0">
            {question && <QuestionView key={question.id} question={question} number={index + 1} answerOf={answerOf} onAnswer={(questionId, answer: NormalizedAnswer) => outbox.change(questionId, answer)} />}
          </fieldset>
          <div className="mt-8 flex flex-wrap gap-3">
            {buttons.showPrevious && (
              <button type="button" aria-keyshortcuts="Alt+P" className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50" onClick={() => move('previous')}>
                {t('exam.answer.previous')}
              </button>
            )}
            {buttons.showNext && (
              <button type="button" aria-keyshortcuts="Alt+N" className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50" onClick={() => move('next')}>
                {t('exam.answer.next')}
              </button>
            )}
            <button type="button" className="ml-auto rounded-lg bg-brand px-6 py-2 font-semibold text-white hover:opacity-95 disabled:opacity-60" disabled={!answering} onClick={() => setConfirm('submit')}>
              {answering || phase === 'failed' ? t('common.submit') : t('exam.answer.submitting')}
            </button>
          </div>
          {/* The status line is at the top, out of sight below a long question: its words again by the
              Submit button while something needs saying (hidden from screen readers, who hear the line). */}
          {(state.tone !== 'ok' || !answering) && (
            <p aria-hidden="true" className={`mt-3 text-right text-sm ${state.tone === 'ok' ? 'text-emerald-800' : state.tone === 'warning' ? 'text-amber-900' : 'text-rose-800'}`} data-attempt-state-echo>
              {message(state.message)}
            </p>
          )}
        </div>
        <aside className="space-y-4">
          {attempt.deadline !== undefined && (
            <Countdown
              deadline={attempt.deadline}
              unitTime={unit.unitTime ?? 0}
              submitted={phase === 'submitted'}
              onZero={() => {
                setTimeUp(true);
                void submit();
              }}
              onReport={(remaining) => {
                // Recorded by the server, which keeps its own deadline; a lost report is just lost (the next one follows in 60 ticks).
                if (answering) reportTime(attempt.workId, attempt.answerLogId, remaining).catch(() => undefined);
              }}
            />
          )}
          <AnswerCard ref={card} mode="answer" groups={groups} current={index + 1} saveStateOf={saveStateOf} onPick={(number) => goTo(number - 1)} />
        </aside>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        message={confirm === 'exit' ? message(exitConfirmation(params.kind)) : message(submitConfirmation(answeredCount, questions.length))}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'exit') {
            setConfirm(null);
            window.history.back();
          } else void submit();
        }}
      />
      <SubmitFailedDialog
        open={phase === 'failed'}
        reason={failure?.reason ?? ''}
        answerLogId={attempt.answerLogId}
        onRetry={() => void submit()}
        onBack={() => {
          setFailure(undefined);
          setPhase('answering');
        }}
      />
    </section>
  );
}

export function Answering() {
  const t = useT();
  const params = useStore($examParams);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  // The address's workId, else the one its classroom's lookup answers (a link from a course names
  // only the classroom).
  const workId = useStore($work)?.workId;
  const lookup = useStore($lookupState);
  const kind = params?.kind;

  useEffect(() => {
    if (!params || workId === undefined) return;
    let current = true;
    setFailed(false);
    openAttempt(params, workId).then(
      (opened) => (current ? setAttempt(opened) : opened.outbox.dispose()),
      (error: unknown) => {
        if (!current) return;
        // A submitted attempt shows its finish page instead of starting a new one unasked.
        if (error instanceof AttemptClosed) redirectStudy(examHref(`/study/${params.kind}/answer-finish`, params));
        else setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [workId, kind, tries]);

  if (!params) return null;
  if (!namesWork(params)) return <NoWorkNamed kind={params.kind} />;
  if (failed || lookup.error)
    return (
      <section className="mx-auto max-w-3xl px-4 py-8" data-study-screen={`${params.kind}-answer`}>
        <div role="alert" className="flex items-center gap-3 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
          <span>{t('exam.loadFailed')}</span>
          <button
            type="button"
            className="ml-auto rounded-md border border-rose-300 bg-white px-3 py-1"
            onClick={() => (lookup.error ? retryLookup() : setTries(tries + 1))}
          >
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  if (workId === undefined || !attempt)
    return (
      <p className="py-16 text-center text-slate-500" role="status">
        {t('common.loading')}
      </p>
    );
  return <AttemptView params={params} attempt={attempt} />;
}
