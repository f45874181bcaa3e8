// What a comment and a reply both show: the author (with the 'virtual comment' tag for role VEST,
// spec 1 §3), whom a reply answers, the time hint, the text, and the reply and delete actions.
// Delete is offered to the comment's own author only (spec 1 §6).
import type { ReactNode } from 'react';
import { useT } from '../../ui/useT';
import type { Comment } from './api';
import { TimeHint } from '../../ui/TimeHint';

interface CommentBodyProps {
  comment: Comment;
  /** The name of the reply's parent author, shown when a reply answers another reply. */
  repliedTo?: string | null;
  small?: boolean;
  canDelete: boolean;
  onReply(): void;
  onDelete(): void;
  /** Extra actions after reply and delete (the reply-panel toggle). */
  children?: ReactNode;
}

export const isVirtual = (comment: Comment) => comment.commentAuthorRole.code === 'VEST';

function Avatar({ comment, small }: { comment: Comment; small?: boolean }) {
  const size = small ? 'size-8' : 'size-10';
  if (comment.commentAuthorPic) {
    return <img src={comment.commentAuthorPic} alt="" width="80" height="80" loading="lazy" decoding="async" className={`${size} shrink-0 rounded-full object-cover`} />;
  }
  // No picture: the name's first character on the brand tint, so authors stay distinguishable.
  return (
    <span aria-hidden="true" className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand/10 text-sm font-semibold text-brand`}>
      {Array.from(comment.commentAuthorName.trim())[0] ?? '?'}
    </span>
  );
}

const action = 'inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-medium text-slate-500 transition hover:text-brand focus-visible:text-brand';

export function CommentBody({ comment, repliedTo, small, canDelete, onReply, onDelete, children }: CommentBodyProps) {
  const t = useT();
  return (
    <div className="flex gap-3" data-comment-body>
      <Avatar comment={comment} small={small} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-slate-900" data-comment-author>
            {comment.commentAuthorName}
          </span>
          {isVirtual(comment) && (
            <span className="rounded bg-amber-100 px-1.5 py-px text-[11px] font-medium text-amber-800" data-virtual-tag>
              {t('site.comment.virtual')}
            </span>
          )}
          {repliedTo && (
            <span className="text-slate-500">
              {t('site.comment.replied')} <span className="font-medium text-slate-700">{repliedTo}</span>
            </span>
          )}
        </p>
        <p className={`mt-1 leading-6 break-words whitespace-pre-line text-slate-700 ${small ? 'text-sm' : 'text-[15px]'}`} data-comment-content>
          {comment.commentContent}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <TimeHint time={comment.createdTime} />
          <button type="button" className={action} onClick={onReply} data-comment-reply>
            {t('site.comment.reply')}
          </button>
          {canDelete && (
            <button type="button" className={`${action} hover:text-rose-600 focus-visible:text-rose-600`} onClick={onDelete} data-comment-delete>
              {t('common.delete')}
            </button>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
