// Training products: categories, the category lists, the detail page and lists by id (spec 1 §2.5, §7.6).
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { sortCommonQuestions } from '../../lib/hot-major';
import type { Database } from '../db/client';
import { productCategories, productOperationRelations, productQuestions, products, relatedProducts } from '../db/schema';
import { notFound } from '../envelope';
import { pageQuery, tablePage, totalOf } from './page-query';

type ProductRow = typeof products.$inferSelect;
type RelationRow = typeof productOperationRelations.$inferSelect;

/** A product as every call hands it out (spec 1 §3 Product). */
export function toProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    pic: row.pic,
    picTag: row.picTag,
    thumbs: row.thumbs,
    onlineClassPeriodTypeList: row.onlineClassPeriodTypeList,
    certificationOrg: row.certificationOrg,
    issuingAuthorityName: row.issuingAuthorityName,
    certificateType: row.certificateTypeCode ? { code: row.certificateTypeCode, desc: row.certificateTypeDesc ?? '' } : null,
    certificateVerificationType: row.certificateVerificationType,
    certificateBenefits: row.certificateBenefits,
    schoolName: row.schoolName,
    trainingInstitutionsName: row.trainingInstitutionsName,
    defStandPrice: row.defStandPrice,
    defCouponPrice: row.defCouponPrice,
    subsidyPrice: row.subsidyPrice,
    tenantChildType: row.tenantChildType,
    state: row.state,
  };
}

export type ProductView = ReturnType<typeof toProduct>;

export async function listCategories(db: Database, tenantId: string, filter: { isVariety?: number; state?: number }) {
  const conditions: SQL[] = [eq(productCategories.tenantId, tenantId)];
  if (filter.isVariety !== undefined) conditions.push(eq(productCategories.isVariety, filter.isVariety));
  if (filter.state !== undefined) conditions.push(eq(productCategories.state, filter.state));
  const rows = await db
    .select()
    .from(productCategories)
    .where(and(...conditions))
    .orderBy(asc(productCategories.seq), asc(productCategories.id));
  return rows.map(({ tenantId: _tenant, ...category }) => category);
}

export interface RelationQuery {
  bizId: number;
  bizType: string;
  state?: number;
  current: number;
  size: number;
}

/** A category's products, ascending by the relation's seq; each record carries its product. */
export async function relationPage(db: Database, tenantId: string, query: RelationQuery) {
  const [category] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, query.bizId), eq(productCategories.tenantId, tenantId)))
    .limit(1);
  if (!category) throw notFound(`no product category with id ${query.bizId} (bizId) in this school`);
  const conditions: SQL[] = [
    eq(productOperationRelations.tenantId, tenantId),
    eq(productOperationRelations.bizType, query.bizType),
    eq(productOperationRelations.bizId, query.bizId),
    // A product taken off sale leaves every list, whatever its relation says.
    eq(products.state, 1),
  ];
  if (query.state !== undefined) conditions.push(eq(productOperationRelations.state, query.state));
  const where = and(...conditions);
  const ofProduct = eq(products.id, productOperationRelations.productId);
  return pageQuery(
    query,
    () => totalOf(db.select({ total: count() }).from(productOperationRelations).innerJoin(products, ofProduct).where(where)),
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(productOperationRelations)
        .innerJoin(products, ofProduct)
        .where(where)
        .orderBy(asc(productOperationRelations.seq), asc(productOperationRelations.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toRelation);
    },
  );
}

function toRelation({ product_operation_relations: relation, products: product }: { product_operation_relations: RelationRow; products: ProductRow }) {
  return {
    id: relation.id,
    bizId: relation.bizId,
    bizType: relation.bizType,
    productId: relation.productId,
    seq: relation.seq,
    state: relation.state,
    product: toProduct(product),
  };
}

/** Products of the tenant with these ids, in the order asked, unknown and foreign ids left out. */
export async function productsByIds(db: Database, tenantId: string, ids: readonly number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...ids]), eq(products.state, 1)));
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return [...new Set(ids)].map((id) => byId.get(id)).filter((product): product is ProductView => product !== undefined);
}

/** The product list by model.prodIdList (in that order), or every product on sale when no list is given. */
export async function productPage(db: Database, tenantId: string, query: { prodIdList?: number[]; current: number; size: number }) {
  const { prodIdList } = query;
  if (prodIdList) {
    const listed = await productsByIds(db, tenantId, prodIdList);
    return pageQuery(query, async () => listed.length, async (limit, offset) => listed.slice(offset, offset + limit));
  }
  const where = and(eq(products.tenantId, tenantId), eq(products.state, 1));
  return tablePage(db, products, where, [asc(products.id)], query, (rows) => rows.map(toProduct));
}

/** The training project detail: introduction, common questions (seq order, no seq last), related training. */
export async function productDetail(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.tenantId, tenantId)))
    .limit(1);
  if (!row) throw notFound(`no training project with id '${id}' in this school`);
  const questions = await db
    .select({ id: productQuestions.id, seq: productQuestions.seq, name: productQuestions.name, answer: productQuestions.answer, productId: productQuestions.productId })
    .from(productQuestions)
    .where(and(eq(productQuestions.tenantId, tenantId), eq(productQuestions.productId, id)))
    .orderBy(asc(productQuestions.id));
  const related = await db
    .select({ relatedProductId: relatedProducts.relatedProductId })
    .from(relatedProducts)
    .where(and(eq(relatedProducts.tenantId, tenantId), eq(relatedProducts.productId, id)))
    .orderBy(asc(relatedProducts.seq), asc(relatedProducts.id));
  return {
    ...toProduct(row),
    introduction: row.introduction,
    commonQuestions: sortCommonQuestions(questions),
    relatedProducts: await productsByIds(
      db,
      tenantId,
      related.map((item) => item.relatedProductId),
    ),
  };
}
