import { describe, expect, it } from 'vitest';
import { queryId } from '../../../../src/lib/study/query-id';
import { itAnswers } from '../../support/each-row';

describe('an id of the address', () => {
  itAnswers(queryId, 'reads %s as %d', [
    ['12', 12],
    ['1', 1],
  ]);

  it.each(['0', '-3', '1.5', '12.0', '1e3', ' 12', '0x1f', '', 'abc', '99999999999999999999', null, undefined])('reads %s as none', (value) => {
    expect(queryId(value)).toBeUndefined();
  });
});
