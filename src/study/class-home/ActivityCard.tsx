// One class activity (spec 2 §3 Class activity): name, required or elective, online or offline,
// its attendance state, time and place, its contents and the rolling dynamics. A click opens the
// activity (spec 2 §2: the offline classroom or the classroom detail).
import dayjs from 'dayjs';
import type { MessageKey } from '../../i18n';
import { useT } from '../../ui/useT';
import { ONLINE_TYPE } from '../../lib/study/jumps';
import { CLASS_ACTIVITY_STATUS } from '../../lib/study/schedule-tabs';
import type { ClassActivity } from './api';
import { DynamicFeed } from './DynamicFeed';
import { openActivity } from './stores';

const STATE: Record<number, { label: MessageKey; tone: string }> = {
  [CLASS_ACTIVITY_STATUS.toAttend]: { label: 'rules.schedule.toAttend', tone: 'bg-sky-100 text-sky-800' },
  [CLASS_ACTIVITY_STATUS.absent]: { label: 'rules.schedule.absent', tone: 'bg-rose-100 text-rose-800' },
  [CLASS_ACTIVITY_STATUS.attended]: { label: 'rules.schedule.attended', tone: 'bg-emerald-100 text-emerald-800' },
};

/**
 * 'MM-DD HH:mm' on the student's clock. The server sends ISO times in UTC: reading their digits as
 * they stand showed a class at 09:00 in Beijing as 01:00 (found when the e2e suite first ran in a zone
 * other than UTC).
 */
function shortTime(time: string): string {
  const at = dayjs(time);
  return at.isValid() ? at.format('MM-DD HH:mm') : time;
}

export function ActivityCard({ activity }: { activity: ClassActivity }) {
  const t = useT();
  const state = STATE[activity.classActivityStatus];
  const offline = activity.onlineType === ONLINE_TYPE.offline;
  const headingId = `study-activity-${activity.id}`;
  return (
    <li className="flex" data-activity-card={activity.activityId} data-activity-status={activity.classActivityStatus}>
      <article
        aria-labelledby={headingId}
        onClick={(event) => {
          // The button handles its own click; elsewhere on the card the click means the same.
          if (!(event.target as HTMLElement).closest('button')) openActivity(activity);
        }}
        className="flex w-full cursor-pointer flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand/50 hover:shadow-md">
        <div className="flex flex-wrap items-center gap-1.5 text-xs font-medium">
          <span className={`rounded px-1.5 py-0.5 ${activity.isRequired === 1 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}>
            {t(activity.isRequired === 1 ? 'study.activity.required' : 'study.activity.elective')}
          </span>
          <span className={`rounded px-1.5 py-0.5 ${offline ? 'bg-violet-100 text-violet-800' : 'bg-sky-100 text-sky-800'}`}>
            {t(offline ? 'study.activity.offline' : 'study.activity.online')}
          </span>
          {state && (
            <span className={`ml-auto rounded-full px-2 py-0.5 ${state.tone}`} data-activity-state>
              {t(state.label)}
            </span>
          )}
        </div>
        <h3 id={headingId} className="mt-2 leading-snug font-semibold text-slate-900">
          {activity.activityName}
        </h3>
        <p className="mt-2 text-sm text-slate-600">{t('study.activity.time', { start: shortTime(activity.startTime), end: shortTime(activity.endTime) })}</p>
        {offline && activity.position && <p className="mt-1 text-sm text-slate-600">{t('study.activity.position', { position: activity.position })}</p>}
        {activity.activityContentResultVOS.length > 0 && (
          <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700" aria-label={t('study.activity.contents')} data-activity-contents>
            {activity.activityContentResultVOS.map((content) => (
              <li key={content.contentId} className="truncate">
                {content.contentName}
              </li>
            ))}
          </ul>
        )}
        <DynamicFeed activityId={activity.activityId} brought={activity.dynamic} />
        <div className="mt-auto pt-4">
          <button
            type="button"
            onClick={() => openActivity(activity)}
            className="w-full rounded-lg border border-brand px-3 py-2 text-sm font-semibold text-brand transition hover:bg-brand/5"
            data-activity-enter
          >
            {t('study.activity.enter')}
          </button>
        </div>
      </article>
    </li>
  );
}
