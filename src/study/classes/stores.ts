// My learning's state (spec 2 §2 /study/mine, §4): the selected status tab and pages, the two
// lists read for them, and what a click on a class card or an experience button does.
import { atom, computed } from 'nanostores';
import { classCardOutcome, ENROLLING_CLASSES_PAGE_SIZE, experienceClassOutcome, MY_CLASSES_PAGE_SIZE, type ClassCardOutcome } from '../../lib/study/class-card';
import type { ServiceStatus } from '../../lib/study/status';
import { showToast } from '../../stores/ui';
import { createQueryStore, keepShown } from '../query';
import { $viewedUserId, openStudy } from '../router';
import { translate } from '../translate';
import { $readOnly } from '../viewing/stores';
import { getExperienceStudentInfo, queryEnrollingClasses, queryStudentClasses, updateEnrolState, type StudentClass, type TenantClassPeriod } from './api';

/** The status tab: undefined is 'all'. */
export const $serviceStatus = atom<ServiceStatus | undefined>(undefined);
export const $classesPage = atom(1);
export const $enrollingPage = atom(1);

export const $myClasses = keepShown(
  createQueryStore(
    'study/mine/classes',
    computed([$viewedUserId, $serviceStatus, $classesPage], (userId, serviceStatus, current) =>
      userId ? { userId, serviceStatus, current, size: MY_CLASSES_PAGE_SIZE } : null,
    ),
    queryStudentClasses,
  ),
);

export const $enrollingClasses = keepShown(
  createQueryStore(
    'study/mine/enrolling',
    computed([$viewedUserId, $enrollingPage], (userId, current) => (userId ? { userId, current, size: ENROLLING_CLASSES_PAGE_SIZE } : null)),
    queryEnrollingClasses,
  ),
);

export function selectStatus(serviceStatus: ServiceStatus | undefined): void {
  $serviceStatus.set(serviceStatus);
  $classesPage.set(1);
}

export function showClassesPage(page: number): void {
  $classesPage.set(page);
}

export function showEnrollingPage(page: number): void {
  $enrollingPage.set(page);
}

/** The class or product being entered: a second click meanwhile does nothing. */
export const $entering = atom<string | null>(null);

async function follow(outcome: ClassCardOutcome, before?: () => Promise<unknown>): Promise<void> {
  if (outcome.kind === 'none') return;
  if (outcome.kind === 'warning') {
    showToast({ kind: 'warning', message: translate(outcome.message) });
    return;
  }
  await before?.();
  openStudy(outcome.href);
}

async function guarded(key: string, work: () => Promise<void>): Promise<void> {
  if ($entering.get() !== null) return;
  $entering.set(key);
  try {
    await work();
  } catch {
    // The client has shown the refusal; the card stays where it was.
  } finally {
    $entering.set(null);
  }
}

/** A click on a class card (spec 2 §4): nothing, a warning, or the enrol-state update and the class home. */
export function enterClass(card: StudentClass): Promise<void> {
  return guarded(`class:${card.classId}`, () => {
    const outcome = classCardOutcome(card);
    // A head teacher's read-only view opens the class without entering it for the student.
    const enters = outcome.kind === 'enter' && outcome.updateEnrolState && !$readOnly.get();
    return follow(outcome, enters ? () => updateEnrolState(card.classId, card.userId) : undefined);
  });
}

/** The experience button of an enrolling class: already a student, not ready yet, or the experience class. */
export function observeExperience(period: TenantClassPeriod): Promise<void> {
  const { productId } = period;
  if (productId === null) return Promise.resolve();
  return guarded(`product:${productId}`, async () => {
    const info = await getExperienceStudentInfo(productId);
    await follow(experienceClassOutcome(info));
  });
}
