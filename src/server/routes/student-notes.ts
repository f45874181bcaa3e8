// The notes tab of a classroom's interaction panel (spec 2 §4, §5, §7: POST, PUT and DELETE on
// /studentNotes are the spec's own paths): counts, the list by dataType, and the student's own notes.
import { z } from '@hono/zod-openapi';
import { noteRules } from '../../lib/forms';
import { isNoteDataType, NOTE_DATA_TYPE } from '../../lib/study/interaction';
import type { Api } from '../context';
import { ok, okResponse, pageRequest } from '../envelope';
import { requireStudyUser } from '../services/class-student';
import { createNote, deleteNotes, NOTE_DELETE_MAX, noteCounts, notePage, updateNote } from '../services/student-notes';
import { flag, formText, time } from './classroom-interaction';
import { component, jsonBody, pageCall, readCall } from './declare';
import { callersClassroom, idParam, signedInRoutesTagged, studyRefusals } from './shared';

const declareRoute = signedInRoutesTagged('study: notes', studyRefusals);
const NOTES = '/api/teaching/anyone/studentNotes';

const Note = component('StudentNote', {
  id: z.number().int(),
  title: z.string(),
  notes: z.string(),
  isShared: z.number().int().openapi({ description: '1 shared, 0 private (the private tag)' }),
  studentId: z.number().int().nullable().openapi({ description: "The author's enrolment; null for a teacher's note. Editable and deletable when it is the caller's" }),
  isTeacher: z.number().int().openapi({ description: "1 for a teacher's note" }),
  createdName: z.string(),
  avatar: z.string().nullable(),
  createdTime: time,
});

const classroomRef = {
  classId: idParam,
  classroomId: idParam,
  courseId: idParam.optional(),
  studentId: idParam.optional().openapi({ description: "The caller's enrolment (class_students.id); another's is refused" }),
};

const dataType = z.coerce.number().int().refine(isNoteDataType, 'dataType must be 0 (all), 1 (mine) or 3 (teacher)');

const countRoute = declareRoute('get', `${NOTES}/count`, {
  summary: "Note counts of a classroom: total (all the caller may see), myTotal, teacherTotal",
  description: 'dataType is accepted (the widget sends 0) and does not change the counts.',
  ...readCall(z.object({ ...classroomRef, dataType: dataType.optional() }), z.object({ total: z.number().int(), myTotal: z.number().int(), teacherTotal: z.number().int() })),
});

const pageRoute = declareRoute('post', `${NOTES}/page`, {
  summary: "A classroom's notes, newest first: dataType 0 all the caller may see (shared ones and their own), 1 mine, 3 the teacher's",
  ...pageCall(pageRequest.pick({ current: true, size: true }).extend({ model: z.object({ ...classroomRef, dataType: dataType.default(NOTE_DATA_TYPE.all) }) }), Note, false),
});

const noteText = { title: formText(noteRules.title), notes: formText(noteRules.notes).optional() };

const createNoteRoute = declareRoute('post', NOTES, {
  summary: 'Writes a note on a classroom as the caller; answers the note',
  request: jsonBody(z.object({ ...classroomRef, ...noteText, isShared: flag('isShared').default(1) }), false),
  responses: okResponse(Note),
});

const updateNoteRoute = declareRoute('put', NOTES, {
  summary: "Changes the title and text of the caller's own note (id); answers the note",
  description:
    "Another's note is refused (403). isShared cannot change on edit (the widget locks it): sent equal it is accepted, sent different the edit is refused (400). classId, classroomId and studentId, when sent, must be the note's.",
  request: jsonBody(z.object({
            id: idParam,
            classId: idParam.optional(),
            classroomId: idParam.optional(),
            courseId: idParam.optional(),
            studentId: idParam.optional(),
            ...noteText,
            isShared: flag('isShared').optional(),
          }), false),
  responses: okResponse(Note),
});

const deleteNotesRoute = declareRoute('delete', NOTES, {
  summary: "Deletes the caller's own notes (body: a list of ids); answers how many were deleted",
  description: `All or nothing: an unknown id is 404, a note of anyone else 403 (the msg names the id), and then none is deleted. At most ${NOTE_DELETE_MAX} ids.`,
  request: jsonBody(z.array(idParam).min(1, 'a list of at least one note id is expected').max(NOTE_DELETE_MAX, `at most ${NOTE_DELETE_MAX} ids at once`), false),
  responses: okResponse(z.number().int()),
});

export function registerStudentNoteRoutes(app: Api) {
  app.openapi(countRoute, async (c) => {
    const query = c.req.valid('query');
    const { student, db, classroom } = await callersClassroom(c, query, query.classroomId, 'read', query.courseId);
    return ok(c, await noteCounts(db, student, classroom));
  });

  app.openapi(pageRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const { student, db, classroom } = await callersClassroom(c, model, model.classroomId, 'read', model.courseId);
    return ok(c, await notePage(db, student, classroom, { current, size, dataType: model.dataType }));
  });

  app.openapi(createNoteRoute, async (c) => {
    const body = c.req.valid('json');
    const { student, db, now, classroom } = await callersClassroom(c, body, body.classroomId, 'act', body.courseId);
    return ok(c, await createNote(db, student, classroom, body, now()));
  });

  app.openapi(updateNoteRoute, async (c) => {
    const body = c.req.valid('json');
    const user = await requireStudyUser(c);
    const { db, now } = c.get('deps');
    return ok(c, await updateNote(db, user, body, now()));
  });

  app.openapi(deleteNotesRoute, async (c) => {
    const ids = c.req.valid('json');
    const user = await requireStudyUser(c);
    return ok(c, await deleteNotes(c.get('deps').db, user, ids));
  });
}
