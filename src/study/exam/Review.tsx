// The review screens (spec 3 §2 /study/homework/check-my-homework, /study/test/check-my-test-exam):
// a past attempt, each question with the student's answer, the correct answer and the mark, and the
// answer card with the legend correct/wrong.
import { useT } from '../../ui/useT';
import { answerCardGroups, cellState, orderedQuestions } from '../../lib/exam/answer-card';
import { optionLetter, trueFalseLabel } from '../../lib/exam/labels';
import { QUESTION_TYPE } from '../../lib/exam/question-types';
import type { ExamReviewQuestion, ExamReviewSubQuestion } from './api';
import { AnswerCard } from './AnswerCard';
import { ExamScreen } from './ExamScreen';
import { Stem } from './QuestionTypes';
import { RichHtml } from '../ui/RichHtml';
import { Remote } from '../ui/Remote';
import { $review } from './stores';
import { ToHistory } from './ToHistory';

type ReviewQuestion = ExamReviewQuestion | ExamReviewSubQuestion;

/** An answer: the options chosen, by letter; else its text (the student's as typed, the reference answer as the paper's HTML). */
function AnswerText({ question, answer, rich = false }: { question: ReviewQuestion; answer: { optionList: string[]; content?: string | null } | null; rich?: boolean }) {
  const t = useT();
  if (!answer || (answer.optionList.length === 0 && !answer.content)) return <>{t('exam.review.notAnswered')}</>;
  if (answer.optionList.length > 0) {
    const options = question.questionContentVO.optionList;
    return (
      <>
        {answer.optionList
          .map((key) => {
            const index = options.findIndex((option) => option.key === key);
            return question.questionType === QUESTION_TYPE.trueFalse ? t(trueFalseLabel(index)) : optionLetter(index < 0 ? 0 : index);
          })
          .join('、')}
      </>
    );
  }
  return rich ? <RichHtml html={answer.content} data-reference-answer /> : <>{answer.content}</>;
}

/** The options of a choice question, each the paper's HTML, so the letters of the answers can be read against them. */
function Options({ question }: { question: ReviewQuestion }) {
  const options = question.questionContentVO.optionList;
  if (options.length === 0 || question.questionType === QUESTION_TYPE.trueFalse) return null;
  return (
    <ol className="mt-2 grid gap-1 text-sm text-slate-800" data-review-options>
      {options.map((option, index) => (
        <li key={option.key} className="flex min-w-0 gap-1">
          <span className="shrink-0 font-semibold">{optionLetter(index)}.</span>{' '}
          <RichHtml as="span" className="flex-1" html={option.value || option.content} data-option-content />
        </li>
      ))}
    </ol>
  );
}

function ReviewItem({ question, label }: { question: ReviewQuestion; label: string }) {
  const t = useT();
  const mark = question.isCorrect === null ? '' : t(question.isCorrect ? 'rules.answerCard.correct' : 'rules.answerCard.wrong');
  return (
    <div className="mt-4" data-review-question={question.id} data-correct={question.isCorrect === null ? 'pending' : String(question.isCorrect)}>
      <Stem question={question} number={<span className="mr-2 font-semibold">{label}</span>} />
      <Options question={question} />
      {question.readQuestionList.length > 0 ? (
        <ol className="mt-2 border-l-2 border-slate-200 pl-4">
          {(question.readQuestionList as ReviewQuestion[]).map((sub, index) => (
            <li key={sub.id}>
              <ReviewItem question={sub} label={`(${index + 1})`} />
            </li>
          ))}
        </ol>
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('exam.review.yourAnswer')}</dt>
          <dd className={`min-w-0 break-words ${question.isCorrect === false ? 'text-rose-700' : 'text-slate-900'}`}>
            <AnswerText question={question} answer={question.userAnswerVO} /> {mark && <span className="ml-2 font-medium">{mark}</span>}
          </dd>
          <dt className="text-slate-500">{t('exam.review.correctAnswer')}</dt>
          <dd className="min-w-0 text-emerald-700">
            <AnswerText question={question} answer={question.questionAnswerVO} rich />
          </dd>
          {question.questionAnswerVO.contentDesc && (
            <>
              <dt className="text-slate-500">{t('exam.review.analysis')}</dt>
              <dd className="min-w-0 text-slate-700">
                <RichHtml html={question.questionAnswerVO.contentDesc} data-analysis />
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

export function Review() {
  const t = useT();
  return (
    <ExamScreen
      name="review"
      width="max-w-6xl"
      crumb={{ homework: 'study.route.checkHomework', test: 'study.route.checkTest' }}
      instead={(params) => (params.workId === undefined || params.answerLogId === undefined ? <ToHistory params={params} /> : undefined)}
    >
      {() => (
        <Remote from={$review} failed={t('exam.review.loadFailed')} empty={t('common.empty')} isEmpty={() => false}>
          {(data) => {
            const unit = data.questionUnitCAResultVO;
            const questions = orderedQuestions<ExamReviewQuestion>(unit.questionResultVOMap);
            const groups = answerCardGroups<ExamReviewQuestion>(unit.questionResultVOMap, (question) => cellState('review', { answered: question.userAnswerVO !== null, correct: question.isCorrect }));
            return (
              <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
                <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <h1 className="text-2xl font-bold text-slate-900">{unit.title}</h1>
                  <p className="mt-2 text-slate-700" data-total-score>
                    {data.score === null ? t('exam.status.pendingMarking') : t('exam.review.totalScore', { score: data.score })}
                  </p>
                  <ol className="mt-4 divide-y divide-slate-100">
                    {questions.map((question, index) => (
                      <li key={question.id} id={`review-${index + 1}`} className="pb-4">
                        <ReviewItem question={question} label={t('exam.answer.questionNumber', { n: index + 1 })} />
                      </li>
                    ))}
                  </ol>
                </div>
                <aside>
                  <AnswerCard mode="review" groups={groups} onPick={(number) => document.getElementById(`review-${number}`)?.scrollIntoView()} />
                </aside>
              </div>
            );
          }}
        </Remote>
      )}
    </ExamScreen>
  );
}
