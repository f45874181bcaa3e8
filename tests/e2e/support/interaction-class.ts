// The classroom interaction class of each school (study-fixtures.ts DEMO_INTERACTION and
// BETA_INTERACTION): its student, signed in through the API, and the addresses of its online
// classroom as the class home links them. Only the classroom specs sign in as these students.
import { BETA_INTERACTION, DEMO_INTERACTION } from '../../../src/server/db/seed/study-fixtures';
import { signIn, type Login } from './accounts';
import { activityNamed, classActivities, type ClassActivities } from './class-activities';
import type { APIRequestContext, Page } from './test';

export const INTERACTION = {
  demo: { mobile: DEMO_INTERACTION.student.mobile, className: DEMO_INTERACTION.className },
  beta: { mobile: BETA_INTERACTION.student.mobile, className: BETA_INTERACTION.className },
} as const;

type Tenant = keyof typeof INTERACTION;

export interface InteractionClass extends ClassActivities {
  tenant: Tenant;
  login: Login;
}

/** Signs the page in as the tenant's interaction student and reads their class and its activities. */
export async function interactionClass(page: Page, request: APIRequestContext, tenant: Tenant): Promise<InteractionClass> {
  const { mobile, className } = INTERACTION[tenant];
  const login = await signIn(page, request, tenant, mobile);
  return { tenant, login, ...(await classActivities(request, tenant, login, className)) };
}

/** The classroom detail of an activity, as the class home links it: no classroom named, the page picks one. */
export function activityHref(klass: InteractionClass, activityName: string): string {
  const activity = activityNamed(klass, activityName);
  const query = new URLSearchParams({
    activityId: String(activity.activityId),
    classId: String(klass.classId),
    studentId: String(klass.studentId),
    courseId: String(activity.extendId),
    bizType: String(activity.bizType),
  });
  return `/study/classroom/classroom-detail/?${query}`;
}

/** One classroom of an activity in the online classroom. */
export function classroomHref(klass: InteractionClass, activityName: string, contentName: string): string {
  const activity = activityNamed(klass, activityName);
  const content = activity.activityContentResultVOS.find((item) => item.contentName === contentName);
  if (!content) throw new Error(`no content ${contentName} in ${activityName}`);
  const query = new URLSearchParams({
    activityId: String(activity.activityId),
    classId: String(klass.classId),
    studentId: String(klass.studentId),
    courseId: String(activity.extendId),
    classroomId: String(content.contentId),
  });
  return `/study/classroom/online/?${query}`;
}
