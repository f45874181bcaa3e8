// Every question type of spec 3 §5: single choice and true/false (one option; true/false shown as
// right/wrong), multiple choice (options toggle), fill blank (joined by '|'), short answer (a
// 4-row text area, 'Please enter...'), and reading comprehension and cloze with their sub-questions.
// Real inputs, so the keyboard works as everywhere; text is kept as typed and sent trimmed. Each
// type's inputs come from one map over the types of src/lib/exam/question-types.ts: a type added
// there does not compile until it has its inputs here, and a type the spec does not list is said
// to be unanswerable here instead of being shown as choices.
import { useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../ui/useT';
import { joinFillBlanks, normalizeAnswer, selectOption, splitFillBlanks, type NormalizedAnswer } from '../../lib/exam/answers';
import { optionLetter, trueFalseLabel } from '../../lib/exam/labels';
import { isQuestionType, QUESTION_TYPE, questionTypeRule, type QuestionType } from '../../lib/exam/question-types';
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

/** One question's inputs: its answer, and what a change of it sends. */
interface InputProps {
  question: AnyQuestion;
  answer: NormalizedAnswer | undefined;
  onAnswer(answer: NormalizedAnswer): void;
}

function Choices({ question, answer, onAnswer }: InputProps) {
  const t = useT();
  const multiple = questionTypeRule(question.questionType)?.answer === 'options';
  const trueFalse = question.questionType === QUESTION_TYPE.trueFalse;
  const selected = answer?.optionList ?? [];
  const chosen = new Set(selected);
  const options = question.questionContentVO.optionList;
  function toggle(key: string) {
    onAnswer({ content: '', optionList: selectOption(question.questionType, options.map((option) => option.key), selected, key) });
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

function FillBlank({ question, answer, onAnswer }: InputProps) {
  const t = useT();
  const [blanks, setBlanks] = useState(() => splitFillBlanks(answer?.content, blankCount(question.trunk)));
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

function ShortAnswer({ question, answer, onAnswer }: InputProps) {
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

/** Reading comprehension and cloze are answered through their sub-questions, which QuestionView lists. */
function ThroughSubQuestions() {
  return null;
}

/** A type spec 3 does not list: said, not guessed at (shown as choices, it would save answers nothing can mark). */
function UnknownType({ question }: InputProps) {
  const t = useT();
  return (
    <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note" data-unknown-question-type={question.questionType}>
      {t('exam.answer.unknownType')}
    </p>
  );
}

const QUESTION_INPUTS = {
  [QUESTION_TYPE.singleChoice]: Choices,
  [QUESTION_TYPE.multipleChoice]: Choices,
  [QUESTION_TYPE.trueFalse]: Choices,
  [QUESTION_TYPE.fillBlank]: FillBlank,
  [QUESTION_TYPE.shortAnswer]: ShortAnswer,
  [QUESTION_TYPE.readingComprehension]: ThroughSubQuestions,
  [QUESTION_TYPE.cloze]: ThroughSubQuestions,
} satisfies Record<QuestionType, ComponentType<InputProps>>;

/** One answerable question's inputs (a sub-question's too). */
export function QuestionInputs({ question, answerOf, onAnswer }: { question: AnyQuestion } & AnswerProps) {
  const Inputs = isQuestionType(question.questionType) ? QUESTION_INPUTS[question.questionType] : UnknownType;
  return <Inputs question={question} answer={answerOf(question.id)} onAnswer={(next) => onAnswer(question.id, next)} />;
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
