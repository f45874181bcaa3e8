// A course's duty requirements as progress bars (spec 2 §3 Course item, spec 3 §2 'Course
// requirements', §9 stroke 6 with a minimum of 0.1 percent): one bar per requirement that exists,
// in the order of courseRequirements() (face-to-face count, study time, homework plus tests).
// The class home's course cards and the course page's right panel read the same bars.
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { finishedPercent, formatDuration } from '../../lib/study/rates';
import { requirementExists, type DutyCount } from '../../lib/study/targets';
import { ProgressBar } from './ProgressBar';

const REQUIREMENTS: readonly { key: string; label: MessageKey; duration?: boolean }[] = [
  { key: 'faceTeaching', label: 'study.course.requirement.faceTeaching' },
  { key: 'studyTime', label: 'study.course.requirement.studyTime', duration: true },
  { key: 'homeworkTest', label: 'study.course.requirement.homeworkTest' },
];

function RequirementBar({ name, label, item, duration }: { name: string; label: string; item: DutyCount; duration?: boolean }) {
  const t = useT();
  const total = item.totalNum ?? 0;
  const finished = Math.min(item.finishNum ?? 0, total);
  const percent = finishedPercent(finished, total);
  const show = (value: number) => (duration ? formatDuration(value) : String(value));
  return (
    <li className="text-xs text-slate-600" data-requirement={name}>
      <div className="flex justify-between gap-2">
        <span>{label}</span>
        <span className="tabular-nums" data-requirement-count>
          {t('study.course.requirement.progress', { finished: show(finished), total: show(total) })}
        </span>
      </div>
      <ProgressBar label={label} percent={percent} />
    </li>
  );
}

/** The bars of the three requirements of courseRequirements(); nothing when none exists. */
export function RequirementBars({ requirements, className }: { requirements: readonly DutyCount[]; className?: string }) {
  const t = useT();
  if (!requirements.some(requirementExists)) return null;
  return (
    <ul className={className} aria-label={t('study.course.requirements')} data-course-requirements>
      {REQUIREMENTS.map((requirement, index) =>
        requirements[index] && requirementExists(requirements[index]) ? (
          <RequirementBar key={requirement.key} name={requirement.key} label={t(requirement.label)} item={requirements[index]} duration={requirement.duration} />
        ) : null,
      )}
    </ul>
  );
}
