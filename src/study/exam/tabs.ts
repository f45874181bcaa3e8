// Two tabs (or windows) of one attempt in step (issue 28 item 3): each change and confirmation of an
// answer, and the submit, are told to the attempt's other tabs through a BroadcastChannel of this
// origin (one school: a tenant is a host). The receiving outbox takes an answer only if it is newer
// (lib/exam/outbox.ts takesOver). A browser without BroadcastChannel still has the journal: a
// reload there shows the other tab's answers.
// One send per answer: the tab that made a change sends it; the others hold it (outbox.ts) until
// that tab goes away, which it says on `pagehide` or when it leaves the screen, or which its
// silence says (a heartbeat every HEARTBEAT_MS, missed for TAB_LAPSE_MS: a crashed or frozen tab).
import type { OutboxEntry } from '../../lib/exam/outbox';

/** A tab's id on the channel (one per page). */
export type TabId = string;

export type TabMessage = { type: 'entry'; entry: OutboxEntry; from: TabId } | { type: 'submitted'; status: number } | { type: 'alive'; from: TabId } | { type: 'gone'; from: TabId };

/** What a tab posts (its id is added). */
export type TabPost = { type: 'entry'; entry: OutboxEntry } | { type: 'submitted'; status: number };

export interface AttemptChannel {
  post(message: TabPost): void;
  close(): void;
}

export const HEARTBEAT_MS = 5_000;
export const TAB_LAPSE_MS = 3 * HEARTBEAT_MS;

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<{ type: unknown; entry: Partial<OutboxEntry>; status: unknown; from: unknown }>;
  if (message.type === 'submitted') return typeof message.status === 'number';
  if (typeof message.from !== 'string') return false;
  if (message.type === 'alive' || message.type === 'gone') return true;
  const entry = message.entry;
  return message.type === 'entry' && typeof entry === 'object' && entry !== null && typeof entry.questionId === 'number' && typeof entry.clientSeq === 'number' && typeof entry.saved === 'boolean' && typeof entry.answer === 'object';
}

const newTabId = (): TabId => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** Joins the attempt's channel; `onMessage` hears the other tabs (never this one), and a tab's lapse as its 'gone'. */
export function joinAttemptChannel(answerLogId: number, onMessage: (message: TabMessage) => void): AttemptChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(`exam-attempt:${answerLogId}`);
  const from = newTabId();
  const heard = new Map<TabId, number>();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isTabMessage(event.data)) return;
    const message = event.data;
    if ('from' in message) {
      if (message.type === 'gone') heard.delete(message.from);
      else heard.set(message.from, Date.now());
    }
    if (message.type !== 'alive') onMessage(message);
  };
  let open = true;
  const send = (message: TabMessage) => {
    if (open) channel.postMessage(message);
  };
  const heartbeat = setInterval(() => {
    send({ type: 'alive', from });
    for (const [tab, at] of heard) {
      if (Date.now() - at < TAB_LAPSE_MS) continue;
      heard.delete(tab);
      onMessage({ type: 'gone', from: tab });
    }
  }, HEARTBEAT_MS);
  const onPageHide = () => send({ type: 'gone', from });
  window.addEventListener('pagehide', onPageHide);
  return {
    post(message) {
      send(message.type === 'entry' ? { ...message, from } : message);
    },
    close() {
      send({ type: 'gone', from });
      open = false;
      clearInterval(heartbeat);
      window.removeEventListener('pagehide', onPageHide);
      channel.close();
    },
  };
}
