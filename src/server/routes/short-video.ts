// Short videos: the 'people say' and 'micro classroom' sections (spec 1 §7.4 content operations,
// §7.7 short-video tag list and likes). likeStatus is personal: the token or the visitorId header.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse, pageOf, pageRequest } from '../envelope';
import { SHORT_VIDEO_BIZ_TYPES, shortVideoDetail, shortVideoPage, shortVideoTags } from '../services/short-video';
import { currentLiker, requireLiker, setThumbs } from '../services/thumbs';
import { ThumbsState, visitorHeader } from './comments';
import { Product, tenantParam } from './product';
import { tenantOf } from '../request';
import { component, readCall, refusal, routesTagged } from './declare';
import { idParam, listReader } from './shared';

const declareRoute = routesTagged('short-video');

const notFoundResponse = { 404: refusal('No such short video in this school') } as const;

const bizType = z.enum(SHORT_VIDEO_BIZ_TYPES);

const ShortVideo = component('ShortVideo', {
  id: z.number().int(),
  bizType: z.string().openapi({ description: 'PEOPLE_SAY or MICRO_CLASSROOM' }),
  title: z.string(),
  description: z.string().nullable(),
  pic: z.string().nullable(),
  contentUrl: z.string().nullable().openapi({ description: 'The video: mp4 or m3u8' }),
  author: z.string().nullable(),
  authorAvatar: z.string().nullable(),
  likeStatus: z.number().int().openapi({ description: '1 when the caller liked it' }),
  likeNum: z.number().int(),
  sort: z.number().int(),
  createdTime: z.string(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  relatedProductResultVOS: z.array(Product),
});

const ShortVideoTag = component('ShortVideoTag', {
  id: z.number().int(),
  name: z.string(),
  bizType: z.string(),
  sort: z.number().int(),
  operationCountNum: z.number().int().openapi({ description: 'Published items with the tag; the site hides tags with 0' }),
});

const pageRoute = declareRoute('post', '/api/universityAdvertise/anyUser/contentOperation/page', {
  summary: 'Short videos ascending by sort (model.bizType PEOPLE_SAY or MICRO_CLASSROOM, model.tagId)',
  description: 'Also the short-video page of spec 1 §7.7: there is no separate call.',
  request: {
    headers: visitorHeader,
    body: {
      content: {
        'application/json': {
          schema: pageRequest.extend({ model: z.object({ bizType: bizType.optional(), tagId: idParam.optional(), tenantId: tenantParam }).optional() }),
        },
      },
    },
  },
  responses: okResponse(pageOf(ShortVideo)),
});

const tagListRoute = declareRoute('get', '/api/universityAdvertise/anyUser/contentOperation/getTagList', {
  summary: "The school's short-video tags of every kind, ascending by sort, with operationCountNum",
  ...readCall(z.object({ bizType: bizType.optional() }), z.array(ShortVideoTag)),
});

const tagListByTypeRoute = declareRoute('get', '/api/universityAdvertise/anyUser/contentOperationTag/list', {
  summary: "The short-video tags of one section (tenantId, bizType), ascending by sort, with operationCountNum",
  description: 'path ours (spec 1 §7.7: short-video tag list by tenantId and bizType, path not shown).',
  ...readCall(z.object({ tenantId: tenantParam, bizType }), z.array(ShortVideoTag)),
});

const detailRoute = declareRoute('get', '/api/universityAdvertise/anyUser/contentOperation/getOperationBasic/{id}', {
  summary: 'One short video with its tags, likes and recommended training',
  request: { headers: visitorHeader, params: z.object({ id: idParam }) },
  responses: { ...okResponse(ShortVideo), ...notFoundResponse },
});

const likeBody = z.object({ id: idParam });

const likeRoute = declareRoute('post', '/api/universityAdvertise/anyone/contentOperation/like', {
  summary: 'Likes a short video; idempotent. thumbsCount is the new likeNum',
  description: 'path ours (spec 1 §7.7: like of a short video, path not shown). The liker is the signed-in user, else the visitorId header. A network makes at most 60 like toggles a minute (PORTAL_LIKE_IP_MINUTE_CAP; 429 beyond).',
  request: { headers: visitorHeader, body: { content: { 'application/json': { schema: likeBody } } } },
  responses: { ...okResponse(ThumbsState), ...notFoundResponse },
});

const unlikeRoute = declareRoute('post', '/api/universityAdvertise/anyone/contentOperation/unlike', {
  summary: 'Takes the like of a short video back; idempotent',
  description: 'path ours (spec 1 §7.7: unlike of a short video, path not shown).',
  request: { headers: visitorHeader, body: { content: { 'application/json': { schema: likeBody } } } },
  responses: { ...okResponse(ThumbsState), ...notFoundResponse },
});

export function registerShortVideoRoutes(app: Api) {
  app.openapi(pageRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const { db, tenantId, liker } = await listReader(c, model?.tenantId);
    return ok(c, await shortVideoPage(db, tenantId, liker, { bizType: model?.bizType, tagId: model?.tagId, current, size }));
  });

  app.openapi(tagListRoute, async (c) => {
    const { bizType: type } = c.req.valid('query');
    return ok(c, await shortVideoTags(c.get('deps').db, await tenantOf(c), type));
  });

  app.openapi(tagListByTypeRoute, async (c) => {
    const { tenantId, bizType: type } = c.req.valid('query');
    return ok(c, await shortVideoTags(c.get('deps').db, await tenantOf(c, tenantId), type));
  });

  app.openapi(detailRoute, async (c) => {
    const { id } = c.req.valid('param');
    const liker = await currentLiker(c);
    return ok(c, await shortVideoDetail(c.get('deps').db, await tenantOf(c), liker, id));
  });

  for (const [route, thumbs] of [
    [likeRoute, true],
    [unlikeRoute, false],
  ] as const) {
    app.openapi(route, async (c) => {
      const { id } = c.req.valid('json');
      const tenantId = await tenantOf(c);
      const liker = await requireLiker(c);
      return ok(c, await setThumbs(c.get('deps').db, { tenantId, bizType: 'CONTENT_OPERATION', bizId: id, liker, thumbs }));
    });
  }
}
