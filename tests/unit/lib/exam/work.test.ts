import { describe, expect, it } from 'vitest';
import { ATTEMPT_STATUS, SUBMITTED_STATUSES, WORK_KIND_CODE, workKindOf } from '../../../../src/lib/exam/work';
import { itAnswers } from '../../support/each-row';

describe('the work kind', () => {
  it('is written HOMEWORK or TEST where the platform stores or reports it', () => {
    expect(WORK_KIND_CODE).toEqual({ homework: 'HOMEWORK', test: 'TEST' });
  });

  itAnswers(workKindOf, 'reads %j as %s', [
    ['HOMEWORK', 'homework'],
    ['TEST', 'test'],
    ['', 'homework'],
  ] as const);
});

describe('the attempt status', () => {
  it('is 0 answering, 1 pending marking, 2 marked; the last two are submitted', () => {
    expect(ATTEMPT_STATUS).toEqual({ answering: 0, pendingMarking: 1, marked: 2 });
    expect(SUBMITTED_STATUSES).toEqual([1, 2]);
  });
});
