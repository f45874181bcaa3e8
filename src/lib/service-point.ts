// Service points of the training organisation (spec 1 §3, §4; spec 2 §4).
//
// Open when the current local time of day lies within startTime and endTime, both ends
// included, to the second. A window whose end is before its start crosses midnight
// ('22:00'–'06:00' is open from 22:00 to 06:00 the next morning). A window whose start equals its
// end ('00:00'–'00:00') is taken as round the clock: a zero-length opening means nothing else.
// '24:00' is accepted as the end of the day. Missing or unreadable times count as resting.
import type { MessageKey } from '../i18n';

export const SERVICE_POINT_TYPES = ['TEACHING', 'EXAM', 'EVALUATE'] as const;
export type ServicePointType = (typeof SERVICE_POINT_TYPES)[number];

const typeLabels: Record<ServicePointType, MessageKey> = {
  TEACHING: 'display.servicePoint.type.TEACHING',
  EXAM: 'display.servicePoint.type.EXAM',
  EVALUATE: 'display.servicePoint.type.EVALUATE',
};

export function isServicePointType(value: unknown): value is ServicePointType {
  return typeof value === 'string' && (SERVICE_POINT_TYPES as readonly string[]).includes(value);
}

/** The type's label; undefined for a type the spec does not know. */
export function servicePointTypeLabel(type: string | null | undefined): MessageKey | undefined {
  return isServicePointType(type) ? typeLabels[type] : undefined;
}

export interface ServicePointHours {
  startTime?: string | null;
  endTime?: string | null;
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Seconds since midnight of 'HH:mm' or 'HH:mm:ss'; undefined when unreadable. */
export function parseTimeOfDay(value: string | null | undefined): number | undefined {
  const match = TIME_OF_DAY.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number) as [number, number, number];
  if (minutes > 59 || seconds > 59) return undefined;
  if (hours > 24 || (hours === 24 && minutes + seconds > 0)) return undefined;
  return hours * 3600 + minutes * 60 + seconds;
}

export function isServicePointOpen(point: ServicePointHours, now: Date | number): boolean {
  const start = parseTimeOfDay(point.startTime);
  const end = parseTimeOfDay(point.endTime);
  if (start === undefined || end === undefined) return false;
  const at = new Date(now);
  const current = at.getHours() * 3600 + at.getMinutes() * 60 + at.getSeconds();
  if (start === end) return true;
  return start < end ? current >= start && current <= end : current >= start || current <= end;
}
