// The calls of homework and tests (spec 3 §7, the README's "Homework and tests" table), typed by
// their paths. Saves go through a quiet client: a failed save is retried, never shown as a toast
// (spec 3 §8 "Save-answer failure: ignored"); the outbox tells the student what is not yet saved.
import { getBrowserClient, getQuietClient } from '../../api/browser-client';
import { call, type RequestBody } from '../../api/client';
import type { components } from '../../api/schema';
import type { WorkKind } from '../../lib/exam/work';

export type WorkPaper = components['schemas']['WorkPaper'];
export type ExamQuestion = components['schemas']['ExamQuestion'];
export type ExamSubQuestion = components['schemas']['ExamSubQuestion'];
export type AttemptLog = components['schemas']['AttemptLog'];
export type AnswerRecord = components['schemas']['AnswerRecord'];
export type AttemptReview = components['schemas']['AttemptReview'];
export type ExamReviewQuestion = components['schemas']['ExamReviewQuestion'];
export type ExamReviewSubQuestion = components['schemas']['ExamReviewSubQuestion'];
export type XsktPaper = components['schemas']['XsktPaper'];

export interface WorkLookup {
  classId: number;
  studentId: number;
  courseId: number | undefined;
  classroomId: number;
}

export function getWorkId(kind: WorkKind, query: WorkLookup) {
  const client = getBrowserClient();
  return call(
    kind === 'homework'
      ? client.GET('/api/teaching/anyone/studentWork/getStudentWorkId', { params: { query } })
      : client.GET('/api/teaching/anyone/testStudent/getTestStudentId', { params: { query } }),
  );
}

export function getPaper(kind: WorkKind, workId: number) {
  const client = getBrowserClient();
  const query = { workId };
  return call(
    kind === 'homework'
      ? client.GET('/api/teaching/anyone/studentWork/paper', { params: { query } })
      : client.GET('/api/teaching/anyone/testStudent/paper', { params: { query } }),
  );
}

export function getXsktPaper(workId: number) {
  return call(getBrowserClient().GET('/api/xskt/anyone/work/paper', { params: { query: { workId } } }));
}

export function listAttempts(kind: WorkKind, workId: number) {
  const client = getBrowserClient();
  return call(
    kind === 'homework'
      ? client.GET('/api/teaching/anyone/studentWork/answerLogs', { params: { query: { studentWorkMasterId: workId } } })
      : client.GET('/api/teaching/anyone/testStudent/answerLogs', { params: { query: { testStudentId: workId } } }),
  );
}

export function startAttempt(kind: WorkKind, workId: number) {
  const client = getBrowserClient();
  return call(
    kind === 'homework'
      ? client.POST('/api/teaching/anyone/studentWork/startAnswer', { body: { id: workId } })
      : client.POST('/api/teaching/anyone/testStudent/startAnswer', { body: { workId } }),
  );
}

// Saves, resumes, submits and reports go through the page's quiet client: no toasts; a token code
// still ends the session.
export function saveAnswer(body: RequestBody<'/api/teaching/anyone/answerLog/saveAnswer'>) {
  return call(getQuietClient().POST('/api/teaching/anyone/answerLog/saveAnswer', { body }));
}

export function listSavedAnswers(answerLogId: number) {
  return call(getQuietClient().GET('/api/teaching/anyone/answerLog/answers', { params: { query: { answerLogId } } }));
}

/** Submits without a toast: a refused submit is told on the screen ('Submit failed, please contact administrator'). */
export function submitWork(kind: WorkKind, workId: number, answerLogId: number) {
  const client = getQuietClient();
  return call(
    kind === 'homework'
      ? client.POST('/api/teaching/anyone/studentWork/submit', { body: { studentWorkId: workId, answerLogId } })
      : client.POST('/api/teaching/anyone/testStudent/submit', { body: { testId: workId, answerLogId } }),
  );
}

export function submitXskt(body: RequestBody<'/api/xskt/anyone/work/submit'>) {
  return call(getQuietClient().POST('/api/xskt/anyone/work/submit', { body }));
}

/** What the caller says of a finished duty; the rest of the report is fixed. */
type DutyReport = Omit<RequestBody<'/api/teaching/anyone/dutyRecord/reportFinish'>, 'currentTime' | 'finStatus' | 'realValue' | 'dutyType'>;

/** The duty completion report after a submit (spec 3 §7): finStatus 2, realValue 1, dutyType SUBMIT. */
export function reportFinish(report: DutyReport) {
  return call(getQuietClient().POST('/api/teaching/anyone/dutyRecord/reportFinish', { body: { ...report, currentTime: Date.now(), finStatus: 2, realValue: 1, dutyType: 'SUBMIT' } }));
}

/** The countdown's report every 60 ticks (spec 3 §4): recorded by the server, which keeps its own deadline. */
export function reportTime(testId: number, answerLogId: number, remainingTime: number) {
  return call(getQuietClient().POST('/api/teaching/anyone/testStudent/reportTime', { body: { testId, answerLogId, remainingTime } }));
}

export function getReview(workId: number, answerLogId: number) {
  return call(getBrowserClient().GET('/api/teaching/anyone/answerLog/review', { params: { query: { workId, answerLogId } } }));
}
