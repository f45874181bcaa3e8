// Opening an online classroom writes for the student: it records the visit, signs in when the
// classroom asks for attendance (onlineAttendance 1) and reports what plays. A spec that only follows
// a link into a classroom, as the demo student, keeps those writes away from the database the whole
// run shares, where other specs count that student's activities as still to attend.
import type { Page } from '@playwright/test';

const CLASSROOM_WRITES = /\/api\/(library\/anyone\/(classroom\/recordVisit|studyRecord\/saveVideoProgress)|teaching\/anyone\/classroomAttendance\/signInOrOut)/;

export async function keepClassroomWritesAway(page: Page) {
  await page.route(CLASSROOM_WRITES, (route) => route.abort());
}
