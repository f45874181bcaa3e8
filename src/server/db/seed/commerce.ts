// Products, coupons, reviews, comments, short videos and certificates of a tenant, read from
// tenants/<id>/*.json. Seed files name their records by key ("p1") and refer to each other by
// key; times are relative to the seed's `now` ("-3d", "+30d", "-5h") so fresh data stays fresh.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  articles,
  comments,
  commentScores,
  commentScoreTags,
  contentOperationProducts,
  contentOperations,
  contentOperationTagRelations,
  contentOperationTags,
  coupons,
  materials,
  productCategories,
  productOperationRelations,
  productQuestions,
  products,
  relatedProducts,
  skillCertificates,
  trainingCertificates,
  users,
} from '../schema';
import type { Seeder, TenantSeed } from './index';

interface CategorySeed {
  name: string;
  seq: number;
  defaultFlag?: number;
  isVariety?: number;
  state?: number;
  /** Product keys, in the category's order. */
  products: string[];
}

interface ProductSeed {
  key: string;
  name: string;
  pic?: string;
  picTag?: string;
  thumbs?: number;
  onlineClassPeriodTypeList?: number[];
  certificationOrg?: string;
  issuingAuthorityName?: string;
  certificateType?: { code: string; desc: string };
  certificateVerificationType?: number;
  certificateBenefits?: string;
  schoolName?: string;
  trainingInstitutionsName?: string;
  defStandPrice?: string;
  defCouponPrice?: string;
  subsidyPrice?: string;
  tenantChildType?: string;
  introduction?: string;
  state?: number;
  questions?: { name: string; answer: string; seq?: number }[];
  /** Keys of the related training shown on the detail page. */
  related?: string[];
}

interface CouponSeed {
  title: string;
  amount: number;
  minPoint?: number;
  useStartTime?: string | null;
  useEndTime?: string | null;
  state?: number;
}

interface ReviewsSeed {
  tags: { key: string; name: string; seq?: number }[];
  reviews: {
    authorName: string;
    authorPic?: string;
    content: string;
    score?: number;
    commentTop?: number;
    product?: string;
    file?: string[];
    tags?: string[];
    schoolReply?: string;
    thumbsCount?: number;
    createdTime: string;
  }[];
}

interface CommentSeed {
  authorName: string;
  authorPic?: string;
  /** Links the comment to the tenant's user with this mobile, so that user may delete it. */
  authorMobile?: string;
  role?: 'USER' | 'VEST';
  content: string;
  createdTime: string;
  file?: string[];
}

interface CommentThreadSeed extends CommentSeed {
  /** Replies in order; `to` is the index of an earlier reply answered, else the top comment. */
  replies?: (CommentSeed & { to?: number })[];
}

interface CommentsOnSeed {
  /** A short video of this seed by key, or the n-th (from 1) news item or album picture of the content seed. */
  on: { shortVideo: string } | { news: number } | { albumPic: number } | { order: string };
  comments: CommentThreadSeed[];
}

interface ShortVideosSeed {
  tags: { key: string; name: string; bizType: string; sort?: number }[];
  videos: {
    key: string;
    bizType: 'PEOPLE_SAY' | 'MICRO_CLASSROOM';
    title: string;
    description?: string;
    pic?: string;
    contentUrl?: string;
    author?: string;
    authorAvatar?: string;
    likeNum?: number;
    sort?: number;
    state?: number;
    createdTime?: string;
    tags?: string[];
    products?: string[];
  }[];
}

interface CertificatesSeed {
  skill: Omit<typeof skillCertificates.$inferInsert, 'id' | 'tenantId'>[];
  training: Omit<typeof trainingCertificates.$inferInsert, 'id' | 'tenantId'>[];
}

const UNITS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;

/** "-3d", "+30d", "-5h", "-90m", "now", or an absolute date. */
export function seedTime(value: string, now: Date): Date {
  if (value === 'now') return now;
  const relative = /^([+-])(\d+)([dhms])$/.exec(value);
  if (relative) {
    const [, sign, amount, unit] = relative as unknown as [string, '+' | '-', string, keyof typeof UNITS];
    return new Date(now.getTime() + (sign === '-' ? -1 : 1) * Number(amount) * UNITS[unit]);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`seed: '${value}' is neither a relative time (-3d) nor a date`);
  return date;
}

function keyed<T>(what: string, entries: [string, T][]) {
  const map = new Map(entries);
  return (key: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`seed: unknown ${what} '${key}'`);
    return value;
  };
}

async function seedProducts(tx: Database, seed: TenantSeed) {
  const tenantId = seed.tenant.id;
  const list = seed.readJson<ProductSeed[]>('products.json') ?? [];
  const ids: [string, number][] = [];
  for (const { key, questions, related: _related, certificateType, ...fields } of list) {
    const [row] = await tx
      .insert(products)
      .values({ ...fields, tenantId, certificateTypeCode: certificateType?.code, certificateTypeDesc: certificateType?.desc, createdTime: seed.now })
      .returning({ id: products.id });
    const productId = (row as { id: number }).id;
    ids.push([key, productId]);
    if (questions?.length) {
      await tx.insert(productQuestions).values(questions.map((question) => ({ ...question, tenantId, productId })));
    }
  }
  const productId = keyed('product', ids);
  for (const { key, related } of list) {
    if (!related?.length) continue;
    await tx
      .insert(relatedProducts)
      .values(related.map((other, seq) => ({ tenantId, productId: productId(key), relatedProductId: productId(other), seq: seq + 1 })));
  }
  for (const { products: members, ...category } of seed.readJson<CategorySeed[]>('product-categories.json') ?? []) {
    const [row] = await tx
      .insert(productCategories)
      .values({ ...category, tenantId })
      .returning({ id: productCategories.id });
    if (!members.length) continue;
    const bizId = (row as { id: number }).id;
    await tx
      .insert(productOperationRelations)
      .values(members.map((member, index) => ({ tenantId, bizType: 'CATEGORY', bizId, productId: productId(member), seq: index + 1 })));
  }
  return productId;
}

async function seedCoupons(tx: Database, seed: TenantSeed) {
  const list = seed.readJson<CouponSeed[]>('coupons.json') ?? [];
  if (!list.length) return;
  await tx.insert(coupons).values(
    list.map((coupon) => ({
      tenantId: seed.tenant.id,
      title: coupon.title,
      amount: String(coupon.amount),
      minPoint: String(coupon.minPoint ?? 0),
      useStartTime: coupon.useStartTime ? seedTime(coupon.useStartTime, seed.now) : null,
      useEndTime: coupon.useEndTime ? seedTime(coupon.useEndTime, seed.now) : null,
      state: coupon.state ?? 1,
    })),
  );
}

async function seedReviews(tx: Database, seed: TenantSeed, productId: (key: string) => number) {
  const tenantId = seed.tenant.id;
  const data = seed.readJson<ReviewsSeed>('reviews.json');
  if (!data) return;
  const tagIds: [string, number][] = [];
  for (const tag of data.tags) {
    const [row] = await tx
      .insert(commentScoreTags)
      .values({ tenantId, name: tag.name, seq: tag.seq ?? 0 })
      .returning({ id: commentScoreTags.id });
    tagIds.push([tag.key, (row as { id: number }).id]);
  }
  const tagId = keyed('review tag', tagIds);
  if (!data.reviews.length) return;
  await tx.insert(commentScores).values(
    data.reviews.map((review) => ({
      tenantId,
      productId: review.product ? productId(review.product) : null,
      commentAuthorName: review.authorName,
      commentAuthorPic: review.authorPic,
      commentContent: review.content,
      score: review.score ?? 5,
      commentTop: review.commentTop ?? 0,
      file: review.file ?? [],
      tagIds: (review.tags ?? []).map(tagId),
      schoolCommentContent: review.schoolReply,
      thumbsCount: review.thumbsCount ?? 0,
      createdTime: seedTime(review.createdTime, seed.now),
    })),
  );
}

async function seedShortVideos(tx: Database, seed: TenantSeed, productId: (key: string) => number) {
  const tenantId = seed.tenant.id;
  const data = seed.readJson<ShortVideosSeed>('short-videos.json');
  if (!data) return keyed<number>('short video', []);
  const tagIds: [string, number][] = [];
  for (const tag of data.tags) {
    const [row] = await tx
      .insert(contentOperationTags)
      .values({ tenantId, bizType: tag.bizType, name: tag.name, sort: tag.sort ?? 0 })
      .returning({ id: contentOperationTags.id });
    tagIds.push([tag.key, (row as { id: number }).id]);
  }
  const tagId = keyed('short-video tag', tagIds);
  const videoIds: [string, number][] = [];
  for (const { key, tags, products: related, createdTime, ...video } of data.videos) {
    const [row] = await tx
      .insert(contentOperations)
      .values({ ...video, tenantId, createdTime: createdTime ? seedTime(createdTime, seed.now) : seed.now })
      .returning({ id: contentOperations.id });
    const operationId = (row as { id: number }).id;
    videoIds.push([key, operationId]);
    if (tags?.length) await tx.insert(contentOperationTagRelations).values(tags.map((tag) => ({ operationId, tagId: tagId(tag) })));
    if (related?.length) {
      await tx.insert(contentOperationProducts).values(related.map((product, seq) => ({ operationId, productId: productId(product), seq: seq + 1 })));
    }
  }
  return keyed('short video', videoIds);
}

/** The n-th (from 1) row of another area's list, or undefined when that area seeded fewer. */
async function nthId(tx: Database, tenantId: string, on: { news: number } | { albumPic: number }): Promise<number | undefined> {
  const rows =
    'news' in on
      ? await tx
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.tenantId, tenantId), eq(articles.kind, 'NEW_INFORMATION')))
          .orderBy(asc(articles.id))
      : await tx
          .select({ id: materials.id })
          .from(materials)
          .where(and(eq(materials.tenantId, tenantId), eq(materials.type, 'PIC')))
          .orderBy(asc(materials.id));
  return rows['news' in on ? on.news - 1 : on.albumPic - 1]?.id;
}

async function seedComments(tx: Database, seed: TenantSeed, shortVideoId: (key: string) => number) {
  const tenantId = seed.tenant.id;
  const userIds = new Map<string, string | null>();
  const authorOf = async (comment: CommentSeed) => {
    if (!comment.authorMobile) return null;
    if (!userIds.has(comment.authorMobile)) {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.mobile, comment.authorMobile)))
        .limit(1);
      userIds.set(comment.authorMobile, user?.id ?? null);
    }
    return userIds.get(comment.authorMobile) ?? null;
  };
  for (const group of seed.readJson<CommentsOnSeed[]>('comments.json') ?? []) {
    const { on } = group;
    const [commentObjectType, objectId] =
      'shortVideo' in on
        ? (['MICRO_CLASSROOM', shortVideoId(on.shortVideo)] as const)
        : 'order' in on
          ? (['ORDER', on.order] as const)
          : ([('news' in on ? 'NEW_INFORMATION' : 'UNIVERSITY_PIC') as string, await nthId(tx, tenantId, on)] as const);
    // Comments on another area's records wait for that area's seed; without it they are skipped.
    if (objectId === undefined) continue;
    const commentObjectId = String(objectId);
    const insert = async (comment: CommentSeed, thread?: { top: number; parent: { id: number; name: string; author: string | null } }) => {
      const commentAuthor = await authorOf(comment);
      const [row] = await tx
        .insert(comments)
        .values({
          tenantId,
          commentObjectId,
          commentObjectType,
          commentAuthor,
          commentAuthorName: comment.authorName,
          commentAuthorPic: comment.authorPic,
          commentAuthorRole: comment.role ?? 'USER',
          commentContent: comment.content,
          file: comment.file ?? [],
          commentTopId: thread?.top,
          commentParent: thread?.parent.id,
          commentParentAuthorName: thread?.parent.name,
          commentReply: thread?.parent.author,
          createdTime: seedTime(comment.createdTime, seed.now),
        })
        .returning({ id: comments.id });
      return { id: (row as { id: number }).id, name: comment.authorName, author: commentAuthor };
    };
    for (const { replies, ...top } of group.comments) {
      const topRow = await insert(top);
      const replyRows: { id: number; name: string; author: string | null }[] = [];
      for (const reply of replies ?? []) {
        const parent = reply.to === undefined ? topRow : replyRows[reply.to];
        if (!parent) throw new Error(`seed: reply to unknown reply #${reply.to} under '${top.content}'`);
        replyRows.push(await insert(reply, { top: topRow.id, parent }));
      }
    }
  }
}

async function seedCertificates(tx: Database, seed: TenantSeed) {
  const data = seed.readJson<CertificatesSeed>('certificates.json');
  if (!data) return;
  const tenantId = seed.tenant.id;
  if (data.skill.length) await tx.insert(skillCertificates).values(data.skill.map((item) => ({ ...item, tenantId })));
  if (data.training.length) await tx.insert(trainingCertificates).values(data.training.map((item) => ({ ...item, tenantId })));
}

/** Products, coupons, reviews, comments, short videos and certificates (tenants/<id>/*.json). */
export const seedCommerce: Seeder = async (tx, seed) => {
  const productId = await seedProducts(tx, seed);
  await seedCoupons(tx, seed);
  await seedReviews(tx, seed, productId);
  const shortVideoId = await seedShortVideos(tx, seed, productId);
  await seedComments(tx, seed, shortVideoId);
  await seedCertificates(tx, seed);
};
