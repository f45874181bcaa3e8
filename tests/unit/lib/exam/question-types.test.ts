import { describe, expect, it } from 'vitest';
import { isQuestionType, QUESTION_TYPE, QUESTION_TYPES, questionTypeRule } from '../../../../src/lib/exam/question-types';

describe('the question types of spec 3', () => {
  it('are the seven the spec lists, each with a rule', () => {
    expect(Object.values(QUESTION_TYPE)).toEqual([1, 2, 3, 4, 6, 11, 13]);
    expect(Object.keys(QUESTION_TYPES).map(Number)).toEqual([1, 2, 3, 4, 6, 11, 13]);
  });

  it.each([
    [1, true, 'oneOption', 'optionKeys'],
    [2, true, 'options', 'optionKeys'],
    [3, true, 'oneOption', 'optionKeys'],
    [4, true, 'blanks', 'blanks'],
    [6, false, 'text', 'keywords'],
    [11, false, 'subQuestions', 'subQuestions'],
    [13, false, 'subQuestions', 'subQuestions'],
  ])('type %i: objective %s, answered as %s, marked by %s', (questionType, objective, answer, marking) => {
    expect(questionTypeRule(questionType)).toMatchObject({ objective, answer, marking });
  });

  it.each([0, 5, 7, 12, 99, null, undefined])('know nothing of type %s', (questionType) => {
    expect(isQuestionType(questionType)).toBe(false);
    expect(questionTypeRule(questionType)).toBeUndefined();
  });
});
