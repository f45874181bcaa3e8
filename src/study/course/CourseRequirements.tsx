// The right panel 'Course requirements' (spec 3 §2, §4 Course target state): the study period,
// the state tag (shown only when a requirement exists; green completed, yellow overdue) and a
// progress bar per requirement, read from the duty statistics.
import { useStore } from '@nanostores/react';
import dayjs from 'dayjs';
import { useT } from '../../ui/useT';
import { dutyStatisticsRequirements, requirementExists, targetTag } from '../../lib/study/targets';
import { Remote } from '../ui/Remote';
import { RequirementBars } from '../ui/RequirementBars';
import { TargetTagBadge } from '../ui/TargetTagBadge';
import { $situation, $statistics } from './stores';

const day = (time: string | null | undefined) => (time ? dayjs(time).format('YYYY-MM-DD') : '—');

export function CourseRequirements() {
  const t = useT();
  const statistics = useStore($statistics);
  const situation = useStore($situation).data;
  return (
    <section aria-labelledby="course-requirements-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-course-requirements-panel>
      <div className="flex items-center justify-between gap-2">
        <h2 id="course-requirements-title" className="font-semibold text-slate-900">
          {t('study.course.requirements')}
        </h2>
        {statistics.data && situation && (
          <TargetTagBadge
            tag={targetTag(
              { learnStartTime: situation.learnStartTime, learnEndTime: situation.learnEndTime, requirements: dutyStatisticsRequirements(statistics.data) },
              new Date(),
            )}
          />
        )}
      </div>
      {situation && (
        <p className="mt-2 text-xs text-slate-500" data-course-period>
          {t('study.course.studyPeriod', { start: day(situation.learnStartTime), end: day(situation.learnEndTime) })}
        </p>
      )}
      <div className="mt-3">
        <Remote shown={statistics} failed={t('study.course.statisticsFailed')} empty={t('study.course.noRequirements')} isEmpty={(data) => !dutyStatisticsRequirements(data).some(requirementExists)} retry={$statistics.retry}>
          {(data) => <RequirementBars requirements={dutyStatisticsRequirements(data)} className="space-y-3" />}
        </Remote>
      </div>
    </section>
  );
}
