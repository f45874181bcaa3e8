// What the timetable tells of one activity (spec 2 §2 "hover detail"): its name, time, place and status.
import { useT } from '../../ui/useT';
import type { ClassActivityStatus } from '../../lib/study/schedule-tabs';
import type { TimetableActivity } from './api';
import { formatTime, kindOf, STATUS_LABELS } from './presentation';

export function ActivityDetails({ activity }: { activity: TimetableActivity }) {
  const t = useT();
  const place = [activity.position, activity.address].filter(Boolean).join(' · ');
  return (
    <>
      <p className="font-semibold text-slate-900">{activity.activityName}</p>
      <p>{t('study.timetable.detail.time', { start: formatTime(activity.startTime), end: formatTime(activity.endTime) })}</p>
      <p>{kindOf(activity.onlineType) === 'offline' && place ? t('study.timetable.detail.place', { place }) : t('study.timetable.detail.online')}</p>
      <p>{t('study.timetable.detail.status', { status: t(STATUS_LABELS[activity.classActivityStatus as ClassActivityStatus] ?? 'rules.schedule.toAttend') })}</p>
    </>
  );
}
