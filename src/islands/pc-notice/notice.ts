// Whether the 'not on PC yet' notice is open, and with which text (src/lib/pc-notice.ts).
import { atom } from 'nanostores';
import type { MessageKey } from '../../i18n';
import { pcNoticeMessage } from '../../lib/pc-notice';

/** The open notice's message, or null when closed. */
export const $pcNotice = atom<MessageKey | null>(null);

export function openPcNotice(variant: string | undefined): void {
  $pcNotice.set(pcNoticeMessage(variant));
}

export function closePcNotice(): void {
  $pcNotice.set(null);
}
