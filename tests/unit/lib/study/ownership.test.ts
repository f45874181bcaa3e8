import { describe, expect, it } from 'vitest';
import { canDeleteNote, canEditNote, deleteNoteConfirmation, isOwnedBy, isPrivateNote, notePrivateTag } from '../../../../src/lib/study/ownership';

describe('note ownership', () => {
  it('lets the owner edit and delete the note', () => {
    const note = { studentId: 's1', isShared: 1 };
    expect(canEditNote(note, 's1')).toBe(true);
    expect(canDeleteNote(note, 's1')).toBe(true);
  });

  it('keeps other students from editing or deleting the note', () => {
    const note = { studentId: 's1', isShared: 1 };
    expect(canEditNote(note, 's2')).toBe(false);
    expect(canDeleteNote(note, 's2')).toBe(false);
  });

  it('matches an id sent as a number with the same id as a string', () => {
    expect(isOwnedBy({ studentId: 42 }, '42')).toBe(true);
  });

  it.each([
    [{ studentId: null }, 's1'],
    [{ studentId: '' }, 's1'],
    [{}, 's1'],
    [{ studentId: 's1' }, undefined],
    [{ studentId: 's1' }, null],
    [{ studentId: 's1' }, ''],
    [{}, undefined],
  ])('gives no ownership when an id is missing (%j, %j)', (record, current) => {
    expect(isOwnedBy(record, current)).toBe(false);
  });
});

describe('private tag', () => {
  it('tags a note with isShared 0 as private', () => {
    expect(isPrivateNote({ isShared: 0 })).toBe(true);
    expect(notePrivateTag({ isShared: 0 })).toBe('rules.note.private');
  });

  it.each([1, null, undefined])('does not tag a note with isShared %s', (isShared) => {
    expect(notePrivateTag({ isShared })).toBeUndefined();
  });
});

describe('delete confirmation', () => {
  it('names the note', () => {
    expect(deleteNoteConfirmation({ title: 'Chapter 1' })).toEqual({ key: 'rules.note.confirmDelete', params: { title: 'Chapter 1' } });
  });

  it('still asks for a note without a title', () => {
    expect(deleteNoteConfirmation({})).toEqual({ key: 'rules.note.confirmDelete', params: { title: '' } });
  });
});
