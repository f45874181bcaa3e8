// A click toggles the like at once on screen (spec 1 §4: review thumbs 0 or 1, toggled by the
// user) and the server catches up. Calls for one thing go one at a time: quick clicks only move
// the wanted state, and when a call ends the latest wish is sent if it still differs. A failed
// call puts back what the server last confirmed (the client has already said why).
import { setLike, type LikeState } from './api';
import { buttonsFor, shownState, show, type LikeButton } from './button';

interface Entry {
  /** What the server last said, or what the page showed before any call. */
  confirmed: LikeState;
  wanted: boolean;
  inFlight: boolean;
}

const entries = new Map<string, Entry>();
const keyOf = ({ kind, id }: Pick<LikeButton, 'kind' | 'id'>) => `${kind}:${id}`;

function showEverywhere(button: LikeButton, state: LikeState) {
  for (const element of buttonsFor(button.kind, button.id)) show(element, state);
}

/** The state the visitor sees while `wanted` waits for the server. */
function optimistic({ confirmed, wanted }: Entry): LikeState {
  if (wanted === confirmed.liked) return confirmed;
  return { liked: wanted, count: confirmed.count + (wanted ? 1 : -1) };
}

async function flush(button: LikeButton, entry: Entry) {
  entry.inFlight = true;
  const target = entry.wanted;
  try {
    entry.confirmed = await setLike(button.kind, button.id, target);
  } catch {
    entry.wanted = entry.confirmed.liked;
  } finally {
    entry.inFlight = false;
  }
  if (entry.wanted !== entry.confirmed.liked) void flush(button, entry);
  showEverywhere(button, optimistic(entry));
}

export function toggleLike(button: LikeButton) {
  const key = keyOf(button);
  let entry = entries.get(key);
  if (!entry) {
    const shown = shownState(button.element);
    entry = { confirmed: shown, wanted: shown.liked, inFlight: false };
    entries.set(key, entry);
  }
  entry.wanted = !optimistic(entry).liked;
  showEverywhere(button, optimistic(entry));
  if (!entry.inFlight) void flush(button, entry);
}

/** The server's state for a thing the visitor has not touched on this page; touched ones keep theirs. */
export function applyServerState(button: Pick<LikeButton, 'kind' | 'id'>, state: LikeState): boolean {
  if (entries.has(keyOf(button))) return false;
  for (const element of buttonsFor(button.kind, button.id)) show(element, state);
  return true;
}
