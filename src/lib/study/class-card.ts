// What clicking a class card on my learning does (spec 2 §4), and the experience-class variant.
import dayjs from 'dayjs';
import type { Message } from '../../i18n';
import { buildHref } from './jumps';
import { SERVICE_STATUS, TEACHING_CLASS_STATUS } from './status';

type Id = string | number;

export type ClassCardOutcome =
  | { kind: 'none' }
  | { kind: 'warning'; message: Message }
  /** updateEnrolState: send the enrol-state update (classId, userId) before navigating. */
  | { kind: 'enter'; updateEnrolState: boolean; href: string };

export interface StudentClassCard {
  classId: Id;
  userId?: Id | null;
  studentId?: Id | null;
  serviceStatus?: number | null;
  teachingClassStatus?: number | null;
  trainingStartTime?: string | null;
}

export const TRAINING_CLASS_PATH = '/study/training-class';

/** My learning's page sizes (spec 2 §9): class cards 4 per page, enrolling classes 8. */
export const MY_CLASSES_PAGE_SIZE = 4;
export const ENROLLING_CLASSES_PAGE_SIZE = 8;

/** A class date as cards show it (the start in 'expected to open on {time}', the training period); undefined when missing or unreadable. */
export function calendarDate(time: string | null | undefined): string | undefined {
  if (!time) return undefined;
  const date = dayjs(time);
  return date.isValid() ? date.format('YYYY-MM-DD') : undefined;
}

export function classCardOutcome(card: StudentClassCard): ClassCardOutcome {
  if (card.serviceStatus === SERVICE_STATUS.pendingAdmission) return { kind: 'none' };
  if (card.serviceStatus === SERVICE_STATUS.pendingStart) {
    return { kind: 'warning', message: { key: 'rules.classCard.preparing' } };
  }
  if (card.teachingClassStatus === TEACHING_CLASS_STATUS.notOpened) {
    const time = calendarDate(card.trainingStartTime);
    return {
      kind: 'warning',
      message: time ? { key: 'rules.classCard.expectedStart', params: { time } } : { key: 'rules.classCard.waitForStart' },
    };
  }
  return {
    kind: 'enter',
    updateEnrolState: true,
    href: buildHref(TRAINING_CLASS_PATH, { classId: card.classId, userId: card.userId, studentId: card.studentId }),
  };
}

export interface ExperienceClass {
  /** The experience class of the product; missing while its content is not ready. */
  classId?: Id | null;
  studentId?: Id | null;
  userId?: Id | null;
  /** Whether the visitor is already enrolled in the class (isEnrollment, 1 or true). */
  isEnrollment?: boolean | number | null;
}

export function experienceClassOutcome(experience: ExperienceClass): ClassCardOutcome {
  if (experience.isEnrollment === true || experience.isEnrollment === 1) {
    return { kind: 'warning', message: { key: 'rules.classCard.alreadyEnrolled' } };
  }
  if (experience.classId === undefined || experience.classId === null || experience.classId === '') {
    return { kind: 'warning', message: { key: 'rules.classCard.experienceNotReady' } };
  }
  return {
    kind: 'enter',
    // An observer is not enrolled, so there is no enrol state to update.
    updateEnrolState: false,
    href: buildHref(TRAINING_CLASS_PATH, {
      classId: experience.classId,
      userId: experience.userId,
      studentId: experience.studentId,
      experience: 1,
    }),
  };
}
