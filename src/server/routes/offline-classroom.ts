// The offline (face-to-face) classroom page (spec 2 §2, §3 Offline classroom, Highlight, §7): its
// detail, teachers, knowledge points and the highlights of its activity. The caller must be a
// student of the classroom's class in the tenantId header's school.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Api, AppEnv } from '../context';
import { ok, okResponse, pageRequest } from '../envelope';
import { classTimes } from '../schemas/study';
import { requireClassStudentToRead, requireStudyUser } from '../services/class-student';
import { classroomTitbits, offlineClassroomDetail, pointPage, requireOfflineClassroom, teacherPage, type OfflineClassroomRef } from '../services/offline-classroom';
import { studentIdParam, userIdParam } from './class-activities';
import { component, pageCall, readCall } from './declare';
import { idParam, signedInRoutesTagged, studyRefusals } from './shared';

const TAG = 'study: offline classroom';
const declareRoute = signedInRoutesTagged(TAG, studyRefusals);

const classroomRef = {
  classroomId: idParam,
  classId: idParam.optional().openapi({ description: "The class; by default the classroom's activity's" }),
  studentId: studentIdParam,
};

const Teacher = component('ClassroomTeacher', { id: z.number().int(), teacherName: z.string(), teacherAvatar: z.string().nullable(), isLead: z.number().int().openapi({ description: '1 for the lead teacher (the first), 0 for assistants' }) });
const Point = component('KnowledgePoint', { id: z.number().int(), pointDesc: z.string() });

const OfflineClassroom = component('OfflineClassroom', {
  classroomId: z.number().int(),
  classroomName: z.string(),
  activityId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  desc: z.string().nullable().openapi({ description: 'Notes before class' }),
  points: z.array(Point),
  teacherList: z.array(Teacher).openapi({ description: 'The lead teacher first, then the assistants' }),
  position: z.string().nullable(),
  address: z.string().nullable(),
  ...classTimes,
});

const detailRoute = declareRoute('get', '/api/teaching/anyone/offlineClassroom/detail', {
  summary: 'A face-to-face classroom: notes before class, knowledge points, teachers, place',
  ...readCall(z.object(classroomRef), OfflineClassroom),
});

const listBody = pageRequest.extend({ size: z.coerce.number().int().min(1).max(999).default(999), ...classroomRef });

const teacherRoute = declareRoute('post', '/api/teaching/anyone/offlineClassroom/teacherPage', {
  summary: 'The classroom’s teachers, the lead first (the widget asks current 1, size 999)',
  ...pageCall(listBody, Teacher),
});

const pointRoute = declareRoute('post', '/api/teaching/anyone/offlineClassroom/pointPage', {
  summary: 'The classroom’s knowledge points (the widget asks current 1, size 999)',
  ...pageCall(listBody, Point),
});

const Titbit = component('ClassroomTitbit', { id: z.number().int(), titbitName: z.string(), fileType: z.enum(['VIDEO', 'IMAGE']), url: z.string() });

const titbitRoute = declareRoute('get', '/api/teaching/anyone/classroomTitbit/list', {
  summary: 'The highlights (photos and videos) of an activity, grouped by course',
  request: {
    query: z.object({
      bizId: idParam.openapi({ description: 'The activity id' }),
      classId: idParam,
      courseId: idParam.optional().openapi({ description: 'Only the highlights of this course' }),
      studentId: studentIdParam,
      userId: userIdParam,
    }),
  },
  responses: okResponse(z.array(z.object({ courseId: z.number().int().nullable(), courseName: z.string().nullable(), titbitList: z.array(Titbit) }).openapi('CourseTitbits'))),
});

async function offlineClassroom(c: Context<AppEnv>, ref: OfflineClassroomRef) {
  const user = await requireStudyUser(c);
  return (await requireOfflineClassroom(c.get('deps').db, user, ref, 'read')).classroom;
}

export function registerOfflineClassroomRoutes(app: Api) {
  app.openapi(detailRoute, async (c) => {
    const classroom = await offlineClassroom(c, c.req.valid('query'));
    return ok(c, await offlineClassroomDetail(c.get('deps').db, classroom));
  });

  app.openapi(teacherRoute, async (c) => {
    const { current, size, ...ref } = c.req.valid('json');
    const classroom = await offlineClassroom(c, ref);
    return ok(c, await teacherPage(c.get('deps').db, classroom, { current, size }));
  });

  app.openapi(pointRoute, async (c) => {
    const { current, size, ...ref } = c.req.valid('json');
    const classroom = await offlineClassroom(c, ref);
    return ok(c, await pointPage(c.get('deps').db, classroom, { current, size }));
  });

  app.openapi(titbitRoute, async (c) => {
    const { bizId, courseId, ...ref } = c.req.valid('query');
    const student = await requireClassStudentToRead(c, ref);
    return ok(c, await classroomTitbits(c.get('deps').db, student, { bizId, courseId }));
  });
}
