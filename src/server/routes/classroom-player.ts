// The online classroom player (spec 3 §2 Online classroom, §3 Online classroom, §4 Video, §7 Save
// video progress): the classroom's sources and the student's learning record, the visit that makes
// it the last studied one, and the progress reports that protect the student's work.
import { z } from '@hono/zod-openapi';
import { MAX_INTERVALS_PER_REPORT } from '../../lib/study/watched-intervals';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import { time } from '../schemas/study';
import { playerClassroom } from '../services/classroom-player';
import { recordClassroomVisit, saveVideoProgress } from '../services/study-progress';
import { enrolmentQuery } from './courses';
import { component, jsonBody, readCall } from './declare';
import { callersClassroom, idParam, signedInRoutesTagged, studyRefusals } from './shared';

const declareRoute = signedInRoutesTagged('study: classroom', studyRefusals);

const flag = (name: string) => z.coerce.number().int().min(0, `${name} must be 0 or 1`).max(1, `${name} must be 0 or 1`);
const ms = (name: string) => z.number({ error: `${name} must be a number of milliseconds` }).int(`${name} must be whole milliseconds`).min(0, `${name} must not be negative`).max(Number.MAX_SAFE_INTEGER);

const Interval = z.tuple([ms('watchedIntervals: startMs'), ms('watchedIntervals: endMs')]).refine(([start, end]) => start <= end, 'startMs must not be after endMs');

const LearningRecord = component('LearningRecord', {
  classStudentId: z.number().int(),
  classroomId: z.number().int(),
  learnProcess: z.number(),
  learningDuration: z.number().int(),
  lastStudyTime: z.number().int().openapi({ description: 'The resume position, ms' }),
  furthestPosition: z.number().int().openapi({ description: 'The furthest point watched, ms' }),
  watchedIntervals: z.array(z.tuple([z.number().int(), z.number().int()])).openapi({ description: 'Merged [startMs, endMs] stretches watched' }),
  finished: z.boolean(),
  studiedTime: time,
});

const PlayerClassroom = component('PlayerClassroom', {
  classroomId: z.number().int(),
  classroomType: z.number().int().openapi({ description: 'dataType: 1 video, 2 audio, 3 article, 4 document, 5 archive, 6 homework, 7 test, 8 image, 10 live, 11 face-to-face' }),
  name: z.string(),
  mustLearn: z.number().int(),
  activityId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  contentType: z.string(),
  chapterName: z.string().nullable().openapi({ description: 'The first-level chapter above the classroom' }),
  nodeName: z.string().nullable().openapi({ description: 'The chapter the classroom hangs on, when below the first level' }),
  classroomDuration: z.number().int().openapi({ description: 'Ms' }),
  cover: z.string().nullable(),
  description: z.string().nullable(),
  onlineAttendance: z.number().int().openapi({ description: '1: opening the classroom signs the student in' }),
  sourceType: z.string().nullable(),
  transCodeVideoList: z.array(z.object({ templateType: z.enum(['LD', 'SD', 'HD', 'FHD']).openapi({ description: 'LD 360P, SD 480P, HD 720P, FHD 1080P' }), url: z.string() })),
  classroomContent: z.object({
    pageData: z.array(
      z.object({
        type: z.enum(['video', 'audio', 'article', 'document', 'archive', 'image']),
        url: z.string().nullable(),
        stream: z.enum(['mp4', 'hls']).nullable().openapi({ description: 'Video and audio: hls for an .m3u8 stream' }),
        content: z.string().nullable().openapi({ description: 'Article HTML' }),
        cover: z.string().nullable(),
      }),
    ),
  }),
  dutyRuleResultVOS: z.array(z.object({ dutyType: z.string(), targetValue: z.number().int() })),
  learnProcess: z.number().openapi({ description: 'Percent, capped at 100, two decimals' }),
  learningDuration: z.number().int(),
  lastStudyTime: z.number().int().openapi({ description: 'The resume position, ms' }),
  finished: z.boolean(),
  isPreview: z.number().int(),
  learningRecord: LearningRecord.nullable().openapi({
    description: 'null is the empty learning record (no video permission): the content has no file or text, so the player is created empty, without autoplay',
  }),
});

const Progress = component('VideoProgress', {
  classroomId: z.number().int(),
  learnProcess: z.number().openapi({ description: 'The merged watched share, percent, capped at 100' }),
  finished: z.boolean(),
  finishedNow: z.boolean().openapi({ description: 'True only on the report that met the duty' }),
  learningDuration: z.number().int(),
  lastStudyTime: z.number().int(),
  furthestPosition: z.number().int(),
  watchedIntervals: z.array(z.tuple([z.number().int(), z.number().int()])),
});

const Visit = component('ClassroomVisit', {
  classroomId: z.number().int(),
  recorded: z.boolean().openapi({ description: 'false in preview: nothing was recorded' }),
  learnProcess: z.number(),
  finished: z.boolean(),
  studiedTime: time,
});

const classroomRef = enrolmentQuery.extend({ classroomId: idParam });

const detailRoute = declareRoute('get', '/api/library/anyone/classroom/detail', {
  summary: "A classroom of the student's class for the player: sources, renditions, chapter, the student's learning record",
  description: 'isPreview 1 needs the same token, school and enrolment; the player then does not record the visit. Reading never records anything.',
  ...readCall(classroomRef.extend({ courseId: idParam.optional(), isPreview: flag('isPreview').default(0) }), PlayerClassroom),
});

const visitRoute = declareRoute('post', '/api/library/anyone/classroom/recordVisit', {
  summary: "Records that the student opened the classroom: it becomes the class's and the course's last studied one",
  description: 'A page without playing time (article, document, archive, image) counts as studied once opened. With isPreview 1 nothing is recorded.',
  request: jsonBody(classroomRef.extend({ courseId: idParam.optional(), isPreview: flag('isPreview').default(0) }), false),
  responses: okResponse(Visit),
});

const progressRoute = declareRoute('post', '/api/library/anyone/studyRecord/saveVideoProgress', {
  summary: 'Saves a video or audio progress report; answers the new progress',
  description: [
    'learningDuration and the furthest watched position never go backwards: a smaller value keeps the stored one.',
    `watchedIntervals are the stretches played since the last report (at most ${MAX_INTERVALS_PER_REPORT}, each within the media's length);`,
    "their union with the stored ones is the watched share, and only it meets the VIDEO_PROGRESS duty's targetValue: a jump to the end completes nothing.",
    'lastStudyTime (or position) is the resume position and may move either way. Reports sent at once all count.',
  ].join(' '),
  request: jsonBody(classroomRef.extend({
            courseId: idParam.optional(),
            lastStudyTime: ms('lastStudyTime').optional().openapi({ description: 'The resume position, ms' }),
            position: ms('position').optional().openapi({ description: 'A synonym of lastStudyTime, used when lastStudyTime is absent' }),
            learningDuration: ms('learningDuration').optional().openapi({ description: 'Total ms spent studying this classroom' }),
            remainStudyDuration: ms('remainStudyDuration').optional().openapi({ description: 'Accepted for the platform; the server derives what remains itself' }),
            client: z.string().max(32).optional().openapi({ description: "'Web'" }),
            watchedIntervals: z
              .array(Interval)
              .max(MAX_INTERVALS_PER_REPORT, `at most ${MAX_INTERVALS_PER_REPORT} intervals in one report`)
              .optional()
              .openapi({ description: '[[startMs, endMs], …] played since the last report' }),
          }), false),
  responses: okResponse(Progress),
});

export function registerClassroomPlayerRoutes(app: Api) {
  app.openapi(detailRoute, async (c) => {
    const { classroomId, classId, studentId, isPreview } = c.req.valid('query');
    const { student, db, classroom } = await callersClassroom(c, { classId, studentId }, classroomId, 'read');
    return ok(c, await playerClassroom(db, student, classroom, isPreview === 1));
  });

  app.openapi(visitRoute, async (c) => {
    const { classroomId, classId, studentId, isPreview } = c.req.valid('json');
    const { student, db, now, classroom } = await callersClassroom(c, { classId, studentId }, classroomId, 'act or observe');
    if (isPreview === 1) return ok(c, { classroomId: classroom.id, recorded: false, learnProcess: 0, finished: false, studiedTime: null });
    const progress = await recordClassroomVisit(db, student, classroom, now());
    return ok(c, { classroomId: classroom.id, recorded: true, learnProcess: progress.learnProcess, finished: progress.finished, studiedTime: progress.studiedTime?.toISOString() ?? null });
  });

  app.openapi(progressRoute, async (c) => {
    const body = c.req.valid('json');
    const { student, db, now, classroom } = await callersClassroom(c, { classId: body.classId, studentId: body.studentId }, body.classroomId, 'act or observe');
    const saved = await saveVideoProgress(
      db,
      student,
      classroom,
      { learningDuration: body.learningDuration, lastStudyTime: body.lastStudyTime ?? body.position, watchedIntervals: body.watchedIntervals },
      now(),
    );
    return ok(c, saved);
  });
}
