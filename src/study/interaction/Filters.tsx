// The filters of a panel tab (spec 2 §4: all, only mine, and for notes only teacher), with counts when known.
import { useT } from '../../ui/useT';

/** Each filter's label and the field of the counts that holds its count. */
const FILTERS = {
  all: { label: 'common.all', count: 'total' },
  mine: { label: 'study.panel.filter.mine', count: 'myTotal' },
  teacher: { label: 'study.panel.filter.teacher', count: 'teacherTotal' },
} as const;

type FilterKey = keyof typeof FILTERS;

interface FiltersProps<Key extends FilterKey> {
  keys: readonly Key[];
  counts: Partial<Record<(typeof FILTERS)[FilterKey]['count'], number>> | undefined;
  selected: Key;
  onSelect(key: Key): void;
}

export function Filters<Key extends FilterKey>({ keys, counts, selected, onSelect }: FiltersProps<Key>) {
  const t = useT();
  return (
    <div role="group" aria-label={t('study.panel.filters')} className="flex flex-wrap gap-2" data-filters>
      {keys.map((key) => {
        const label = t(FILTERS[key].label);
        const count = counts?.[FILTERS[key].count];
        return (
          <button
            key={key}
            type="button"
            aria-pressed={key === selected}
            onClick={() => onSelect(key)}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
          >
            {count === undefined ? label : t('study.panel.tabCount', { label, count })}
          </button>
        );
      })}
    </div>
  );
}
