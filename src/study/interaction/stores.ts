// The interaction panel's state (spec 2 §4, §5, §8): the classroom it is about, the tab and the
// filters, the lists and counts read for them, and the actions that ask, keep a draft, write,
// change or delete a note, comment and like. After a change, the lists of the classroom are read again.
import { atom, computed } from 'nanostores';
import type { Message, MessageKey } from '../../i18n';
import { commentRules, noteRules, questionRules, validateForm } from '../../lib/forms';
import { NOTE_DATA_TYPE, QUESTION_IS_DRAFT, type NoteDataType } from '../../lib/study/interaction';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/ui';
import { createQueryStore, invalidateKeys, keepShown } from '../query';
import { translate } from '../translate';
import * as api from './api';
import type { ClassroomComment, PanelRef, StudentNote } from './api';

export type PanelTab = 'qa' | 'notes' | 'comments';
export type QuestionFilter = 'all' | 'mine';
export type NoteFilter = keyof typeof NOTE_DATA_TYPE;

/** The classroom the mounted panel shows; set by the panel from its props. */
export const $panelRef = atom<PanelRef | null>(null);
export const $panelTab = atom<PanelTab>('qa');
export const $questionFilter = atom<QuestionFilter>('all');
export const $noteFilter = atom<NoteFilter>('all');

export function showPanel(ref: PanelRef): void {
  const current = $panelRef.get();
  if (current && JSON.stringify(current) === JSON.stringify(ref)) return;
  $panelRef.set(ref);
  $panelTab.set('qa');
  $questionFilter.set('all');
  $noteFilter.set('all');
}

const KEYS = { questions: 'study/interaction/questions', notes: 'study/interaction/notes', comments: 'study/interaction/comments', like: 'study/interaction/like' };

export const $questionCounts = keepShown(createQueryStore(`${KEYS.questions}/count`, $panelRef, api.questionCounts));
export const $questions = keepShown(
  createQueryStore(
    `${KEYS.questions}/page`,
    computed([$panelRef, $questionFilter], (ref, filter) => (ref ? { ...ref, onlyMine: filter === 'mine' } : null)),
    api.questionPage,
  ),
);
export const $noteCounts = keepShown(createQueryStore(`${KEYS.notes}/count`, $panelRef, api.noteCounts));
export const $notes = keepShown(
  createQueryStore(
    `${KEYS.notes}/page`,
    computed([$panelRef, $noteFilter], (ref, filter) => (ref ? { ...ref, dataType: NOTE_DATA_TYPE[filter] as NoteDataType } : null)),
    api.notePage,
  ),
);

/** Comments are read only where the panel shows them (the online classroom). */
export const $commentsShown = atom(false);
export const $comments = keepShown(createQueryStore(`${KEYS.comments}/page`, computed([$panelRef, $commentsShown], (ref, shown) => (shown ? ref : null)), api.commentPage));
const $likeFetcher = createQueryStore(KEYS.like, computed([$panelRef, $commentsShown], (ref, shown) => (shown ? ref : null)), api.likeInfo);
export const $likeInfo = keepShown($likeFetcher);

const reread = (prefix: string) => invalidateKeys((key) => key.startsWith(prefix));

/** The first failure of a form as the warning toast, or true when it passes. */
function passes(errors: Partial<Record<string, MessageKey>>): boolean {
  const first = Object.values(errors)[0];
  if (first) showToast({ kind: 'warning', message: translate({ key: first }) });
  return first === undefined;
}

const success = (message: Message) => showToast({ kind: 'success', message: translate(message) });

/** A request of the panel in flight: a second submit meanwhile is ignored. */
export const $saving = atom(false);

async function guarded(work: (ref: PanelRef) => Promise<void>): Promise<boolean> {
  const ref = $panelRef.get();
  if (!ref || $saving.get()) return false;
  $saving.set(true);
  try {
    await work(ref);
    return true;
  } catch {
    // The client has shown the refusal; the drawer stays open with what was typed.
    return false;
  } finally {
    $saving.set(false);
  }
}

/** The ask-teacher prefill: the names the question is sent with and the kept draft. */
export function loadAskTeacherInfo() {
  const ref = $panelRef.get();
  return ref ? api.askTeacherInfo(ref) : Promise.resolve(undefined);
}

type AskInfo = Awaited<ReturnType<typeof api.askTeacherInfo>>;

/** Sends a question (isDraft 0) or keeps it as the draft (1). Resolves true when done. */
export function saveQuestion(title: string, isDraft: 0 | 1, info: AskInfo | undefined): Promise<boolean> {
  if (isDraft === QUESTION_IS_DRAFT.send && !passes(validateForm(questionRules, { title }))) return Promise.resolve(false);
  return guarded(async (ref) => {
    await api.saveQuestion({ ...ref, title, isDraft, classroomName: info?.classroomName, studentName: info?.studentName, studentAvatar: info?.studentAvatar });
    if (isDraft === QUESTION_IS_DRAFT.send) success({ key: 'study.question.sent' });
    reread(KEYS.questions);
  });
}

/** Writes a note, or changes the one being edited (its share flag kept). */
export function saveNote(text: api.NoteText, isShared: 0 | 1, editing: StudentNote | null): Promise<boolean> {
  if (!passes(validateForm(noteRules, text))) return Promise.resolve(false);
  return guarded(async (ref) => {
    if (editing) await api.updateNote({ ...ref, ...text, id: editing.id, isShared: editing.isShared });
    else await api.createNote({ ...ref, ...text, isShared });
    success({ key: editing ? 'study.note.modified' : 'study.note.added' });
    reread(KEYS.notes);
  });
}

export function deleteNote(note: StudentNote): Promise<boolean> {
  return guarded(async () => {
    await api.deleteNotes([note.id]);
    success({ key: 'study.note.deleted' });
    reread(KEYS.notes);
  });
}

/** Comments, or replies to `parent` (sent as commentParent); the list is read again after. */
export function saveComment(commentContent: string, parent: ClassroomComment | null = null): Promise<boolean> {
  if (!passes(validateForm(commentRules, { commentContent }))) return Promise.resolve(false);
  return guarded(async (ref) => {
    await api.saveComment({ ...ref, commentContent, commentParent: parent?.id });
    success({ key: 'study.comment.success' });
    reread(KEYS.comments);
  });
}

/** How many comments and replies the classroom has (the comments tab's count); undefined until read. */
export const $commentTotal = computed($comments, ({ data }) => data?.total);

/**
 * The like the student wants while the server has yet to say so (for the classroom of `ref`): the
 * button shows it at once (spec 2 §4), as the public site's likes do (src/islands/likes/toggle.ts).
 */
const $likeWish = atom<{ ref: string; isLike: 0 | 1 } | null>(null);

/** The like as shown: the server's answer, or the wish on its way (the count moved by one). */
export const $likeShown = computed([$likeInfo, $likeWish, $panelRef], ({ data }, wish, ref) => {
  if (!data || !wish || wish.ref !== JSON.stringify(ref) || wish.isLike === data.isLike) return data;
  return { isLike: wish.isLike, likeTotal: Math.max(0, data.likeTotal + (wish.isLike === 1 ? 1 : -1)) };
});

let likeInFlight = false;

/**
 * Sends the wish, one call at a time: quick clicks only move the wish, and when a call ends the
 * latest wish is sent if it still differs. A failed call puts back what the server last said (the
 * client has already said why).
 */
async function sendLike(ref: PanelRef, userId: string): Promise<void> {
  const key = JSON.stringify(ref);
  const current = () => JSON.stringify($panelRef.get()) === key;
  likeInFlight = true;
  try {
    for (;;) {
      const wish = $likeWish.get();
      const confirmed = $likeFetcher.get().data;
      if (!wish || wish.ref !== key || !confirmed || !current() || wish.isLike === confirmed.isLike) break;
      const answer = await api.thumbs({ ...ref, isThumb: wish.isLike, userId });
      if (!current()) break;
      $likeFetcher.mutate(answer);
    }
    if ($likeWish.get()?.ref === key && $likeWish.get()?.isLike === $likeFetcher.get().data?.isLike) $likeWish.set(null);
  } catch {
    if ($likeWish.get()?.ref === key) $likeWish.set(null);
  } finally {
    likeInFlight = false;
  }
}

/** Likes or unlikes the classroom: shown at once, then sent. */
export function toggleLike(): void {
  const ref = $panelRef.get();
  const shown = $likeShown.get();
  const userId = $session.get().userId;
  if (!ref || !shown || !userId) return;
  $likeWish.set({ ref: JSON.stringify(ref), isLike: shown.isLike === 1 ? 0 : 1 });
  if (!likeInFlight) void sendLike(ref, userId);
}
