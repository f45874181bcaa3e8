// A student's class, found by name, and its before-class activities with their contents, read
// through the API as the class home reads them: where the study specs start to find the address
// of a seeded classroom, homework or test.
import { CLIENT, type Login } from './accounts';
import type { APIRequestContext } from './test';

export interface Activity {
  activityName: string;
  activityId: number;
  extendId: number;
  bizType: number;
  isRequired: number;
  activityContentResultVOS: { contentId: number; contentName: string }[];
}

export interface ClassActivities {
  classId: number;
  studentId: number;
  activities: Activity[];
}

export async function classActivities(request: APIRequestContext, tenant: string, login: Login, className: string): Promise<ClassActivities> {
  const headers = { tenantId: tenant, token: login.token, ...CLIENT };
  const classes = await request.post('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', { headers, data: { userId: login.userId, current: 1, size: 50 } });
  const klass = ((await classes.json()).data.records as { className: string; classId: number; studentId: number }[]).find((record) => record.className === className);
  if (!klass) throw new Error(`${tenant}: no class ${className} for user ${login.userId}`);
  const activities = await request.post('/api/teaching/anyone/classActivity/pageBeforeClassActivity', {
    headers,
    data: { current: 1, size: 100, model: { classId: klass.classId, userId: login.userId, studentId: klass.studentId } },
  });
  return { classId: klass.classId, studentId: klass.studentId, activities: (await activities.json()).data.records as Activity[] };
}

/** The activity of that name; a seed without it is a broken fixture, said as such. */
export function activityNamed(klass: ClassActivities, name: string): Activity {
  const activity = klass.activities.find((record) => record.activityName === name);
  if (!activity) throw new Error(`no activity ${name}`);
  return activity;
}
