// The consult modal (spec 1 §2.3, §4): closed, open, submitted.
import { useStore } from '@nanostores/react';
import { Modal } from '../ui/Modal';
import { useT } from '../useT';
import { ConsultForm } from './ConsultForm';
import { $consultOpen, closeConsult } from './state';

export function ConsultModal() {
  const t = useT();
  const open = useStore($consultOpen);
  return (
    <Modal open={open} title={t('site.consult.title')} onClose={closeConsult} closeLabel={t('common.close')} width="max-w-md">
      <ConsultForm />
    </Modal>
  );
}
