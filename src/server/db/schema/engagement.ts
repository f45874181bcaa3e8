// What visitors and students say and like: comments, reviews ('comment scores'), likes, and the
// short videos they like (spec 1 §3 Comment, Short-video item; §7.4 content operations; §7.5).
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdTime, ownedBy, refersTo, seq, state, schoolTable, schoolList } from './columns';
import { products } from './commerce';

/**
 * Comments on an album picture, a micro classroom, an order or a news item. A reply keeps its
 * thread's top-level comment in commentTopId and the comment it answers in commentParent.
 */
export const comments = schoolTable(
  'comments',
  {
    /** Text, because the commented object may live in another area's table (album, news). */
    commentObjectId: text('comment_object_id').notNull(),
    commentObjectType: text('comment_object_type').notNull(),
    /** The author's user id; empty for seeded virtual (VEST) comments. */
    commentAuthor: text('comment_author'),
    commentAuthorName: text('comment_author_name').notNull(),
    commentAuthorPic: text('comment_author_pic'),
    /** USER for comments posted through the portal, VEST for virtual ones. */
    commentAuthorRole: text('comment_author_role').notNull().default('USER'),
    commentContent: text('comment_content').notNull(),
    commentParent: integer('comment_parent'),
    commentParentAuthorName: text('comment_parent_author_name'),
    /** The user id of the author answered (the parent's author), so a user can find replies to them. */
    commentReply: text('comment_reply'),
    commentTopId: integer('comment_top_id'),
    browseCount: integer('browse_count').notNull().default(0),
    file: jsonb('file').$type<string[]>().notNull().default([]),
    createdTime: createdTime().defaultNow(),
  },
  (table) => [
    index('comments_object_idx').on(table.tenantId, table.commentObjectType, table.commentObjectId),
    index('comments_top_idx').on(table.commentTopId),
  ],
);

/** Review tags ('good teachers', 'flexible schedule'…) that reviews carry. */
export const commentScoreTags = schoolTable('comment_score_tags', {
  name: text('name').notNull(),
  seq: seq(),
});

/** Reviews ('dianping') of a school's training, with pictures or a video and the school's answer. */
export const commentScores = schoolList(
  'comment_scores',
  {
    productId: refersTo('product_id', () => products.id),
    commentAuthor: text('comment_author'),
    commentAuthorName: text('comment_author_name').notNull(),
    commentAuthorPic: text('comment_author_pic'),
    commentContent: text('comment_content').notNull(),
    /** 1 to 5. */
    score: integer('score').notNull().default(5),
    /** Pinned reviews carry a higher commentTop and come first. */
    commentTop: integer('comment_top').notNull().default(0),
    /** Pictures and at most one video, as URLs. */
    file: jsonb('file').$type<string[]>().notNull().default([]),
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    schoolCommentContent: text('school_comment_content'),
    thumbsCount: integer('thumbs_count').notNull().default(0),
    browseCount: integer('browse_count').notNull().default(0),
    createdTime: createdTime().defaultNow(),
  },
  (table) => [table.commentTop, table.createdTime],
);

/**
 * One like of one thing by one liker: a signed-in user ('user:<id>') or, before sign-in, a
 * visitor ('visitor:<visitorId header>'). The unique index makes liking idempotent.
 */
export const thumbsUserRecords = schoolTable(
  'thumbs_user_records',
  {
    /** COMMENT_SCORE (a review) or CONTENT_OPERATION (a short video). */
    bizType: text('biz_type').notNull(),
    bizId: integer('biz_id').notNull(),
    liker: text('liker').notNull(),
    createdTime: createdTime().defaultNow(),
  },
  (table) => [uniqueIndex('thumbs_user_records_once_idx').on(table.tenantId, table.bizType, table.bizId, table.liker)],
);

/** Short videos: 'people say' and 'micro classroom' items (content operations). */
export const contentOperations = schoolList(
  'content_operations',
  {
    /** PEOPLE_SAY or MICRO_CLASSROOM. */
    bizType: text('biz_type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    pic: text('pic'),
    /** The video: an mp4 or an m3u8 URL. */
    contentUrl: text('content_url'),
    author: text('author'),
    authorAvatar: text('author_avatar'),
    likeNum: integer('like_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    state: state(),
    createdTime: createdTime().defaultNow(),
  },
  (table) => [table.bizType, table.sort],
);

export const contentOperationTags = schoolTable('content_operation_tags', {
  bizType: text('biz_type').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const contentOperationTagRelations = pgTable(
  'content_operation_tag_relations',
  {
    operationId: ownedBy('operation_id', () => contentOperations.id),
    tagId: ownedBy('tag_id', () => contentOperationTags.id),
  },
  (table) => [primaryKey({ columns: [table.operationId, table.tagId] })],
);

/** The training products recommended beside a short video (relatedProductResultVOS). */
export const contentOperationProducts = pgTable(
  'content_operation_products',
  {
    operationId: ownedBy('operation_id', () => contentOperations.id),
    productId: ownedBy('product_id', () => products.id),
    seq: seq(),
  },
  (table) => [primaryKey({ columns: [table.operationId, table.productId] })],
);
