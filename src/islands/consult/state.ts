// The consult modal (spec 1 §4, consult modal): opened through $modal with what it is about; its
// draft and code countdown are its own. The draft outlives the modal, so a visitor who closes it by mistake, or whose
// call fails, finds what they typed; only a successful submit clears it.
import { map } from 'nanostores';
import { closeModal, openModal } from '../../stores/ui';
import { createCodeCountdown } from '../ui/code-countdown';

export type ConsultField = 'name' | 'mobile' | 'code' | 'content';
export type ConsultDraft = Record<ConsultField, string>;

const emptyDraft: ConsultDraft = { name: '', mobile: '', code: '', content: '' };

export const CONSULT_MODAL = 'consult';

export interface ConsultModalProps {
  /** The major or project the trigger names (data-consult-subject), if any. */
  subject?: string;
}

export const $consultDraft = map<ConsultDraft>({ ...emptyDraft });
export const consultCodeCountdown = createCodeCountdown();

export function openConsult(subject?: string): void {
  openModal<ConsultModalProps>(CONSULT_MODAL, { subject: subject?.trim() || undefined });
}

export function closeConsult(): void {
  closeModal(CONSULT_MODAL);
}

export function setDraftField(field: ConsultField, value: string): void {
  $consultDraft.setKey(field, value);
}

export function resetDraft(): void {
  $consultDraft.set({ ...emptyDraft });
}
