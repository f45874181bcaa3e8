// The filters of a panel tab (spec 2 §4: all, only mine, and for notes only teacher), with counts when known.
import { useT } from '../../ui/useT';

interface FiltersProps<Key extends string> {
  options: readonly { key: Key; label: string; count?: number }[];
  selected: Key;
  onSelect(key: Key): void;
}

export function Filters<Key extends string>({ options, selected, onSelect }: FiltersProps<Key>) {
  const t = useT();
  return (
    <div role="group" aria-label={t('study.panel.filters')} className="flex flex-wrap gap-2" data-filters>
      {options.map(({ key, label, count }) => (
        <button
          key={key}
          type="button"
          aria-pressed={key === selected}
          onClick={() => onSelect(key)}
          className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
        >
          {count === undefined ? label : t('study.panel.tabCount', { label, count })}
        </button>
      ))}
    </div>
  );
}
