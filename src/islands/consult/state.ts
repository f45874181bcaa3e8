// The consult modal's own state (spec 1 §4, consult modal): whether it is open, what it is about,
// and the draft. The draft outlives the modal, so a visitor who closes it by mistake, or whose
// call fails, finds what they typed; only a successful submit clears it.
import { atom, map } from 'nanostores';
import { createCodeCountdown } from '../ui/code-countdown';

export type ConsultField = 'name' | 'mobile' | 'code' | 'content';
export type ConsultDraft = Record<ConsultField, string>;

const emptyDraft: ConsultDraft = { name: '', mobile: '', code: '', content: '' };

export const $consultOpen = atom(false);
/** The major or project the trigger names (data-consult-subject), if any. */
export const $consultSubject = atom<string | undefined>(undefined);
export const $consultDraft = map<ConsultDraft>({ ...emptyDraft });
export const consultCodeCountdown = createCodeCountdown();

export function openConsult(subject?: string): void {
  $consultSubject.set(subject?.trim() || undefined);
  $consultOpen.set(true);
}

export function closeConsult(): void {
  $consultOpen.set(false);
}

export function setDraftField(field: ConsultField, value: string): void {
  $consultDraft.setKey(field, value);
}

export function resetDraft(): void {
  $consultDraft.set({ ...emptyDraft });
}
