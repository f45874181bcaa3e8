// One colour per kind of place, shared by the map's markers, its legend and the service-point
// list, so a reader matches a list entry to its marker at a glance. Dark enough for white text.
import type { ServicePointType } from '../../lib/service-point';

export const TYPE_COLOURS: Record<ServicePointType, string> = { TEACHING: '#0e7490', EXAM: '#6d28d9', EVALUATE: '#c2410c' };

/** The school follows the tenant's theme. */
export const SCHOOL_COLOUR = 'var(--color-brand)';

export function markerColour(kind: 'school' | ServicePointType): string {
  return kind === 'school' ? SCHOOL_COLOUR : TYPE_COLOURS[kind];
}
