// The calls of my learning (spec 2 §7, the README's "Classes" table), typed by their paths.
import { getBrowserClient } from '../../api/browser-client';
import { call } from '../../api/client';
import type { components } from '../../api/schema';
import type { ServiceStatus } from '../../lib/study/status';

export type StudentClass = components['schemas']['StudentClass'];
export type TenantClassPeriod = components['schemas']['TenantClassPeriod'];

export interface MyClassesQuery {
  userId: string;
  serviceStatus: ServiceStatus | undefined;
  current: number;
  size: number;
}

/** A page of the student's classes, with the counts of every status tab beside it. */
export function queryStudentClasses({ userId, serviceStatus, current, size }: MyClassesQuery) {
  return call(
    getBrowserClient().POST('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', {
      body: { userId, serviceStatus: serviceStatus ?? null, current, size },
    }),
  );
}

export interface EnrollingQuery {
  userId: string;
  current: number;
  size: number;
}

/** A page of the school's class periods open for enrolment. */
export function queryEnrollingClasses({ userId, current, size }: EnrollingQuery) {
  return call(getBrowserClient().POST('/api/search/anyTenant/class/queryTenantClassPeriodPage', { body: { current, size, model: { userId } } }));
}

/** Marks the enrolment entered before the class opens (spec 2 §4). */
export function updateEnrolState(classId: number, userId: string) {
  return call(getBrowserClient().POST('/api/product/app/classStudent/updateEnrolState', { body: { classId, userId } }));
}

/** The experience class of a product for the signed-in user. */
export function getExperienceStudentInfo(productId: number) {
  return call(getBrowserClient().GET('/api/teaching/anyone/teachingClass/getExperienceStudentInfo', { params: { query: { productId } } }));
}
