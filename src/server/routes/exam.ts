// Homework and tests (spec 3 §2 instruction, answering, finish and review screens; §7 calls):
// lookups, papers, attempts, answers, submits, review and the duty report. Every call needs a
// token and acts on the caller's own work in the tenantId header's school.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Api, AppEnv } from '../context';
import { ok, okResponse } from '../envelope';
import { tenantOf } from '../request';
import { requireStudyUser, studyCallInput } from '../services/class-student';
import { saveAnswer, saveAnswerOfCaller, savedAnswers } from '../services/exam/answers';
import { attemptLogs, startAttempt } from '../services/exam/attempts';
import { reportFinish } from '../services/exam/duty';
import { workPaper } from '../services/exam/papers';
import { reviewAttempt } from '../services/exam/review';
import { submitAttempt } from '../services/exam/submit';
import { reportTime } from '../services/exam/timer';
import { WORK_KIND_CODE, type WorkKindCode } from '../../lib/exam/work';
import { lookupWork, requireOwnWork, type WorkScope } from '../services/exam/works';
import { component, jsonBody, readCall, refusal } from './declare';
import { callersClassroom, idParam, signedInRoutesTagged, studyRefusals } from './shared';

/** The study refusals, and the attempt's state. */
export const examRefusals = {
  ...studyRefusals,
  409: refusal('The attempt no longer takes answers: 40901 submitted, 40902 past the test deadline plus 60 s; or (409) not submitted yet for a review or duty report'),
} as const;

const TAG = 'homework and tests';
const declareRoute = signedInRoutesTagged(TAG, examRefusals);

// ── Shapes ──────────────────────────────────────────────────────────────────────────────

const Option = z.object({ key: z.string(), value: z.string(), content: z.string() });

const questionFields = {
  id: z.number().int(),
  questionUnitId: z.number().int().openapi({ description: 'The paper' }),
  parentId: z.number().int().nullable().openapi({ description: 'The reading comprehension or cloze question of a sub-question' }),
  questionType: z.number().int().openapi({ description: '1 single, 2 multiple, 3 true/false, 4 fill blank, 6 short answer, 11 reading comprehension, 13 cloze' }),
  trunk: z.string().openapi({ description: 'The stem, HTML' }),
  examPoint: z.number().openapi({ description: 'The score of the question' }),
  questionContentVO: z.object({ optionList: z.array(Option), content: z.string().nullable() }),
  markStatus: z.number().int().openapi({ description: 'How it is marked: 0 automatically on submit (objective), 1 by a teacher (short answers, and parents holding one)' }),
};

const SubQuestion = component('ExamSubQuestion', { ...questionFields, readQuestionList: z.array(z.unknown()).max(0).openapi({ description: 'Always empty: sub-questions have none' }) });
export const Question = component('ExamQuestion', { ...questionFields, readQuestionList: z.array(SubQuestion).openapi({ description: 'The sub-questions of 11 and 13; they are what is answered' }) });

const AnswerVO = z.object({ optionList: z.array(z.string()).openapi({ description: 'Keys of the chosen options' }), content: z.string().nullable().openapi({ description: "Text; fill blanks joined with '|'" }) });

const reviewFields = {
  questionAnswerVO: AnswerVO.extend({ contentDesc: z.string().nullable().openapi({ description: 'The explanation' }) }).openapi({ description: 'The correct answer' }),
  userAnswerVO: AnswerVO.nullable().openapi({ description: "The student's answer; null when unanswered" }),
  score: z.number().nullable().openapi({ description: 'Points given; null while waiting for marking' }),
  isCorrect: z.boolean().nullable().openapi({ description: 'The mark (correct or wrong); null while waiting for marking' }),
};
// Built from the fields, not by extending the registered shapes: an extension is written allOf,
// and its readQuestionList would read as both kinds of sub-question at once.
const ReviewSubQuestion = component('ExamReviewSubQuestion', { ...questionFields, ...reviewFields, readQuestionList: z.array(z.unknown()).max(0) });
const ReviewQuestion = component('ExamReviewQuestion', { ...questionFields, ...reviewFields, readQuestionList: z.array(ReviewSubQuestion) });

const unitFields = {
  id: z.number().int().openapi({ description: 'The paper (questionUnitId)' }),
  title: z.string(),
  description: z.string().nullable().openapi({ description: 'The requirement text' }),
  unitTime: z.number().int().nullable().openapi({ description: 'Tests: minutes allowed' }),
  sourceType: z.string().nullable().openapi({ description: "null for the platform's questions, 'xskt' for the external source" }),
};

export const QuestionUnit = component('QuestionUnitCAResultVO', { ...unitFields, questionResultVOMap: z.record(z.string(), z.array(Question)).openapi({ description: "Top-level questions by type ('1', '2', '3', '4', '6', '11', '13'), in paper order" }) });
const ReviewQuestionUnit = component('ReviewQuestionUnitCAResultVO', { ...unitFields, questionResultVOMap: z.record(z.string(), z.array(ReviewQuestion)) });

export const WorkPaper = component('WorkPaper', {
  workId: z.number().int(),
  answerLogId: z.number().int().nullable().openapi({ description: 'The open attempt, if one is open' }),
  deadlineTime: z.number().int().nullable().openapi({ description: "Tests: the open attempt's deadline, ms since the epoch" }),
  serverTime: z.number().int().openapi({ description: "The server's clock, ms since the epoch: the countdown runs on deadlineTime − serverTime" }),
  questionUnitCAResultVO: QuestionUnit,
});

const AttemptLog = component('AttemptLog', {
  id: z.number().int().openapi({ description: 'The answerLogId' }),
  createdTime: z.string(),
  submitTime: z.string().nullable(),
  status: z.number().int().openapi({ description: '1 pending marking, 2 marked' }),
  score: z.number().nullable().openapi({ description: 'Once marked' }),
  useTime: z.number().int().nullable().openapi({ description: 'Seconds' }),
});

const StartedAttempt = component('StartedAttempt', {
  answerLogId: z.number().int(),
  resumed: z.boolean().openapi({ description: 'true when the open attempt was resumed rather than a new one started' }),
  startTime: z.string(),
  deadlineTime: z.number().int().nullable().openapi({ description: 'Tests: start + unitTime, ms since the epoch' }),
  serverTime: z.number().int(),
});

export const SubmitResult = component('SubmitResult', {
  answerLogId: z.number().int(),
  status: z.number().int().openapi({ description: '1 pending marking (the paper has a short answer), 2 marked' }),
  score: z.number().nullable().openapi({ description: 'The objective score when marked at once; null while pending' }),
  submitTime: z.string().nullable(),
  useTime: z.number().int().nullable(),
  alreadySubmitted: z.boolean().openapi({ description: 'true when this attempt had been submitted before: the first result is answered again' }),
});

export const answerVOInput = z
  .object({
    content: z.string().max(20_000).nullish(),
    optionList: z.array(z.string().max(16)).max(26).nullish(),
  })
  .openapi({ description: 'The answer: text (fill blanks joined with |) and/or the keys of the chosen options' });

const timeInput = z.union([z.string().max(40), z.number()]).optional();

const SaveAnswerBody = z.object({
  answerLogId: idParam,
  answerTime: timeInput,
  submitTime: timeInput,
  id: idParam.optional().openapi({ description: 'The work id; checked against the attempt when sent' }),
  questionId: idParam,
  questionUnitId: idParam.optional().openapi({ description: "The paper; checked against the attempt's when sent" }),
  questionAnswerVO: answerVOInput.nullish(),
  clientSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).openapi({ description: 'Increases with every save of the client: the highest wins' }),
});

const SavedAnswer = component('SavedAnswer', {
  answerLogId: z.number().int(),
  questionId: z.number().int(),
  clientSeq: z.number().int().openapi({ description: 'The clientSeq now stored for the question' }),
  saved: z.boolean().openapi({ description: 'false when a save with an equal or higher clientSeq was already stored (nothing changed)' }),
});

const AnswerRecord = component('AnswerRecord', {
  answerLogId: z.number().int(),
  id: z.number().int().openapi({ description: 'The work id' }),
  questionId: z.number().int(),
  questionUnitId: z.number().int(),
  questionAnswerVO: z.object({ optionList: z.array(z.string()), content: z.string() }),
  clientSeq: z.number().int(),
  answerTime: z.string().nullable(),
});

const Review = component('AttemptReview', {
  workId: z.number().int(),
  answerLogId: z.number().int(),
  status: z.number().int(),
  score: z.number().nullable(),
  createdTime: z.string(),
  submitTime: z.string().nullable(),
  useTime: z.number().int().nullable(),
  questionUnitCAResultVO: ReviewQuestionUnit,
});

const useTime = z.number().int().min(0).max(31_536_000).optional().openapi({ description: 'Seconds spent; the time since the start when left out' });

// ── Declarations ────────────────────────────────────────────────────────────────────────

const lookupQuery = z.object({ classId: idParam, studentId: idParam.openapi({ description: 'The enrolment (class_students.id)' }), courseId: idParam.optional(), classroomId: idParam });

function lookupRoute(path: string, what: string) {
  return declareRoute('get', path, {
    summary: `The student's ${what} for a classroom of their class: id (made on first lookup)`,
    ...readCall(lookupQuery, z.object({ id: z.number().int() })),
  });
}

const paperRoute = (path: string, what: string, description: string) =>
  declareRoute('get', path, {
    summary: `The ${what} paper of a work, without correct answers`,
    description,
    ...readCall(z.object({ workId: idParam }), WorkPaper),
  });

const logsRoute = (path: string, what: string, field: 'studentWorkMasterId' | 'testStudentId') =>
  declareRoute('get', path, {
    summary: `The submitted attempts of a ${what}, newest first`,
    description: "Only submitted attempts (status 1 or 2); the open one, if any, is the paper's answerLogId.",
    ...readCall(z.object({ [field]: idParam }) as z.ZodObject<Record<typeof field, typeof idParam>>, z.array(AttemptLog)),
  });

const startRoute = (path: string, what: string, field: 'id' | 'workId', description: string) =>
  declareRoute('post', path, {
    summary: `Starts a ${what} attempt, or resumes the open one: answerLogId`,
    description,
    request: jsonBody(z.object({ [field]: idParam }) as z.ZodObject<Record<typeof field, typeof idParam>>, false),
    responses: okResponse(StartedAttempt),
  });

const homeworkLookup = lookupRoute('/api/teaching/anyone/studentWork/getStudentWorkId', 'homework');
const testLookup = lookupRoute('/api/teaching/anyone/testStudent/getTestStudentId', 'test');
const homeworkPaper = paperRoute('/api/teaching/anyone/studentWork/paper', 'homework', 'xskt homework is fetched from /api/xskt/anyone/work/paper instead.');
const testPaper = paperRoute('/api/teaching/anyone/testStudent/paper', 'test', "With the open attempt's deadlineTime and the server's serverTime (ms), so the countdown resumes and corrects the client's clock.");
const homeworkLogs = logsRoute('/api/teaching/anyone/studentWork/answerLogs', 'homework', 'studentWorkMasterId');
const testLogs = logsRoute('/api/teaching/anyone/testStudent/answerLogs', 'test', 'testStudentId');
const homeworkStart = startRoute('/api/teaching/anyone/studentWork/startAnswer', 'homework', 'id', 'id is the work (xskt homework included: its submit names the answerLogId).');
const testStart = startRoute(
  '/api/teaching/anyone/testStudent/startAnswer',
  'test',
  'workId',
  'A new attempt stores deadlineTime = start + unitTime. An open attempt whose deadline and 60 s grace have passed is closed as it stands (submitted at its deadline) and a new one starts.',
);

const saveAnswerRoute = declareRoute('post', '/api/teaching/anyone/answerLog/saveAnswer', {
  summary: 'Saves one answer of an open attempt; idempotent, the highest clientSeq wins',
  description:
    'One row per attempt and question. A save whose clientSeq is not higher than the stored one is accepted (saved false) and changes nothing. The question must be of the attempt’s paper (sub-questions of 11 and 13, not their parents). A submitted attempt answers 409 code 40901; a test past its deadline plus 60 s, 409 code 40902.',
  request: jsonBody(SaveAnswerBody, false),
  responses: okResponse(SavedAnswer),
});

const answersRoute = declareRoute('get', '/api/teaching/anyone/answerLog/answers', {
  summary: 'The answers saved in an attempt, with their clientSeq (for resuming)',
  ...readCall(z.object({ answerLogId: idParam }), z.array(AnswerRecord)),
});

const submitDescription =
  'In one transaction: objective questions (1, 2, 3, 4 and objective sub-questions) are scored; a paper with a short answer stays pending marking (status 1), any other is marked (status 2) with its score. Submitting again answers the first result (alreadySubmitted true).';

const homeworkSubmit = declareRoute('post', '/api/teaching/anyone/studentWork/submit', {
  summary: 'Submits a homework attempt',
  description: `${submitDescription} xskt homework is submitted to /api/xskt/anyone/work/submit.`,
  request: jsonBody(z.object({ studentWorkId: idParam, answerLogId: idParam, use_time: useTime }), false),
  responses: okResponse(SubmitResult),
});

const testSubmit = declareRoute('post', '/api/teaching/anyone/testStudent/submit', {
  summary: 'Submits a test attempt; refused 60 s after its deadline',
  description: `${submitDescription} Later than the deadline plus 60 s: 409, code 40902, and nothing changes.`,
  request: jsonBody(z.object({ testId: idParam, answerLogId: idParam, use_time: useTime }), false),
  responses: okResponse(SubmitResult),
});

const TimeReportResult = component('TimeReport', {
  answerLogId: z.number().int(),
  reportedRemainingTime: z.number().int().openapi({ description: 'The remaining seconds as reported, now recorded on the attempt' }),
  reportedTime: z.string().openapi({ description: 'When the report arrived, on the server’s clock' }),
  remainingTime: z.number().int().openapi({ description: 'The server’s remaining seconds, from deadlineTime: the authority, whatever was reported' }),
  deadlineTime: z.number().int().openapi({ description: 'The attempt’s deadline, ms since the epoch; a report never moves it' }),
  serverTime: z.number().int().openapi({ description: 'The server’s clock, ms since the epoch' }),
});

const testReportTime = declareRoute('post', '/api/teaching/anyone/testStudent/reportTime', {
  summary: "Reports a test countdown's remaining time (every 60 one-second ticks); recorded, never moves the deadline",
  description:
    'The last report (remaining seconds and when it arrived) is recorded on the attempt. The deadline stays the one fixed at the start: saves, the submit and the closing of an expired attempt follow it, whatever time is reported; the answer gives the server’s remaining time. A submitted attempt answers 409 code 40901; past the deadline plus 60 s, 409 code 40902; a homework or xskt attempt (no countdown), 400.',
  request: jsonBody(z.object({ testId: idParam, answerLogId: idParam, remainingTime: z.number().int().min(0).max(31_536_000).openapi({ description: 'Whole seconds left on the countdown' }) }), false),
  responses: okResponse(TimeReportResult),
});

const reviewRoute = declareRoute('get', '/api/teaching/anyone/answerLog/review', {
  summary: "A submitted attempt with the student's answers, the correct answers and each question's mark",
  ...readCall(z.object({ workId: idParam, answerLogId: idParam }), Review),
});

const dutyRoute = declareRoute('post', '/api/teaching/anyone/dutyRecord/reportFinish', {
  summary: "Records the SUBMIT duty of a content once the caller's work in it is submitted; idempotent",
  description:
    "contentId is the classroom; bizId, when sent, the caller's work in it; activityContentId, when sent, the content in its activity (an activity's contents are its classrooms, so it is the contentId). tenantId and userId, when sent, must be the caller's.",
  request: jsonBody(
    z.object({
      activityId: idParam.optional(),
      bizId: idParam.optional(),
      bizType: z.union([z.string().max(32), z.number()]).optional(),
      contentId: idParam,
      currentTime: timeInput,
      finStatus: z.literal(2),
      realValue: z.literal(1),
      tenantId: z.string().max(64).optional(),
      userId: z.string().max(64).optional(),
      activityContentId: idParam.optional(),
      dutyType: z.literal('SUBMIT'),
    }),
    false,
  ),
  responses: okResponse(z.object({ contentId: z.number().int(), activityContentId: z.number().int().nullable().openapi({ description: 'The content in its activity; null for a content of no activity' }), bizId: z.number().int(), dutyType: z.string(), finStatus: z.number().int(), recorded: z.boolean().openapi({ description: 'false when it was recorded before' }) })),
});

// ── Handlers ────────────────────────────────────────────────────────────────────────────

const HOMEWORK: WorkScope = { kind: WORK_KIND_CODE.homework };
const TEST: WorkScope = { kind: WORK_KIND_CODE.test };

/** The caller, a study user, with their own work `workId` (`field` names it in a refusal) and the request's deps. */
export async function callersWork(c: Context<AppEnv>, workId: number, field: string, scope?: WorkScope) {
  const user = await requireStudyUser(c);
  const deps = c.get('deps');
  return { user, ...deps, ...(await requireOwnWork(deps.db, user, workId, field, scope)) };
}

async function lookup(c: Context<AppEnv>, query: z.infer<typeof lookupQuery>, kind: WorkKindCode) {
  const { student, db, now, classroom } = await callersClassroom(c, { classId: query.classId, studentId: query.studentId }, query.classroomId, 'act');
  return lookupWork(db, student, classroom, kind, { courseId: query.courseId, now: now() });
}

export function registerExamRoutes(app: Api) {
  app.openapi(homeworkLookup, async (c) => ok(c, await lookup(c, c.req.valid('query'), WORK_KIND_CODE.homework)));
  app.openapi(testLookup, async (c) => ok(c, await lookup(c, c.req.valid('query'), WORK_KIND_CODE.test)));

  app.openapi(homeworkPaper, async (c) => {
    const { db, now, work, paper } = await callersWork(c, c.req.valid('query').workId, 'workId', { ...HOMEWORK, xskt: 'never' });
    return ok(c, await workPaper(db, work, paper, now()));
  });

  app.openapi(testPaper, async (c) => {
    const { db, now, work, paper } = await callersWork(c, c.req.valid('query').workId, 'workId', TEST);
    return ok(c, await workPaper(db, work, paper, now()));
  });

  app.openapi(homeworkLogs, async (c) => {
    const { db, work } = await callersWork(c, c.req.valid('query').studentWorkMasterId, 'studentWorkMasterId', HOMEWORK);
    return ok(c, await attemptLogs(db, work));
  });

  app.openapi(testLogs, async (c) => {
    const { db, work } = await callersWork(c, c.req.valid('query').testStudentId, 'testStudentId', TEST);
    return ok(c, await attemptLogs(db, work));
  });

  app.openapi(homeworkStart, async (c) => {
    const { db, now, work, paper } = await callersWork(c, c.req.valid('json').id, 'id', HOMEWORK);
    return ok(c, await startAttempt(db, work, paper, now()));
  });

  app.openapi(testStart, async (c) => {
    const { db, now, work, paper } = await callersWork(c, c.req.valid('json').workId, 'workId', TEST);
    return ok(c, await startAttempt(db, work, paper, now()));
  });

  app.openapi(saveAnswerRoute, async (c) => {
    const body = c.req.valid('json');
    const { db, now } = c.get('deps');
    // The token checked in the save's own statement: one round trip (answers.ts).
    const caller = studyCallInput(c);
    if (caller) return ok(c, await saveAnswerOfCaller(db, caller, body));
    const user = await requireStudyUser(c);
    return ok(c, await saveAnswer(db, user, body, now()));
  });

  app.openapi(answersRoute, async (c) => {
    const { answerLogId } = c.req.valid('query');
    const user = await requireStudyUser(c);
    return ok(c, await savedAnswers(c.get('deps').db, user, answerLogId));
  });

  app.openapi(homeworkSubmit, async (c) => {
    const { studentWorkId, answerLogId, use_time } = c.req.valid('json');
    const { user, db, now, work, paper } = await callersWork(c, studentWorkId, 'studentWorkId', { ...HOMEWORK, xskt: 'never' });
    return ok(c, await submitAttempt(db, user, { work, paper, answerLogId, useTime: use_time, now: now() }));
  });

  app.openapi(testSubmit, async (c) => {
    const { testId, answerLogId, use_time } = c.req.valid('json');
    const { user, db, now, work, paper } = await callersWork(c, testId, 'testId', TEST);
    return ok(c, await submitAttempt(db, user, { work, paper, answerLogId, useTime: use_time, now: now() }));
  });

  app.openapi(testReportTime, async (c) => {
    const { testId, answerLogId, remainingTime } = c.req.valid('json');
    const { user, db, now } = await callersWork(c, testId, 'testId', TEST);
    return ok(c, await reportTime(db, user, { testId, answerLogId, remainingTime }, now()));
  });

  app.openapi(reviewRoute, async (c) => {
    const { workId, answerLogId } = c.req.valid('query');
    const { user, db, work, paper } = await callersWork(c, workId, 'workId');
    return ok(c, await reviewAttempt(db, user, work, paper, answerLogId));
  });

  app.openapi(dutyRoute, async (c) => {
    const body = c.req.valid('json');
    await tenantOf(c, body.tenantId);
    const user = await requireStudyUser(c, body.userId);
    const { db, now } = c.get('deps');
    return ok(c, await reportFinish(db, user, body, now()));
  });
}
