// Comments and replies on album pictures, micro classrooms, orders and news (spec 1 §3 Comment,
// §4 comments, §6 roles, §7.5). Posting needs a signed-in user; only the author may delete.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articles, comments, contentOperations, materials, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../envelope';
import { say, type ApiMessageKey } from '../messages';
import type { CurrentUser } from './current-user';
import { tablePage, type PageRequest } from './page-query';

export const COMMENT_OBJECT_TYPES = ['UNIVERSITY_PIC', 'MICRO_CLASSROOM', 'ORDER', 'NEW_INFORMATION'] as const;
export type CommentObjectType = (typeof COMMENT_OBJECT_TYPES)[number];

/** How many replies a top-level comment brings along in childComments; the rest load with the panel. */
const CHILD_PREVIEW = 3;

type CommentRow = typeof comments.$inferSelect;

function toComment(row: CommentRow) {
  return {
    id: row.id,
    commentObjectId: row.commentObjectId,
    commentObjectType: row.commentObjectType,
    commentAuthor: row.commentAuthor,
    commentAuthorName: row.commentAuthorName,
    commentAuthorPic: row.commentAuthorPic,
    commentAuthorRole: { code: row.commentAuthorRole },
    commentContent: row.commentContent,
    commentParent: row.commentParent,
    commentParentAuthorName: row.commentParentAuthorName,
    commentReply: row.commentReply,
    commentTopId: row.commentTopId,
    browseCount: row.browseCount,
    file: row.file,
    createdTime: row.createdTime.toISOString(),
  };
}

export type CommentView = ReturnType<typeof toComment>;
export type TopComment = CommentView & { childrenCount: number; childComments: CommentView[] };

const numericId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : undefined);

// What a comment on a missing thing is told, by the kind of thing (orders are not checked).
const NOT_FOUND = {
  UNIVERSITY_PIC: 'api.comment.pictureNotFound',
  MICRO_CLASSROOM: 'api.comment.microClassroomNotFound',
  NEW_INFORMATION: 'api.comment.newsNotFound',
} as const satisfies Record<Exclude<CommentObjectType, 'ORDER'>, ApiMessageKey>;

/**
 * The commented thing must exist in this school: a published micro-classroom short video, an album
 * picture or a news item. Orders have no table in this reference API, so any order id is taken as given.
 */
export async function assertCommentObject(db: Database, tenantId: string, type: CommentObjectType, objectId: string) {
  if (type === 'ORDER') return;
  const id = numericId(objectId);
  const missing = () => notFound(say(NOT_FOUND[type], { id: objectId }));
  if (id === undefined) throw missing();
  const found =
    type === 'MICRO_CLASSROOM'
      ? await db
          .select({ id: contentOperations.id })
          .from(contentOperations)
          .where(and(eq(contentOperations.id, id), eq(contentOperations.tenantId, tenantId), eq(contentOperations.bizType, 'MICRO_CLASSROOM'), eq(contentOperations.state, 1)))
      : type === 'UNIVERSITY_PIC'
        ? await db
            .select({ id: materials.id })
            .from(materials)
            .where(and(eq(materials.id, id), eq(materials.tenantId, tenantId)))
        : await db
            .select({ id: articles.id })
            .from(articles)
            .where(and(eq(articles.id, id), eq(articles.tenantId, tenantId), eq(articles.kind, 'NEW_INFORMATION')));
  if (found.length === 0) throw missing();
}

export interface ObjectPageQuery {
  commentObjectId: string;
  commentObjectType: CommentObjectType;
  current: number;
  size: number;
  /** createdTime ascending or descending (the default: newest first). */
  ascending: boolean;
}

/** Top-level comments on one object, each with its reply count and its first replies. */
export async function commentsByObject(db: Database, tenantId: string, query: ObjectPageQuery) {
  await assertCommentObject(db, tenantId, query.commentObjectType, query.commentObjectId);
  const where = and(
    eq(comments.tenantId, tenantId),
    eq(comments.commentObjectType, query.commentObjectType),
    eq(comments.commentObjectId, query.commentObjectId),
    isNull(comments.commentTopId),
  );
  const order = query.ascending ? [asc(comments.createdTime), asc(comments.id)] : [desc(comments.createdTime), desc(comments.id)];
  return tablePage(db, comments, where, order, query, (rows) => withReplyPreviews(db, tenantId, rows));
}

/** Each top-level comment with its reply count and its first CHILD_PREVIEW replies. */
async function withReplyPreviews(db: Database, tenantId: string, rows: CommentRow[]): Promise<TopComment[]> {
  const topIds = rows.map((row) => row.id);
  const replies = topIds.length
    ? await db
        .select()
        .from(comments)
        .where(and(eq(comments.tenantId, tenantId), inArray(comments.commentTopId, topIds)))
        .orderBy(asc(comments.createdTime), asc(comments.id))
    : [];
  return rows.map((row) => {
    const thread = replies.filter((reply) => reply.commentTopId === row.id);
    return { ...toComment(row), childrenCount: thread.length, childComments: thread.slice(0, CHILD_PREVIEW).map(toComment) };
  });
}

/** The replies of one thread, oldest first (the reply panel). */
export async function threadReplies(db: Database, tenantId: string, query: { commentTopId: number; commentObjectId?: string; current: number; size: number }) {
  const conditions: SQL[] = [eq(comments.tenantId, tenantId), eq(comments.commentTopId, query.commentTopId)];
  if (query.commentObjectId !== undefined) conditions.push(eq(comments.commentObjectId, query.commentObjectId));
  return commentPage(db, and(...conditions), [asc(comments.createdTime), asc(comments.id)], query);
}

/** Replies others made to the signed-in user's comments, newest first. */
export async function repliesToUser(db: Database, user: CurrentUser, request: PageRequest) {
  const where = and(eq(comments.tenantId, user.tenantId), eq(comments.commentReply, user.userId));
  return commentPage(db, where, [desc(comments.createdTime), desc(comments.id)], request);
}

function commentPage(db: Database, where: SQL | undefined, order: SQL[], request: PageRequest) {
  return tablePage(db, comments, where, order, request, (rows) => rows.map(toComment));
}

async function authorOf(db: Database, user: CurrentUser) {
  const [row] = await db
    .select({ nickName: users.nickName, realName: users.realName, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.id, user.userId), eq(users.tenantId, user.tenantId)))
    .limit(1);
  return { commentAuthor: user.userId, commentAuthorName: row?.nickName || row?.realName || user.userId, commentAuthorPic: row?.avatar ?? null };
}

/** Writes a comment or a reply by the signed-in user, as a USER, in the user's school. */
async function insertComment(
  db: Database,
  user: CurrentUser,
  now: Date,
  values: Omit<typeof comments.$inferInsert, 'tenantId' | 'commentAuthor' | 'commentAuthorName' | 'commentAuthorPic' | 'commentAuthorRole' | 'createdTime'>,
): Promise<CommentRow> {
  const [row] = await db
    .insert(comments)
    .values({ tenantId: user.tenantId, ...(await authorOf(db, user)), commentAuthorRole: 'USER', ...values, createdTime: now })
    .returning();
  return row as CommentRow;
}

export interface NewComment {
  commentObjectId: string;
  commentObjectType: CommentObjectType;
  commentContent: string;
  file?: string[];
}

export async function saveComment(db: Database, user: CurrentUser, input: NewComment, now: Date): Promise<TopComment> {
  await assertCommentObject(db, user.tenantId, input.commentObjectType, input.commentObjectId);
  const row = await insertComment(db, user, now, {
    commentObjectId: input.commentObjectId,
    commentObjectType: input.commentObjectType,
    commentContent: input.commentContent,
    file: input.file ?? [],
  });
  return { ...toComment(row), childrenCount: 0, childComments: [] };
}

export interface NewReply {
  commentParent: number;
  commentContent: string;
  commentObjectId?: string;
  commentObjectType?: CommentObjectType;
  commentTopId?: number;
}

/**
 * A reply to a comment or to another reply. The thread, the object and the answered author come
 * from the parent; values the client sends must agree with it, so a reply never lands elsewhere.
 */
export async function saveReply(db: Database, user: CurrentUser, input: NewReply, now: Date): Promise<CommentView> {
  const [parent] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, input.commentParent), eq(comments.tenantId, user.tenantId)))
    .limit(1);
  if (!parent) throw notFound(say('api.comment.parentNotFound', { id: input.commentParent }));
  const topId = parent.commentTopId ?? parent.id;
  if (input.commentTopId !== undefined && input.commentTopId !== topId) {
    throw badRequest(`commentTopId: the parent comment belongs to thread ${topId}, not ${input.commentTopId}`);
  }
  if (input.commentObjectId !== undefined && input.commentObjectId !== parent.commentObjectId) {
    throw badRequest(`commentObjectId: the parent comment is on object '${parent.commentObjectId}'`);
  }
  if (input.commentObjectType !== undefined && input.commentObjectType !== parent.commentObjectType) {
    throw badRequest(`commentObjectType: the parent comment is on a ${parent.commentObjectType}`);
  }
  const row = await insertComment(db, user, now, {
    commentObjectId: parent.commentObjectId,
    commentObjectType: parent.commentObjectType,
    commentContent: input.commentContent,
    commentParent: parent.id,
    commentParentAuthorName: parent.commentAuthorName,
    commentReply: parent.commentAuthor,
    commentTopId: topId,
  });
  return toComment(row);
}

/** Deletes the author's own comment with the replies under it (a whole thread for a top-level one). */
export async function removeComment(db: Database, user: CurrentUser, id: number): Promise<number> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.tenantId, user.tenantId)))
    .limit(1);
  if (!row) throw notFound(say('api.comment.notFound', { id }));
  if (row.commentAuthor !== user.userId) throw forbidden(say('api.comment.notAuthor'));
  return db.transaction(async (tx) => {
    if (row.commentTopId === null) {
      const removed = await tx.delete(comments).where(eq(comments.commentTopId, row.id)).returning({ id: comments.id });
      await tx.delete(comments).where(eq(comments.id, row.id));
      return removed.length + 1;
    }
    // Within a thread, replies to this reply (and theirs) go with it; siblings stay.
    const thread = await tx.select({ id: comments.id, commentParent: comments.commentParent }).from(comments).where(eq(comments.commentTopId, row.commentTopId));
    const doomed = new Set([row.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const reply of thread) {
        if (reply.commentParent !== null && doomed.has(reply.commentParent) && !doomed.has(reply.id)) {
          doomed.add(reply.id);
          grew = true;
        }
      }
    }
    await tx.delete(comments).where(inArray(comments.id, [...doomed]));
    return doomed.size;
  });
}
