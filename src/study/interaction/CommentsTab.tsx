// The comments tab (spec 2 §4: online classrooms only) and the classroom's like: the comments with
// their replies under them, writing a comment or a reply (commentParent) in a drawer (620 px),
// 'comment successful'; the like shown at once and put back if the server refuses it.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../../ui/useT';
import { Author } from './Author';
import { CountedText } from './CountedText';
import { Drawer, DrawerForm } from '../../ui/Drawer';
import type { ClassroomComment } from './api';
import { TabRecords } from './TabRecords';
import { TabTools } from './TabTools';
import { $comments, $likeShown, $saving, saveComment, toggleLike } from './stores';
import { Writable } from '../viewing/Writable';

const COMMENT_DRAWER_HEIGHT = 620;

export function LikeButton() {
  const t = useT();
  const info = useStore($likeShown);
  if (!info) return null;
  const liked = info.isLike === 1;
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={toggleLike}
      className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-800"
      data-like
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t(liked ? 'study.like.liked' : 'study.like.like')} · <span data-like-count>{t('study.like.count', { count: info.likeTotal })}</span>
    </button>
  );
}

/** A comment with the replies under it: replies (and replies to replies) oldest first, under the comment they answer. */
interface Thread {
  comment: ClassroomComment;
  replies: ClassroomComment[];
}

/** The list (newest first) as threads: a reply whose comment is not in the list stands on its own. */
export function commentThreads(records: readonly ClassroomComment[]): Thread[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const rootOf = (comment: ClassroomComment) => {
    let root = comment;
    const seen = new Set<number>();
    while (root.commentParent !== null && byId.has(root.commentParent) && !seen.has(root.id)) {
      seen.add(root.id);
      root = byId.get(root.commentParent)!;
    }
    return root;
  };
  // Comments in the list's order (newest first); each reply under its comment, oldest first.
  const threads = new Map<number, Thread>();
  for (const record of records) if (rootOf(record) === record) threads.set(record.id, { comment: record, replies: [] });
  for (const record of [...records].reverse()) {
    const root = rootOf(record);
    if (root === record) continue;
    const thread = threads.get(root.id);
    if (thread) thread.replies.push(record);
    else threads.set(record.id, { comment: record, replies: [] });
  }
  return [...threads.values()];
}

function CommentItem({ comment, onReply, reply }: { comment: ClassroomComment; onReply(comment: ClassroomComment): void; reply?: boolean }) {
  const t = useT();
  return (
    <>
      <Author name={comment.commentAuthorName} avatar={comment.commentAuthorAvatar} time={comment.createdTime} />
      <p className="mt-2 whitespace-pre-line break-words text-slate-800" data-comment-text>
        {reply && comment.commentParentAuthorName && <span className="text-slate-600">{t('study.comment.replyLead', { name: comment.commentParentAuthorName })}</span>}
        {comment.commentContent}
      </p>
      <Writable>
        <div className="mt-1 flex justify-end">
          <button
            type="button"
            onClick={() => onReply(comment)}
            aria-label={t('study.comment.replyTo', { name: comment.commentAuthorName })}
            className="rounded px-2 py-0.5 text-sm text-brand hover:bg-brand/10"
            data-reply
          >
            {t('study.comment.reply')}
          </button>
        </div>
      </Writable>
    </>
  );
}

export function CommentsTab() {
  const t = useT();
  const saving = useStore($saving);
  /** The drawer: a new comment (parent null) or a reply to parent; null when closed. */
  const [writing, setWriting] = useState<{ parent: ClassroomComment | null } | null>(null);
  const [text, setText] = useState('');

  function close() {
    setWriting(null);
    setText('');
  }

  const parent = writing?.parent ?? null;
  const title = parent ? t('study.comment.replyTo', { name: parent.commentAuthorName }) : t('study.panel.writeComment');

  return (
    <div className="space-y-4" data-panel-tab="comments">
      <TabTools write={t('study.panel.writeComment')} onWrite={() => setWriting({ parent: null })}>
        <LikeButton />
      </TabTools>
      <TabRecords from={$comments} empty={t('study.empty.comments')}>
        {(records) =>
          commentThreads(records).map(({ comment, replies }) => (
            <li key={comment.id} className="rounded-lg border border-slate-200 p-3" data-comment={comment.id}>
              <CommentItem comment={comment} onReply={(to) => setWriting({ parent: to })} />
              {replies.length > 0 && (
                <ul className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3" aria-label={t('study.comment.replies', { count: replies.length })} data-replies>
                  {replies.map((reply) => (
                    <li key={reply.id} className="rounded-md bg-slate-50 p-2 text-sm" data-comment-reply={reply.id}>
                      <CommentItem comment={reply} onReply={(to) => setWriting({ parent: to })} reply />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))
        }
      </TabRecords>
      <Drawer open={writing !== null} title={title} height={COMMENT_DRAWER_HEIGHT} onClose={close}>
        <DrawerForm
          onSubmit={() => void saveComment(text, parent).then((done) => done && close())}
          onCancel={close}
          saving={saving}
          submitLabel={t(parent ? 'study.comment.reply' : 'study.comment.post')}
          data={{ 'data-comment-form': true }}
        >
          {parent && (
            <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-replying-to>
              <span className="block font-medium text-slate-900">{parent.commentAuthorName}</span>
              <span className="block whitespace-pre-line break-words">{parent.commentContent}</span>
            </blockquote>
          )}
          <CountedText label={parent ? title : t('study.panel.comments')} value={text} placeholder={t('study.comment.placeholder')} onChange={setText} />
        </DrawerForm>
      </Drawer>
    </div>
  );
}
