// The calls of homework and tests (spec 3 §7, the README's "Homework and tests" table), typed by
// their paths. Saves go through a quiet client: a failed save is retried, never shown as a toast
// (spec 3 §8 "Save-answer failure: ignored"); the outbox tells the student what is not yet saved.
import { browserRequestContext } from '../../api/browser-context';
import { getBrowserClient } from '../../api/browser-client';
import { call, createApiClient, type ApiClient } from '../../api/client';
import type { components } from '../../api/schema';
import { clearToken, clearVisitor } from '../../stores/session';

export type WorkPaper = components['schemas']['WorkPaper'];
export type ExamQuestion = components['schemas']['ExamQuestion'];
export type ExamSubQuestion = components['schemas']['ExamSubQuestion'];
export type AttemptLog = components['schemas']['AttemptLog'];
export type AnswerRecord = components['schemas']['AnswerRecord'];
export type AttemptReview = components['schemas']['AttemptReview'];
export type ExamReviewQuestion = components['schemas']['ExamReviewQuestion'];
export type ExamReviewSubQuestion = components['schemas']['ExamReviewSubQuestion'];
export type XsktPaper = components['schemas']['XsktPaper'];
export type WorkKind = 'homework' | 'test';

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

let quietClient: ApiClient | undefined;

/** The client of saves and resumes: no toasts; a token code still ends the session. */
function getQuietClient(): ApiClient {
  quietClient ??= createApiClient({
    baseUrl: window.location.origin,
    context: browserRequestContext,
    hooks: {
      onTokenInvalid() {
        clearToken();
        clearVisitor();
      },
    },
  });
  return quietClient;
}

export interface SaveBody {
  answerLogId: number;
  id: number;
  questionId: number;
  questionUnitId: number;
  questionAnswerVO: { content: string; optionList: string[] };
  clientSeq: number;
  answerTime: number;
}

export function saveAnswer(body: SaveBody) {
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

export interface XsktSubmitBody {
  studentWorkId: number;
  activityId?: number;
  classId?: number;
  classroomId?: number;
  courseId?: number;
  answerLogId: number;
  use_time: number;
  userAnswerObjects: { questionId: number; questionAnswerVO: { content: string; optionList: string[] } }[];
  xsktUserToken: string;
}

export function submitXskt(body: XsktSubmitBody) {
  return call(getQuietClient().POST('/api/xskt/anyone/work/submit', { body }));
}

export interface DutyReport {
  activityId?: number;
  bizId?: number;
  contentId: number;
  activityContentId?: number;
  bizType: string;
  tenantId: string;
  userId: string;
}

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
