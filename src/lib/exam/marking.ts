// Marking (spec 3 §4 Attempt status, issue 11 item 5): objective questions are scored when an
// attempt is submitted; short answers wait for a teacher, or for the operator script's keyword rule.
import { FILL_BLANK_SEPARATOR } from './answers';
import { questionTypeRule } from './question-types';

/** An answer or a correct answer as stored: the chosen option keys and the text. */
export interface MarkableAnswer {
  keys?: readonly string[] | null;
  content?: string | null;
}

export interface Mark {
  score: number;
  isCorrect: boolean;
}

/** Single, multiple, true/false and fill blank are marked by the server; short answers are not (question-types.ts). */
export function isObjectiveType(questionType: number): boolean {
  return questionTypeRule(questionType)?.objective ?? false;
}

const keySet = (answer: MarkableAnswer | null | undefined) => [...new Set((answer?.keys ?? []).map((key) => key.trim()).filter(Boolean))].sort().join('\u0000');

const blanksOf = (content: string | null | undefined) => (content ?? '').split(FILL_BLANK_SEPARATOR).map((blank) => blank.trim());

/**
 * Choice questions: exactly the correct options, no more, no fewer (a multiple choice half chosen
 * is wrong). Fill blank: as many blanks as the correct answer, each equal once trimmed.
 * Full marks or none.
 */
export function markObjective(questionType: number, point: number, correct: MarkableAnswer, answer: MarkableAnswer | null | undefined): Mark {
  let isCorrect: boolean;
  if (questionTypeRule(questionType)?.marking === 'blanks') {
    const expected = blanksOf(correct.content);
    const given = blanksOf(answer?.content);
    isCorrect = expected.length === given.length && expected.every((blank, index) => blank === given[index]);
  } else {
    const expected = keySet(correct);
    isCorrect = expected !== '' && expected === keySet(answer);
  }
  return { score: isCorrect ? point : 0, isCorrect };
}

// Punctuation and the joining words a reference answer lists its points with.
const KEYWORD_SEPARATORS = /[\s,，.。、;；:：!！?？()（）"“”'‘’]+|和|及|与|并且|以及/u;

/** The key words of a reference answer: its phrases between punctuation and joining words. */
export function shortAnswerKeywords(reference: string | null | undefined): string[] {
  return [...new Set((reference ?? '').split(KEYWORD_SEPARATORS).map((phrase) => phrase.trim()).filter(Boolean))];
}

/**
 * The operator's deterministic mark of a short answer: the share of the reference answer's key
 * words the answer contains, times the question's points, rounded down to half a point. Correct
 * only with every key word. An empty answer scores 0; with no reference, any answer scores full.
 */
export function markShortAnswer(point: number, reference: string | null | undefined, answer: string | null | undefined): Mark {
  const text = (answer ?? '').trim();
  if (text === '') return { score: 0, isCorrect: false };
  const keywords = shortAnswerKeywords(reference);
  if (keywords.length === 0) return { score: point, isCorrect: true };
  const found = keywords.filter((keyword) => text.includes(keyword)).length;
  return { score: Math.floor(((point * found) / keywords.length) * 2) / 2, isCorrect: found === keywords.length };
}
