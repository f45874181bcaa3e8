import { describe, expect, it } from 'vitest';
import { dedupeAnswers, storedAnswer, isAnswered, joinFillBlanks, normalizeAnswer, normalizeAnswers, selectOption, splitFillBlanks } from '../../../../src/lib/exam/answers';
import { itAnswers } from '../../support/each-row';

describe('what counts as an answer', () => {
  itAnswers(isAnswered, '%j is answered: %s', [
    [{ content: 'x' }, true],
    [{ content: '  x  ' }, true],
    [{ optionList: ['A'] }, true],
    [{ content: '', optionList: ['B'] }, true],
    [{ content: '   ' }, false],
    [{ content: '', optionList: [] }, false],
    [{ optionList: ['', ' '] }, false],
    [{ content: null, optionList: null }, false],
    [null, false],
    [undefined, false],
  ]);

  it('trims blank input and drops blank option keys', () => {
    expect(normalizeAnswer({ content: '  a reply \n', optionList: ['A', ' ', 'C'] })).toEqual({ content: 'a reply', optionList: ['A', 'C'] });
    expect(normalizeAnswer(undefined)).toEqual({ content: '', optionList: [] });
  });
});

describe('duplicate answers', () => {
  it('keep the earliest by answerTime for the same question', () => {
    const records = [
      { questionId: 'q1', answerTime: '2026-03-18 10:05:00', tag: 'later' },
      { questionId: 'q2', answerTime: '2026-03-18 10:01:00', tag: 'other' },
      { questionId: 'q1', answerTime: '2026-03-18 10:00:00', tag: 'earliest' },
      { questionId: 'q1', answerTime: '2026-03-18 10:03:00', tag: 'middle' },
    ];
    expect(dedupeAnswers(records).map((record) => record.tag)).toEqual(['earliest', 'other']);
  });

  it('keep the first listed when times are missing, equal or unreadable', () => {
    expect(
      dedupeAnswers([
        { questionId: 1, tag: 'first' },
        { questionId: 1, answerTime: '2026-03-18 09:00:00', tag: 'timed' },
      ]).map((record) => record.tag),
    ).toEqual(['first']);
    expect(
      dedupeAnswers([
        { questionId: 1, answerTime: 1000, tag: 'first' },
        { questionId: 1, answerTime: 1000, tag: 'same time' },
        { questionId: 1, answerTime: 'garbage', tag: 'unreadable' },
        { questionId: 1, answerTime: '', tag: 'empty' },
      ]).map((record) => record.tag),
    ).toEqual(['first']);
  });

  it('treat an id sent as a number and as a string as one question', () => {
    expect(dedupeAnswers([{ questionId: 7 }, { questionId: '7' }])).toHaveLength(1);
  });

  it('compare millisecond answer times too', () => {
    expect(dedupeAnswers([{ questionId: 1, answerTime: 2000, tag: 'b' }, { questionId: 1, answerTime: 1000, tag: 'a' }])[0]?.tag).toBe('a');
  });
});

describe('records to send', () => {
  it('are trimmed, answered only and one per question', () => {
    const records = [
      { questionId: 'q1', answerLogId: 'L', questionAnswerVO: { content: '   ' } },
      { questionId: 'q1', answerLogId: 'L', questionAnswerVO: { content: ' first ' } },
      { questionId: 'q1', answerLogId: 'L', questionAnswerVO: { content: 'second' } },
      { questionId: 'q2', answerLogId: 'L', questionAnswerVO: { optionList: ['B'] } },
      { questionId: 'q3', answerLogId: 'L' },
    ];
    expect(normalizeAnswers(records)).toEqual([
      { questionId: 'q1', answerLogId: 'L', questionAnswerVO: { content: 'first', optionList: [] } },
      { questionId: 'q2', answerLogId: 'L', questionAnswerVO: { content: '', optionList: ['B'] } },
    ]);
  });
});

describe('an answer as the server stores it', () => {
  it('keeps the option keys under keys, trimmed like any answer', () => {
    expect(storedAnswer({ content: ' a ', optionList: ['A', ' ', 'C'] })).toEqual({ keys: ['A', 'C'], content: 'a' });
    expect(storedAnswer(null)).toEqual({ keys: [], content: '' });
  });
});

describe('fill-blank answers', () => {
  itAnswers(joinFillBlanks, 'join %j as %j', [
    [['a', 'b'], 'a|b'],
    [[' a ', ' b '], 'a|b'],
    [['a', '', 'c'], 'a||c'],
    [['', 'b'], '|b'],
    [['', '  ', null, undefined], ''],
    [[], ''],
  ]);

  it.each([
    ['a|b', 3, ['a', 'b', '']],
    ['a||c', 3, ['a', '', 'c']],
    ['a|b|c', 2, ['a', 'b']],
    ['a|b', undefined, ['a', 'b']],
    ['', 2, ['', '']],
    [null, undefined, []],
  ] as const)('split %j into %i blanks as %j', (content, count, blanks) => {
    expect(splitFillBlanks(content, count)).toEqual(blanks);
  });
});

describe('selecting options', () => {
  const keys = ['A', 'B', 'C', 'D'];

  it.each([
    [1, 'single choice'],
    [3, 'true/false'],
  ])('allows one option for question type %i (%s)', (questionType) => {
    expect(selectOption(questionType, keys, [], 'A')).toEqual(['A']);
    expect(selectOption(questionType, keys, ['A'], 'B')).toEqual(['B']);
    expect(selectOption(questionType, keys, ['A'], 'A')).toEqual(['A']);
  });

  it('toggles options of a multiple choice, in the order of the paper', () => {
    expect(selectOption(2, keys, [], 'C')).toEqual(['C']);
    expect(selectOption(2, keys, ['C'], 'A')).toEqual(['A', 'C']);
    expect(selectOption(2, keys, ['A', 'C'], 'C')).toEqual(['A']);
    expect(selectOption(2, keys, ['A'], 'A')).toEqual([]);
    expect(selectOption(2, ['x2', 'x10', 'x1'], ['x1'], 'x2')).toEqual(['x2', 'x1']);
  });

  it('drops a key the paper does not have', () => {
    expect(selectOption(2, keys, ['Z'], 'A')).toEqual(['A']);
    expect(selectOption(1, keys, [], 'Z')).toEqual([]);
  });

  it('treats a question type spec 3 does not list as one option', () => {
    expect(selectOption(99, keys, ['A'], 'B')).toEqual(['B']);
  });

  it('leaves the current selection untouched', () => {
    const selected = ['A'];
    selectOption(2, keys, selected, 'B');
    expect(selected).toEqual(['A']);
  });
});
