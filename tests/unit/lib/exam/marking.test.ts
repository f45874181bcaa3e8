import { describe, expect, it } from 'vitest';
import { isObjectiveType, markObjective, markShortAnswer, shortAnswerKeywords } from '../../../../src/lib/exam/marking';

describe('objective types', () => {
  it('are single, multiple, true/false and fill blank; short answers and parents are not', () => {
    expect([1, 2, 3, 4, 6, 11, 13].filter(isObjectiveType)).toEqual([1, 2, 3, 4]);
  });

  it('leave a type spec 3 does not list to a teacher', () => {
    expect([0, 5, 99].filter(isObjectiveType)).toEqual([]);
  });
});

describe('marking an objective question', () => {
  it('gives a single choice or true/false its points for the correct key only', () => {
    expect(markObjective(1, 10, { keys: ['C'] }, { keys: ['C'] })).toEqual({ score: 10, isCorrect: true });
    expect(markObjective(3, 10, { keys: ['A'] }, { keys: ['B'] })).toEqual({ score: 0, isCorrect: false });
    expect(markObjective(1, 10, { keys: ['C'] }, undefined)).toEqual({ score: 0, isCorrect: false });
  });

  it('wants exactly the correct options of a multiple choice, in any order', () => {
    expect(markObjective(2, 10, { keys: ['A', 'B', 'D'] }, { keys: ['D', 'A', 'B'] }).isCorrect).toBe(true);
    expect(markObjective(2, 10, { keys: ['A', 'B', 'D'] }, { keys: ['A'] }).isCorrect).toBe(false);
    expect(markObjective(2, 10, { keys: ['A', 'B'] }, { keys: ['A', 'B', 'C'] }).isCorrect).toBe(false);
    expect(markObjective(2, 10, { keys: ['A', 'B'] }, { keys: [' A', 'B', 'B'] }).isCorrect).toBe(true);
  });

  it('never counts an empty answer to a question without correct keys as correct', () => {
    expect(markObjective(1, 10, { keys: [] }, { keys: [] }).isCorrect).toBe(false);
    expect(markObjective(1, 10, {}, null).isCorrect).toBe(false);
  });

  it('compares fill blanks blank by blank, trimmed', () => {
    expect(markObjective(4, 10, { content: '脱离电源|心肺复苏' }, { content: ' 脱离电源 | 心肺复苏' })).toEqual({ score: 10, isCorrect: true });
    expect(markObjective(4, 10, { content: '脱离电源|心肺复苏' }, { content: '心肺复苏|脱离电源' }).isCorrect).toBe(false);
    expect(markObjective(4, 10, { content: '50' }, { content: '50|60' }).isCorrect).toBe(false);
    expect(markObjective(4, 10, { content: '50' }, null).isCorrect).toBe(false);
    expect(markObjective(4, 10, { content: null }, { content: '' }).isCorrect).toBe(true);
  });
});

describe('the key words of a reference answer', () => {
  it('are its phrases between punctuation and joining words, once each', () => {
    expect(shortAnswerKeywords('停电、验电、装设接地线、悬挂标示牌和装设遮栏。')).toEqual(['停电', '验电', '装设接地线', '悬挂标示牌', '装设遮栏']);
    expect(shortAnswerKeywords('isolate, prove dead; earth. isolate')).toEqual(['isolate', 'prove', 'dead', 'earth']);
    expect(shortAnswerKeywords(undefined)).toEqual([]);
  });
});

describe('marking a short answer', () => {
  const reference = '停电、验电、装设接地线、悬挂标示牌和装设遮栏。';

  it('gives full marks when every key word is there', () => {
    expect(markShortAnswer(20, reference, '先停电，再验电，装设接地线，悬挂标示牌，最后装设遮栏')).toEqual({ score: 20, isCorrect: true });
  });

  it('gives the share of key words found, rounded down to half a point', () => {
    expect(markShortAnswer(20, reference, '按规程办理工作票，停电后验电并装设接地线。')).toEqual({ score: 12, isCorrect: false });
    expect(markShortAnswer(5, reference, '停电')).toEqual({ score: 1, isCorrect: false });
    expect(markShortAnswer(20, reference, '不知道')).toEqual({ score: 0, isCorrect: false });
  });

  it('gives nothing for an empty answer, and full marks for any answer without a reference', () => {
    expect(markShortAnswer(20, reference, '   ')).toEqual({ score: 0, isCorrect: false });
    expect(markShortAnswer(20, reference, null)).toEqual({ score: 0, isCorrect: false });
    expect(markShortAnswer(20, '', 'anything')).toEqual({ score: 20, isCorrect: true });
  });
});
