// The answering screens (spec 3 §2 /study/homework/answer, /study/test/answer): one question at a
// time, the answer card, previous/next/submit (hidden at the ends; Alt+P/Alt+N past an end says
// 'Already the first/last question'), the exit and submit confirmations, and for tests the
// countdown that reports every 60 ticks and submits at zero. Every answer goes through the outbox
// (journal → server with clientSeq → confirmed); a lost connection never stops answering. The
// status line always says what the attempt is doing (attempt-state.ts): saved, saving, kept on the
// device and why, submitting, waiting to submit and why, submitted; a failed submit is the modal.
// The attempt itself (opening, open, submitting, submitted, failed; offline from the journal; the
// other tabs) lives in attempt-store.ts: this screen is its view.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { answerCardGroups, cellState, orderedQuestions } from '../../lib/exam/answer-card';
import { isAnswered, type NormalizedAnswer } from '../../lib/exam/answers';
import { attemptState } from '../../lib/exam/attempt-state';
import { moveQuestion, navigationButtons } from '../../lib/exam/navigation';
import { saveState, type SaveState } from '../../lib/exam/outbox';
import { exitConfirmation, submitConfirmation } from '../../lib/exam/submit';
import { showToast } from '../../stores/ui';
import { openStudy } from '../router';
import { translate } from '../translate';
import { Breadcrumb } from '../ui/Breadcrumb';
import { goBackConfirmed, useLeaveGuard, useUnloadWarning } from '../ui/leave-guard';
import { useMediaQuery, WIDE_SCREEN } from '../ui/media';
import { reportTime, type ExamQuestion } from './api';
import { AnswerCard, AnswerCardSheet } from './AnswerCard';
import './answering-phone.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Countdown } from './Countdown';
import { classCrumbs } from './ExamScreen';
import { answerable, QuestionView } from './QuestionTypes';
import { examHref, type ExamParams, namesWork } from './route';
import { $examParams, $lookupState, $work, retryLookup } from './stores';
import { $attempt, backToAnswering, closeAttempt, openAttempt, retryNow, submitOpenAttempt, type OpenAttempt } from './attempt-store';
import { SubmitFailedDialog } from './SubmitFailedDialog';
import { NoWorkNamed } from './NoWorkNamed';

const SAVE_RANK: Record<SaveState, number> = { saved: 0, saving: 1, unsaved: 2 };

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

function AttemptView({ params, open }: { params: ExamParams; open: OpenAttempt }) {
  const t = useT();
  const { attempt, phase, waiting, failure, hadOutage } = open;
  const { outbox, paper } = attempt;
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  const unit = paper.questionUnitCAResultVO;
  const questions = useMemo(() => orderedQuestions<ExamQuestion>(unit.questionResultVOMap), [unit]);
  const [index, setIndex] = useState(0);
  const [confirm, setConfirm] = useState<'submit' | 'exit' | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const card = useRef<HTMLElement>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  // A phone (issue 28 items 4 and 5): the countdown and the save state in a bar that stays in view,
  // the answer card also a bottom sheet opened from that bar.
  const wide = useMediaQuery(WIDE_SCREEN);
  const [cardOpen, setCardOpen] = useState(false);
  // Where a link of the widget was about to go when the exit confirmation was asked (leave-guard.ts).
  const leaveTo = useRef<string | undefined>(undefined);
  const askLeaving = useCallback((href?: string) => {
    leaveTo.current = href;
    setConfirm('exit');
  }, []);


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

  const submit = useCallback(() => {
    setConfirm(null);
    void submitOpenAttempt();
  }, []);

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
    queued: open.queued,
    openedOffline: open.openedOffline,
  });
  const answering = phase === 'answering';
  useLeaveGuard(answering || phase === 'failed', askLeaving);
  // Closing or reloading the tab asks while an answer is not yet on the server, or a submit is under way.
  useUnloadWarning(snapshot.pending > 0 || (phase !== 'answering' && phase !== 'failed' && phase !== 'submitted'));

  const kindLabel = params.kind === 'homework' ? 'study.route.homework' : 'study.route.test';
  // One countdown: the circle beside the question, or a phone's one line in the sticky bar.
  const countdown = attempt.deadline !== undefined && (
    <Countdown
      deadline={attempt.deadline}
      unitTime={unit.unitTime ?? 0}
      submitted={phase === 'submitted'}
      compact={!wide}
      onZero={() => {
        setTimeUp(true);
        void submit();
      }}
      onReport={(remaining) => {
        // Recorded by the server, which keeps its own deadline; a lost report is just lost (the next one follows in 60 ticks).
        if (answering) reportTime(attempt.workId, attempt.answerLogId, remaining).catch(() => undefined);
      }}
    />
  );
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
      {/* Below lg: a bar that stays at the top of the screen while a long question scrolls (answering-phone.css). */}
      <div className="mt-4 space-y-2" data-answer-status>
        {!wide && (
          <div className="flex items-center gap-2">
            {countdown}
            <button
              type="button"
              className="ml-auto rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800"
              aria-haspopup="dialog"
              onClick={() => setCardOpen(true)}
              data-open-answer-card
            >
              {t('exam.answer.openCard', { answered: answeredCount, total: questions.length })}
            </button>
          </div>
        )}
        <div
          className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-4 py-2 text-sm ${state.tone === 'ok' ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : state.tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-rose-200 bg-rose-50 text-rose-800'}`}
          data-save-banner={state.tone === 'ok' ? 'ok' : 'offline'}
          data-attempt-state={state.name}
        >
          {/* Every save would be read out: the screen reader hears the troubles and the submit only. */}
          <p role="status" aria-live={state.name === 'saving' || (state.name === 'saved' && !hadOutage) ? 'off' : 'polite'} className="min-w-0 flex-1">
            {t(state.message)}
          </p>
          {state.retry && (
            <button type="button" className="rounded-md border border-current px-3 py-1" onClick={retryNow} data-retry-now>
              {t('exam.answer.retryNow')}
            </button>
          )}
        </div>
      </div>
      {timeUp && <p className="mt-4 text-sm text-slate-700">{t('exam.answer.timeUp')}</p>}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 ref={questionHeading} tabIndex={-1} className="mb-4 text-sm font-medium text-slate-500 outline-none" data-question-position>
            {t('exam.answer.questionOf', { n: index + 1, total: questions.length })}
          </h2>
          <fieldset disabled={!answering} className="min-w-0">
            {question && <QuestionView key={`${question.id}:${answerable(question).map((sub) => snapshot.received.get(sub.id) ?? 0).join('.')}`} question={question} number={index + 1} answerOf={answerOf} onAnswer={(questionId, answer: NormalizedAnswer) => outbox.change(questionId, answer)} />}
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
              {t(state.message)}
            </p>
          )}
        </div>
        {/* Below the question on a phone, where the sticky bar's button also opens it as a sheet. */}
        <aside className="space-y-4">
          {wide && countdown}
          <AnswerCard ref={card} mode="answer" groups={groups} current={index + 1} saveStateOf={saveStateOf} onPick={(number) => goTo(number - 1)} />
        </aside>
      </div>
      {!wide && (
        <AnswerCardSheet open={cardOpen} onClose={() => setCardOpen(false)} mode="answer" groups={groups} current={index + 1} saveStateOf={saveStateOf} onPick={(number) => goTo(number - 1)} />
      )}
      <ConfirmDialog
        open={confirm !== null}
        message={confirm === 'exit' ? t(exitConfirmation(params.kind)) : t(submitConfirmation(answeredCount, questions.length))}
        onCancel={() => {
          leaveTo.current = undefined;
          setConfirm(null);
        }}
        onConfirm={() => {
          if (confirm === 'exit') {
            const href = leaveTo.current;
            leaveTo.current = undefined;
            setConfirm(null);
            if (href) openStudy(href);
            else goBackConfirmed();
          } else void submit();
        }}
      />
      <SubmitFailedDialog
        open={phase === 'failed'}
        reason={failure?.reason ?? ''}
        answerLogId={attempt.answerLogId}
        onRetry={() => void submit()}
        onBack={backToAnswering}
      />
    </section>
  );
}

export function Answering() {
  const t = useT();
  const params = useStore($examParams);
  const slot = useStore($attempt);
  const [tries, setTries] = useState(0);
  // The address's workId, else the one its classroom's lookup answers (a link from a course names
  // only the classroom).
  const workId = useStore($work)?.workId;
  const lookup = useStore($lookupState);
  const kind = params?.kind;

  useEffect(() => {
    if (!params || workId === undefined) return;
    void openAttempt(params, workId);
    return closeAttempt;
  }, [workId, kind, tries]);

  if (!params) return null;
  if (!namesWork(params)) return <NoWorkNamed kind={params.kind} />;
  if (slot.status === 'unavailable' || lookup.error)
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
  if (workId === undefined || !('attempt' in slot))
    return (
      <p className="py-16 text-center text-slate-500" role="status">
        {t('common.loading')}
      </p>
    );
  return <AttemptView params={params} open={slot} />;
}
