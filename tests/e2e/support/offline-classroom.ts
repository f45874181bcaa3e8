// The address of a seeded offline classroom as the class home links it, found through the API as
// the signed-in student: shared by the offline classroom's spec and the spec constants' spec.
import type { Login } from './accounts';
import { activityNamed, classActivities } from './class-activities';
import type { APIRequestContext } from './test';

export interface Classroom {
  href: string;
  classroomId: number;
}

/** The offline classroom page of a seeded activity, as the class home links it (the first content is the classroom). */
export async function offlineClassroom(request: APIRequestContext, tenant: string, login: Login, className: string, activityName: string): Promise<Classroom> {
  const klass = await classActivities(request, tenant, login, className);
  const activity = activityNamed(klass, activityName);
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
