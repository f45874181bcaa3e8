// Answer normalisation (spec 3 §5): what counts as an answer, how it is stored and counted.
import { QUESTION_TYPE } from './labels';

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

export const FILL_BLANK_SEPARATOR = '|';

/** Blanks keep their positions ('a||c'); all blank gives '', which is not an answer. */
export function joinFillBlanks(blanks: readonly (string | null | undefined)[]): string {
  const trimmed = blanks.map((blank) => (blank ?? '').trim());
  return trimmed.every((blank) => blank === '') ? '' : trimmed.join(FILL_BLANK_SEPARATOR);
}

/** The blanks of a stored fill-blank answer, padded to blankCount so every input gets a value. */
export function splitFillBlanks(content: string | null | undefined, blankCount = 0): string[] {
  const blanks = content ? content.split(FILL_BLANK_SEPARATOR) : [];
  while (blanks.length < blankCount) blanks.push('');
  return blanks;
}

/** Single choice and true/false hold one option; multiple choice toggles, kept in key order so one choice always saves alike. */
export function selectOption(questionType: number, selected: readonly string[], key: string): string[] {
  if (questionType !== QUESTION_TYPE.multipleChoice) return [key];
  const next = selected.includes(key) ? selected.filter((existing) => existing !== key) : [...selected, key];
  return next.sort();
}

/** Questions with a recorded answer, each counted once. */
export function answeredCount(records: readonly AnswerSubmission[]): number {
  return new Set(records.filter((record) => isAnswered(record.questionAnswerVO)).map((record) => String(record.questionId))).size;
}
