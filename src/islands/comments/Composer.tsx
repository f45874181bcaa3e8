// The text box that posts a comment or a reply. A visitor is sent to log in first (spec 1 §5.1);
// the text is judged by the host's rule set from src/lib/forms.ts, so the album's empty reply warns
// 'please enter content' while other places use the comment rules.
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type SubmitEvent, useId, useState } from 'react';
import { characterCount, validateForm, type RuleSet } from '../../lib/forms';
import { $isLoggedIn } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { useT } from '../../ui/useT';
import { requireLogin } from '../../ui/login-gate';

export type CommentRules = RuleSet<'commentContent'>;

interface ComposerProps {
  /** The accessible name of the text box. */
  label: string;
  placeholder: string;
  submitLabel: string;
  rules: CommentRules;
  /** Posts the text; the box empties once it resolves and keeps the text when it rejects. */
  onSubmit(content: string): Promise<unknown>;
  onCancel?(): void;
  autoFocus?: boolean;
}

export function Composer({ label, placeholder, submitLabel, rules, onSubmit, onCancel, autoFocus }: ComposerProps) {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const maxLength = rules.commentContent.maxLength?.length;

  async function submit(event?: SubmitEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (sending || !requireLogin(t('common.loginFirst'))) return;
    const content = text.trim();
    const failure = validateForm(rules, { commentContent: content }).commentContent;
    if (failure) {
      showToast({ kind: 'warning', message: t(failure) });
      return;
    }
    setSending(true);
    try {
      await onSubmit(content);
      setText('');
    } catch {
      // The shared client has already shown the server's message; the text stays for another try.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
    if (event.key === 'Escape' && onCancel) onCancel();
  }

  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3 transition focus-within:border-brand focus-within:bg-white focus-within:ring-2 focus-within:ring-brand/15" data-comment-composer>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* No maxLength: the counter shows the limit and the rule set, not the browser, refuses longer text. */}
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={loggedIn ? placeholder : t('site.comment.loginToComment')}
        rows={3}
        autoFocus={autoFocus}
        className="block w-full resize-y border-0 bg-transparent p-1 text-sm leading-6 text-slate-800 placeholder:text-slate-400 focus:outline-none"
      />
      <div className="mt-2 flex items-center justify-end gap-3">
        {maxLength !== undefined && (
          <span className={`mr-auto text-xs tabular-nums ${characterCount(text) > maxLength ? 'text-rose-600' : 'text-slate-500'}`} aria-live="polite">
            {t('common.charCount', { count: characterCount(text), max: maxLength })}
          </span>
        )}
        {onCancel && (
          <button type="button" onClick={onCancel} className="rounded-full px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900">
            {t('common.cancel')}
          </button>
        )}
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-brand px-4 py-1.5 text-sm font-medium text-white shadow-sm transition hover:opacity-90 disabled:cursor-wait disabled:opacity-60"
        >
          {sending ? t('site.comment.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
