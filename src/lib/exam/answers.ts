// Answer normalisation (spec 3 §5): what counts as an answer, how it is stored and counted.
import { questionTypeRule } from './question-types';

type Id = string | number;

/** questionAnswerVO of an answer submission record: the text and the keys of the selected options. */
export interface QuestionAnswerVO {
  content?: string | null;
  optionList?: readonly string[] | null;
}

export interface NormalizedAnswer {
  content: string;
  optionList: string[];
}

export interface AnswerSubmission {
  questionId: Id;
  answerTime?: string | number | null;
  questionAnswerVO?: QuestionAnswerVO | null;
}

/** Blank inputs are trimmed, and blank option keys are not selections. */
export function normalizeAnswer(answer: QuestionAnswerVO | null | undefined): NormalizedAnswer {
  return {
    content: (answer?.content ?? '').trim(),
    optionList: (answer?.optionList ?? []).filter((key) => key.trim() !== ''),
  };
}

/** Recorded only with content or at least one selected option; the answer card's 'finished' uses the same test. */
export function isAnswered(answer: QuestionAnswerVO | null | undefined): boolean {
  const { content, optionList } = normalizeAnswer(answer);
  return content !== '' || optionList.length > 0;
}

function answeredAt(record: AnswerSubmission): number | undefined {
  if (record.answerTime == null || record.answerTime === '') return undefined;
  const time = typeof record.answerTime === 'number' ? record.answerTime : Date.parse(record.answerTime.replace(' ', 'T'));
  return Number.isFinite(time) ? time : undefined;
}

/** One record per question, the earliest by answerTime; without comparable times the first listed wins. */
export function dedupeAnswers<T extends AnswerSubmission>(records: readonly T[]): T[] {
  const kept = new Map<string, T>();
  for (const record of records) {
    const id = String(record.questionId);
    const current = kept.get(id);
    if (current === undefined) {
      kept.set(id, record);
      continue;
    }
    const currentTime = answeredAt(current);
    const time = answeredAt(record);
    if (currentTime !== undefined && time !== undefined && time < currentTime) kept.set(id, record);
  }
  return [...kept.values()];
}

/** The records to send: trimmed, answered ones only, one per question. */
export function normalizeAnswers<T extends AnswerSubmission>(records: readonly T[]): (T & { questionAnswerVO: NormalizedAnswer })[] {
  return dedupeAnswers(
    records
      .filter((record) => isAnswered(record.questionAnswerVO))
      .map((record) => ({ ...record, questionAnswerVO: normalizeAnswer(record.questionAnswerVO) })),
  );
}

/**
 * An answer as the server stores it (attempt_answers.answer): the option keys under `keys`, where
 * the contract's questionAnswerVO says optionList. The one crossing from the contract's words to
 * the stored ones, normalized on the way.
 */
export interface StoredAnswer {
  keys: string[];
  content: string;
}

export function storedAnswer(answer: QuestionAnswerVO | null | undefined): StoredAnswer {
  const { content, optionList } = normalizeAnswer(answer);
  return { keys: optionList, content };
}

export const FILL_BLANK_SEPARATOR = '|';

/** Blanks keep their positions ('a||c'); all blank gives '', which is not an answer. */
export function joinFillBlanks(blanks: readonly (string | null | undefined)[]): string {
  const trimmed = blanks.map((blank) => (blank ?? '').trim());
  return trimmed.every((blank) => blank === '') ? '' : trimmed.join(FILL_BLANK_SEPARATOR);
}

/** The blanks of a stored fill-blank answer, one per input of the stem (blankCount) when it is given: padded with '', or cut. */
export function splitFillBlanks(content: string | null | undefined, blankCount?: number): string[] {
  const blanks = content ? content.split(FILL_BLANK_SEPARATOR) : [];
  if (blankCount === undefined) return blanks;
  return Array.from({ length: blankCount }, (_, index) => blanks[index] ?? '');
}

/**
 * Single choice and true/false hold one option; multiple choice toggles. The keys are kept in the
 * paper's option order (optionKeys), so one choice always saves alike and reads back A、C, not C、A;
 * a key the paper no longer has is dropped.
 */
export function selectOption(questionType: number, optionKeys: readonly string[], selected: readonly string[], key: string): string[] {
  const next = questionTypeRule(questionType)?.answer !== 'options' ? [key] : selected.includes(key) ? selected.filter((existing) => existing !== key) : [...selected, key];
  return optionKeys.filter((option) => next.includes(option));
}
