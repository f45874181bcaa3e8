import { describe, expect, it } from 'vitest';
import { CLASSROOM_LIKE_BIZ_TYPE, isNoteDataType, NOTE_DATA_TYPE, offersToKeepDraft, QUESTION_IS_DRAFT } from '../../../../src/lib/study/interaction';

describe('the notes tab filters', () => {
  it('are 0 all, 1 mine and 3 the teacher\'s, and nothing else', () => {
    expect(NOTE_DATA_TYPE).toEqual({ all: 0, mine: 1, teacher: 3 });
    expect([0, 1, 3].every(isNoteDataType)).toBe(true);
    expect([2, 4, -1, '0', null, undefined].some(isNoteDataType)).toBe(false);
  });
});

describe('the ask-teacher drawer', () => {
  it('offers to keep a draft only when something was typed', () => {
    expect(offersToKeepDraft('接地电阻？')).toBe(true);
    expect(offersToKeepDraft('   ')).toBe(false);
    expect(offersToKeepDraft('')).toBe(false);
    expect(offersToKeepDraft(undefined)).toBe(false);
    expect(offersToKeepDraft(null)).toBe(false);
  });

  it('sends 0 to send and 1 to keep; likes are of classrooms (bizType 1)', () => {
    expect(QUESTION_IS_DRAFT).toEqual({ send: 0, keep: 1 });
    expect(CLASSROOM_LIKE_BIZ_TYPE).toBe(1);
  });
});
