// Brings the page's like buttons up to date for this user or visitor: the static page was built
// before anyone liked anything, so without this a like would seem lost after a reload.
import { likeStates, type LikeKind } from './api';
import { readButton } from './button';
import { applyServerState } from './toggle';

const synced = new Map<LikeKind, Promise<void>>();

/** Reads each kind present in `scope` once per page. */
export async function syncLikes(scope: ParentNode = document): Promise<void> {
  const kinds = new Set<LikeKind>();
  for (const element of scope.querySelectorAll<HTMLElement>('[data-like]')) {
    const button = readButton(element);
    if (button) kinds.add(button.kind);
  }
  await Promise.all([...kinds].map(syncKind));
}

function syncKind(kind: LikeKind): Promise<void> {
  let pending = synced.get(kind);
  if (!pending) {
    pending = likeStates(kind).then(
      (states) => {
        for (const [id, state] of states) applyServerState({ kind, id }, state);
      },
      // A failed read leaves the built counts; the next visit tries again.
      () => undefined,
    );
    synced.set(kind, pending);
  }
  return pending;
}
