// An attempt kept on the device (issue 28 item 2): what the journal holds besides the answers, so a
// reload or a reopened tab with no connection shows the paper, keeps the server's deadline and
// still submits. These are its rules: which kept attempt a screen may open, when it opens from the
// device instead of the server, its deadline, and a submit queued there.
import type { Trouble } from './attempt-state';
import { localDeadline } from './outbox';
import type { WorkKind } from './work';

/** A submit the student made that the server has not answered yet: it goes when the connection is back, after a reload too. */
export interface QueuedSubmit {
  /** When the student submitted (local clock, ms). */
  queuedAt: number;
}

/** One attempt as the journal keeps it when it opens online: the paper as served and the server's times. */
export interface KeptAttempt<Paper = unknown> {
  answerLogId: number;
  workId: number;
  kind: WorkKind;
  xskt: boolean;
  /** The student it belongs to: another one signed in on this browser never opens it. */
  userId: string;
  paper: Paper;
  /** The attempt's start on the local clock (ms). */
  startedAt: number;
  /** The server's deadline (server clock, ms); none for homework and xskt. */
  deadlineTime: number | null;
  /** How far the local clock was ahead of the server's when the attempt opened online. */
  offset: number;
  submit?: QueuedSubmit;
}

/** What the address and the session ask for. */
export interface AttemptWanted {
  userId: string;
  kind: WorkKind;
  workId: number;
  xskt: boolean;
  /** The address's attempt, when it names one. */
  answerLogId: number | undefined;
}

/** Whether a kept attempt is the one asked for: the same student, the same work, and the address's attempt if it names one. */
export function keptAttemptFits(kept: KeptAttempt, wanted: AttemptWanted): boolean {
  return (
    wanted.userId !== '' &&
    kept.userId === wanted.userId &&
    kept.workId === wanted.workId &&
    kept.kind === wanted.kind &&
    kept.xskt === wanted.xskt &&
    (wanted.answerLogId === undefined || kept.answerLogId === wanted.answerLogId)
  );
}

/**
 * Whether an attempt that failed to open online opens from the device: when the connection or the
 * server failed, yes; a refusal (signed out, not allowed, submitted elsewhere) is the server's word, and stands.
 */
export function opensFromDevice(trouble: Trouble): boolean {
  return trouble !== 'refused';
}

/** A kept test's deadline on the local clock, from the server's deadline and the offset saved with it: a reload offline neither adds nor takes time. */
export function keptDeadline(kept: Pick<KeptAttempt, 'kind' | 'xskt' | 'deadlineTime' | 'offset'>): number | undefined {
  return kept.kind === 'test' && !kept.xskt && kept.deadlineTime !== null ? localDeadline(kept.deadlineTime, kept.offset) : undefined;
}
