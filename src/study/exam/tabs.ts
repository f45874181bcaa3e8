// Two tabs (or windows) of one attempt in step (issue 28 item 3): each change and confirmation of an
// answer, and the submit, are told to the attempt's other tabs through a BroadcastChannel of this
// origin (one school: a tenant is a host). The receiving outbox takes an answer only if it is newer
// (lib/exam/outbox.ts takesOver). A browser without BroadcastChannel still has the journal: a
// reload there shows the other tab's answers.
import type { OutboxEntry } from '../../lib/exam/outbox';

export type TabMessage = { type: 'entry'; entry: OutboxEntry } | { type: 'submitted'; status: number };

export interface AttemptChannel {
  post(message: TabMessage): void;
  close(): void;
}

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<{ type: unknown; entry: Partial<OutboxEntry>; status: unknown }>;
  if (message.type === 'submitted') return typeof message.status === 'number';
  const entry = message.entry;
  return message.type === 'entry' && typeof entry === 'object' && entry !== null && typeof entry.questionId === 'number' && typeof entry.clientSeq === 'number' && typeof entry.saved === 'boolean' && typeof entry.answer === 'object';
}

/** Joins the attempt's channel; `onMessage` hears the other tabs (never this one). */
export function joinAttemptChannel(answerLogId: number, onMessage: (message: TabMessage) => void): AttemptChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(`exam-attempt:${answerLogId}`);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  };
  let open = true;
  return {
    post(message) {
      if (open) channel.postMessage(message);
    },
    close() {
      open = false;
      channel.close();
    },
  };
}
