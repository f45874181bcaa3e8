// Who may change a note or a comment (spec 2 §5), and the note's private tag and delete confirmation.
import type { Message, MessageKey } from '../../i18n';

type Id = string | number;

/** Ids arrive as numbers or as strings (large ids), so they are compared as text. */
export function isOwnedBy(record: { studentId?: Id | null }, currentStudentId: Id | null | undefined): boolean {
  if (record.studentId == null || record.studentId === '' || currentStudentId == null || currentStudentId === '') return false;
  return String(record.studentId) === String(currentStudentId);
}

export interface NoteOwnership {
  studentId?: Id | null;
  isShared?: number | null;
  title?: string | null;
}

export function canEditNote(note: NoteOwnership, currentStudentId: Id | null | undefined): boolean {
  return isOwnedBy(note, currentStudentId);
}

export function canDeleteNote(note: NoteOwnership, currentStudentId: Id | null | undefined): boolean {
  return isOwnedBy(note, currentStudentId);
}

export function isPrivateNote(note: NoteOwnership): boolean {
  return note.isShared === 0;
}

export function notePrivateTag(note: NoteOwnership): MessageKey | undefined {
  return isPrivateNote(note) ? 'rules.note.private' : undefined;
}

export function deleteNoteConfirmation(note: NoteOwnership): Message {
  return { key: 'rules.note.confirmDelete', params: { title: note.title ?? '' } };
}
