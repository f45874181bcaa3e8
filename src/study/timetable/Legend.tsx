// Online classroom versus face-to-face classroom (spec 2 §2), the colours of the calendar's events.
import { useT } from '../../ui/useT';
import { KIND_COLOURS, LEGEND_LABELS } from './presentation';

export function Legend() {
  const t = useT();
  return (
    <ul aria-label={t('study.timetable.legend')} className="flex flex-wrap items-center gap-4 text-sm text-slate-700" data-legend>
      {(['online', 'offline'] as const).map((kind) => (
        <li key={kind} className="inline-flex items-center gap-2" data-legend-item={kind}>
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: KIND_COLOURS[kind] }} />
          {t(LEGEND_LABELS[kind])}
        </li>
      ))}
    </ul>
  );
}
