// Notes on a classroom (spec 2 §3 Note, §4 notes tab, §5): a student sees everyone's shared notes
// and their own private ones; only a note's own student edits or deletes it (src/lib/study/ownership.ts).
// The share flag is fixed when the note is written: the widget locks it on edit, and the server
// refuses an edit that would change it rather than quietly keep the old value.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { NOTE_DATA_TYPE, type NoteDataType } from '../../lib/study/interaction';
import { canDeleteNote, canEditNote } from '../../lib/study/ownership';
import type { Database } from '../db/client';
import { classStudents, studentNotes } from '../db/schema';
import { badRequest, forbidden, notFound } from '../envelope';
import { say } from '../messages';
import type { CurrentUser } from './current-user';
import { announce } from './activity-feed';
import type { ClassStudent, Classroom } from './class-student';
import { placeInClassroom, studentProfile, visibleInClassroom } from './classroom-questions';
import { tablePage, totalOf, type PageRequest } from './page-query';

/** The most ids one delete may name. */
export const NOTE_DELETE_MAX = 100;

type NoteRow = typeof studentNotes.$inferSelect;

function toNote(row: NoteRow) {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    isShared: row.isShared,
    studentId: row.classStudentId,
    isTeacher: row.isTeacher ? 1 : 0,
    createdName: row.authorName,
    avatar: row.avatar,
    createdTime: row.createdTime.toISOString(),
  };
}

export type NoteView = ReturnType<typeof toNote>;

/** The notes of a classroom `student` may see: the shared ones and their own. */
const visibleTo = (student: ClassStudent, classroom: Classroom) => visibleInClassroom(studentNotes, eq(studentNotes.isShared, 1), student, classroom);

const narrowTo = (dataType: NoteDataType, student: ClassStudent): SQL | undefined =>
  dataType === NOTE_DATA_TYPE.mine ? eq(studentNotes.classStudentId, student.id) : dataType === NOTE_DATA_TYPE.teacher ? eq(studentNotes.isTeacher, true) : undefined;

export async function noteCounts(db: Database, student: ClassStudent, classroom: Classroom) {
  const visible = visibleTo(student, classroom);
  const countOf = (dataType: NoteDataType) => totalOf(db.select({ total: count() }).from(studentNotes).where(and(visible, narrowTo(dataType, student))));
  const [total, myTotal, teacherTotal] = await Promise.all([countOf(NOTE_DATA_TYPE.all), countOf(NOTE_DATA_TYPE.mine), countOf(NOTE_DATA_TYPE.teacher)]);
  return { total, myTotal, teacherTotal };
}

/** The notes of a classroom the caller may see, narrowed by dataType, newest first. */
export async function notePage(db: Database, student: ClassStudent, classroom: Classroom, query: PageRequest & { dataType: NoteDataType }) {
  const where = and(visibleTo(student, classroom), narrowTo(query.dataType, student));
  return tablePage(db, studentNotes, where, [desc(studentNotes.createdTime), desc(studentNotes.id)], query, (rows) => rows.map(toNote));
}

export interface NoteText {
  title: string;
  notes?: string;
}

/** A note by the caller; a shared one is published in the activity's feed (dynamic type 4) in the same transaction. */
export async function createNote(db: Database, student: ClassStudent, classroom: Classroom, input: NoteText & { isShared: number }, now: Date): Promise<NoteView> {
  const profile = await studentProfile(db, student);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(studentNotes)
      .values({
        ...placeInClassroom(student, classroom),
        authorName: profile.name,
        avatar: profile.avatar,
        isTeacher: false,
        title: input.title,
        notes: input.notes ?? '',
        isShared: input.isShared,
        createdTime: now,
        updatedTime: now,
      })
      .returning();
    if (input.isShared === 1 && classroom.activityId !== null) {
      await announce(tx, student, classroom, 4, { userId: student.userId, realName: profile.name, avatar: profile.avatar }, input.title, now);
    }
    return toNote(row!);
  });
}

/** The caller's enrolment ids in this school: a note is theirs when its studentId is one of them. */
async function enrolmentsOf(db: Database, user: CurrentUser): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: classStudents.id, classId: classStudents.classId })
    .from(classStudents)
    .where(and(eq(classStudents.userId, user.userId), eq(classStudents.tenantId, user.tenantId)));
  return new Map(rows.map((row) => [row.classId, row.id]));
}

export interface NoteEdit extends NoteText {
  id: number;
  isShared?: number;
  classId?: number;
  classroomId?: number;
  studentId?: number;
}

/** Changes the title and text of the caller's own note; another's is refused (403), an unknown one is not found. */
export async function updateNote(db: Database, user: CurrentUser, input: NoteEdit, now: Date): Promise<NoteView> {
  const [note] = await db
    .select()
    .from(studentNotes)
    .where(and(eq(studentNotes.id, input.id), eq(studentNotes.tenantId, user.tenantId)));
  if (!note) throw notFound(say('api.note.notFound', { id: input.id }));
  const ownStudentId = (await enrolmentsOf(db, user)).get(note.classId);
  if (!canEditNote({ studentId: note.classStudentId }, ownStudentId)) throw forbidden(say('api.note.notOwner', { id: note.id }));
  if (input.classId !== undefined && input.classId !== note.classId) throw badRequest(`classId: note ${note.id} is in class ${note.classId}`);
  if (input.classroomId !== undefined && input.classroomId !== note.classroomId) throw badRequest(`classroomId: note ${note.id} is on classroom ${note.classroomId}`);
  if (input.studentId !== undefined && input.studentId !== ownStudentId) throw badRequest(`studentId: note ${note.id} belongs to student ${ownStudentId}`);
  if (input.isShared !== undefined && input.isShared !== note.isShared) throw badRequest(`isShared: the share setting of a note cannot be changed once written (it is ${note.isShared})`);
  const [row] = await db
    .update(studentNotes)
    .set({ title: input.title, notes: input.notes ?? note.notes, updatedTime: now })
    .where(eq(studentNotes.id, note.id))
    .returning();
  return toNote(row!);
}

/**
 * Deletes the caller's own notes, all or none: an id of no note in this school is not found (404),
 * a note of anyone else refused (403), each naming the first such id, and then nothing is deleted.
 */
export async function deleteNotes(db: Database, user: CurrentUser, ids: number[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .select({ id: studentNotes.id, classId: studentNotes.classId, classStudentId: studentNotes.classStudentId })
      .from(studentNotes)
      .where(and(inArray(studentNotes.id, wanted), eq(studentNotes.tenantId, user.tenantId)))
      .for('update');
    const found = new Map(rows.map((row) => [row.id, row]));
    const missing = wanted.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(say('api.note.notFound', { id: missing }));
    const own = await enrolmentsOf(tx, user);
    const foreign = wanted.find((id) => {
      const note = found.get(id)!;
      return !canDeleteNote({ studentId: note.classStudentId }, own.get(note.classId));
    });
    if (foreign !== undefined) throw forbidden(say('api.note.notOwner', { id: foreign }));
    const deleted = await tx.delete(studentNotes).where(inArray(studentNotes.id, wanted)).returning({ id: studentNotes.id });
    return deleted.length;
  });
}
