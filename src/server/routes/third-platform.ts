// The third-party learning platform of a course (spec 2 §2 course jump, §7): thirdPlatformType 11
// first syncs the user, then obtains an authorisation code and goes to the learningUrl with it.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import { requireClassStudent, requireStudyUser } from '../services/class-student';
import { AUTH_CODE_TTL_MS, authCode, syncUser } from '../services/third-platform';
import { jsonBody, refusal } from './declare';
import { idParam, signedInRoutesTagged, studyRefusals } from './shared';

const declareRoute = signedInRoutesTagged('study', studyRefusals);

const syncRoute = declareRoute('post', '/api/library/anyone/thirdPlatform/syncUser', {
  summary: "Syncs the caller to the third-party learning platform of a course their class teaches",
  description:
    'The course must be of this school, taught in the class (classId, the caller must be its student) and learnt on a third-party platform (thirdPlatformType 11; any other answers 400). Syncing again refreshes the record.',
  request: jsonBody(z.object({ courseId: idParam, classId: idParam }), false),
  responses: okResponse(
    z.object({ courseId: z.number().int(), classId: z.number().int(), userId: z.string(), synced: z.boolean(), syncedTime: z.string() }).openapi('ThirdPlatformSync'),
  ),
});

const authCodeRoute = declareRoute('get', '/api/library/anyone/thirdPlatform/getAuthCode', {
  summary: 'A new authorisation code for the third-party platform of a course, with the learningUrl to send it to',
  description: `Refused (409) until the caller is synced for the course (syncUser), and (404) once they left the class they synced from. The code is random, valid ${AUTH_CODE_TTL_MS / 60_000} minutes, stored only as its SHA-256; asking again replaces the last one. redirectUrl is learningUrl with the code as its code query parameter.`,
  request: { query: z.object({ courseId: idParam }) },
  responses: {
    ...okResponse(
      z
        .object({
          courseId: z.number().int(),
          code: z.string(),
          expireTime: z.string().nullable(),
          learningUrl: z.string().nullable(),
          redirectUrl: z.string().nullable(),
        })
        .openapi('ThirdPlatformAuthCode'),
    ),
    409: refusal('Not synced for this course yet'),
  },
});

export function registerThirdPlatformRoutes(app: Api) {
  app.openapi(syncRoute, async (c) => {
    const { courseId, classId } = c.req.valid('json');
    const student = await requireClassStudent(c, { classId });
    const { db, now } = c.get('deps');
    return ok(c, await syncUser(db, student, courseId, now()));
  });

  app.openapi(authCodeRoute, async (c) => {
    const { courseId } = c.req.valid('query');
    const user = await requireStudyUser(c);
    const { db, now } = c.get('deps');
    return ok(c, await authCode(db, user, courseId, now()));
  });
}
