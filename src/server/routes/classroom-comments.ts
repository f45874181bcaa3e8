// The comments tab and the like button of a classroom (spec 2 §3 Comment, Like info; §4; §7).
// Comments are not deleted here: the spec has no such call.
import { z } from '@hono/zod-openapi';
import { commentRules } from '../../lib/forms';
import { CLASSROOM_LIKE_BIZ_TYPE } from '../../lib/study/interaction';
import type { Api } from '../context';
import { ok, okResponse, pageRequest } from '../envelope';
import { commentPage, likeInfo, saveClassroomComment, setClassroomLike } from '../services/classroom-comments';
import { flag, formText, time } from './classroom-interaction';
import { component, jsonBody, pageCall, readCall } from './declare';
import { callersClassroom, idParam, signedInRoutesTagged, studyRefusals } from './shared';

const declareRoute = signedInRoutesTagged('study: comments and likes', studyRefusals);

const Comment = component('ClassroomComment', {
  id: z.number().int(),
  commentContent: z.string().openapi({ description: 'As typed (plain text)' }),
  commentParent: z.number().int().nullable().openapi({ description: 'The comment replied to; null for a comment' }),
  commentAuthorName: z.string(),
  commentAuthorAvatar: z.string().nullable(),
  commentParentAuthorName: z.string().nullable(),
  createdTime: time,
});

const LikeInfo = component('ClassroomLikeInfo', { isLike: z.number().int().openapi({ description: '1 when the caller likes the classroom' }), likeTotal: z.number().int() });

const studentId = idParam.optional().openapi({ description: "The caller's enrolment (class_students.id); another's is refused" });

const pageRoute = declareRoute('post', '/api/teaching/anyone/classroomComment/page', {
  summary: "A classroom's comments and replies, newest first",
  ...pageCall(pageRequest.pick({ current: true, size: true }).extend({ infoId: idParam.openapi({ description: 'The classroom' }), classId: idParam, studentId }), Comment, false),
});

const saveRoute = declareRoute('post', '/api/teaching/anyone/classroomComment/save', {
  summary: 'Comments on a classroom (id = infoId), or replies to commentParent, as the caller; answers the comment',
  description: "commentParent must be a comment of the same classroom and class (404 otherwise); commentParentAuthorName is taken from it.",
  request: jsonBody(z.object({
            id: idParam.openapi({ description: 'The classroom (infoId)' }),
            classId: idParam,
            studentId,
            commentContent: formText(commentRules.commentContent),
            commentParent: idParam.nullish().transform((value) => value ?? undefined),
          }), false),
  responses: okResponse(Comment),
});

const likeInfoRoute = declareRoute('get', '/api/teaching/anyone/classroomLike/info', {
  summary: 'Whether the caller likes a classroom, and how many do',
  ...readCall(z.object({ classroomId: idParam, classId: idParam, studentId }), LikeInfo),
});

const thumbsRoute = declareRoute('post', '/api/teaching/anyone/classroomLike/thumbs', {
  summary: 'Likes (isThumb 1) or unlikes (0) a classroom (likeObjectId); idempotent; answers the like info',
  description: "bizType 1 (a classroom) is the only kind. userId, when sent, must be the caller's (403 otherwise).",
  request: jsonBody(z.object({
            bizType: z.coerce.number().int().refine((value) => value === CLASSROOM_LIKE_BIZ_TYPE, `bizType must be ${CLASSROOM_LIKE_BIZ_TYPE} (a classroom)`),
            likeObjectId: idParam.openapi({ description: 'The classroom' }),
            isThumb: flag('isThumb'),
            classId: idParam,
            userId: z.coerce.string().max(64).optional(),
            studentId,
          }), false),
  responses: okResponse(LikeInfo),
});

export function registerClassroomCommentRoutes(app: Api) {
  app.openapi(pageRoute, async (c) => {
    const { current, size, infoId, classId, studentId } = c.req.valid('json');
    const { student, db, classroom } = await callersClassroom(c, { classId, studentId }, infoId, 'read');
    return ok(c, await commentPage(db, student, classroom, { current, size }));
  });

  app.openapi(saveRoute, async (c) => {
    const body = c.req.valid('json');
    const { student, db, now, classroom } = await callersClassroom(c, body, body.id, 'act');
    return ok(c, await saveClassroomComment(db, student, classroom, body, now()));
  });

  app.openapi(likeInfoRoute, async (c) => {
    const query = c.req.valid('query');
    const { student, db, classroom } = await callersClassroom(c, query, query.classroomId, 'read');
    return ok(c, await likeInfo(db, student, classroom));
  });

  app.openapi(thumbsRoute, async (c) => {
    const body = c.req.valid('json');
    const { student, db, now, classroom } = await callersClassroom(c, body, body.likeObjectId, 'act');
    return ok(c, await setClassroomLike(db, student, classroom, body.isThumb === 1, now()));
  });
}
