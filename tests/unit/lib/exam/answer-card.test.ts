import { describe, expect, it } from 'vitest';
import { ANSWER_CARD_LEGEND, answerCardGroups, cellState, cellStateLabel, orderedQuestions } from '../../../../src/lib/exam/answer-card';
import { itAnswers } from '../../support/each-row';

const paper = {
  '13': [{ id: 'cloze-1' }],
  '2': [{ id: 'multi-1' }, { id: 'multi-2' }],
  '1': [{ id: 'single-1' }],
  '6': [],
  '4': null,
  other: [{ id: 'stray' }],
};

describe('answer card', () => {
  it('groups questions by type in type order, numbering them across the paper', () => {
    const answered = new Set(['multi-2']);
    const groups = answerCardGroups(paper, (question) => cellState('answer', { answered: answered.has(question.id) }));
    expect(groups.map(({ questionType, label }) => [questionType, label])).toEqual([
      [1, 'rules.questionType.singleChoice'],
      [2, 'rules.questionType.multipleChoice'],
      [13, 'rules.questionType.cloze'],
    ]);
    expect(groups.flatMap((group) => group.cells.map(({ question, number, state }) => [question.id, number, state]))).toEqual([
      ['single-1', 1, 'unanswered'],
      ['multi-1', 2, 'unanswered'],
      ['multi-2', 3, 'answered'],
      ['cloze-1', 4, 'unanswered'],
    ]);
  });

  it('keeps a type the spec does not name, without a label', () => {
    expect(answerCardGroups({ '99': [{ id: 'x' }] }, () => 'answered')).toEqual([
      { questionType: 99, label: undefined, cells: [{ question: { id: 'x' }, number: 1, state: 'answered' }] },
    ]);
  });

  it('walks questions in the same order as the card', () => {
    expect(orderedQuestions(paper).map((question) => question.id)).toEqual(['single-1', 'multi-1', 'multi-2', 'cloze-1']);
    expect(orderedQuestions({})).toEqual([]);
  });
});

describe('cell state', () => {
  itAnswers(cellState, 'in %s mode %j is %s', [
    ['answer', { answered: true }, 'answered'],
    ['answer', { answered: false }, 'unanswered'],
    ['answer', { answered: false, correct: true }, 'unanswered'],
    ['review', { answered: true, correct: true }, 'correct'],
    ['review', { answered: true, correct: false }, 'wrong'],
    ['review', { answered: false }, 'wrong'],
  ] as const);

  it('has a legend of answered/unanswered, and correct/wrong in review', () => {
    expect(ANSWER_CARD_LEGEND.answer.map(cellStateLabel)).toEqual(['rules.answerCard.answered', 'rules.answerCard.unanswered']);
    expect(ANSWER_CARD_LEGEND.review.map(cellStateLabel)).toEqual(['rules.answerCard.correct', 'rules.answerCard.wrong']);
  });
});
