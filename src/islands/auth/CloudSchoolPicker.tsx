// The cloud school to join, as a group of radio cards; `id` goes to the first radio so a failed
// check can focus the group.
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import type { CloudSchool } from '../../lib/cloud-schools';
import { FieldMessage } from './TextField';

interface CloudSchoolPickerProps {
  id: string;
  schools: readonly CloudSchool[];
  value: string;
  error?: string;
  onChange(name: MessageKey): void;
}

export function CloudSchoolPicker({ id, schools, value, error, onChange }: CloudSchoolPickerProps) {
  const t = useT();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div>
      <p id={labelId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('auth.register.school')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="grid gap-2"
      >
        {schools.map((school, index) => (
          <label
            key={school.name}
            className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 transition has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/30 ${
              error ? 'border-rose-400' : 'border-slate-300 hover:border-brand/60'
            }`}
          >
            <input
              type="radio"
              name="cloudSchool"
              id={index === 0 ? id : undefined}
              value={school.name}
              checked={value === school.name}
              onChange={() => onChange(school.name)}
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-brand)]"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{t(school.name)}</span>
              <span className="mt-0.5 block text-xs leading-5 text-slate-600">{t(school.hint)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </div>
  );
}
