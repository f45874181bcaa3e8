// The 'not on the PC version, use the app' notice: a small modal with the phone badge, the message
// and the buttons its caller gives (`children`). The public pages' data-pc-unavailable notice
// (spec 1 §8.2, spec 2 §1) and the study course's live items (spec 3 §8) show it.
import type { ReactNode } from 'react';
import type { Message } from '../i18n';
import { Modal } from './Modal';
import { PhoneBadge } from './PhoneBadge';
import { useT } from './useT';

interface PhoneNoticeProps {
  /** What the notice says; undefined while it is closed. */
  message: Message | undefined;
  onClose(): void;
  data: Record<`data-${string}`, true>;
  children: ReactNode;
}

export function PhoneNotice({ message, onClose, data, children }: PhoneNoticeProps) {
  const t = useT();
  return (
    <Modal open={message !== undefined} title={t('common.tip')} onClose={onClose} closeLabel={t('common.close')} width="max-w-sm">
      <div className="flex flex-col items-center gap-5 py-2 text-center" {...data}>
        <PhoneBadge className="size-12 rounded-full">
          <path d="M11 18.5h2" />
        </PhoneBadge>
        <p className="text-sm leading-6 text-balance text-slate-700">{message && t(message)}</p>
        {children}
      </div>
    </Modal>
  );
}
