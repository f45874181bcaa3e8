import { describe, expect, it } from 'vitest';
import { queryId } from '../../../../src/lib/study/query-id';

describe('an id of the address', () => {
  it.each([
    ['12', 12],
    ['1', 1],
  ])('reads %s as %d', (value, id) => {
    expect(queryId(value)).toBe(id);
  });

  it.each(['0', '-3', '1.5', '12.0', '1e3', ' 12', '0x1f', '', 'abc', '99999999999999999999', null, undefined])('reads %s as none', (value) => {
    expect(queryId(value)).toBeUndefined();
  });
});
