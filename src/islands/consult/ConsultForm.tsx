// The consult (leave-a-message) form (spec 1 §3, §5.1): name, mobile, SMS code and content, judged
// by consultRules with each message beside its field; Enter submits. On success the draft is
// cleared and the modal closes; on failure everything typed stays.
import { useStore } from '@nanostores/react';
import { type ChangeEvent, type SubmitEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { isApiCallError } from '../../api/client';
import type { MessageKey } from '../../i18n';
import { consultMessage } from '../../lib/consult';
import { consultRules, validateForm, type FormErrors } from '../../lib/forms';
import { CODE_LENGTH, MOBILE_LENGTH } from '../../lib/limits';
import { $session, isLoggedIn } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { CodeButton } from '../ui/CodeButton';
import { useT } from '../../ui/useT';
import { saveClue, sendConsultCode } from './calls';
import { $consultDraft, closeConsult, consultCodeCountdown, resetDraft, setDraftField, type ConsultField } from './state';

const FIELDS: ConsultField[] = ['name', 'mobile', 'code', 'content'];
const TEXTS: Record<ConsultField, { label: MessageKey; placeholder: MessageKey }> = {
  name: { label: 'site.consult.name', placeholder: 'site.consult.namePlaceholder' },
  mobile: { label: 'site.consult.mobile', placeholder: 'site.consult.mobilePlaceholder' },
  code: { label: 'site.consult.code', placeholder: 'site.consult.codePlaceholder' },
  content: { label: 'site.consult.content', placeholder: 'site.consult.contentPlaceholder' },
};
const MOBILE_WARNINGS: ReadonlySet<MessageKey> = new Set(['validation.mobileRequired', 'validation.mobile']);

/** The line under the code field: the code was sent, a resend was refused, or sending failed. */
type CodeNote = { kind: 'warning' | 'sent' | 'failed'; key: MessageKey };

const input =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 transition focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none aria-[invalid=true]:border-rose-500 aria-[invalid=true]:ring-rose-500/10';

export function ConsultForm({ subject }: { subject: string | undefined }) {
  const t = useT();
  const draft = useStore($consultDraft);
  const session = useStore($session);
  const [errors, setErrors] = useState<FormErrors<ConsultField>>({});
  const [codeNote, setCodeNote] = useState<CodeNote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  function change(field: ConsultField, value: string) {
    setDraftField(field, value);
    // A message already shown follows the typing; one not yet shown waits for the submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateForm(consultRules, { [field]: value })[field] }));
    if (field === 'mobile' && codeNote?.kind === 'warning') setCodeNote(null);
  }

  function onCodeRefused(warning: MessageKey) {
    if (MOBILE_WARNINGS.has(warning)) {
      setErrors((current) => ({ ...current, mobile: warning }));
      form.current?.querySelector<HTMLInputElement>('[name="mobile"]')?.focus();
      setCodeNote(null);
      return;
    }
    setCodeNote({ kind: 'warning', key: warning });
  }

  async function submit(event?: SubmitEvent) {
    event?.preventDefault();
    if (submitting) return;
    const values = Object.fromEntries(FIELDS.map((field) => [field, draft[field].trim()])) as Record<ConsultField, string>;
    const found = validateForm(consultRules, values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await saveClue({
        // The spec's clueId is the user id; a visitor is known by the visitor id instead.
        clueId: (isLoggedIn(session) ? session.userId : session.uuid) || undefined,
        name: values.name,
        mobile: values.mobile,
        code: values.code,
        content: consultMessage(subject, values.content),
      });
      showToast({ kind: 'success', message: t('common.success.submit') });
      resetDraft();
      setCodeNote(null);
      closeConsult();
    } catch (error) {
      // The client already toasted it; repeated here because the toast sits behind the open modal.
      if (isApiCallError(error) && error.reason !== 'cancelled') setFailure(error.msg);
      else if (!isApiCallError(error)) throw error;
    } finally {
      setSubmitting(false);
    }
  }

  function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter submits (spec 1 §5.1); Shift+Enter keeps a line break, and an IME's Enter picks its candidate.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  const described = (field: ConsultField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const codeNoteId = `${id}-code-note`;
  // What every field shares: the label and message around it, and the control's ties to both.
  const frame = (field: ConsultField) => ({ id: `${id}-${field}`, label: t(TEXTS[field].label), error: errors[field] && t(errors[field]), errorId: described(field) });
  const control = (field: ConsultField) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
    placeholder: t(TEXTS[field].placeholder),
    'aria-required': true,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': described(field),
  });

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4" data-consult-form>
      {subject && (
        <p className="rounded-lg bg-brand/5 px-3 py-2 text-sm text-slate-700" data-consult-subject>
          {t('site.consult.subject', { subject })}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('site.consult.intro')}</p>

      <Field {...frame('name')}>
        <input {...control('name')} autoComplete="name" className={input} />
      </Field>

      <Field {...frame('mobile')}>
        <input {...control('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={MOBILE_LENGTH} className={input} />
      </Field>

      <Field {...frame('code')}>
        <div className="flex gap-2">
          <input
            {...control('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            aria-describedby={[described('code'), codeNote ? codeNoteId : undefined].filter(Boolean).join(' ') || undefined}
            className={`${input} min-w-0 flex-1`}
          />
          <CodeButton
            look="modal"
            data-code-button
            mobile={draft.mobile}
            countdown={consultCodeCountdown}
            send={sendConsultCode}
            onRefused={onCodeRefused}
            onSent={() => setCodeNote({ kind: 'sent', key: 'auth.code.sent' })}
            // The client has toasted why already; the note says it beside the button.
            onFailed={() => setCodeNote({ kind: 'failed', key: 'auth.code.sendFailed' })}
          />
        </div>
        <p id={codeNoteId} role="status" className={codeNote ? `mt-1 text-xs ${codeNote.kind === 'sent' ? 'text-emerald-700' : 'text-amber-800'}` : undefined} data-code-note>
          {codeNote ? t(codeNote.key) : ''}
        </p>
      </Field>

      <Field {...frame('content')}>
        <textarea {...control('content')} rows={4} onKeyDown={submitOnEnter} className={`${input} resize-none`} />
      </Field>

      {failure && (
        <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800" data-consult-failure>
          {failure}
        </p>
      )}

      <button
        type="submit"
        aria-disabled={submitting}
        className="w-full rounded-full bg-brand px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:opacity-70"
      >
        {submitting ? t('site.consult.submitting') : t('site.consult.submit')}
      </button>
    </form>
  );
}

function Field({ id, label, error, errorId, children }: { id: string; label: string; error?: string | undefined; errorId?: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        <span aria-hidden="true" className="mr-0.5 text-rose-600">
          *
        </span>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-rose-700" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
