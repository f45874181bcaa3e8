// The consult (leave-a-message) form (spec 1 §3, §5.1): name, mobile, SMS code and content, judged
// by consultRules with each message beside its field; Enter submits. On success the draft is
// cleared and the modal closes; on failure everything typed stays.
import { useStore } from '@nanostores/react';
import { type SubmitEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { isApiCallError } from '../../api/client';
import type { MessageKey } from '../../i18n';
import { consultRules, validateForm, type FormErrors } from '../../lib/forms';
import { CODE_LENGTH, MOBILE_LENGTH } from '../../lib/limits';
import { $session, isLoggedIn } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { useT } from '../useT';
import { saveClue, sendConsultCode } from './calls';
import { CodeButton, type CodeButtonOutcome } from './CodeButton';
import { $consultDraft, $consultSubject, closeConsult, consultCodeCountdown, resetDraft, setDraftField, type ConsultField } from './state';

const FIELDS: ConsultField[] = ['name', 'mobile', 'code', 'content'];
const MOBILE_WARNINGS: ReadonlySet<MessageKey> = new Set(['validation.mobileRequired', 'validation.mobile']);

const input =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 transition focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none aria-[invalid=true]:border-rose-500 aria-[invalid=true]:ring-rose-500/10';

export function ConsultForm() {
  const t = useT();
  const draft = useStore($consultDraft);
  const subject = useStore($consultSubject);
  const session = useStore($session);
  const [errors, setErrors] = useState<FormErrors<ConsultField>>({});
  const [codeNote, setCodeNote] = useState<CodeButtonOutcome | null>(null);
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

  function onCodeOutcome(outcome: CodeButtonOutcome) {
    if (outcome.kind === 'warning' && MOBILE_WARNINGS.has(outcome.key)) {
      setErrors((current) => ({ ...current, mobile: outcome.key }));
      form.current?.querySelector<HTMLInputElement>('[name="mobile"]')?.focus();
      setCodeNote(null);
      return;
    }
    setCodeNote(outcome);
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
        // The clue has no subject field: the major or project the visitor asked from leads the text.
        content: subject ? `[${subject}] ${values.content}` : values.content,
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

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4" data-consult-form>
      {subject && (
        <p className="rounded-lg bg-brand/5 px-3 py-2 text-sm text-slate-700" data-consult-subject>
          {t('site.consult.subject', { subject })}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('site.consult.intro')}</p>

      <Field id={`${id}-name`} label={t('site.consult.name')} error={errors.name && t(errors.name)} errorId={described('name')}>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={draft.name}
          onChange={(event) => change('name', event.target.value)}
          placeholder={t('site.consult.namePlaceholder')}
          aria-required="true"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described('name')}
          className={input}
        />
      </Field>

      <Field id={`${id}-mobile`} label={t('site.consult.mobile')} error={errors.mobile && t(errors.mobile)} errorId={described('mobile')}>
        <input
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_LENGTH}
          value={draft.mobile}
          onChange={(event) => change('mobile', event.target.value)}
          placeholder={t('site.consult.mobilePlaceholder')}
          aria-required="true"
          aria-invalid={Boolean(errors.mobile)}
          aria-describedby={described('mobile')}
          className={input}
        />
      </Field>

      <Field id={`${id}-code`} label={t('site.consult.code')} error={errors.code && t(errors.code)} errorId={described('code')}>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={draft.code}
            onChange={(event) => change('code', event.target.value)}
            placeholder={t('site.consult.codePlaceholder')}
            aria-required="true"
            aria-invalid={Boolean(errors.code)}
            aria-describedby={[described('code'), codeNote ? codeNoteId : undefined].filter(Boolean).join(' ') || undefined}
            className={`${input} min-w-0 flex-1`}
          />
          <CodeButton mobile={draft.mobile} countdown={consultCodeCountdown} send={sendConsultCode} onOutcome={onCodeOutcome} />
        </div>
        <p id={codeNoteId} role="status" className={codeNote ? `mt-1 text-xs ${codeNote.kind === 'sent' ? 'text-emerald-700' : 'text-amber-800'}` : undefined} data-code-note>
          {codeNote ? t(codeNote.key) : ''}
        </p>
      </Field>

      <Field id={`${id}-content`} label={t('site.consult.content')} error={errors.content && t(errors.content)} errorId={described('content')}>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={4}
          value={draft.content}
          onChange={(event) => change('content', event.target.value)}
          onKeyDown={submitOnEnter}
          placeholder={t('site.consult.contentPlaceholder')}
          aria-required="true"
          aria-invalid={Boolean(errors.content)}
          aria-describedby={described('content')}
          className={`${input} resize-none`}
        />
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
