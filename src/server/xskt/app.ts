// The xskt question source (spec 3 §1, §7; issue 11 item 4): an external service with its own
// paper fetch and submit, here a second Hono app that the reference API mounts under /api/xskt. A
// tenant's manifest entry may name xsktBase to send the study widget to another xskt service.
// Its work is homework without a countdown; attempts are started and answers saved through the
// platform's calls, and the submit carries every answer (userAnswerObjects) with the xsktUserToken
// the paper issued.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { normalizeAnswers, storedAnswer } from '../../lib/exam/answers';
import { WORK_KIND_CODE } from '../../lib/exam/work';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { attemptAnswers } from '../db/schema';
import { badRequest, forbidden, ok, okResponse, validationHook } from '../envelope';
import { callersWork, examRefusals, SubmitResult, WorkPaper, answerVOInput } from '../routes/exam';
import { answerableQuestions, upsertAnswer } from '../services/exam/answers';
import { workPaper } from '../services/exam/papers';
import { submitAttempt } from '../services/exam/submit';
import type { StudentWork } from '../services/exam/works';
import { eq, max } from 'drizzle-orm';
import { xsktSignerOf } from './token';
import { jsonBody, readCall } from '../routes/declare';
import { idParam, signedInRoutesTagged } from '../routes/shared';

const TAG = 'xskt question source';
const declareRoute = signedInRoutesTagged(TAG, examRefusals);
const XSKT = { kind: WORK_KIND_CODE.homework, xskt: 'only' } as const;

const XsktPaper = WorkPaper.extend({
  xsktUserToken: z.string().openapi({ description: 'Sent back with the submit; valid 24 hours, for this work and student only' }),
  xsktTokenExpiration: z.number().int().openapi({ description: 'ms since the epoch' }),
}).openapi('XsktPaper');

const paperRoute = declareRoute('get', '/anyone/work/paper', {
  summary: 'The xskt paper of a work (homework, no countdown), without correct answers, with its xsktUserToken',
  ...readCall(z.object({ workId: idParam }), XsktPaper),
});

const submitRoute = declareRoute('post', '/anyone/work/submit', {
  summary: 'Submits xskt work: every answer (userAnswerObjects) and the attempt, in one transaction',
  description:
    'The answers are saved over any saved before (one per question, the first listed kept when a question repeats), then the attempt is submitted as a homework attempt is (objective questions scored; a repeat answers the first result). classId, classroomId, activityId and courseId, when sent, must be the work’s. A wrong or expired xsktUserToken: 403.',
  request: jsonBody(z.object({
            studentWorkId: idParam,
            activityId: idParam.optional(),
            classId: idParam.optional(),
            classroomId: idParam.optional(),
            answerLogId: idParam,
            courseId: idParam.optional(),
            use_time: z.number().int().min(0).max(31_536_000).openapi({ description: 'Seconds spent' }),
            userAnswerObjects: z.array(z.object({ questionId: idParam, answerTime: z.union([z.string().max(40), z.number()]).optional(), questionAnswerVO: answerVOInput.nullish() })).max(500),
            xsktUserToken: z.string().min(1).max(1024),
          }), false),
  responses: okResponse(SubmitResult),
});

type Placement = Partial<Record<'classId' | 'classroomId' | 'activityId' | 'courseId', number>>;

/** Fields of the submit that name where the work is must name where it is. */
function assertPlacement(work: StudentWork, sent: Placement) {
  for (const field of ['classId', 'classroomId', 'activityId', 'courseId'] as const) {
    const value = sent[field];
    if (value !== undefined && work[field] !== null && value !== work[field]) throw badRequest(`${field}: work ${work.id} has ${field} ${work[field]}, not ${value}`);
  }
}

export function createXsktApp() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.openapi(paperRoute, async (c) => {
    const { user, db, now, config, work, paper } = await callersWork(c, c.req.valid('query').workId, 'workId', XSKT);
    const issued = xsktSignerOf(config).issue({ tenantId: user.tenantId, userId: user.userId, workId: work.id }, now());
    return ok(c, { ...(await workPaper(db, work, paper, now())), xsktUserToken: issued.token, xsktTokenExpiration: issued.expiration });
  });

  app.openapi(submitRoute, async (c) => {
    const body = c.req.valid('json');
    const { user, db, now, config, work, paper } = await callersWork(c, body.studentWorkId, 'studentWorkId', XSKT);
    const at = now();
    const refusal = xsktSignerOf(config).refusal(body.xsktUserToken, { tenantId: user.tenantId, userId: user.userId, workId: work.id }, at);
    if (refusal) throw forbidden(`xsktUserToken: the token ${refusal}`);
    assertPlacement(work, body);
    const answers = normalizeAnswers(body.userAnswerObjects);
    const result = await submitAttempt(db, user, { work, paper, answerLogId: body.answerLogId, useTime: body.use_time, now: at }, async (tx: Database, attempt) => {
      // The submit's answers are the last word: they go in above every clientSeq saved so far.
      const [stored] = await tx.select({ top: max(attemptAnswers.clientSeq) }).from(attemptAnswers).where(eq(attemptAnswers.answerLogId, attempt.id));
      const clientSeq = (stored?.top ?? 0) + 1;
      const answerable = await answerableQuestions(tx, paper.id);
      for (const [index, record] of answers.entries()) {
        answerable(record.questionId, `userAnswerObjects.${index}.questionId`);
        await upsertAnswer(tx, { tenantId: work.tenantId, answerLogId: attempt.id, questionId: record.questionId, answer: storedAnswer(record.questionAnswerVO), clientSeq, now: at });
      }
    });
    return ok(c, result);
  });

  return app;
}
