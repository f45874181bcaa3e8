// Comments, replies, reviews and review likes (spec 1 §7.5). Reading is public; posting,
// replying and deleting need a token; likes come from a user or a visitor (visitorId header).
import { z } from '@hono/zod-openapi';
import { isMediaAddress } from '../../lib/media-address';
import type { Context } from 'hono';
import type { Api, AppEnv } from '../context';
import { badRequest, ok, okResponse, pageOf, pageRequest } from '../envelope';
import {
  COMMENT_OBJECT_TYPES,
  commentsByObject,
  removeComment,
  repliesToUser,
  saveComment,
  saveReply,
  threadReplies,
} from '../services/comments';
import { requireUser } from '../services/current-user';
import { reviewPage, reviewTags } from '../services/reviews';
import { requireLiker, setThumbs } from '../services/thumbs';
import { tenantParam } from './product';
import { tenantOf } from '../request';
import { component, refusal, routesTagged } from './declare';
import { idParam, listReader, tokenSecurity } from './shared';

const declareRoute = routesTagged('comments');

const refusals = {
  401: refusal('No valid token (code 40001, 40005 or 40009)'),
  403: refusal('Not the author'),
  404: refusal('No such record in this school'),
} as const;

/** Declared for the contract; read through services/thumbs.ts, which validates it. */
export const visitorHeader = z.object({
  visitorId: z.string().optional().openapi({ description: 'The device-derived visitor id; identifies the liker when no token is sent' }),
});

const objectId = z.coerce.string().trim().min(1, 'commentObjectId is required').max(64);
const objectType = z.enum(COMMENT_OBJECT_TYPES);
const content = z.string().trim().min(1, 'please enter content').max(500, 'at most 500 characters');
// Every reader's browser loads these: no protocol-relative '//host' or '/\host' (src/lib/media-address.ts).
const mediaUrl = z.string().max(512).refine(isMediaAddress, 'a file must be an http(s) URL or a path of this site starting with a single /');
// The client sends the role as USER or as { code: 'USER' }; only USER may be posted here (VEST is seeded).
const authorRole = z.union([z.string(), z.object({ code: z.string() })]).optional();

/** The signed-in user acting on their comments, with the request's deps; a comment or reply posted here has the role USER. */
async function commentAuthor(c: Context<AppEnv>, role?: z.infer<typeof authorRole>) {
  const user = await requireUser(c);
  const code = typeof role === 'string' ? role : role?.code;
  if (code !== undefined && code !== 'USER') throw badRequest('commentAuthorRole: comments posted here have the role USER');
  return { user, ...c.get('deps') };
}

const Comment = component('Comment', {
  id: z.number().int(),
  commentObjectId: z.string(),
  commentObjectType: z.string().openapi({ description: 'UNIVERSITY_PIC, MICRO_CLASSROOM, ORDER or NEW_INFORMATION' }),
  commentAuthor: z.string().nullable(),
  commentAuthorName: z.string(),
  commentAuthorPic: z.string().nullable(),
  commentAuthorRole: z.object({ code: z.string().openapi({ description: 'USER, or VEST for a virtual comment' }) }),
  commentContent: z.string(),
  commentParent: z.number().int().nullable(),
  commentParentAuthorName: z.string().nullable(),
  commentReply: z.string().nullable().openapi({ description: 'The user id of the author replied to' }),
  commentTopId: z.number().int().nullable(),
  browseCount: z.number().int(),
  file: z.array(z.string()),
  createdTime: z.string(),
});

const TopComment = Comment.extend({
  childrenCount: z.number().int(),
  childComments: z.array(Comment).openapi({ description: 'The first replies, oldest first; the reply panel loads the rest' }),
}).openapi('TopComment');

const Review = component('CommentScore', {
  id: z.number().int(),
  commentAuthor: z.string().nullable(),
  commentAuthorName: z.string(),
  commentAuthorPic: z.string().nullable(),
  commentContent: z.string(),
  score: z.number().int(),
  commentTop: z.number().int(),
  createdTime: z.string(),
  thumbs: z.number().int().openapi({ description: '1 when the caller (token or visitorId header) liked it' }),
  thumbsCount: z.number().int(),
  browseCount: z.number().int(),
  file: z.array(z.string()).openapi({ description: 'Pictures and videos (.mp4, .m3u8)' }),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  product: z.object({ id: z.number().int(), varietyName: z.string() }).nullable(),
  schoolComment: z.object({ commentContent: z.string() }).nullable(),
});

const ReviewTag = component('CommentScoreTag', { id: z.number().int(), name: z.string(), seq: z.number().int(), count: z.number().int() });

export const ThumbsState = component('ThumbsState', { bizId: z.number().int(), bizType: z.string(), thumbs: z.number().int(), thumbsCount: z.number().int() });

const objectPage = declareRoute('post', '/api/universityAdvertise/anyBiz/comments/appPageByObjectId', {
  summary: 'Top-level comments on one object, newest first, with reply counts',
  description: "sort: createdTime (the only key); order: descending (default) or ascending. An object of another school is not found.",
  request: {
    body: {
      content: {
        'application/json': {
          schema: pageRequest.extend({ model: z.object({ commentObjectId: objectId, commentObjectType: objectType }) }),
        },
      },
    },
  },
  responses: { ...okResponse(pageOf(TopComment)), 404: refusals[404] },
});

const saveRoute = declareRoute('post', '/api/universityAdvertise/app/comments/saveComment', {
  security: tokenSecurity,
  summary: 'Posts a top-level comment as the signed-in user (role USER)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            commentObjectId: objectId,
            commentObjectType: objectType,
            commentContent: content,
            commentAuthorRole: authorRole,
            file: z.array(mediaUrl).max(9).optional(),
          }),
        },
      },
    },
  },
  responses: { ...okResponse(TopComment), ...refusals },
});

const replyRoute = declareRoute('post', '/api/universityAdvertise/app/comments/reply', {
  security: tokenSecurity,
  summary: 'Replies to a comment or a reply as the signed-in user',
  description:
    'The object, the thread (commentTopId), commentParentAuthorName and commentReply come from commentParent; values sent must agree with it.',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            commentContent: content,
            commentParent: idParam,
            commentObjectId: objectId.optional(),
            commentObjectType: objectType.optional(),
            commentParentAuthorName: z.string().max(64).optional(),
            commentAuthorRole: authorRole,
            commentReply: z.coerce.string().max(64).optional(),
            commentTopId: idParam.optional(),
          }),
        },
      },
    },
  },
  responses: { ...okResponse(Comment), ...refusals },
});

const removeRoute = declareRoute('get', '/api/universityAdvertise/app/comments/removeById', {
  security: tokenSecurity,
  summary: "Deletes the signed-in user's own comment with the replies under it; data is how many were removed",
  request: { query: z.object({ id: idParam }) },
  responses: { ...okResponse(z.number().int()), ...refusals },
});

const getReplyRoute = declareRoute('get', '/api/universityAdvertise/app/comments/getReply', {
  security: tokenSecurity,
  summary: "Replies others made to the signed-in user's comments, newest first",
  description: 'query ours (spec 1 §7.5: query not shown): current and size.',
  request: { query: pageRequest.pick({ current: true, size: true }) },
  responses: { ...okResponse(pageOf(Comment)), 401: refusals[401] },
});

const threadRoute = declareRoute('post', '/api/universityAdvertise/anyBiz/comments/userCommentsPage', {
  summary: 'The replies of one thread, oldest first (the client asks size 999)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: pageRequest.extend({
            model: z.object({ commentTopId: idParam, commentObjectId: objectId.optional(), commentObjectType: objectType.optional(), tenantId: tenantParam }),
          }),
        },
      },
    },
  },
  responses: okResponse(pageOf(Comment)),
});

const reviewFilter = z.object({ productId: idParam.optional(), tagId: idParam.optional(), tenantId: tenantParam });

const reviewPageRoute = declareRoute('post', '/api/universityAdvertise/anyBiz/commentScore/page', {
  summary: 'Reviews: commentTop descending, then createdTime descending',
  description: 'model.productId and model.tagId narrow the list. thumbs is personal: send the token or the visitorId header.',
  request: { headers: visitorHeader, body: { content: { 'application/json': { schema: pageRequest.extend({ model: reviewFilter.optional() }) } } } },
  responses: okResponse(pageOf(Review)),
});

const reviewTagsRoute = declareRoute('post', '/api/universityAdvertise/anyBiz/commentScoreTag/list', {
  summary: 'Review tags in seq order, with how many reviews carry each',
  request: { body: { required: false, content: { 'application/json': { schema: z.object({ productId: idParam.optional(), tenantId: tenantParam }) } } } },
  responses: okResponse(z.array(ReviewTag)),
});

const thumbsBody = z.object({
  bizId: idParam,
  bizType: z.enum(['COMMENT_SCORE']),
});

const thumbsRoute = declareRoute('post', '/api/universityAdvertise/anyone/thumbsUserRecord/thumbs', {
  summary: 'Likes a review (thumbs 1, the default) or takes the like back (thumbs 0); idempotent',
  description: 'The liker is the signed-in user, else the visitor named by the visitorId header (400 without either). A network makes at most 60 like toggles a minute (PORTAL_LIKE_IP_MINUTE_CAP; 429 beyond).',
  request: {
    headers: visitorHeader,
    body: { content: { 'application/json': { schema: thumbsBody.extend({ thumbs: z.coerce.number().int().min(0).max(1, 'thumbs must be 0 or 1').default(1) }) } } },
  },
  responses: { ...okResponse(ThumbsState), 404: refusals[404] },
});

const thumbsDeletedRoute = declareRoute('post', '/api/universityAdvertise/anyone/thumbsUserRecord/deleted', {
  summary: "Takes the caller's like of a review back; idempotent",
  request: { headers: visitorHeader, body: { content: { 'application/json': { schema: thumbsBody } } } },
  responses: { ...okResponse(ThumbsState), 404: refusals[404] },
});

function ascendingOrder(order: string | undefined, sort: string | undefined): boolean {
  if (sort !== undefined && sort !== 'createdTime') throw badRequest(`sort: comments sort by createdTime, not '${sort}'`);
  if (order === undefined || /^desc(ending)?$/i.test(order)) return false;
  if (/^asc(ending)?$/i.test(order)) return true;
  throw badRequest(`order: ascending or descending, not '${order}'`);
}

export function registerCommentsRoutes(app: Api) {
  app.openapi(objectPage, async (c) => {
    const { current, size, order, sort, model } = c.req.valid('json');
    const ascending = ascendingOrder(order, sort);
    const data = await commentsByObject(c.get('deps').db, await tenantOf(c), { ...model, current, size, ascending });
    return ok(c, data);
  });

  app.openapi(saveRoute, async (c) => {
    const body = c.req.valid('json');
    const { user, db, now } = await commentAuthor(c, body.commentAuthorRole);
    return ok(c, await saveComment(db, user, body, now()));
  });

  app.openapi(replyRoute, async (c) => {
    const body = c.req.valid('json');
    const { user, db, now } = await commentAuthor(c, body.commentAuthorRole);
    return ok(c, await saveReply(db, user, body, now()));
  });

  app.openapi(removeRoute, async (c) => {
    const { id } = c.req.valid('query');
    const { user, db } = await commentAuthor(c);
    return ok(c, await removeComment(db, user, id));
  });

  app.openapi(getReplyRoute, async (c) => {
    const window = c.req.valid('query');
    const { user, db } = await commentAuthor(c);
    return ok(c, await repliesToUser(db, user, window));
  });

  app.openapi(threadRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const tenantId = await tenantOf(c, model.tenantId, 'model.tenantId');
    return ok(c, await threadReplies(c.get('deps').db, tenantId, { commentTopId: model.commentTopId, commentObjectId: model.commentObjectId, current, size }));
  });

  app.openapi(reviewPageRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const { db, tenantId, liker } = await listReader(c, model?.tenantId);
    return ok(c, await reviewPage(db, tenantId, liker, { productId: model?.productId, tagId: model?.tagId, current, size }));
  });

  app.openapi(reviewTagsRoute, async (c) => {
    const body = c.req.valid('json') ?? {};
    const tenantId = await tenantOf(c, body.tenantId);
    return ok(c, await reviewTags(c.get('deps').db, tenantId, { productId: body.productId }));
  });

  app.openapi(thumbsRoute, async (c) => {
    const { bizId, bizType, thumbs } = c.req.valid('json');
    const tenantId = await tenantOf(c);
    const liker = await requireLiker(c);
    return ok(c, await setThumbs(c.get('deps').db, { tenantId, bizType, bizId, liker, thumbs: thumbs === 1 }));
  });

  app.openapi(thumbsDeletedRoute, async (c) => {
    const { bizId, bizType } = c.req.valid('json');
    const tenantId = await tenantOf(c);
    const liker = await requireLiker(c);
    return ok(c, await setThumbs(c.get('deps').db, { tenantId, bizType, bizId, liker, thumbs: false }));
  });
}
