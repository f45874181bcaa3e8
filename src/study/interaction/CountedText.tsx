// A text area of the panel with its 100-character counter (spec 2 §5, §9), counted as a reader
// counts (src/lib/forms.ts characterCount); past the limit the counter turns red and the form's
// rule refuses it.
import { useId } from 'react';
import { useT } from '../../ui/useT';
import { characterCount } from '../../lib/forms';
import { TEXT_AREA_MAX_LENGTH } from '../../lib/limits';

interface CountedTextProps {
  label: string;
  value: string;
  placeholder: string;
  rows?: number;
  onChange(value: string): void;
}

export function CountedText({ label, value, placeholder, rows = 4, onChange }: CountedTextProps) {
  const t = useT();
  const id = useId();
  const count = characterCount(value);
  const over = count > TEXT_AREA_MAX_LENGTH;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      <p id={`${id}-count`} className={`text-right text-xs ${over ? 'font-semibold text-rose-700' : 'text-slate-600'}`} data-counter>
        {t('study.panel.counter', { count, max: TEXT_AREA_MAX_LENGTH })}
      </p>
    </div>
  );
}
