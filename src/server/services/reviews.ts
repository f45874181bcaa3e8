// Reviews ('dianping', comment scores) and their tags (spec 1 §3 Comment, §4 review thumbs, §9 reviews).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { commentScores, commentScoreTags, products } from '../db/schema';
import { pageQuery, totalOf } from './page-query';
import { likedIds } from './thumbs';

type ReviewRow = typeof commentScores.$inferSelect;

export interface ReviewQuery {
  productId?: number;
  tagId?: number;
  current: number;
  size: number;
}

function filterOf(tenantId: string, query: { productId?: number; tagId?: number }): SQL | undefined {
  const conditions: SQL[] = [eq(commentScores.tenantId, tenantId)];
  if (query.productId !== undefined) conditions.push(eq(commentScores.productId, query.productId));
  if (query.tagId !== undefined) conditions.push(sql`${commentScores.tagIds} @> ${JSON.stringify([query.tagId])}::jsonb`);
  return and(...conditions);
}

/** Pinned first (commentTop descending), then newest first; thumbs is 1 where the caller liked it. */
export async function reviewPage(db: Database, tenantId: string, liker: string | undefined, query: ReviewQuery) {
  const where = filterOf(tenantId, query);
  return pageQuery(
    query,
    () => totalOf(db.select({ total: count() }).from(commentScores).where(where)),
    async (limit, offset) => {
      const rows = await db
        .select({ review: commentScores, productName: products.name })
        .from(commentScores)
        .leftJoin(products, eq(products.id, commentScores.productId))
        .where(where)
        .orderBy(desc(commentScores.commentTop), desc(commentScores.createdTime), desc(commentScores.id))
        .limit(limit)
        .offset(offset);
      return toReviews(db, tenantId, liker, rows);
    },
  );
}

async function toReviews(db: Database, tenantId: string, liker: string | undefined, rows: { review: ReviewRow; productName: string | null }[]) {
  const liked = await likedIds(
    db,
    tenantId,
    'COMMENT_SCORE',
    liker,
    rows.map((row) => row.review.id),
  );
  const tagIds = [...new Set(rows.flatMap((row) => row.review.tagIds))];
  const tags = tagIds.length
    ? await db
        .select({ id: commentScoreTags.id, name: commentScoreTags.name })
        .from(commentScoreTags)
        .where(and(eq(commentScoreTags.tenantId, tenantId), inArray(commentScoreTags.id, tagIds)))
    : [];
  return rows.map(({ review, productName }) => ({
    id: review.id,
    commentAuthor: review.commentAuthor,
    commentAuthorName: review.commentAuthorName,
    commentAuthorPic: review.commentAuthorPic,
    commentContent: review.commentContent,
    score: review.score,
    commentTop: review.commentTop,
    createdTime: review.createdTime.toISOString(),
    thumbs: liked.has(review.id) ? 1 : 0,
    thumbsCount: review.thumbsCount,
    browseCount: review.browseCount,
    file: review.file,
    tags: tags.filter((tag) => review.tagIds.includes(tag.id)),
    product: review.productId !== null && productName !== null ? { id: review.productId, varietyName: productName } : null,
    schoolComment: review.schoolCommentContent ? { commentContent: review.schoolCommentContent } : null,
  }));
}

/** The school's review tags in seq order, each with how many reviews (of the product, when given) carry it. */
export async function reviewTags(db: Database, tenantId: string, query: { productId?: number }) {
  const tags = await db
    .select({ id: commentScoreTags.id, name: commentScoreTags.name, seq: commentScoreTags.seq })
    .from(commentScoreTags)
    .where(eq(commentScoreTags.tenantId, tenantId))
    .orderBy(asc(commentScoreTags.seq), asc(commentScoreTags.id));
  const reviews = await db.select({ tagIds: commentScores.tagIds }).from(commentScores).where(filterOf(tenantId, query));
  return tags.map((tag) => ({ ...tag, count: reviews.filter((review) => review.tagIds.includes(tag.id)).length }));
}
