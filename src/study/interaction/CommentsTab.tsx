// The comments tab (spec 2 §4: online classrooms only) and the classroom's like: the comments and
// replies, writing one in a drawer (620 px), 'comment successful'.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../../islands/useT';
import { Remote } from '../ui/Remote';
import { Author } from './Author';
import { CountedText } from './CountedText';
import { Drawer } from './Drawer';
import { $comments, $likeInfo, $saving, saveComment, toggleLike } from './stores';

const COMMENT_DRAWER_HEIGHT = 620;

export function LikeButton() {
  const t = useT();
  const info = useStore($likeInfo).data;
  if (!info) return null;
  const liked = info.isLike === 1;
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={() => void toggleLike()}
      className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-800"
      data-like
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t(liked ? 'study.like.liked' : 'study.like.like')} · {t('study.like.count', { count: info.likeTotal })}
    </button>
  );
}

export function CommentsTab() {
  const t = useT();
  const comments = useStore($comments);
  const saving = useStore($saving);
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');

  function close() {
    setWriting(false);
    setText('');
  }

  return (
    <div className="space-y-4" data-panel-tab="comments">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LikeButton />
        <button type="button" onClick={() => setWriting(true)} className="rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:opacity-95">
          {t('study.panel.writeComment')}
        </button>
      </div>
      <Remote shown={comments} failed={t('study.panel.failed')} empty={t('study.empty.comments')} isEmpty={(page) => page.records.length === 0} retry={$comments.retry}>
        {(page) => (
          <ul className="space-y-3">
            {page.records.map((comment) => (
              <li key={comment.id} className="rounded-lg border border-slate-200 p-3" data-comment>
                <Author name={comment.commentAuthorName} avatar={comment.commentAuthorAvatar} time={comment.createdTime} />
                <p className="mt-2 whitespace-pre-line break-words text-slate-800">
                  {comment.commentParentAuthorName && <span className="mr-1 text-slate-600">{t('study.comment.replyTo', { name: comment.commentParentAuthorName })}</span>}
                  {comment.commentContent}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Remote>
      <Drawer open={writing} title={t('study.panel.writeComment')} height={COMMENT_DRAWER_HEIGHT} onClose={close}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void saveComment(text).then((done) => done && close());
          }}
          data-comment-form
        >
          <CountedText label={t('study.panel.comments')} value={text} placeholder={t('study.comment.placeholder')} onChange={setText} />
          <div className="flex justify-end gap-3">
            <button type="button" onClick={close} className="rounded-full border border-slate-300 px-5 py-2 text-sm text-slate-700 hover:bg-slate-50">
              {t('common.cancel')}
            </button>
            <button type="submit" disabled={saving} className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white hover:opacity-95 disabled:opacity-60">
              {t('study.comment.post')}
            </button>
          </div>
        </form>
      </Drawer>
    </div>
  );
}
