// The target state tag of a course (spec 2 §4, spec 3 §4): shown only when some requirement
// exists; green when completed, yellow when overdue, plain otherwise.
import { useT } from '../../ui/useT';
import type { TargetTag, TargetTone } from '../../lib/study/targets';

const TONES: Record<TargetTone | 'none', string> = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-900',
  none: 'bg-slate-100 text-slate-700',
};

export function TargetTagBadge({ tag, className = '' }: { tag: TargetTag; className?: string }) {
  const t = useT();
  if (!tag.visible) return null;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tag.tone ?? 'none']} ${className}`} data-course-tag data-tone={tag.tone ?? 'none'}>
      {t(tag.label)}
    </span>
  );
}
