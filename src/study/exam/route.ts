// What an exam address says (spec 3 §2): homework or test, and the ids of its query, kept as they
// come so each screen passes them on to the next (instructions → answering → finish).
import { buildHref } from '../../lib/study/jumps';
import type { WorkKind } from '../../lib/exam/work';
import { queryId } from '../../lib/study/query-id';

export interface ExamParams {
  kind: WorkKind;
  classId: number | undefined;
  classroomId: number | undefined;
  /** classStudentId for homework, studentId for tests. */
  studentId: number | undefined;
  courseId: number | undefined;
  activityId: number | undefined;
  workId: number | undefined;
  answerLogId: number | undefined;
  status: number | undefined;
  xskt: boolean;
}

/** The attempt status the address names (0 in progress and up; not an id, so 0 counts). */
function statusOf(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

export function examParams(route: string, search: Record<string, string>): ExamParams {
  return {
    kind: route.startsWith('/study/test') ? 'test' : 'homework',
    classId: queryId(search.classId),
    classroomId: queryId(search.classroomId),
    studentId: queryId(search.classStudentId ?? search.studentId),
    courseId: queryId(search.courseId),
    activityId: queryId(search.activityId),
    workId: queryId(search.workId),
    answerLogId: queryId(search.answerLogId),
    status: statusOf(search.status),
    xskt: search.sourceType === 'xskt',
  };
}

/** Whether the address names a homework or test: by its workId, or by the classroom it belongs to. */
export function namesWork(params: ExamParams): boolean {
  return params.workId !== undefined || (params.classId !== undefined && params.studentId !== undefined && params.classroomId !== undefined);
}

/** An exam screen's address with the ids this one knows, changed by `extra`. */
export function examHref(path: string, params: ExamParams, extra: Partial<Record<string, number | string | undefined>> = {}): string {
  return buildHref(path, {
    classId: params.classId,
    classroomId: params.classroomId,
    [params.kind === 'homework' ? 'classStudentId' : 'studentId']: params.studentId,
    courseId: params.courseId,
    activityId: params.activityId,
    workId: params.workId,
    answerLogId: params.answerLogId,
    sourceType: params.xskt ? 'xskt' : undefined,
    ...extra,
  });
}

/**
 * The text of a paper's HTML (a stem's blanks are counted in it). Parsed into an inert document:
 * nothing in it runs or loads. The screens show the HTML itself through RichHtml (sanitized).
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
