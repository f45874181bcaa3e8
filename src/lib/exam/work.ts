// The words of homework and tests from the contract to the screen (spec 3 §3, §4): the kind of a
// work and the status of an attempt. The server stores and reports them with these, the widget
// reads and shows them with these; nothing else declares them.

/** A work is a homework or a test: the word of the routes (/study/homework, /study/test) and the screens. */
export type WorkKind = 'homework' | 'test';

/** The same kind as the platform writes it: papers.kind and student_works.kind, and a duty report's bizType. */
export const WORK_KIND_CODE = { homework: 'HOMEWORK', test: 'TEST' } as const satisfies Record<WorkKind, string>;

export type WorkKindCode = (typeof WORK_KIND_CODE)[WorkKind];

/** The kind of a stored code; anything but TEST is homework, as a paper is a test only when it says so. */
export function workKindOf(code: string): WorkKind {
  return code === WORK_KIND_CODE.test ? 'test' : 'homework';
}

/** Attempt log status (spec 3 §3): 0 answering (the open attempt), 1 submitted and pending marking, 2 marked. */
export const ATTEMPT_STATUS = { answering: 0, pendingMarking: 1, marked: 2 } as const;

export type AttemptStatus = (typeof ATTEMPT_STATUS)[keyof typeof ATTEMPT_STATUS];

/** The statuses of a submitted attempt: what the attempt list shows and a duty report needs. */
export const SUBMITTED_STATUSES: readonly AttemptStatus[] = [ATTEMPT_STATUS.pendingMarking, ATTEMPT_STATUS.marked];
