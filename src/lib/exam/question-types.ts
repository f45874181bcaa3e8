// The question types of spec 3 §3 and what each one is: its label (spec 3 §9), whether the server
// marks it on submit, the shape of its answer and how it is marked. The labels, the answer rules,
// the marking (src/lib/exam/marking.ts, called by the server's submit and the operator's marking)
// and the answering screen's component map all read this one table.
import type { MessageKey } from '../../i18n';

export const QUESTION_TYPE = {
  singleChoice: 1,
  multipleChoice: 2,
  trueFalse: 3,
  fillBlank: 4,
  shortAnswer: 6,
  readingComprehension: 11,
  cloze: 13,
} as const;

export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];

/**
 * What a student gives: one option key (questionAnswerVO.optionList of one), several option keys,
 * the blanks joined by '|' (content), a text (content), or nothing of its own (its sub-questions,
 * readQuestionList, are answered).
 */
export type AnswerShape = 'oneOption' | 'options' | 'blanks' | 'text' | 'subQuestions';

/**
 * How an answer is marked: exactly the correct option keys; each blank equal to the correct one
 * once trimmed; by a teacher, or the operator's key-word rule; through its sub-questions' marks.
 */
export type Marking = 'optionKeys' | 'blanks' | 'keywords' | 'subQuestions';

export interface QuestionTypeRule {
  label: MessageKey;
  /** Marked by the server when the attempt is submitted; any other type leaves the attempt pending marking. */
  objective: boolean;
  answer: AnswerShape;
  marking: Marking;
}

export const QUESTION_TYPES = {
  1: { label: 'rules.questionType.singleChoice', objective: true, answer: 'oneOption', marking: 'optionKeys' },
  2: { label: 'rules.questionType.multipleChoice', objective: true, answer: 'options', marking: 'optionKeys' },
  3: { label: 'rules.questionType.trueFalse', objective: true, answer: 'oneOption', marking: 'optionKeys' },
  4: { label: 'rules.questionType.fillBlank', objective: true, answer: 'blanks', marking: 'blanks' },
  6: { label: 'rules.questionType.shortAnswer', objective: false, answer: 'text', marking: 'keywords' },
  11: { label: 'rules.questionType.readingComprehension', objective: false, answer: 'subQuestions', marking: 'subQuestions' },
  13: { label: 'rules.questionType.cloze', objective: false, answer: 'subQuestions', marking: 'subQuestions' },
} as const satisfies Record<QuestionType, QuestionTypeRule>;

/** Whether a questionType from the contract is one of spec 3's; anything else is not answered as if it were. */
export function isQuestionType(questionType: number | null | undefined): questionType is QuestionType {
  return typeof questionType === 'number' && Object.hasOwn(QUESTION_TYPES, questionType);
}

/** The rule of a question type, or undefined for a type spec 3 does not list. */
export function questionTypeRule(questionType: number | null | undefined): QuestionTypeRule | undefined {
  return isQuestionType(questionType) ? QUESTION_TYPES[questionType] : undefined;
}
