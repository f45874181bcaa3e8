// How the timetable shows an activity and a date: the online / face-to-face colours of the
// legend, the status label, the markers' texts, and dates in the page's locale.
import dayjs from 'dayjs';
import type { Locale, MessageKey } from '../../i18n';
import type { DateMarker } from '../../lib/study/date-markers';
import { ONLINE_TYPE } from '../../lib/study/jumps';
import type { ClassActivityStatus } from '../../lib/study/schedule-tabs';

/** Online blue, face to face amber: both dark enough for white text (WCAG AA). */
export const KIND_COLOURS = { online: '#1d4ed8', offline: '#b45309' } as const;

export const kindOf = (onlineType: number) => (onlineType === ONLINE_TYPE.offline ? 'offline' : 'online');

export const LEGEND_LABELS: Record<'online' | 'offline', MessageKey> = {
  online: 'study.timetable.legendOnline',
  offline: 'study.timetable.legendOffline',
};

export const STATUS_LABELS: Record<ClassActivityStatus, MessageKey> = {
  0: 'rules.schedule.toAttend',
  1: 'rules.schedule.absent',
  2: 'rules.schedule.attended',
};

export const MARKER_LABELS: Record<DateMarker, MessageKey> = {
  error: 'study.timetable.marker.error',
  info: 'study.timetable.marker.info',
  success: 'study.timetable.marker.success',
};

export const MARKER_CLASSES: Record<DateMarker, string> = {
  error: 'bg-rose-600',
  info: 'bg-sky-600',
  success: 'bg-emerald-600',
};

export const formatTime = (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm');

export function formatWeekday(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(dayjs(date).toDate());
}

export function formatMonth(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(dayjs(date).toDate());
}
