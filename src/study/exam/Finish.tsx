// The finish screens (spec 3 §2 /study/homework/answer-finish, /study/test/answer-finish): 'You have
// completed this homework/test', the manual-marking note, for the xskt source 'View completed
// homework', and Back, which goes two steps back (past the answering screen).
import { useT } from '../../ui/useT';
import { StudyLink } from '../ui/StudyLink';
import { ExamScreen } from './ExamScreen';
import { examHref } from './route';

export function Finish() {
  const t = useT();
  return (
    <ExamScreen name="finish" width="max-w-3xl" crumb={{ homework: 'study.route.homeworkFinish', test: 'study.route.testFinish' }}>
      {(params) => (
        <div className="rounded-xl border border-slate-200 bg-white p-10 text-center shadow-sm">
          <div aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
            ✓
          </div>
          <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('exam.finish.completed', { kind: t(params.kind === 'homework' ? 'exam.kind.homework' : 'exam.kind.test') })}</h1>
          <p className="mt-3 text-slate-600">{t('exam.finish.manualMarking')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button type="button" className="rounded-lg border border-slate-300 px-6 py-2 text-slate-700 hover:bg-slate-50" onClick={() => window.history.go(-2)}>
              {t('common.back')}
            </button>
            {params.xskt && params.workId !== undefined && params.answerLogId !== undefined && (
              <StudyLink className="rounded-lg bg-brand px-6 py-2 font-semibold text-white hover:opacity-95" href={examHref('/study/homework/check-my-homework', params, { status: params.status })}>
                {t('exam.finish.viewHomework')}
              </StudyLink>
            )}
          </div>
        </div>
      )}
    </ExamScreen>
  );
}
