// One top-level comment with its reply panel (spec 1 §4: the panel toggles, and its replies load,
// size 999, each time it opens) and the reply box, which answers the comment or any reply in it.
import { useId, useState } from 'react';
import { showToast } from '../../stores/ui';
import { useT } from '../../ui/useT';
import { postReply, threadReplies, type Comment, type CommentObject, type TopComment } from './api';
import { CommentBody } from './CommentBody';
import { Composer, type CommentRules } from './Composer';
import { requireLogin } from '../../ui/login-gate';

interface CommentItemProps {
  comment: TopComment;
  object: CommentObject;
  rules: CommentRules;
  isOwn(comment: Comment): boolean;
  /** Asks for the delete confirmation and deletes; resolves true once the comment is gone. */
  confirmDelete(comment: Comment): Promise<boolean>;
  onRemoved(): void;
}

type Panel = { open: false } | { open: true; status: 'loading' | 'failed' } | { open: true; status: 'ready'; replies: Comment[] };

export function CommentItem({ comment, object, rules, isOwn, confirmDelete, onRemoved }: CommentItemProps) {
  const t = useT();
  const panelId = useId();
  const [panel, setPanel] = useState<Panel>({ open: false });
  const [replyCount, setReplyCount] = useState(comment.childrenCount);
  const [replyTarget, setReplyTarget] = useState<Comment | null>(null);

  async function loadReplies() {
    setPanel({ open: true, status: 'loading' });
    try {
      const replies = await threadReplies(object, comment.id);
      setPanel({ open: true, status: 'ready', replies });
      setReplyCount(replies.length);
    } catch {
      setPanel({ open: true, status: 'failed' });
    }
  }

  function togglePanel() {
    if (panel.open) setPanel({ open: false });
    else void loadReplies();
  }

  function startReply(target: Comment) {
    if (requireLogin(t('common.loginFirst'))) setReplyTarget(target);
  }

  async function sendReply(content: string) {
    if (!replyTarget) return;
    await postReply(object, replyTarget, content);
    showToast({ kind: 'success', message: t('common.success.sent') });
    setReplyTarget(null);
    await loadReplies();
  }

  async function deleteComment(target: Comment) {
    if (!(await confirmDelete(target))) return;
    if (target.id === comment.id) onRemoved();
    else await loadReplies();
  }

  const replies = panel.open && panel.status === 'ready' ? panel.replies : [];

  return (
    <article className="py-5" data-comment={comment.id}>
      <CommentBody comment={comment} canDelete={isOwn(comment)} onReply={() => startReply(comment)} onDelete={() => void deleteComment(comment)}>
        {replyCount > 0 && (
          <button
            type="button"
            onClick={togglePanel}
            aria-expanded={panel.open}
            aria-controls={panelId}
            className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-xs font-medium text-brand hover:underline"
            data-replies-toggle
          >
            {panel.open ? t('site.comment.hideReplies') : t('site.comment.viewReplies', { count: replyCount })}
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`size-3.5 transition ${panel.open ? 'rotate-180' : ''}`}>
              <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
            </svg>
          </button>
        )}
      </CommentBody>

      {panel.open && (
        <div id={panelId} className="mt-3 ml-6 rounded-xl bg-slate-50 px-4 sm:ml-13" data-replies aria-busy={panel.status === 'loading'}>
          {panel.status === 'loading' && <p className="py-3 text-xs text-slate-500">{t('common.loading')}</p>}
          {panel.status === 'failed' && (
            <p className="py-3 text-xs text-slate-500">
              {t('common.loadFailed')}{' '}
              <button type="button" onClick={() => void loadReplies()} className="font-medium text-brand hover:underline">
                {t('common.retry')}
              </button>
            </p>
          )}
          {panel.status === 'ready' && (
            <ol className="divide-y divide-slate-200/70">
              {replies.map((reply) => (
                <li key={reply.id} className="py-3" data-reply={reply.id}>
                  <CommentBody
                    comment={reply}
                    small
                    // A reply to the thread's comment needs no 'replied to'; a reply to a reply does.
                    repliedTo={reply.commentParent !== comment.id ? reply.commentParentAuthorName : null}
                    canDelete={isOwn(reply)}
                    onReply={() => startReply(reply)}
                    onDelete={() => void deleteComment(reply)}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}

      {replyTarget && (
        <div className="mt-3 ml-6 sm:ml-13">
          <Composer
            key={replyTarget.id}
            label={t('site.comment.replyTo', { name: replyTarget.commentAuthorName })}
            placeholder={t('site.comment.replyTo', { name: replyTarget.commentAuthorName })}
            submitLabel={t('site.comment.reply')}
            rules={rules}
            onSubmit={sendReply}
            onCancel={() => setReplyTarget(null)}
            autoFocus
          />
        </div>
      )}
    </article>
  );
}
