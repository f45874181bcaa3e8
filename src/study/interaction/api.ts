// The calls of a classroom's interaction panel (spec 2 §7, the README's "Questions, notes, comments
// and likes" table), typed by their paths. Lists are read whole (current 1, size 999, spec 2 §9).
import { getBrowserClient } from '../../api/browser-client';
import { call } from '../../api/client';
import type { components } from '../../api/schema';
import { CLASSROOM_LIKE_BIZ_TYPE, NOTE_DATA_TYPE, type NoteDataType } from '../../lib/study/interaction';

export type ClassroomQuestion = components['schemas']['ClassroomQuestion'];
export type StudentNote = components['schemas']['StudentNote'];
export type ClassroomComment = components['schemas']['ClassroomComment'];

const WHOLE_LIST = { current: 1, size: 999 } as const;

/** The classroom the panel is about, and the student's enrolment in its class. */
export interface PanelRef {
  classId: number;
  classroomId: number;
  courseId: number | undefined;
  studentId: number | undefined;
}

const client = () => getBrowserClient();

export function questionCounts({ classId, classroomId, studentId }: PanelRef) {
  return call(client().GET('/api/teaching/anyone/classroomQuestion/count', { params: { query: { classId, classroomId, studentId } } }));
}

/** The questions with their answers; onlyMine sends the student's enrolment ('only mine'). */
export function questionPage({ classId, classroomId, studentId, onlyMine }: PanelRef & { onlyMine: boolean }) {
  return call(
    client().POST('/api/teaching/anyone/classroomQuestion/page', {
      body: { ...WHOLE_LIST, model: { classId, classroomId, studentId: onlyMine ? studentId : undefined } },
    }),
  );
}

export function askTeacherInfo(ref: PanelRef) {
  return call(client().GET('/api/teaching/anyone/classroomQuestion/askTeacherInfo', { params: { query: ref } }));
}

export function saveQuestion(body: PanelRef & { title: string; isDraft: 0 | 1; classroomName?: string; studentName?: string; studentAvatar?: string | null }) {
  return call(client().POST('/api/teaching/anyone/classroomQuestion/save', { body }));
}

export function noteCounts(ref: PanelRef) {
  return call(client().GET('/api/teaching/anyone/studentNotes/count', { params: { query: { ...ref, dataType: NOTE_DATA_TYPE.all } } }));
}

export function notePage({ dataType, ...ref }: PanelRef & { dataType: NoteDataType }) {
  return call(client().POST('/api/teaching/anyone/studentNotes/page', { body: { ...WHOLE_LIST, model: { ...ref, dataType } } }));
}

export interface NoteText {
  title: string;
  notes: string;
}

export function createNote(body: PanelRef & NoteText & { isShared: 0 | 1 }) {
  return call(client().POST('/api/teaching/anyone/studentNotes', { body }));
}

/** Changes a note's title and text; its share flag travels unchanged (the server refuses a change). */
export function updateNote(body: PanelRef & NoteText & { id: number; isShared: number }) {
  return call(client().PUT('/api/teaching/anyone/studentNotes', { body }));
}

export function deleteNotes(ids: number[]) {
  return call(client().DELETE('/api/teaching/anyone/studentNotes', { body: ids }));
}

export function commentPage({ classId, classroomId, studentId }: PanelRef) {
  return call(client().POST('/api/teaching/anyone/classroomComment/page', { body: { ...WHOLE_LIST, infoId: classroomId, classId, studentId } }));
}

/** A comment on the classroom, or a reply to the comment commentParent. */
export function saveComment({ classId, classroomId, studentId, commentContent, commentParent }: PanelRef & { commentContent: string; commentParent?: number }) {
  return call(client().POST('/api/teaching/anyone/classroomComment/save', { body: { id: classroomId, classId, studentId, commentContent, commentParent } }));
}

export function likeInfo({ classId, classroomId, studentId }: PanelRef) {
  return call(client().GET('/api/teaching/anyone/classroomLike/info', { params: { query: { classId, classroomId, studentId } } }));
}

export function thumbs({ classId, classroomId, studentId, isThumb, userId }: PanelRef & { isThumb: 0 | 1; userId: string }) {
  return call(client().POST('/api/teaching/anyone/classroomLike/thumbs', { body: { bizType: CLASSROOM_LIKE_BIZ_TYPE, likeObjectId: classroomId, isThumb, classId, studentId, userId } }));
}
