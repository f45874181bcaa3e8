import { describe, expect, it } from 'vitest';
import { attemptHref, exitConfirmation, submitConfirmation } from '../../../../src/lib/exam/submit';

describe('submit confirmation', () => {
  it('simply asks when every question is answered', () => {
    expect(submitConfirmation(10, 10)).toEqual({ key: 'rules.exam.submitConfirm' });
    expect(submitConfirmation(0, 0)).toEqual({ key: 'rules.exam.submitConfirm' });
  });

  it.each([
    [9, 10],
    [0, 10],
  ])('warns of unanswered questions when %i of %i are answered', (answered, total) => {
    expect(submitConfirmation(answered, total)).toEqual({ key: 'rules.exam.submitConfirmUnanswered' });
  });
});

describe('exit confirmation', () => {
  it.each([
    ['homework', 'rules.exam.exitConfirm.homework'],
    ['test', 'rules.exam.exitConfirm.test'],
  ] as const)('names the %s that is not submitted', (kind, key) => {
    expect(exitConfirmation(kind)).toEqual({ key });
  });
});

describe('opening a past attempt', () => {
  const context = { classId: 'c1', workId: 'w1' };

  it.each([
    ['homework', '/study/homework/answer-finish?classId=c1&workId=w1&answerLogId=L1&status=1'],
    ['test', '/study/test/answer-finish?classId=c1&workId=w1&answerLogId=L1&status=1'],
  ] as const)('opens the %s finish page while marking is pending', (kind, href) => {
    expect(attemptHref(kind, { id: 'L1', status: 1 }, context)).toBe(href);
  });

  it.each([
    ['homework', 2, '/study/homework/check-my-homework?classId=c1&workId=w1&answerLogId=L1&status=2'],
    ['test', 2, '/study/test/check-my-test-exam?classId=c1&workId=w1&answerLogId=L1&status=2'],
    ['test', null, '/study/test/check-my-test-exam?classId=c1&workId=w1&answerLogId=L1'],
  ] as const)('opens the %s review for status %s', (kind, status, href) => {
    expect(attemptHref(kind, { id: 'L1', status }, context)).toBe(href);
  });
});
