// The interaction panel's filters and flags (spec 2 §4, §7): what the notes tab asks the list for,
// and the codes a question or a like is sent with. The server's calls read the same constants.

/** The notes tab's filters (dataType): all the caller may see, only mine, only the teacher's. */
export const NOTE_DATA_TYPE = { all: 0, mine: 1, teacher: 3 } as const;
export type NoteDataType = (typeof NOTE_DATA_TYPE)[keyof typeof NOTE_DATA_TYPE];

export function isNoteDataType(value: unknown): value is NoteDataType {
  return Object.values<unknown>(NOTE_DATA_TYPE).includes(value);
}

/** A question is sent (0) or kept as the draft (1): closing the drawer with text offers to keep it. */
export const QUESTION_IS_DRAFT = { send: 0, keep: 1 } as const;

/** Whether closing the ask-teacher drawer should ask to keep a draft: only when something was typed. */
export function offersToKeepDraft(title: string | null | undefined): boolean {
  return typeof title === 'string' && title.trim() !== '';
}

/** The only kind of thing the classroom like call likes (bizType): a classroom. */
export const CLASSROOM_LIKE_BIZ_TYPE = 1;
