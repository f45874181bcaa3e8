// The modal of live items (spec 3 §2 Item opening rules, §8): 'PC version not yet open, please use
// the APP', with OK and Close. The kit's Modal (useModalDialog) gives the native dialog.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { Modal } from '../../ui/Modal';
import { PhoneBadge } from '../../ui/PhoneBadge';
import { $appModal, closeAppModal } from './stores';

export function AppModal() {
  const t = useT();
  const message = useStore($appModal);
  return (
    <Modal open={message !== null} title={t('common.tip')} onClose={closeAppModal} closeLabel={t('common.close')} width="max-w-sm">
      <div className="flex flex-col items-center gap-5 py-2 text-center" data-app-modal>
        <PhoneBadge className="size-12 rounded-full">
          <path d="M11 18.5h2" />
        </PhoneBadge>
        <p className="text-sm leading-6 text-balance text-slate-700">{message && t(message)}</p>
        <div className="flex gap-3">
          <button type="button" onClick={closeAppModal} className="rounded-full border border-slate-300 px-6 py-2 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand" data-app-modal-close>
            {t('common.close')}
          </button>
          <button type="button" autoFocus onClick={closeAppModal} className="rounded-full bg-brand px-6 py-2 text-sm font-medium text-white shadow-sm hover:brightness-110" data-app-modal-ok>
            {t('common.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
