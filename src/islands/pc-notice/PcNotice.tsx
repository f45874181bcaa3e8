// The 'PC version does not have this function yet' notice (spec 1 §8.2, spec 2 §1): a small modal with OK.
import { useStore } from '@nanostores/react';
import { Modal } from '../ui/Modal';
import { useT } from '../useT';
import { $pcNotice, closePcNotice } from './notice';

export function PcNotice() {
  const t = useT();
  const message = useStore($pcNotice);
  return (
    <Modal open={message !== null} title={t('common.tip')} onClose={closePcNotice} closeLabel={t('common.close')} width="max-w-sm">
      <div className="flex flex-col items-center gap-5 py-2 text-center" data-pc-notice>
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand/10 text-brand">
          <svg viewBox="0 0 24 24" className="size-6 fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
            <path d="M11 18.5h2" />
          </svg>
        </span>
        <p className="text-sm leading-6 text-balance text-slate-700">{message && t(message)}</p>
        <button
          type="button"
          onClick={closePcNotice}
          autoFocus
          className="rounded-full bg-brand px-8 py-2 text-sm font-medium text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
