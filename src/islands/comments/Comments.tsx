/**
 * Comments on one thing (spec 1 §3 Comment, §4 Comments, §5.1, §6, §7.5, §9): the newest
 * top-level comments a page at a time, each with a reply panel that loads its replies when opened;
 * a box to comment and to reply (signed-in users; a visitor is told to log in first and taken to
 * /login a second later); delete for a comment's own author after 'sure to delete this comment?';
 * 'virtual comment' on comments of role VEST; time hints by src/lib/time-hint.ts.
 *
 * Props (CommentsProps):
 *   commentObjectId    the commented thing's id: news item, album picture, micro classroom or order
 *   commentObjectType  'NEW_INFORMATION' | 'UNIVERSITY_PIC' | 'MICRO_CLASSROOM' | 'ORDER'
 *   pageSize?          top-level comments per page; COMMENT_PAGE_SIZE (10) by default, the album
 *                      passes ALBUM_COMMENT_PAGE_SIZE (9999); both exported here
 *   rules?             the rule set a comment or reply must pass; commentRules by default, the album
 *                      passes albumReplyRules (empty: 'please enter content'); from src/lib/forms.ts
 *   heading?           the level of the 'Comments (n)' heading (2 by default), or false when the host
 *                      titles the panel itself
 *   className?         classes of the outer <section>
 *   onTotalChange?     told the number of top-level comments whenever it changes (a tab or badge)
 *
 * Use:
 *   <Comments client:visible commentObjectId={article.id} commentObjectType="NEW_INFORMATION" />
 *   <Comments commentObjectId={picture.id} commentObjectType="UNIVERSITY_PIC"
 *             pageSize={ALBUM_COMMENT_PAGE_SIZE} rules={albumReplyRules} heading={false} />
 * Changing commentObjectId (the album's next picture) reloads the list in place.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { commentRules } from '../../lib/forms';
import { $session, isLoggedIn } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../ui/useT';
import { postComment, removeComment, type Comment, type CommentObjectType } from './api';
import { CommentItem } from './CommentItem';
import { Composer, type CommentRules } from './Composer';
import { COMMENT_PAGE_SIZE } from './sizes';
import { useCommentList } from './useCommentList';

export { ALBUM_COMMENT_PAGE_SIZE, COMMENT_PAGE_SIZE, REPLY_PAGE_SIZE } from './sizes';
export type { CommentObjectType } from './api';
export type { CommentRules } from './Composer';

export interface CommentsProps {
  commentObjectId: string | number;
  commentObjectType: CommentObjectType;
  pageSize?: number;
  rules?: CommentRules;
  heading?: 2 | 3 | 4 | false;
  className?: string;
  onTotalChange?(total: number): void;
}

// The page is built ahead of time for every visitor, so the server render (and the hydration that
// must match it) draws only a placeholder; the list, the locale's words and 'mine' come after.
const noSubscription = () => () => {};
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** Grey rows where comments will be; wordless, so the build's render fits every locale. */
function Skeleton({ label }: { label?: string }) {
  return (
    <ul className="mt-2 divide-y divide-slate-100" aria-label={label} aria-hidden={label ? undefined : true}>
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex animate-pulse gap-3 py-5">
          <span className="size-10 rounded-full bg-slate-100" />
          <span className="flex-1 space-y-2">
            <span className="block h-3 w-24 rounded bg-slate-100" />
            <span className="block h-3 w-3/4 rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}

interface PendingDelete {
  comment: Comment;
  settle(deleted: boolean): void;
}

export function Comments({ commentObjectId, commentObjectType, pageSize = COMMENT_PAGE_SIZE, rules = commentRules, heading = 2, className = '', onTotalChange }: CommentsProps) {
  const hydrated = useHydrated();
  const t = useT();
  const session = useStore($session);
  const object = { commentObjectId: String(commentObjectId), commentObjectType };
  const list = useCommentList(object, pageSize);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState(false);

  const totalChanged = useRef(onTotalChange);
  totalChanged.current = onTotalChange;
  useEffect(() => {
    if (list.status === 'ready') totalChanged.current?.(list.total);
  }, [list.status, list.total]);

  const isOwn = useCallback((comment: Comment) => isLoggedIn(session) && comment.commentAuthor === session.userId, [session]);

  const confirmDelete = useCallback((comment: Comment) => new Promise<boolean>((settle) => setPendingDelete({ comment, settle })), []);

  async function onConfirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await removeComment(pendingDelete.comment.id);
      showToast({ kind: 'success', message: t('common.success.operation') });
      pendingDelete.settle(true);
    } catch {
      pendingDelete.settle(false);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  function onCancelDelete() {
    pendingDelete?.settle(false);
    setPendingDelete(null);
  }

  async function send(content: string) {
    const posted = await postComment(object, content);
    showToast({ kind: 'success', message: t('common.success.sent') });
    list.prepend(posted);
  }

  if (!hydrated) {
    return (
      <section className={className} aria-busy="true" data-comments data-comment-object={`${commentObjectType}:${commentObjectId}`}>
        <Skeleton />
      </section>
    );
  }

  const Heading = heading ? (`h${heading}` as const) : null;
  const title = list.status === 'ready' ? t('common.withCount', { label: t('site.comment.title'), count: list.total }) : t('site.comment.title');

  return (
    <section className={className} aria-label={Heading ? undefined : t('site.comment.title')} data-comments data-comment-object={`${commentObjectType}:${commentObjectId}`}>
      {Heading && <Heading className="mb-4 text-lg font-semibold text-slate-900">{title}</Heading>}

      <Composer label={t('site.comment.write')} placeholder={t('site.comment.placeholder')} submitLabel={t('site.comment.post')} rules={rules} onSubmit={send} />

      <div aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && <Skeleton label={t('common.loading')} />}

        {list.status === 'failed' && (
          <p className="py-8 text-center text-sm text-slate-500">
            {t('common.loadFailed')}{' '}
            <button type="button" onClick={list.reload} className="font-medium text-brand hover:underline">
              {t('common.retry')}
            </button>
          </p>
        )}

        {list.status === 'ready' && list.records.length === 0 && (
          <p className="py-10 text-center text-sm text-slate-500" data-comments-empty>
            {t('site.comment.empty')}
          </p>
        )}

        {list.status === 'ready' && list.records.length > 0 && (
          <ol className="mt-2 divide-y divide-slate-100" data-comment-list>
            {list.records.map((comment) => (
              <li key={comment.id}>
                <CommentItem
                  comment={comment}
                  object={object}
                  rules={rules}
                  isOwn={isOwn}
                  confirmDelete={confirmDelete}
                  onRemoved={() => list.remove(comment.id)}
                />
              </li>
            ))}
          </ol>
        )}
      </div>

      {list.hasMore && (
        <div className="mt-2 text-center">
          <button
            type="button"
            onClick={list.loadMore}
            disabled={list.loadingMore}
            className="rounded-full border border-slate-200 px-5 py-2 text-sm font-medium text-slate-700 transition hover:border-brand hover:text-brand disabled:cursor-wait disabled:opacity-60"
            data-comments-more
          >
            {list.loadingMore ? t('common.loading') : t('site.comment.loadMore')}
          </button>
        </div>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('common.tip')}
        message={t('site.comment.deleteConfirm')}
        marker="delete-confirm"
        confirmLabel={t('common.delete')}
        tone="danger"
        busy={deleting}
        onConfirm={() => void onConfirmDelete()}
        onCancel={onCancelDelete}
      />
    </section>
  );
}

export default Comments;
