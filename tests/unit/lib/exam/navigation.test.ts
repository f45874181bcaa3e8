import { describe, expect, it } from 'vitest';
import { moveQuestion, navigationButtons } from '../../../../src/lib/exam/navigation';

describe('moving between questions', () => {
  it('goes back and forth within the paper', () => {
    expect(moveQuestion(1, 3, 'previous')).toEqual({ kind: 'go', index: 0 });
    expect(moveQuestion(1, 3, 'next')).toEqual({ kind: 'go', index: 2 });
  });

  it('says Already the first question before the first', () => {
    expect(moveQuestion(0, 3, 'previous')).toEqual({ kind: 'error', message: { key: 'rules.exam.alreadyFirstQuestion' } });
  });

  it('says Already the last question past the last', () => {
    expect(moveQuestion(2, 3, 'next')).toEqual({ kind: 'error', message: { key: 'rules.exam.alreadyLastQuestion' } });
  });

  it('cannot move in an empty paper', () => {
    expect(moveQuestion(0, 0, 'next')).toMatchObject({ kind: 'error' });
  });
});

describe('navigation buttons', () => {
  it.each([
    [0, 3, false, true],
    [1, 3, true, true],
    [2, 3, true, false],
    [0, 1, false, false],
  ])('at question %i of %i show previous %s and next %s', (index, total, showPrevious, showNext) => {
    expect(navigationButtons(index, total)).toEqual({ showPrevious, showNext });
  });
});
