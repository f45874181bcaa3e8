// Short videos: 'people say' and 'micro classroom' content operations, their tags, likes and the
// training recommended beside them (spec 1 §3 Short-video item, Micro classroom item; §7.4; §9).
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentOperationProducts, contentOperations, contentOperationTagRelations, contentOperationTags, products } from '../db/schema';
import { notFound } from '../envelope';
import { say } from '../messages';
import { tablePage } from './page-query';
import { toProduct } from './product';
import { likedIds } from './thumbs';

export const SHORT_VIDEO_BIZ_TYPES = ['PEOPLE_SAY', 'MICRO_CLASSROOM'] as const;
export type ShortVideoBizType = (typeof SHORT_VIDEO_BIZ_TYPES)[number];

type OperationRow = typeof contentOperations.$inferSelect;

/** Tags, related products and the caller's like for a set of rows, in a fixed number of queries. */
async function toItems(db: Database, tenantId: string, liker: string | undefined, rows: OperationRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const tagRows = await db
    .select({ operationId: contentOperationTagRelations.operationId, id: contentOperationTags.id, name: contentOperationTags.name })
    .from(contentOperationTagRelations)
    .innerJoin(contentOperationTags, eq(contentOperationTags.id, contentOperationTagRelations.tagId))
    .where(inArray(contentOperationTagRelations.operationId, ids))
    .orderBy(asc(contentOperationTags.sort), asc(contentOperationTags.id));
  const productRows = await db
    .select({ operationId: contentOperationProducts.operationId, product: products })
    .from(contentOperationProducts)
    .innerJoin(products, eq(products.id, contentOperationProducts.productId))
    .where(and(inArray(contentOperationProducts.operationId, ids), eq(products.state, 1)))
    .orderBy(asc(contentOperationProducts.seq), asc(products.id));
  const liked = await likedIds(db, tenantId, 'CONTENT_OPERATION', liker, ids);
  return rows.map((row) => ({
    id: row.id,
    bizType: row.bizType,
    title: row.title,
    description: row.description,
    pic: row.pic,
    contentUrl: row.contentUrl,
    author: row.author,
    authorAvatar: row.authorAvatar,
    likeStatus: liked.has(row.id) ? 1 : 0,
    likeNum: row.likeNum,
    sort: row.sort,
    createdTime: row.createdTime.toISOString(),
    tags: tagRows.filter((tag) => tag.operationId === row.id).map(({ id, name }) => ({ id, name })),
    relatedProductResultVOS: productRows.filter((item) => item.operationId === row.id).map((item) => toProduct(item.product)),
  }));
}

export type ShortVideoItem = Awaited<ReturnType<typeof toItems>>[number];

export interface ShortVideoQuery {
  bizType?: ShortVideoBizType;
  tagId?: number;
  current: number;
  size: number;
}

/** Published items ascending by sort; a tag narrows to the items that carry it. */
export async function shortVideoPage(db: Database, tenantId: string, liker: string | undefined, query: ShortVideoQuery) {
  const conditions: SQL[] = [eq(contentOperations.tenantId, tenantId), eq(contentOperations.state, 1)];
  if (query.bizType) conditions.push(eq(contentOperations.bizType, query.bizType));
  if (query.tagId !== undefined) {
    const tagged = db
      .select({ id: contentOperationTagRelations.operationId })
      .from(contentOperationTagRelations)
      .where(eq(contentOperationTagRelations.tagId, query.tagId));
    conditions.push(inArray(contentOperations.id, tagged));
  }
  const where = and(...conditions);
  const order = [asc(contentOperations.sort), asc(contentOperations.id)];
  return tablePage(db, contentOperations, where, order, query, (rows) => toItems(db, tenantId, liker, rows));
}

export async function shortVideoDetail(db: Database, tenantId: string, liker: string | undefined, id: number) {
  const [row] = await db
    .select()
    .from(contentOperations)
    .where(and(eq(contentOperations.id, id), eq(contentOperations.tenantId, tenantId), eq(contentOperations.state, 1)))
    .limit(1);
  if (!row) throw notFound(say('api.shortVideo.notFound', { id }));
  const [item] = await toItems(db, tenantId, liker, [row]);
  return item as ShortVideoItem;
}

/** The school's tags by section, then ascending by sort, each with how many published items carry it (possibly 0). */
export async function shortVideoTags(db: Database, tenantId: string, bizType?: ShortVideoBizType) {
  const conditions: SQL[] = [eq(contentOperationTags.tenantId, tenantId)];
  if (bizType) conditions.push(eq(contentOperationTags.bizType, bizType));
  const tags = await db
    .select()
    .from(contentOperationTags)
    .where(and(...conditions))
    .orderBy(asc(contentOperationTags.bizType), asc(contentOperationTags.sort), asc(contentOperationTags.id));
  if (tags.length === 0) return [];
  const counts = await db
    .select({ tagId: contentOperationTagRelations.tagId, total: count() })
    .from(contentOperationTagRelations)
    .innerJoin(contentOperations, eq(contentOperations.id, contentOperationTagRelations.operationId))
    .where(
      and(
        inArray(
          contentOperationTagRelations.tagId,
          tags.map((tag) => tag.id),
        ),
        eq(contentOperations.state, 1),
      ),
    )
    .groupBy(contentOperationTagRelations.tagId);
  const countOf = new Map(counts.map((row) => [row.tagId, row.total]));
  return tags.map((tag) => ({ id: tag.id, name: tag.name, bizType: tag.bizType, sort: tag.sort, operationCountNum: countOf.get(tag.id) ?? 0 }));
}
