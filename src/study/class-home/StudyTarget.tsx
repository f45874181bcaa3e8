// The period study target (spec 2 §2 right column, §4 target states): where the student stands
// against the whole training period's duties, as the state tag of lib/study/targets.ts, with the
// period, the days left to its end (§4's countdown, lib/study/countdown.ts) and the duty figures;
// the student may close the card (closeStudyTarget), and a closed card stays closed on the next
// visit. Only an enrolled student (the class-level check) has a target.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { calendarDate } from '../../lib/study/class-card';
import { remainingDaysMessage } from '../../lib/study/countdown';
import { finishedPercent } from '../../lib/study/rates';
import { resultMapRequirements, targetTag } from '../../lib/study/targets';
import { Remote } from '../ui/Remote';
import { Panel } from '../ui/Panel';
import { ProgressBar } from '../ui/ProgressBar';
import { TargetTagBadge } from '../ui/TargetTagBadge';
import type { ClassDetail } from './api';
import { $classLevel, $closedTargets, $closingTarget, $periodDutyCount, closeTarget } from './stores';
import { Writable } from '../viewing/Writable';
import { useRemote } from '../useRemote';

export function StudyTarget({ detail }: { detail: ClassDetail }) {
  const t = useT();
  const level = useRemote($classLevel).data;
  const closedHere = useStore($closedTargets).includes(detail.classId);
  const closing = useStore($closingTarget);
  if (detail.studyTargetClosed || closedHere || !level?.isStudent) return null;
  const start = calendarDate(detail.trainingStartTime);
  const end = calendarDate(detail.trainingEndTime);
  const countdown = remainingDaysMessage(detail.trainingEndTime, Date.now());
  return (
    <Panel
      id="study-target-title"
      title={t('study.class.target.title')}
      data={{ 'data-study-target': true }}
      headerClassName="flex items-start justify-between gap-2"
      aside={
        <Writable>
          <button
            type="button"
            onClick={() => void closeTarget()}
            disabled={closing}
            aria-label={t('study.class.target.close')}
            title={t('study.class.target.close')}
            className="-mt-1 -mr-1 inline-flex size-8 items-center justify-center rounded-full text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
            data-target-close
          >
            <span aria-hidden="true">×</span>
          </button>
        </Writable>
      }
    >
      {start && end && (
        <p className="mt-1 text-xs text-slate-500 tabular-nums" data-target-period>
          {t('study.class.duty.range', { start, end })}
        </p>
      )}
      {countdown && (
        <p className="mt-0.5 text-xs font-medium text-brand tabular-nums" data-target-countdown>
          {t(countdown)}
        </p>
      )}
      <div className="mt-3">
        <Remote from={$periodDutyCount} failed={t('study.class.target.failed')} empty={t('common.empty')} isEmpty={() => false}>
          {(data) => {
            const requirements = [{ totalNum: data.requiredActivityNum, finishNum: data.finishSignActivityNum }, ...resultMapRequirements(data.resultMap)];
            const tag = targetTag({ learnStartTime: detail.trainingStartTime, learnEndTime: detail.trainingEndTime, requirements }, new Date());
            const total = data.requiredActivityNum;
            const percent = finishedPercent(data.finishSignActivityNum, total);
            return tag.visible ? (
              <div data-target-state={tag.state}>
                <TargetTagBadge tag={tag} />
                <div className="mt-3 flex justify-between text-xs text-slate-600">
                  <span>{t('study.class.duty.attended')}</span>
                  <span className="tabular-nums" data-target-count>
                    {t('study.class.duty.count', { finished: data.finishSignActivityNum, total })}
                  </span>
                </div>
                <ProgressBar label={t('study.class.duty.attended')} percent={percent} />
              </div>
            ) : (
              <p className="text-sm text-slate-500" data-target-state="none">
                {t('study.class.duty.empty')}
              </p>
            );
          }}
        </Remote>
      </div>
    </Panel>
  );
}
