// The 'PC version does not have this function yet' notice (spec 1 §8.2, spec 2 §1): a small modal with OK.
import type { MessageKey } from '../../i18n';
import { pcNoticeMessage } from '../../lib/pc-notice';
import { closeModal, openModal } from '../../stores/ui';
import { PhoneNotice } from '../../ui/PhoneNotice';
import { useModal } from '../ui/useModal';
import { useT } from '../../ui/useT';

export const PC_NOTICE_MODAL = 'pc-notice';

/** Opens the notice with the text data-pc-unavailable asks for. */
export function openPcNotice(variant: string | undefined): void {
  openModal(PC_NOTICE_MODAL, { message: pcNoticeMessage(variant) });
}

function closePcNotice(): void {
  closeModal(PC_NOTICE_MODAL);
}

export function PcNotice() {
  const t = useT();
  const message = useModal<{ message: MessageKey }>(PC_NOTICE_MODAL)?.message;
  return (
    <PhoneNotice message={message && { key: message }} onClose={closePcNotice} data={{ 'data-pc-notice': true }}>
      <button
        type="button"
        onClick={closePcNotice}
        autoFocus
        className="rounded-full bg-brand px-8 py-2 text-sm font-medium text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('common.ok')}
      </button>
    </PhoneNotice>
  );
}
