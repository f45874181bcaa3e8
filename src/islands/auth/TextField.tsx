// A labelled input whose message sits right below it and is tied to it (aria-invalid,
// aria-describedby), so a screen reader reads the problem with the field. `addon` sits beside the
// input (the code button).
import type { InputHTMLAttributes, ReactNode } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  error?: string | undefined;
  addon?: ReactNode;
  onChange(value: string): void;
};

export const inputClass =
  'block w-full min-w-0 flex-1 rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 transition focus:ring-2 focus:outline-none';

export function TextField({ id, label, error, addon, onChange, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const tone = error ? 'border-rose-400 focus:border-rose-500 focus:ring-rose-500/20' : 'border-slate-300 focus:border-brand focus:ring-brand/20';
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-3">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={`${inputClass} ${tone}`} {...input} onChange={(event) => onChange(event.target.value)} />
        {addon}
      </div>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </div>
  );
}

export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1 text-sm text-rose-700" data-field-error>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4h1.5v5h-1.5V6Zm0 6.5h1.5V14h-1.5v-1.5Z" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** A refusal that belongs to no single field, above the submit button; announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {message && <p className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2.5 text-sm text-rose-800">{message}</p>}
    </div>
  );
}
