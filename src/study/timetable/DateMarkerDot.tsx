// The marker of a timetable date (spec 2 §4): a coloured dot whose meaning screen readers hear.
import { useT } from '../../ui/useT';
import type { DateMarker } from '../../lib/study/date-markers';
import { MARKER_CLASSES, MARKER_LABELS } from './presentation';

export function DateMarkerDot({ marker }: { marker: DateMarker | undefined }) {
  const t = useT();
  if (!marker) return null;
  return (
    <span className="inline-flex items-center" data-date-marker={marker} title={t(MARKER_LABELS[marker])}>
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${MARKER_CLASSES[marker]}`} />
      <span className="sr-only">{t(MARKER_LABELS[marker])}</span>
    </span>
  );
}
