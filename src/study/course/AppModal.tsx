// The modal of live items (spec 3 §2 Item opening rules, §8): 'PC version not yet open, please use
// the APP', with OK and Close: the kit's PhoneNotice.
import { useStore } from '@nanostores/react';
import { useT } from '../../ui/useT';
import { PhoneNotice } from '../../ui/PhoneNotice';
import { $appModal, closeAppModal } from './stores';

export function AppModal() {
  const t = useT();
  const message = useStore($appModal);
  return (
    <PhoneNotice message={message ?? undefined} onClose={closeAppModal} data={{ 'data-app-modal': true }}>
      <div className="flex gap-3">
        <button type="button" onClick={closeAppModal} className="rounded-full border border-slate-300 px-6 py-2 text-sm font-medium text-slate-700 hover:border-brand hover:text-brand" data-app-modal-close>
          {t('common.close')}
        </button>
        <button type="button" autoFocus onClick={closeAppModal} className="rounded-full bg-brand px-6 py-2 text-sm font-medium text-white shadow-sm hover:brightness-110" data-app-modal-ok>
          {t('common.ok')}
        </button>
      </div>
    </PhoneNotice>
  );
}
