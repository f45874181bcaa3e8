// The Q&A tab of a classroom's interaction panel (spec 2 §4, §5, §7 question calls): counts, the
// list with the teacher's answers, the ask-teacher prefill and sending or keeping a question.
import { z } from '@hono/zod-openapi';
import { questionRules } from '../../lib/forms';
import { QUESTION_IS_DRAFT } from '../../lib/study/interaction';
import type { Api } from '../context';
import { ok, okResponse, pageRequest } from '../envelope';
import { requireClassroom, viewClass } from '../services/class-student';
import { askTeacherInfo, questionCounts, questionPage, saveQuestion } from '../services/classroom-questions';
import { flag, formText, time } from './classroom-interaction';
import { component, jsonBody, pageCall, readCall } from './declare';
import { callersClassroom, idParam, signedInRoutesTagged, studyRefusals } from './shared';

const declareRoute = signedInRoutesTagged('study: questions', studyRefusals);

const Answer = component('ClassroomQuestionAnswer', { answer: z.string(), teacherName: z.string(), createdTime: time });

const Question = component('ClassroomQuestion', {
  id: z.number().int(),
  title: z.string().openapi({ description: 'The question, as typed (plain text)' }),
  studentId: z.number().int().openapi({ description: "The asker's enrolment (class_students.id)" }),
  studentName: z.string(),
  studentAvatar: z.string().nullable(),
  isDraft: z.number().int().openapi({ description: "1: the caller's own kept draft (nobody else sees it); 0: sent" }),
  createdTime: time,
  answerList: z.array(Answer).openapi({ description: "The teacher's answers, oldest first; empty while waiting for the teacher" }),
});

// The classroom the call is about, and the caller's enrolment in its class.
const classroomRef = {
  classId: idParam,
  classroomId: idParam,
  studentId: idParam.optional().openapi({ description: "The caller's enrolment (class_students.id); another's is refused" }),
};

const countRoute = declareRoute('get', '/api/teaching/anyone/classroomQuestion/count', {
  summary: "Question counts of a classroom: total (all the caller may see) and myTotal (the caller's)",
  ...readCall(z.object(classroomRef), z.object({ total: z.number().int(), myTotal: z.number().int() })),
});

const pageRoute = declareRoute('post', '/api/teaching/anyone/classroomQuestion/page', {
  summary: "A classroom's questions with their answers, newest first (the widget asks size 999)",
  description: 'model.studentId, when sent, must be the caller\'s enrolment and keeps only the caller\'s questions ("only mine").',
  ...pageCall(pageRequest.pick({ current: true, size: true }).extend({ model: z.object(classroomRef) }), Question, false),
});

const askTeacherInfoRoute = declareRoute('get', '/api/teaching/anyone/classroomQuestion/askTeacherInfo', {
  summary: "The ask-teacher form's prefill: the names it shows and the caller's kept draft, if any",
  request: { query: z.object({ ...classroomRef, courseId: idParam.optional() }) },
  responses: okResponse(
    z
      .object({
        classId: z.number().int(),
        classroomId: z.number().int(),
        courseId: z.number().int().nullable(),
        classroomName: z.string(),
        studentId: z.number().int(),
        studentName: z.string(),
        studentAvatar: z.string().nullable(),
        draft: z.object({ id: z.number().int(), title: z.string(), createdTime: time }).nullable(),
      })
      .openapi('AskTeacherInfo'),
  ),
});

const saveRoute = declareRoute('post', '/api/teaching/anyone/classroomQuestion/save', {
  summary: 'Sends a question (isDraft 0) or keeps it as the draft (isDraft 1); answers the question',
  description:
    "One draft per student and classroom: a new draft replaces it, a send consumes it. classroomName, studentName and studentAvatar are taken from the classroom and the caller's profile; values sent are ignored.",
  request: jsonBody(z.object({
            ...classroomRef,
            courseId: idParam.optional(),
            classroomName: z.string().max(200).optional(),
            studentName: z.string().max(200).optional(),
            studentAvatar: z.string().max(1000).nullish(),
            title: formText(questionRules.title),
            isDraft: flag('isDraft').default(QUESTION_IS_DRAFT.send),
          }), false),
  responses: okResponse(Question),
});

export function registerClassroomQuestionRoutes(app: Api) {
  app.openapi(countRoute, async (c) => {
    const query = c.req.valid('query');
    const { student, db, classroom } = await callersClassroom(c, query, query.classroomId, 'read');
    return ok(c, await questionCounts(db, student, classroom));
  });

  app.openapi(pageRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    // 'All' names the class alone: its head teacher may read it too.
    const student = await viewClass(c, model);
    const { db } = c.get('deps');
    const classroom = await requireClassroom(db, student, model.classroomId);
    return ok(c, await questionPage(db, student, classroom, { current, size, onlyMine: model.studentId !== undefined }));
  });

  app.openapi(askTeacherInfoRoute, async (c) => {
    const query = c.req.valid('query');
    const { student, db, classroom } = await callersClassroom(c, query, query.classroomId, 'act', query.courseId);
    return ok(c, await askTeacherInfo(db, student, classroom));
  });

  app.openapi(saveRoute, async (c) => {
    const body = c.req.valid('json');
    const { student, db, now, classroom } = await callersClassroom(c, body, body.classroomId, 'act', body.courseId);
    return ok(c, await saveQuestion(db, student, classroom, body, now()));
  });
}
