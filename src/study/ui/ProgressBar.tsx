// The progress bar of the study screens (spec 3 §9: a stroke of 6 px, h-1.5): the brand colour over
// a grey track, named for assistive technology. `percent` comes floored by progressBarPercent.
interface ProgressBarProps {
  label: string;
  percent: number;
  /** Its place and width in the row (a margin, w-20). */
  className?: string;
  /** The track's colour, on a tinted card a darker one. */
  track?: 'bg-slate-100' | 'bg-slate-200';
}

export function ProgressBar({ label, percent, className = 'mt-1', track = 'bg-slate-100' }: ProgressBarProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={`${className} h-1.5 overflow-hidden rounded-full ${track}`}>
      <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
    </div>
  );
}
