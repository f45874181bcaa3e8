import { describe, expect, it } from 'vitest';
import { rankStudents } from '../../../../src/lib/study/ranking';

const entry = (studentId: number, finishActivityNum: number, studyDurationMs: number) => ({ studentId, finishActivityNum, studyDurationMs });

describe('the class ranking', () => {
  it('puts more finished required activities first, then more study time', () => {
    const ranked = rankStudents([entry(1, 2, 100), entry(2, 3, 0), entry(3, 2, 500)]);
    expect(ranked.map((student) => [student.studentId, student.rankIndex])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('gives students equal on both the same place, listed by studentId, and skips the places they fill', () => {
    const ranked = rankStudents([entry(9, 1, 60), entry(4, 1, 60), entry(5, 0, 0), entry(7, 2, 0)]);
    expect(ranked.map((student) => [student.studentId, student.rankIndex])).toEqual([
      [7, 1],
      [4, 2],
      [9, 2],
      [5, 4],
    ]);
  });

  it('keeps the fields it was given and ranks nobody in an empty class', () => {
    expect(rankStudents([{ ...entry(1, 0, 0), realName: '赵磊' }])).toEqual([{ studentId: 1, finishActivityNum: 0, studyDurationMs: 0, realName: '赵磊', rankIndex: 1 }]);
    expect(rankStudents([])).toEqual([]);
  });
});
