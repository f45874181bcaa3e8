// The class's activities (spec 2 §3 Class activity, Before-class summary, Duty statistics,
// Timetable, Activity dynamic; §7): the before-class summary and page, the dynamics, the duty
// statistics, the timetable and an activity's contents. Every call acts on the caller's own
// enrolment in the tenantId header's school (services/class-student.ts); a userId, when sent,
// must be the caller's own (this reference API has no parent or teacher role).
import { z } from '@hono/zod-openapi';
import { parseDateTime } from '../../lib/study/timetable';
import type { Api } from '../context';
import { ok, okResponse, pageOf, pageRequest } from '../envelope';
import {
  activitiesByDate,
  activityContentList,
  activityDynamicsPage,
  beforeClassPage,
  beforeClassSummary,
  dutyCount,
  type DateRangeQuery,
  type EvaluateType,
} from '../services/class-activities';
import { requireClassStudentToRead } from '../services/class-student';
import { component, jsonBody } from './declare';
import { idParam, signedInRoutesTagged, studyRefusals } from './shared';

const TAG = 'study: activities';
const declareRoute = signedInRoutesTagged(TAG, studyRefusals);

export const userIdParam = z.string().trim().min(1).max(64).optional().openapi({ description: "The signed-in user's own id; anyone else's is refused (403)" });
export const studentIdParam = idParam.optional().openapi({ description: 'The enrolment (class_students.id); must be the caller’s and in classId' });

const dateTime = (field: string) =>
  z
    .string()
    .refine((value) => parseDateTime(value) !== undefined, 'a date and time as YYYY-MM-DD HH:mm:ss (server local time), YYYY-MM-DD or ISO 8601')
    .openapi({ description: `${field} (YYYY-MM-DD HH:mm:ss, local time)`, example: '2026-05-10 00:00:00' });

const FinishCount = component('FinishCount', { totalNum: z.number().int(), finishNum: z.number().int() });

const ActivityDynamic = component('ActivityDynamic', {
  id: z.number().int(),
  activityId: z.number().int().nullable(),
  type: z.number().int().openapi({ description: '0 signed in, 1 signed out, 2 question, 3 reply, 4 note published, 5 review or comment' }),
  realName: z.string(),
  avatar: z.string().nullable(),
  content: z.string().nullable(),
  createdTime: z.string(),
});

export const ActivityContent = component('ActivityContent', {
  contentId: z.number().int().openapi({ description: 'The classroom id' }),
  dataType: z.number().int().openapi({ description: '1 video, 2 audio, 3 article, 4 document, 5 archive, 6 homework, 7 test, 8 image, 10 live, 11 face to face' }),
  contentName: z.string(),
  classroomCover: z.string().nullable(),
  contentType: z.string(),
  mustLearn: z.number().int().openapi({ description: '1 required, 0 optional' }),
  learnProcess: z.number().openapi({ description: 'Percent, capped at 100, one decimal' }),
  lastStudyTime: z.number().int().openapi({ description: 'Where playback resumes, ms' }),
  learningDuration: z.number().int().openapi({ description: 'Time studied, ms' }),
  finStatus: z.number().int().openapi({ description: '2 when the content’s duty is done, else 1' }),
  studiedTime: z.string().nullable().openapi({ description: 'When the caller last opened or studied it (ISO 8601); null when never. The online classroom opens the most recent video by it' }),
});

const finishTypeMap = z
  .object({ VIDEO_PROGRESS: FinishCount, ONLINE_HOMEWORK_SUBMIT: FinishCount, ONLINE_TEST_SUBMIT: FinishCount })
  .openapi('ActivityFinishTypeMap', { description: 'The required videos, homework and tests of the activity, and how many are done' });

const ClassActivity = component('ClassActivity', {
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  isRequired: z.number().int().openapi({ description: '1 required, 0 elective' }),
  classActivityStatus: z.number().int().openapi({ description: '0 to attend, 1 absent, 2 attended (derived, never stored)' }),
  onlineType: z.number().int().openapi({ description: '1 online, 2 offline' }),
  bizType: z.number().int(),
  extendId: z.number().int().nullable().openapi({ description: 'The course id' }),
  startTime: z.string(),
  endTime: z.string(),
  position: z.string().nullable(),
  address: z.string().nullable(),
  dynamic: z.array(ActivityDynamic).openapi({ description: 'The latest 5 dynamics, newest first' }),
  activityContentResultVOS: z.array(ActivityContent),
  activityFinishTypeMap: finishTypeMap,
});

const TimetableActivity = ClassActivity.extend({ finStatus: z.number().int().openapi({ description: '2 attended, 1 not (yet)' }) }).openapi('TimetableActivity');

const studentRef = { classId: idParam, userId: userIdParam, studentId: studentIdParam };
const timeType = z.enum(['TODAY', 'PAST']).optional().openapi({ description: "TODAY: activities running today (server local day); PAST: activities that ended before today; none: all" });
const summaryRoute = declareRoute('post', '/api/teaching/anyone/classActivity/sumBeforeClassActivity', {
  summary: 'Counts of the before-class tabs: all, absent and attended (required activities), elective',
  description: 'toAttendNum (required activities still to attend) is added for the schedule tabs. timeType narrows the counts as the page call does.',
  request: jsonBody(z.object({ ...studentRef, timeType })),
  responses: okResponse(
    z.object({ totalNum: z.number().int(), absenceNum: z.number().int(), attendanceNum: z.number().int(), electiveNum: z.number().int(), toAttendNum: z.number().int() }).openapi('BeforeClassSummary'),
  ),
});

const pageRoute = declareRoute('post', '/api/teaching/anyone/classActivity/pageBeforeClassActivity', {
  summary: 'A page of the class’s activities with their derived state, contents, duty counts and latest dynamics',
  description: 'The widget asks size 6, 9 or 12 (6 by default). PAST lists the most recent first; otherwise schedule order (start time).',
  request: jsonBody(
    pageRequest.extend({
      size: z.coerce.number().int().min(1).max(100).default(6),
      model: z.object({
        ...studentRef,
        classActivityStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
        isRequired: z.union([z.literal(0), z.literal(1)]).optional(),
        timeType,
      }),
    }),
  ),
  responses: okResponse(pageOf(ClassActivity)),
});

const dynamicsRoute = declareRoute('post', '/api/teaching/anyone/classActivity/pageActivityDynamic', {
  summary: 'The class’s activity dynamics (of one activity when model.activityId is sent), newest first',
  request: jsonBody(
    pageRequest.extend({
      size: z.coerce.number().int().min(1).max(100).default(30),
      model: z.object({ ...studentRef, activityId: idParam.optional() }),
    }),
  ),
  responses: okResponse(pageOf(ActivityDynamic)),
});

const evaluateType = z.enum(['WEEK', 'MONTH', 'UNIT']).openapi({ description: 'WEEK and MONTH need both bounds; UNIT is the whole class, bounded when they are sent' });

const dutyCountRoute = declareRoute('post', '/api/teaching/anyone/classActivity/getDutyCount', {
  summary: 'Duty statistics of the activities starting in the range',
  description:
    'requiredActivityNum and finishSignActivityNum (attended) count required activities; resultMap counts their required contents by duty. rankIndex and rankTotal are the class ranking (finished required activities, ties by study duration) over the whole class. The range: end after start, at most 400 days.',
  request: jsonBody(z.object({ ...studentRef, beginDateTime: dateTime('beginDateTime').optional(), endDateTime: dateTime('endDateTime').optional(), evaluateType })),
  responses: okResponse(
    z
      .object({
        requiredActivityNum: z.number().int(),
        finishSignActivityNum: z.number().int(),
        rankIndex: z.number().int().openapi({ description: '0 when the caller is not ranked (an observer)' }),
        rankTotal: z.number().int(),
        resultMap: z.object({
          OFFLINE_FACE2FACE_TEACHING_FIN_TIMES: FinishCount,
          ONLINE_VIDEO_TEACHING_STUDY_TIMES: FinishCount,
          VIDEO_PROGRESS: FinishCount,
          EE_LIVE_LECTURES_VIDEO_PROGRESS: FinishCount,
          ONLINE_HOMEWORK_SUBMIT: FinishCount,
          ONLINE_TEST_SUBMIT: FinishCount,
        }),
      })
      .openapi('DutyCount'),
  ),
});

const byDateRoute = declareRoute('post', '/api/teaching/anyone/classActivity/listActivityByDate', {
  summary: 'The timetable: activities starting in the range, and per date (optionData) whether all are finished',
  description: 'dateKey is the local date (YYYY-MM-DD); colorStatus 2 when every activity of the date is attended, else 1. The range: end after start, at most 400 days.',
  request: jsonBody(z.object({ ...studentRef, startTime: dateTime('startTime').optional(), endTime: dateTime('endTime').optional(), evaluateType })),
  responses: okResponse(
    z
      .object({
        optionData: z.array(z.object({ dateKey: z.string(), colorStatus: z.number().int(), activityResultVOList: z.array(TimetableActivity) })),
        activityResultVOList: z.array(TimetableActivity),
      })
      .openapi('Timetable'),
  ),
});

const contentsRoute = declareRoute('post', '/api/teaching/anyone/classActivity/listActivityContent', {
  summary: 'An activity’s contents with the caller’s progress in each',
  request: jsonBody(z.object({ ...studentRef, activityId: idParam })),
  responses: okResponse(
    z
      .object({
        activityId: z.number().int(),
        activityName: z.string(),
        onlineType: z.number().int(),
        classActivityStatus: z.number().int(),
        activityContentResultVOS: z.array(ActivityContent),
        activityFinishTypeMap: finishTypeMap,
      })
      .openapi('ActivityContents'),
  ),
});

function range(evaluateType: EvaluateType, start: string | undefined, end: string | undefined, fields: [string, string]): DateRangeQuery {
  return { evaluateType, start: start === undefined ? undefined : parseDateTime(start), end: end === undefined ? undefined : parseDateTime(end), fields };
}

export function registerClassActivityRoutes(app: Api) {
  app.openapi(summaryRoute, async (c) => {
    const { timeType, ...ref } = c.req.valid('json');
    const student = await requireClassStudentToRead(c, ref);
    const { db, now } = c.get('deps');
    return ok(c, await beforeClassSummary(db, student, timeType, now()));
  });

  app.openapi(pageRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const { classActivityStatus, isRequired, timeType, ...ref } = model;
    const student = await requireClassStudentToRead(c, ref);
    const { db, now } = c.get('deps');
    return ok(c, await beforeClassPage(db, student, { current, size, classActivityStatus, isRequired, timeType }, now()));
  });

  app.openapi(dynamicsRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const { activityId, ...ref } = model;
    const student = await requireClassStudentToRead(c, ref);
    return ok(c, await activityDynamicsPage(c.get('deps').db, student, { current, size, activityId }));
  });

  app.openapi(dutyCountRoute, async (c) => {
    const { beginDateTime, endDateTime, evaluateType, ...ref } = c.req.valid('json');
    const student = await requireClassStudentToRead(c, ref);
    const { db, now } = c.get('deps');
    return ok(c, await dutyCount(db, student, range(evaluateType, beginDateTime, endDateTime, ['beginDateTime', 'endDateTime']), now()));
  });

  app.openapi(byDateRoute, async (c) => {
    const { startTime, endTime, evaluateType, ...ref } = c.req.valid('json');
    const student = await requireClassStudentToRead(c, ref);
    const { db, now } = c.get('deps');
    return ok(c, await activitiesByDate(db, student, range(evaluateType, startTime, endTime, ['startTime', 'endTime']), now()));
  });

  app.openapi(contentsRoute, async (c) => {
    const { activityId, ...ref } = c.req.valid('json');
    const student = await requireClassStudentToRead(c, ref);
    const { db, now } = c.get('deps');
    return ok(c, await activityContentList(db, student, activityId, now()));
  });
}
