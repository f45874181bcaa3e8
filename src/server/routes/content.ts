// Content calls of the public site (spec 1 §7.4): banners, the album, the discover feed and the
// notice ticker, news and their categories, notices, hot majors and their common questions.
// Short videos (contentOperation/page and friends) live in short-video.ts.
import { z } from '@hono/zod-openapi';
import { gte, lte } from 'drizzle-orm';
import type { Api } from '../context';
import { articles } from '../db/schema';
import { badRequest, ok, okResponse, pageRequest } from '../envelope';
import {
  albumItemsOf,
  articlePage,
  bannersOf,
  categorizePage,
  commonQuestionPage,
  findArticle,
  findHotMajor,
  hotMajorPage,
  inCategorize,
  materialCategoriesOf,
  publishedArticles,
  requirePublished,
  titleContains,
  toHotMajors,
} from '../services/content';
import { tenantIdQuery, tenantOf } from '../request';
import { component, jsonBody, pageCall, readCall, routesTagged } from './declare';

const declareRoute = routesTagged('content');

const INT_MAX = 2_147_483_647;
const id = () => z.coerce.number({ error: `must be a whole number from 1 to ${INT_MAX}` }).int().positive().max(INT_MAX);
const status = z.coerce.number().int().optional().openapi({ description: 'Only 1 (published) is public' });

// ── Shapes ────────────────────────────────────────────────────────────────────────────────

const Banner = component('Banner', { id: z.number().int(), name: z.string().nullable(), pic: z.string(), linkUrl: z.string().nullable(), seq: z.number().int().nullable() });

const MaterialCategory = component('MaterialCategory', {
  id: z.number().int(),
  categoryName: z.string(),
  name: z.string().openapi({ description: 'The same as categoryName' }),
  label: z.string().openapi({ description: 'The tab label: the same as categoryName' }),
  value: z.string().openapi({ description: 'The tab key (categoryTabKey of the album call)' }),
  seq: z.number().int().nullable(),
  picNum: z.number().int(),
  videoNum: z.number().int(),
  count: z.number().int().openapi({ description: 'picNum + videoNum' }),
});

const AlbumItem = component('AlbumItem', {
  id: z.number().int(),
  type: z.object({ code: z.enum(['PIC', 'VIDEO']), desc: z.string() }),
  pic: z.string().openapi({ description: 'The picture, or the cover of a video' }),
  video: z.string().nullable().openapi({ description: 'mp4 or m3u8' }),
  name: z.string(),
  introduce: z.string().nullable(),
  materialCategoryId: z.number().int(),
  materialCategoryName: z.string(),
  seq: z.number().int().nullable(),
  thumbed: z.number().int().openapi({ description: '1 when the caller liked the item; always 0 here (likes of album items are not kept)' }),
});

const Article = component('Article', {
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  introduction: z.string().nullable(),
  content: z.string().openapi({ description: 'HTML (unsanitised: the site sanitises it), or a video URL when contentType.code is INFORMATION' }),
  contentType: z.object({ code: z.string(), desc: z.string() }).nullable().openapi({ description: 'News only: ARTICLE or INFORMATION (a video)' }),
  sources: z.string().nullable(),
  writerName: z.string().nullable(),
  status: z.number().int(),
  seq: z.number().int().nullable(),
  publishTime: z.string().openapi({ description: 'ISO 8601' }),
  createdTime: z.string().openapi({ description: 'ISO 8601' }),
  commentObjectType: z.object({ code: z.enum(['NEW_INFORMATION', 'NOTICE']), desc: z.string() }),
  relatedCategorizeList: z.array(z.object({ categorizeId: z.number().int(), name: z.string() })),
  relatedProductList: z.array(z.object({ productId: z.number().int(), productName: z.string() })),
});

const Categorize = component('Categorize', { id: z.number().int(), name: z.string(), seq: z.number().int().nullable() });

const RelatedCertificate = z.object({ name: z.string(), url: z.string() });
const HotMajor = component('HotMajor', {
  id: z.number().int(),
  name: z.string(),
  pic: z.string().nullable(),
  seq: z.number().int().nullable(),
  industrySalary: z.string().nullable().openapi({ description: 'Yuan per month: a figure or a range' }),
  employmentProspectDescribe: z.string().nullable(),
  suitabilityPeopleDescribe: z.string().nullable(),
  relatedCertificate: z
    .union([z.array(RelatedCertificate), z.string()])
    .nullable()
    .openapi({ description: 'A list of { name, url }, or the JSON text of one (the platform sends either)' }),
  relatedProductList: z.array(z.object({ productId: z.number().int(), productName: z.string() })),
});

const CommonQuestion = component('CommonQuestion', { id: z.number().int(), seq: z.number().int().nullable(), name: z.string(), majorId: z.number().int(), answer: z.string().openapi({ description: 'HTML' }) });

// ── Requests ──────────────────────────────────────────────────────────────────────────────

// "2026-05-01 08:00:00" (the platform's form, local time), "2026-05-01" or ISO 8601.
const dateTime = z
  .string()
  .transform((text, context) => {
    const trimmed = text.trim();
    const local = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.test(trimmed) ? `${trimmed.replace(' ', 'T')}${trimmed.length === 10 ? 'T00:00:00' : ''}` : trimmed;
    const date = new Date(local);
    // Years past 9999 parse in JavaScript but overflow the database's timestamps.
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) {
      context.addIssue({ code: 'custom', message: `'${text}' is not a date` });
      return z.NEVER;
    }
    return date;
  })
  .openapi({ type: 'string', example: '2026-05-01 08:00:00' });

const kind = z.enum(['NEW_INFORMATION', 'NOTICE']);
const noticePageBody = pageRequest.extend({ status, model: z.object({ status, title: z.string().max(100).optional() }).default({}) });
const newsPageBody = pageRequest.extend({
  status,
  model: z.object({ categorizeId: id().optional(), status, title: z.string().max(100).optional() }).default({}),
});
const discoverPageBody = pageRequest.extend({ model: z.object({ commentObjectType: kind.optional(), title: z.string().max(100).optional() }).default({}) });
const mergePageBody = pageRequest.extend({
  startTime: dateTime.optional(),
  endTime: dateTime.optional(),
  model: z.object({ startTime: dateTime.optional(), endTime: dateTime.optional(), commentObjectType: kind.optional() }).default({}),
});

// ── Routes ────────────────────────────────────────────────────────────────────────────────

const getMaterialPosterList = declareRoute('get', '/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList', {
  summary: 'The home banners, ascending by seq',
  ...readCall(tenantIdQuery, z.array(Banner)),
});

const materialCategoryList = declareRoute('get', '/api/universityAdvertise/anyUser/materialCategory/queryList', {
  summary: 'Album categories with their open picture and video counts (the home category strip)',
  ...readCall(tenantIdQuery.extend({ clientType: z.enum(['PC', 'H5']).optional() }), z.array(MaterialCategory)),
});

const materialCategoryTabList = declareRoute('post', '/api/universityAdvertise/anyUser/materialCategoryTab/tabList', {
  summary: "The album modal's category tabs with counts; empty categories included (the client hides them)",
  request: jsonBody(tenantIdQuery, false),
  responses: okResponse(z.array(MaterialCategory)),
});

const albumItems = declareRoute('get', '/api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId', {
  summary: "Album items of a category (materialCategoryId or its categoryTabKey); neither, or the key 'all', gives every category's",
  request: {
    query: z.object({
      materialCategoryId: id().optional(),
      categoryTabKey: z.string().max(64).optional(),
      open: z.coerce
        .number()
        .int()
        .refine((value) => value === 1, 'only open items (1) are public')
        .optional(),
    }),
  },
  responses: okResponse(z.array(AlbumItem)),
});

const discoverArticlePage = declareRoute('post', '/api/universityAdvertise/anyUser/discoverArticle/page', {
  summary: 'News and notices in one feed, newest first; model.commentObjectType narrows it to one kind',
  ...pageCall(discoverPageBody, Article),
});

const getArticleById = declareRoute('get', '/api/universityAdvertise/anyUser/discoverArticle/getVOById/{id}', {
  summary: 'One news item or notice',
  request: { params: z.object({ id: id().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: okResponse(Article),
});

const mergeCustomPage = declareRoute('post', '/api/universityAdvertise/anyBiz/discoverArticle/mergeCustomPage', {
  summary: 'The notice ticker: news and notices published between startTime and endTime, newest first',
  description: 'startTime and endTime at the top level or in model; the client sends the last 30 days. commentObjectType.code tells which detail page an item opens.',
  ...pageCall(mergePageBody, Article),
});

const noticePage = declareRoute('post', '/api/universityAdvertise/anyUser/notice/noticePage', {
  summary: 'Published notices, newest first (pinned ones by seq before them)',
  description: 'Path ours (spec 1 §7.4: notice page, not shown). sort: publishTime, createdTime, seq, id or title; order: ascending or descending.',
  ...pageCall(noticePageBody, Article),
});

const noticeDetail = declareRoute('get', '/api/universityAdvertise/anyUser/notice/detail', {
  summary: 'One published notice',
  description: 'Path ours (spec 1 §7.4: notice detail by id, not shown).',
  ...readCall(z.object({ id: id() }), Article),
});

const newInformationPage = declareRoute('post', '/api/universityAdvertise/anyUser/newInformation/newInformationPage', {
  summary: 'Published news, of one category with model.categorizeId, newest first (pinned ones by seq before them)',
  description: 'sort: publishTime, createdTime, seq, id or title; order: ascending or descending.',
  ...pageCall(newsPageBody, Article),
});

const newInformationDetail = declareRoute('get', '/api/universityAdvertise/anyUser/newInformation/detail', {
  summary: 'One published news item',
  ...readCall(z.object({ id: id() }), Article),
});

const categorizePageRoute = declareRoute('post', '/api/universityAdvertise/anyUser/categorize/page', {
  summary: 'News categories, ascending by seq',
  ...pageCall(pageRequest.extend({ model: z.object({ name: z.string().max(100).optional() }).default({}) }), Categorize),
});

const hotMajorPageRoute = declareRoute('post', '/api/universityAdvertise/anyUser/hotMajor/hotMajorPage', {
  summary: 'Published hot majors, ascending by seq',
  ...pageCall(pageRequest.extend({ model: z.object({ name: z.string().max(100).optional() }).default({}) }), HotMajor),
});

const hotMajorDetail = declareRoute('get', '/api/universityAdvertise/anyUser/hotMajor/detail', {
  summary: 'One published hot major with its related products',
  ...readCall(z.object({ id: id() }), HotMajor),
});

const commonQuestionPageRoute = declareRoute('post', '/api/universityAdvertise/anyUser/commonQuestion/commonQuestionPage', {
  summary: "A hot major's common questions, ascending by seq, questions without seq last",
  ...pageCall(pageRequest.extend({ model: z.object({ majorId: id() }) }), CommonQuestion),
});

// ── Handlers ──────────────────────────────────────────────────────────────────────────────

export function registerContentRoutes(app: Api) {
  app.openapi(getMaterialPosterList, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').tenantId);
    return ok(c, await bannersOf(c.get('deps').db, tenantId));
  });

  app.openapi(materialCategoryList, async (c) => {
    const { tenantId: param, clientType } = c.req.valid('query');
    const tenantId = await tenantOf(c, param);
    return ok(c, await materialCategoriesOf(c.get('deps').db, tenantId, clientType));
  });

  app.openapi(materialCategoryTabList, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('json').tenantId);
    return ok(c, await materialCategoriesOf(c.get('deps').db, tenantId));
  });

  app.openapi(albumItems, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await albumItemsOf(c.get('deps').db, tenantId, c.req.valid('query')));
  });

  app.openapi(discoverArticlePage, async (c) => {
    const tenantId = await tenantOf(c);
    const request = c.req.valid('json');
    const conditions = [...publishedArticles(tenantId, request.model.commentObjectType), titleContains(articles.title, request.model.title)];
    return ok(c, await articlePage(c.get('deps').db, tenantId, request, conditions.filter((condition) => condition !== undefined)));
  });

  app.openapi(getArticleById, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await findArticle(c.get('deps').db, tenantId, c.req.valid('param').id));
  });

  app.openapi(mergeCustomPage, async (c) => {
    const tenantId = await tenantOf(c);
    const request = c.req.valid('json');
    const startTime = request.startTime ?? request.model.startTime;
    const endTime = request.endTime ?? request.model.endTime;
    if (!startTime) throw badRequest('startTime is required (the start of the ticker window)');
    if (!endTime) throw badRequest('endTime is required (the end of the ticker window)');
    if (endTime < startTime) throw badRequest('endTime: before startTime');
    const conditions = [...publishedArticles(tenantId, request.model.commentObjectType), gte(articles.publishTime, startTime), lte(articles.publishTime, endTime)];
    const newestFirst = { ...request, sort: request.sort ?? 'publishTime', order: request.sort ? request.order : 'descending' };
    return ok(c, await articlePage(c.get('deps').db, tenantId, newestFirst, conditions));
  });

  app.openapi(noticePage, async (c) => {
    const tenantId = await tenantOf(c);
    const request = c.req.valid('json');
    requirePublished('status', request.status);
    requirePublished('model.status', request.model.status);
    const conditions = [...publishedArticles(tenantId, 'NOTICE'), titleContains(articles.title, request.model.title)];
    return ok(c, await articlePage(c.get('deps').db, tenantId, request, conditions.filter((condition) => condition !== undefined)));
  });

  app.openapi(noticeDetail, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await findArticle(c.get('deps').db, tenantId, c.req.valid('query').id, 'NOTICE'));
  });

  app.openapi(newInformationPage, async (c) => {
    const tenantId = await tenantOf(c);
    const request = c.req.valid('json');
    const { db } = c.get('deps');
    requirePublished('status', request.status);
    requirePublished('model.status', request.model.status);
    const conditions = [...publishedArticles(tenantId, 'NEW_INFORMATION'), titleContains(articles.title, request.model.title)];
    if (request.model.categorizeId !== undefined) conditions.push(await inCategorize(db, tenantId, request.model.categorizeId));
    return ok(c, await articlePage(db, tenantId, request, conditions.filter((condition) => condition !== undefined)));
  });

  app.openapi(newInformationDetail, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await findArticle(c.get('deps').db, tenantId, c.req.valid('query').id, 'NEW_INFORMATION'));
  });

  app.openapi(categorizePageRoute, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await categorizePage(c.get('deps').db, tenantId, c.req.valid('json')));
  });

  app.openapi(hotMajorPageRoute, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await hotMajorPage(c.get('deps').db, tenantId, c.req.valid('json')));
  });

  app.openapi(hotMajorDetail, async (c) => {
    const tenantId = await tenantOf(c);
    const { db } = c.get('deps');
    const [major] = await toHotMajors(db, tenantId, [await findHotMajor(db, tenantId, c.req.valid('query').id)]);
    return ok(c, major!);
  });

  app.openapi(commonQuestionPageRoute, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await commonQuestionPage(c.get('deps').db, tenantId, c.req.valid('json')));
  });
}
