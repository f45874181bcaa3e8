// The classroom interaction class of each school (study-fixtures.ts DEMO_INTERACTION and
// BETA_INTERACTION): its student, signed in through the API, and the addresses of its online
// classroom as the class home links them. Only the classroom specs sign in as these students.
import { BETA_INTERACTION, DEMO_INTERACTION } from '../../../src/server/db/seed/study-fixtures';
import { CLIENT, signIn, type Login } from './accounts';
import type { APIRequestContext, Page } from './test';

export const INTERACTION = {
  demo: { mobile: DEMO_INTERACTION.student.mobile, className: DEMO_INTERACTION.className },
  beta: { mobile: BETA_INTERACTION.student.mobile, className: BETA_INTERACTION.className },
} as const;

type Tenant = keyof typeof INTERACTION;

interface Activity {
  activityName: string;
  activityId: number;
  extendId: number;
  bizType: number;
  activityContentResultVOS: { contentId: number; contentName: string }[];
}

export interface InteractionClass {
  tenant: Tenant;
  login: Login;
  classId: number;
  studentId: number;
  activities: Activity[];
}

/** Signs the page in as the tenant's interaction student and reads their class and its activities. */
export async function interactionClass(page: Page, request: APIRequestContext, tenant: Tenant): Promise<InteractionClass> {
  const { mobile, className } = INTERACTION[tenant];
  const login = await signIn(page, request, tenant, mobile);
  const headers = { tenantId: tenant, token: login.token, ...CLIENT };
  const classes = await request.post('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', { headers, data: { userId: login.userId, current: 1, size: 50 } });
  const klass = ((await classes.json()).data.records as { className: string; classId: number; studentId: number }[]).find((record) => record.className === className);
  if (!klass) throw new Error(`${tenant}: no class ${className} for ${mobile}`);
  const page1 = await request.post('/api/teaching/anyone/classActivity/pageBeforeClassActivity', {
    headers,
    data: { current: 1, size: 100, model: { classId: klass.classId, userId: login.userId, studentId: klass.studentId } },
  });
  return { tenant, login, classId: klass.classId, studentId: klass.studentId, activities: (await page1.json()).data.records };
}

function activityOf(klass: InteractionClass, name: string): Activity {
  const activity = klass.activities.find((record) => record.activityName === name);
  if (!activity) throw new Error(`no activity ${name}`);
  return activity;
}

/** The classroom detail of an activity, as the class home links it: no classroom named, the page picks one. */
export function activityHref(klass: InteractionClass, activityName: string): string {
  const activity = activityOf(klass, activityName);
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
  const activity = activityOf(klass, activityName);
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
