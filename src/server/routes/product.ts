// Training products and coupons (spec 1 §2.5, §7.6): categories, a category's products, the
// training project detail, products by id, and the coupons a visitor may receive.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { badRequest, ok, okResponse, pageOf, pageRequest } from '../envelope';
import { receivablePage } from '../services/coupon';
import { listCategories, productDetail, productPage, relationPage } from '../services/product';
import { tenantOf } from '../request';
import { component, pageCall, refusal, routesTagged } from './declare';
import { idParam } from './shared';

const declareRoute = routesTagged('product');

const notFoundResponse = {
  404: refusal('No such record in this school'),
} as const;

const flag = (field: string) => z.coerce.number().int().min(0, `${field} must be 0 or 1`).max(1, `${field} must be 0 or 1`);
const state = z.coerce.number().int().min(0).max(9);
export const tenantParam = z.string().min(1).max(64).optional().openapi({ description: 'Defaults to the tenantId header' });

export const Product = component('Product', {
  id: z.number().int(),
  name: z.string(),
  pic: z.string().nullable(),
  picTag: z.string().nullable().openapi({ description: 'A badge over the picture, e.g. 热门' }),
  thumbs: z.number().int().openapi({ description: 'Likes; the rating diamonds derive from it' }),
  onlineClassPeriodTypeList: z.array(z.number().int()).openapi({ description: '1 training, 2 exam, 3 certification, 4 evaluation' }),
  certificationOrg: z.string().nullable(),
  issuingAuthorityName: z.string().nullable(),
  certificateType: z.object({ code: z.string(), desc: z.string() }).nullable(),
  certificateVerificationType: z.number().int().openapi({ description: '0 none, 1 national network checkable, 2 academic network checkable' }),
  certificateBenefits: z.string().nullable(),
  schoolName: z.string().nullable(),
  trainingInstitutionsName: z.string().nullable(),
  defStandPrice: z.string().nullable(),
  defCouponPrice: z.string().nullable().openapi({ description: "May end with the 'from' marker 起 ('199起')" }),
  subsidyPrice: z.string().nullable(),
  tenantChildType: z.string().nullable(),
  state: z.number().int(),
});

const ProductCategory = component('ProductCategory', { id: z.number().int(), name: z.string(), seq: z.number().int(), defaultFlag: z.number().int(), isVariety: z.number().int(), state: z.number().int() });

const ProductRelation = component('ProductOperationRelation', {
  id: z.number().int(),
  bizId: z.number().int(),
  bizType: z.string(),
  productId: z.number().int(),
  seq: z.number().int(),
  state: z.number().int(),
  product: Product,
});

const CommonQuestion = component('ProductCommonQuestion', { id: z.number().int(), seq: z.number().int().nullable(), name: z.string(), answer: z.string().openapi({ description: 'HTML' }), productId: z.number().int() });

const ProductDetail = Product.extend({
  introduction: z.string().nullable().openapi({ description: 'HTML' }),
  commonQuestions: z.array(CommonQuestion).openapi({ description: 'Ascending by seq, items without seq last' }),
  relatedProducts: z.array(Product),
}).openapi('ProductDetail');

const Coupon = component('Coupon', {
  id: z.number().int(),
  title: z.string(),
  amount: z.number(),
  minPoint: z.number().openapi({ description: "Over 0: 'full X yuan usable'; 0: no threshold" }),
  useStartTime: z.string().nullable(),
  useEndTime: z.string().nullable(),
  state: z.number().int(),
});

const categoryQuery = declareRoute('post', '/api/product/anyBiz/productOperationCategory/query', {
  summary: "The school's training-product categories, ascending by seq (one has defaultFlag 1)",
  request: {
    body: {
      required: false,
      content: { 'application/json': { schema: z.object({ tenantId: tenantParam, isVariety: flag('isVariety').optional(), state: state.optional() }) } },
    },
  },
  responses: okResponse(z.array(ProductCategory)),
});

const relationFilter = z.object({
  bizId: z.coerce.number().int().positive().max(2147483647).optional().openapi({ description: 'The category id' }),
  bizType: z.enum(['CATEGORY']).optional(),
  state: state.optional(),
  tenantId: tenantParam,
});

const relationPageRoute = declareRoute('post', '/api/product/anyBiz/productOperationRelation/page', {
  summary: "A category's training products, ascending by seq",
  description: 'bizId, bizType (CATEGORY) and state may be sent in model (the paging convention) or at the top level; model wins.',
  request: { body: { content: { 'application/json': { schema: pageRequest.extend(relationFilter.shape).extend({ model: relationFilter.optional() }) } } } },
  responses: { ...okResponse(pageOf(ProductRelation)), ...notFoundResponse },
});

const detailRoute = declareRoute('get', '/api/product/anyBiz/product/detail', {
  summary: 'The training project detail with its common questions and related training',
  description: 'path ours (spec 1 §7.4: the training project detail, path not shown).',
  request: { query: z.object({ id: idParam, tenantId: tenantParam }) },
  responses: { ...okResponse(ProductDetail), ...notFoundResponse },
});

const productPageRoute = declareRoute('post', '/api/product/anyBiz/product/page', {
  summary: 'Training products by model.prodIdList, in that order (all products on sale without a list)',
  description: "path ours (spec 1 §7.4: product list by model.prodIdList, path not shown). Unknown ids and other schools' ids are left out.",
  request: {
    body: {
      content: {
        'application/json': {
          schema: pageRequest.extend({
            model: z.object({ prodIdList: z.array(idParam).max(200, 'prodIdList holds at most 200 ids').optional(), tenantId: tenantParam }).optional(),
          }),
        },
      },
    },
  },
  responses: okResponse(pageOf(Product)),
});

const couponFilter = z.object({ state: state.optional(), tenantId: tenantParam });
const couponPageBody = pageRequest.extend({ model: couponFilter.optional() });

const couponPageRoute = declareRoute('post', '/api/enroll/anyBiz/coupon/list/receivablePage', {
  summary: 'Coupons of the school, newest first (model.state filters)',
  ...pageCall(couponPageBody, Coupon, false),
});

export function registerProductRoutes(app: Api) {
  app.openapi(categoryQuery, async (c) => {
    const body = c.req.valid('json') ?? {};
    const tenantId = await tenantOf(c, body.tenantId);
    return ok(c, await listCategories(c.get('deps').db, tenantId, body));
  });

  app.openapi(relationPageRoute, async (c) => {
    const body = c.req.valid('json');
    const filter = { ...body, ...body.model };
    if (filter.bizId === undefined) throw badRequest('model.bizId (the category id) is required');
    const tenantId = await tenantOf(c, filter.tenantId);
    const data = await relationPage(c.get('deps').db, tenantId, {
      bizId: filter.bizId,
      bizType: filter.bizType ?? 'CATEGORY',
      state: filter.state,
      current: body.current,
      size: body.size,
    });
    return ok(c, data);
  });

  app.openapi(detailRoute, async (c) => {
    const { id, tenantId } = c.req.valid('query');
    return ok(c, await productDetail(c.get('deps').db, await tenantOf(c, tenantId), id));
  });

  app.openapi(productPageRoute, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const tenantId = await tenantOf(c, model?.tenantId, 'model.tenantId');
    return ok(c, await productPage(c.get('deps').db, tenantId, { prodIdList: model?.prodIdList, current, size }));
  });

  app.openapi(couponPageRoute, async (c) => {
    // Without a body the validator hands over {}, defaults unapplied: the first page then.
    const { current = 1, size = 10, model }: Partial<z.infer<typeof couponPageBody>> = c.req.valid('json');
    const tenantId = await tenantOf(c, model?.tenantId, 'model.tenantId');
    return ok(c, await receivablePage(c.get('deps').db, tenantId, { state: model?.state, current, size }));
  });
}
