// The status vocabularies of spec 2 §4: the student's service status, the class period status
// (classStatus) and the teaching class status, with the tabs they drive.
import type { MessageKey } from '../../i18n';

export const SERVICE_STATUS = {
  pendingAdmission: -1,
  pendingStart: 0,
  pendingReport: 1,
  inService: 2,
  finished: 3,
} as const;

export type ServiceStatus = (typeof SERVICE_STATUS)[keyof typeof SERVICE_STATUS];

const serviceStatusLabels: Record<ServiceStatus, MessageKey> = {
  [-1]: 'rules.serviceStatus.pendingAdmission',
  0: 'rules.serviceStatus.pendingStart',
  1: 'rules.serviceStatus.pendingReport',
  2: 'rules.serviceStatus.inService',
  3: 'rules.serviceStatus.finished',
};

export function isServiceStatus(value: unknown): value is ServiceStatus {
  return typeof value === 'number' && value in serviceStatusLabels;
}

/** The label of a service status; undefined for a value the spec does not name. */
export function serviceStatusLabel(serviceStatus: number | null | undefined): MessageKey | undefined {
  return isServiceStatus(serviceStatus) ? serviceStatusLabels[serviceStatus] : undefined;
}

export interface ServiceStatusTab {
  /** Sent as the filter; undefined for the 'all' tab. */
  serviceStatus: ServiceStatus | undefined;
  label: MessageKey;
}

/** The my-learning status tabs: all, then each service status in the spec's order. */
export const MY_LEARNING_TABS: readonly ServiceStatusTab[] = [
  { serviceStatus: undefined, label: 'rules.serviceStatus.all' },
  ...Object.values(SERVICE_STATUS).map((serviceStatus) => ({ serviceStatus, label: serviceStatusLabels[serviceStatus] })),
];

/** How a my-learning tab is named in the answer's statusCounts: 'all', or the service status as text. */
export type StatusCountKey = 'all' | `${ServiceStatus}`;

export function statusCountKey(serviceStatus: ServiceStatus | undefined): StatusCountKey {
  return serviceStatus === undefined ? 'all' : `${serviceStatus}`;
}

/** The count a tab shows: the answer's count for its status, 0 when the answer has none (yet). */
export function tabCount(statusCounts: Partial<Record<string, number>> | null | undefined, serviceStatus: ServiceStatus | undefined): number {
  return statusCounts?.[statusCountKey(serviceStatus)] ?? 0;
}

export const CLASS_STATUS = { toPublish: 0, inService: 1, complete: 2, graduated: 3 } as const;

export type ClassStatus = (typeof CLASS_STATUS)[keyof typeof CLASS_STATUS];

const classStatusLabels: Record<ClassStatus, MessageKey> = {
  0: 'rules.classStatus.toPublish',
  1: 'rules.classStatus.inService',
  2: 'rules.classStatus.complete',
  3: 'rules.classStatus.graduated',
};

export function classStatusLabel(classStatus: number | null | undefined): MessageKey | undefined {
  return typeof classStatus === 'number' && classStatus in classStatusLabels ? classStatusLabels[classStatus as ClassStatus] : undefined;
}

/** The class home tabs: 0 is today's schedule, 1 the before-class (past) activity list. */
export type ClassHomeTab = 0 | 1;

export interface ClassHomeTabItem {
  tab: ClassHomeTab;
  label: MessageKey;
}

const todayTab: ClassHomeTabItem = { tab: 0, label: 'rules.classHome.todayTab' };
const pastTab: ClassHomeTabItem = { tab: 1, label: 'rules.classHome.pastTab' };

/** A class whose service is complete has no schedule left, so only the past-class tab is offered. */
export function classHomeTabs(classStatus: number | null | undefined): ClassHomeTabItem[] {
  return classStatus === CLASS_STATUS.complete ? [pastTab] : [todayTab, pastTab];
}

export function defaultClassHomeTab(classStatus: number | null | undefined): ClassHomeTab {
  return classHomeTabs(classStatus)[0]!.tab;
}

/** teachingClassStatus (spec 2 §3): 0 not yet opened, 1 running; 2 and anything else the server may send is neither. */
export const TEACHING_CLASS_STATUS = { notOpened: 0, running: 1, other: 2 } as const;
