// The comment calls of spec 1 §7.5, typed by their paths. Reading is public; posting, replying and
// deleting carry the token the shared client adds, so no visitor header is needed here.
import { call } from '../../api/client';
import { getBrowserClient } from '../../api/browser-client';
import type { components } from '../../api/schema';
import { REPLY_PAGE_SIZE } from './sizes';

export type CommentObjectType = 'NEW_INFORMATION' | 'UNIVERSITY_PIC' | 'MICRO_CLASSROOM' | 'ORDER';
export type TopComment = components['schemas']['TopComment'];
export type Comment = components['schemas']['Comment'];

export interface CommentObject {
  commentObjectId: string;
  commentObjectType: CommentObjectType;
}

/** One page of top-level comments, newest first. */
export function commentPage(object: CommentObject, current: number, size: number) {
  return call(
    getBrowserClient().POST('/api/universityAdvertise/anyBiz/comments/appPageByObjectId', {
      body: { current, size, sort: 'createdTime', order: 'descending', model: object },
    }),
  );
}

/** Every reply of one thread, oldest first (the reply panel). */
export async function threadReplies(object: CommentObject, commentTopId: number): Promise<Comment[]> {
  const page = await call(
    getBrowserClient().POST('/api/universityAdvertise/anyBiz/comments/userCommentsPage', {
      body: { current: 1, size: REPLY_PAGE_SIZE, model: { commentTopId, commentObjectId: object.commentObjectId, commentObjectType: object.commentObjectType } },
    }),
  );
  return page.records;
}

export function postComment(object: CommentObject, commentContent: string) {
  return call(
    getBrowserClient().POST('/api/universityAdvertise/app/comments/saveComment', {
      body: { ...object, commentContent, commentAuthorRole: 'USER' },
    }),
  );
}

/** A reply to a top-level comment or to a reply within its thread. */
export function postReply(object: CommentObject, parent: Comment, commentContent: string) {
  return call(
    getBrowserClient().POST('/api/universityAdvertise/app/comments/reply', {
      body: {
        ...object,
        commentContent,
        commentParent: parent.id,
        commentParentAuthorName: parent.commentAuthorName,
        commentReply: parent.commentAuthor ?? undefined,
        commentTopId: parent.commentTopId ?? parent.id,
        commentAuthorRole: 'USER',
      },
    }),
  );
}

/** Deletes the signed-in author's comment with the replies under it. */
export function removeComment(id: number) {
  return call(getBrowserClient().GET('/api/universityAdvertise/app/comments/removeById', { params: { query: { id } } }));
}
