// Attendance of a classroom (spec 2 §3 Attendance, §4, §5, §7): the caller's sign-in and sign-out
// state, and signing in (type 1) or out (type 2), each once. The enrolment is the caller's own
// (services/class-student.ts) and the classroom one of their class.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { badRequest, ok, okResponse } from '../envelope';
import { classTimes } from '../schemas/study';
import { attendanceInfo, signInOrOut } from '../services/attendance';
import { assertParticipant, findClassStudent, requireClassStudentToRead, requireStudyUser } from '../services/class-student';
import { studentIdParam, userIdParam } from './class-activities';
import { component, jsonBody, refusal } from './declare';
import { idParam, signedInRoutesTagged, studyRefusals } from './shared';

const TAG = 'study: attendance';
const declareRoute = signedInRoutesTagged(TAG, studyRefusals);

const AttendanceInfo = component('AttendanceInfo', {
  classroomId: z.number().int(),
  signIn: z.number().int().openapi({ description: '1 when the classroom takes a sign-in (face to face, or online with onlineAttendance 1)' }),
  signOut: z.number().int().openapi({ description: '1 when the classroom takes a sign-out (face to face)' }),
  isSignIn: z.number().int().openapi({ description: '1 once signed in' }),
  isSignOut: z.number().int().openapi({ description: '1 once signed out' }),
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  ...classTimes,
  onlineAttendance: z.number().int().openapi({ description: '1: opening the online classroom signs the student in' }),
});

const ref = {
  activityId: idParam.optional().openapi({ description: 'When sent, the classroom must belong to it' }),
  classId: idParam,
  classroomId: idParam,
  courseId: idParam.optional().openapi({ description: 'When sent, the classroom’s course' }),
  studentId: studentIdParam,
  userId: userIdParam,
};

const infoRoute = declareRoute('post', '/api/teaching/anyone/classroomAttendance/getAttendanceInfo', {
  summary: "The caller's attendance of one classroom",
  request: jsonBody(z.object(ref)),
  responses: okResponse(AttendanceInfo),
});

const coordinate = (field: 'lat' | 'lon', limit: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .min(-limit, `must be between -${limit} and ${limit}`)
    .max(limit, `must be between -${limit} and ${limit}`)
    .optional()
    .openapi({ description: `${field === 'lat' ? 'Latitude' : 'Longitude'} of the device, when it has one` });

const signRoute = declareRoute('post', '/api/teaching/anyone/classroomAttendance/signInOrOut', {
  summary: 'Signs in (type 1) or out (type 2), each once per classroom; answers the attendance after it',
  description:
    "A repeat is refused (409, 'repeat attendance check-in is not allowed'), also when 20 requests race: one wins. Signing out needs a sign-in first. Face-to-face sign-in opens on the day of the class and closes at its end. lat and lon are sent together or not at all.",
  request: jsonBody(z.object({ ...ref, type: z.union([z.literal(1), z.literal(2)]).openapi({ description: '1 sign in, 2 sign out' }), lat: coordinate('lat', 90), lon: coordinate('lon', 180) })),
  responses: {
    ...okResponse(AttendanceInfo),
    409: refusal('Already signed in (or out)'),
  },
});

export function registerAttendanceRoutes(app: Api) {
  app.openapi(infoRoute, async (c) => {
    const { activityId, classroomId, courseId, ...studentRef } = c.req.valid('json');
    const student = await requireClassStudentToRead(c, studentRef);
    return ok(c, await attendanceInfo(c.get('deps').db, student, { activityId, classroomId, courseId }));
  });

  app.openapi(signRoute, async (c) => {
    const { activityId, classroomId, courseId, type, lat, lon, ...studentRef } = c.req.valid('json');
    if ((lat === undefined) !== (lon === undefined)) throw badRequest(lat === undefined ? 'lat: required with lon' : 'lon: required with lat');
    const { db, now } = c.get('deps');
    const user = await requireStudyUser(c, studentRef.userId);
    const student = await findClassStudent(db, user, studentRef);
    assertParticipant(student);
    const place = lat === undefined || lon === undefined ? undefined : { lat, lon };
    return ok(c, await signInOrOut(db, user, student, { activityId, classroomId, courseId, type, place }, now()));
  });
}
