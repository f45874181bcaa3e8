import { describe, expect, it } from 'vitest';
import { BETA, useTestServer } from './support/test-server';
import { expectFailure } from './support/envelope';

const server = useTestServer();

const CATEGORIES = '/api/product/anyBiz/productOperationCategory/query';
const RELATIONS = '/api/product/anyBiz/productOperationRelation/page';
const DETAIL = '/api/product/anyBiz/product/detail';
const PRODUCTS = '/api/product/anyBiz/product/page';
const COUPONS = '/api/enroll/anyBiz/coupon/list/receivablePage';

async function categories(tenantId?: string) {
  const { body } = await server.json(CATEGORIES, { body: { isVariety: 1, state: 1 }, tenantId });
  return body.data as { id: number; name: string; seq: number; defaultFlag: number }[];
}

async function defaultCategoryId(tenantId?: string) {
  return (await categories(tenantId)).find((category) => category.defaultFlag === 1)!.id;
}

async function productId(name: string, tenantId?: string) {
  const { body } = await server.json(PRODUCTS, { body: { current: 1, size: 100 }, tenantId });
  return (body.data.records as { id: number; name: string }[]).find((product) => product.name === name)!.id;
}

describe('POST productOperationCategory/query', () => {
  it('lists the categories ascending by seq, one of them the default', async () => {
    const { status, body } = await server.json(CATEGORIES, { body: { tenantId: 'demo', isVariety: 1, state: 1 } });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const seqs = body.data.map((category: { seq: number }) => category.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(body.data.filter((category: { defaultFlag: number }) => category.defaultFlag === 1)).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: '热门推荐', defaultFlag: 1, isVariety: 1, state: 1 });
  });

  it('filters by state: the retired category only shows without the filter', async () => {
    const all = await server.json(CATEGORIES, { method: 'POST' });
    expect(all.body.data.map((category: { name: string }) => category.name)).toContain('往期项目');
    expect((await categories()).map((category) => category.name)).not.toContain('往期项目');
  });

  it("answers each school's own categories, by header or by the tenantId parameter", async () => {
    expect((await categories(BETA)).map((category) => category.name)).toEqual(['Popular', 'Certification']);
    const byParameter = await server.json(CATEGORIES, { body: { tenantId: BETA }, tenantId: null });
    expect(byParameter.body.data.map((category: { name: string }) => category.name)).toEqual(['Popular', 'Certification']);
  });

  it('names a bad isVariety and requires a tenant', async () => {
    expectFailure(await server.json(CATEGORIES, { body: { isVariety: 7 } }), 400, /^isVariety: /);
    expectFailure(await server.json(CATEGORIES, { body: {}, tenantId: null }), 400, /tenantId is required/);
    expectFailure(await server.json(CATEGORIES, { body: { tenantId: 'nowhere' }, tenantId: null }), 400, /^tenantId: unknown tenant 'nowhere'/);
    expectFailure(await server.json(CATEGORIES, { body: { tenantId: BETA } }), 400, /^tenantId: 'beta' differs from the tenantId header 'demo'/);
  });
});

describe('POST productOperationRelation/page', () => {
  it('pages the default category 4 at a time, ascending by seq, each record with its product', async () => {
    const bizId = await defaultCategoryId();
    const first = await server.json(RELATIONS, { body: { current: 1, size: 4, model: { bizId, bizType: 'CATEGORY', state: 1 } } });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ total: 10, size: 4, current: 1, pages: 3 });
    const records = first.body.data.records;
    expect(records).toHaveLength(4);
    expect(records.map((record: { seq: number }) => record.seq)).toEqual([1, 2, 3, 4]);
    expect(records[0]).toMatchObject({ bizId, bizType: 'CATEGORY', state: 1 });
    expect(records[0].product).toMatchObject({
      name: '育婴员（五级）职业技能培训',
      pic: expect.stringMatching(/^\/media\/images\/p-/),
      picTag: '热门',
      thumbs: 2350,
      onlineClassPeriodTypeList: [1, 2, 3],
      certificateVerificationType: 1,
      certificateType: { code: 'SKILL_LEVEL', desc: '职业技能等级证书' },
      defStandPrice: '2980.00',
      defCouponPrice: '1980',
      subsidyPrice: '500.00',
      schoolName: expect.any(String),
      trainingInstitutionsName: expect.any(String),
    });
    const last = await server.json(RELATIONS, { body: { current: 3, size: 4, model: { bizId, bizType: 'CATEGORY', state: 1 } } });
    expect(last.body.data.records.map((record: { seq: number }) => record.seq)).toEqual([9, 10]);
  });

  it("shows a 'from' price as the platform writes it", async () => {
    const bizId = await defaultCategoryId();
    const { body } = await server.json(RELATIONS, { body: { current: 1, size: 10, model: { bizId } } });
    expect(body.data.records.map((record: { product: { defCouponPrice: string } }) => record.product.defCouponPrice)).toContain('199起');
  });

  it('accepts bizId at the top level too, and leaves products off sale out', async () => {
    const skills = (await categories()).find((category) => category.name === '职业技能')!;
    const { body } = await server.json(RELATIONS, { body: { bizId: skills.id, bizType: 'CATEGORY', state: 1, current: 1, size: 10 } });
    expect(body.data.total).toBe(4);
    expect(body.data.records.map((record: { product: { name: string } }) => record.product.name)).not.toContain('焊工（初级）（已下架）');
  });

  it('answers an empty page far beyond the data', async () => {
    const bizId = await defaultCategoryId();
    const { body } = await server.json(RELATIONS, { body: { current: 9_000_000_000, size: 4, model: { bizId } } });
    expect(body.data).toMatchObject({ records: [], total: 10, current: 9_000_000_000 });
  });

  it('names a missing bizId, a wrong bizType and a bad size', async () => {
    expectFailure(await server.json(RELATIONS, { body: { current: 1, size: 4, model: { bizType: 'CATEGORY' } } }), 400, /bizId/);
    expectFailure(await server.json(RELATIONS, { body: { model: { bizId: 1, bizType: 'MAJOR' } } }), 400, /^model\.bizType: /);
    expectFailure(await server.json(RELATIONS, { body: { size: 0, model: { bizId: 1 } } }), 400, /^size: /);
  });

  it("answers 404 for another school's category", async () => {
    const betaCategory = await defaultCategoryId(BETA);
    expectFailure(await server.json(RELATIONS, { body: { model: { bizId: betaCategory } } }), 404, /no product category/);
  });
});

describe('GET product/detail (path ours)', () => {
  it('answers the training project with its introduction, common questions by seq (no seq last) and related training', async () => {
    const id = await productId('育婴员（五级）职业技能培训');
    const { status, body } = await server.json(`${DETAIL}?id=${id}&_t=${Date.now()}`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ id, name: '育婴员（五级）职业技能培训', introduction: expect.stringContaining('<p>') });
    const seqs = body.data.commonQuestions.map((question: { seq: number | null }) => question.seq);
    expect(seqs).toEqual([1, 2, null, null]);
    expect(body.data.commonQuestions[0]).toMatchObject({ name: expect.any(String), answer: expect.stringContaining('<p>'), productId: id });
    expect(body.data.relatedProducts.map((product: { name: string }) => product.name)).toEqual(['养老护理员（四级）', '保育师（五级）', '家政服务员（高级）']);
  });

  it('leaves related products that are off sale out', async () => {
    const id = await productId('低压电工作业上岗培训');
    const { body } = await server.json(`${DETAIL}?id=${id}`);
    expect(body.data.relatedProducts.map((product: { name: string }) => product.name)).toEqual(['网络安全管理员（四级）']);
  });

  it("answers 404 for another school's product and 400 for an id that is no number", async () => {
    const betaId = await productId('Tea Art (Beginner)', BETA);
    expectFailure(await server.json(`${DETAIL}?id=${betaId}`), 404, /no training project/);
    // Naming the other school in the parameter does not reach it either: the header's school wins.
    expectFailure(await server.json(`${DETAIL}?id=${betaId}&tenantId=${BETA}`), 400, /^tenantId: 'beta' differs from the tenantId header 'demo'/);
    expectFailure(await server.json(PRODUCTS, { body: { model: { tenantId: BETA } } }), 400, /^model\.tenantId: 'beta' differs from the tenantId header 'demo'/);
    expectFailure(await server.json(`${DETAIL}?id=abc`), 400, /^id: /);
    expectFailure(await server.json(DETAIL), 400, /^id: /);
  });
});

describe('POST product/page by model.prodIdList (path ours)', () => {
  it('answers the listed products in the order asked, leaving unknown and foreign ids out', async () => {
    const a = await productId('茶艺师（初级）');
    const b = await productId('美容师（五级）');
    const foreign = await productId('Tea Art (Beginner)', BETA);
    const { status, body } = await server.json(PRODUCTS, { body: { current: 1, size: 10, model: { prodIdList: [a, String(b), foreign, 999999] } } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, size: 10, current: 1, pages: 1 });
    expect(body.data.records.map((product: { id: number }) => product.id)).toEqual([a, b]);
  });

  it('lists every product on sale without a list', async () => {
    const { body } = await server.json(PRODUCTS, { body: { current: 2, size: 4 } });
    expect(body.data).toMatchObject({ total: 11, size: 4, current: 2, pages: 3 });
  });

  it('names a bad id in the list', async () => {
    expectFailure(await server.json(PRODUCTS, { body: { model: { prodIdList: ['x'] } } }), 400, /^model\.prodIdList\.0: /);
  });
});

describe('POST coupon/list/receivablePage', () => {
  it('lists coupons newest first with amounts, thresholds, dates (or null) and state', async () => {
    const { status, body } = await server.json(COUPONS, { body: { current: 1, size: 10 } });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ total: 6, size: 10, current: 1, pages: 1 });
    const records = body.data.records as { id: number; amount: number; minPoint: number; useStartTime: string | null; useEndTime: string | null; state: number }[];
    expect(records.map((coupon) => coupon.id)).toEqual([...records.map((coupon) => coupon.id)].sort((a, b) => b - a));
    expect(records.some((coupon) => coupon.minPoint > 0)).toBe(true);
    expect(records.some((coupon) => coupon.minPoint === 0)).toBe(true);
    expect(records.some((coupon) => coupon.useStartTime === null && coupon.useEndTime === null && coupon.state === 1)).toBe(true);
    expect(records.filter((coupon) => coupon.state === 0)).toHaveLength(2);
    const dated = records.find((coupon) => coupon.useStartTime && coupon.useEndTime && coupon.state === 1)!;
    expect(new Date(dated.useEndTime!).getTime()).toBeGreaterThan(server.clock.now.getTime());
    expect(records[0]).toEqual({ id: expect.any(Number), title: '暂停发放券', amount: 80, minPoint: 500, useStartTime: null, useEndTime: null, state: 0 });
  });

  it('filters by model.state and answers an empty body with the first page', async () => {
    const { body } = await server.json(COUPONS, { body: { current: 1, size: 3, model: { state: 1 } } });
    expect(body.data).toMatchObject({ total: 4, size: 3, pages: 2 });
    expect(body.data.records.every((coupon: { state: number }) => coupon.state === 1)).toBe(true);
    const empty = await server.json(COUPONS, { method: 'POST' });
    expect(empty.body.data).toMatchObject({ current: 1, size: 10, total: 6 });
  });

  it("answers each school's own coupons", async () => {
    const { body } = await server.json(COUPONS, { body: {}, tenantId: BETA });
    expect(body.data.total).toBe(4);
    expect(body.data.records.map((coupon: { title: string }) => coupon.title)).toContain('Welcome voucher');
  });

  it('names a bad current', async () => {
    expectFailure(await server.json(COUPONS, { body: { current: 'first' } }), 400, /^current: /);
  });
});
