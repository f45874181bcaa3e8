// A labelled text input with its validation message beside it (spec 1 §5.1), tied together for
// assistive technology through aria-describedby.
import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error?: string;
  /** Beside the input, on the same row (the captcha image). */
  aside?: ReactNode;
  /** Under the input (the 'new captcha' link). */
  below?: ReactNode;
}

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none aria-invalid:border-rose-500 aria-invalid:ring-rose-500/20';

export function Field({ id, label, error, aside, below, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label className="mb-1.5 block text-sm font-medium text-slate-700" htmlFor={id}>
        {label}
      </label>
      <div className="flex items-stretch gap-3">
        <input id={id} className={`${inputClass} min-w-0 flex-1`} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        {aside}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-rose-600" data-field-error>
          {error}
        </p>
      )}
      {below}
    </div>
  );
}
