// The address of a seeded offline classroom as the class home links it, found through the API as
// the signed-in student: shared by the offline classroom's spec and the spec constants' spec.
import { CLIENT, type Login } from './accounts';
import type { APIRequestContext } from './test';

export interface Classroom {
  href: string;
  classroomId: number;
}

/** The offline classroom page of a seeded activity, as the class home links it (the first content is the classroom). */
export async function offlineClassroom(request: APIRequestContext, tenant: string, login: Login, className: string, activityName: string): Promise<Classroom> {
  const headers = { tenantId: tenant, token: login.token, ...CLIENT };
  const classes = await request.post('/api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList', { headers, data: { userId: login.userId, current: 1, size: 50 } });
  const klass = ((await classes.json()).data.records as { className: string; classId: number; studentId: number }[]).find((record) => record.className === className)!;
  const activities = await request.post('/api/teaching/anyone/classActivity/pageBeforeClassActivity', {
    headers,
    data: { current: 1, size: 100, model: { classId: klass.classId, userId: login.userId, studentId: klass.studentId } },
  });
  type Activity = { activityName: string; activityId: number; extendId: number; bizType: number; isRequired: number; activityContentResultVOS: { contentId: number }[] };
  const activity = ((await activities.json()).data.records as Activity[]).find((record) => record.activityName === activityName)!;
  const classroomId = activity.activityContentResultVOS[0]!.contentId;
  const query = new URLSearchParams({
    classId: String(klass.classId),
    classroomId: String(classroomId),
    studentId: String(klass.studentId),
    courseId: String(activity.extendId),
    activityId: String(activity.activityId),
    bizType: String(activity.bizType),
    isRequired: String(activity.isRequired),
  });
  return { href: `/study/classroom/offline/?${query}`, classroomId };
}
