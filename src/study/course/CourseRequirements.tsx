// The right panel 'Course requirements' (spec 3 §2, §4 Course target state): the study period,
// the state tag (shown only when a requirement exists; green completed, yellow overdue) and a
// progress bar per requirement, read from the duty statistics.
import { useStore } from '@nanostores/react';
import dayjs from 'dayjs';
import { useT } from '../../ui/useT';
import { dutyStatisticsRequirements, requirementExists, targetTag } from '../../lib/study/targets';
import { Remote } from '../ui/Remote';
import { Panel } from '../ui/Panel';
import { RequirementBars } from '../ui/RequirementBars';
import { TargetTagBadge } from '../ui/TargetTagBadge';
import { $situation, $statistics } from './stores';

const day = (time: string | null | undefined) => (time ? dayjs(time).format('YYYY-MM-DD') : '—');

export function CourseRequirements() {
  const t = useT();
  const statistics = useStore($statistics);
  const situation = useStore($situation).data;
  return (
    <Panel
      id="course-requirements-title"
      title={t('study.course.requirements')}
      data={{ 'data-course-requirements-panel': true }}
      aside={
        statistics.data && situation ? (
          <TargetTagBadge
            tag={targetTag(
              { learnStartTime: situation.learnStartTime, learnEndTime: situation.learnEndTime, requirements: dutyStatisticsRequirements(statistics.data) },
              new Date(),
            )}
          />
        ) : null
      }
    >
      {situation && (
        <p className="mt-2 text-xs text-slate-500" data-course-period>
          {t('study.course.studyPeriod', { start: day(situation.learnStartTime), end: day(situation.learnEndTime) })}
        </p>
      )}
      <div className="mt-3">
        <Remote from={$statistics} failed={t('study.course.statisticsFailed')} empty={t('study.course.noRequirements')} isEmpty={(data) => !dutyStatisticsRequirements(data).some(requirementExists)}>
          {(data) => <RequirementBars requirements={dutyStatisticsRequirements(data)} className="space-y-3" />}
        </Remote>
      </div>
    </Panel>
  );
}
