// Every question type of spec 3 §5: single choice and true/false (one option; true/false shown as
// right/wrong), multiple choice (options toggle), fill blank (joined by '|'), short answer (a
// 4-row text area, 'Please enter...'), and reading comprehension and cloze with their sub-questions.
// Real inputs, so the keyboard works as everywhere; text is kept as typed and sent trimmed.
import { useState, type ReactNode } from 'react';
import { useT } from '../../islands/useT';
import { FILL_BLANK_SEPARATOR, joinFillBlanks, normalizeAnswer, type NormalizedAnswer } from '../../lib/exam/answers';
import { optionLetter, QUESTION_TYPE, trueFalseLabel } from '../../lib/exam/labels';
import { RichHtml } from '../ui/RichHtml';
import type { ExamQuestion, ExamSubQuestion } from './api';
import { plainText } from './route';

type AnyQuestion = ExamQuestion | ExamSubQuestion;

export interface AnswerProps {
  answerOf(questionId: number): NormalizedAnswer | undefined;
  onAnswer(questionId: number, answer: NormalizedAnswer): void;
}

const BLANK = /_{2,}/g;

/** The stem's element: what names the question's inputs (a stem's text may be a whole table). */
const stemId = (question: AnyQuestion) => `stem-${question.id}`;

function blankCount(trunk: string): number {
  return Math.max(1, plainText(trunk).match(BLANK)?.length ?? 0);
}

function Choices({ question, answer, onAnswer }: { question: AnyQuestion; answer: NormalizedAnswer | undefined; onAnswer(answer: NormalizedAnswer): void }) {
  const t = useT();
  const multiple = question.questionType === QUESTION_TYPE.multipleChoice;
  const trueFalse = question.questionType === QUESTION_TYPE.trueFalse;
  const chosen = new Set(answer?.optionList ?? []);
  const options = question.questionContentVO.optionList;
  function toggle(key: string) {
    const next = multiple ? (chosen.has(key) ? [...chosen].filter((k) => k !== key) : [...chosen, key]) : [key];
    onAnswer({ content: '', optionList: options.map((option) => option.key).filter((k) => next.includes(k)) });
  }
  return (
    <div className="mt-4 grid gap-2" role={multiple ? 'group' : 'radiogroup'} aria-labelledby={stemId(question)}>
      {options.map((option, index) => (
        <label key={option.key} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:bg-slate-50 has-[:checked]:border-brand has-[:checked]:bg-brand/5">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`question-${question.id}`}
            className="mt-1"
            checked={chosen.has(option.key)}
            onChange={() => toggle(option.key)}
            data-option={option.key}
          />
          <span className="min-w-0 flex-1">
            {trueFalse ? (
              t(trueFalseLabel(index))
            ) : (
              <span className="flex min-w-0 gap-1">
                <span className="shrink-0 font-semibold">{optionLetter(index)}.</span>{' '}
                <RichHtml as="span" className="flex-1" html={option.value || option.content} data-option-content />
              </span>
            )}
          </span>
        </label>
      ))}
    </div>
  );
}

function FillBlank({ question, answer, onAnswer }: { question: AnyQuestion; answer: NormalizedAnswer | undefined; onAnswer(answer: NormalizedAnswer): void }) {
  const t = useT();
  const count = blankCount(question.trunk);
  const [blanks, setBlanks] = useState(() => {
    const stored = (answer?.content ?? '').split(FILL_BLANK_SEPARATOR);
    return Array.from({ length: count }, (_, index) => stored[index] ?? '');
  });
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      {blanks.map((blank, index) => (
        <label key={index} className="flex items-center gap-2 text-sm text-slate-700">
          <span className="shrink-0">{t('exam.answer.blank', { n: index + 1 })}</span>
          <input
            type="text"
            className="w-full rounded-md border border-slate-300 px-3 py-2"
            value={blank}
            data-blank={index + 1}
            onChange={(event) => {
              const next = blanks.map((value, at) => (at === index ? event.target.value : value));
              setBlanks(next);
              onAnswer(normalizeAnswer({ content: joinFillBlanks(next) }));
            }}
          />
        </label>
      ))}
    </div>
  );
}

function ShortAnswer({ question, answer, onAnswer }: { question: AnyQuestion; answer: NormalizedAnswer | undefined; onAnswer(answer: NormalizedAnswer): void }) {
  const t = useT();
  const [text, setText] = useState(answer?.content ?? '');
  return (
    <textarea
      rows={4}
      className="mt-4 w-full rounded-md border border-slate-300 px-3 py-2"
      placeholder={t('exam.answer.placeholder')}
      aria-labelledby={stemId(question)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onAnswer(normalizeAnswer({ content: event.target.value }));
      }}
    />
  );
}

/** A question's number, its points and its stem (the paper's HTML, sanitized: pictures, tables, formulae). */
export function Stem({ question, number }: { question: AnyQuestion; number?: ReactNode }) {
  const t = useT();
  return (
    <div className="text-slate-900">
      <p>
        {number}
        <span className="text-sm text-slate-500">{t('exam.answer.points', { score: question.examPoint })}</span>
      </p>
      <RichHtml className="mt-2" html={question.trunk} id={stemId(question)} data-stem />
    </div>
  );
}

/** One answerable question's inputs (a sub-question's too). */
export function QuestionInputs({ question, answerOf, onAnswer }: { question: AnyQuestion } & AnswerProps) {
  const answer = answerOf(question.id);
  const set = (next: NormalizedAnswer) => onAnswer(question.id, next);
  switch (question.questionType) {
    case QUESTION_TYPE.fillBlank:
      return <FillBlank question={question} answer={answer} onAnswer={set} />;
    case QUESTION_TYPE.shortAnswer:
      return <ShortAnswer question={question} answer={answer} onAnswer={set} />;
    default:
      return <Choices question={question} answer={answer} onAnswer={set} />;
  }
}

/** Reading comprehension and cloze carry sub-questions; those are what is answered. */
export function isComposite(question: ExamQuestion): boolean {
  return question.readQuestionList.length > 0;
}

/** The questions that take an answer: the question itself, or its sub-questions. */
export function answerable(question: ExamQuestion): AnyQuestion[] {
  return isComposite(question) ? question.readQuestionList : [question];
}

export function QuestionView({ question, number, ...props }: { question: ExamQuestion; number: number } & AnswerProps) {
  const t = useT();
  return (
    <div data-question={question.id} data-question-type={question.questionType}>
      <Stem question={question} number={<span className="mr-2 font-semibold">{t('exam.answer.questionNumber', { n: number })}</span>} />
      {isComposite(question) ? (
        <ol className="mt-4 space-y-6 border-l-2 border-slate-200 pl-4">
          {question.readQuestionList.map((sub, index) => (
            <li key={sub.id} data-sub-question={sub.id}>
              <Stem question={sub} number={<span className="mr-2 font-semibold">({index + 1})</span>} />
              <QuestionInputs question={sub} {...props} />
            </li>
          ))}
        </ol>
      ) : (
        <QuestionInputs question={question} {...props} />
      )}
    </div>
  );
}
