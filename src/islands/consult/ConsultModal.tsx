// The consult modal (spec 1 §2.3, §4): closed, open, submitted.
import { Modal } from '../../ui/Modal';
import { useModal } from '../ui/useModal';
import { useT } from '../../ui/useT';
import { ConsultForm } from './ConsultForm';
import { CONSULT_MODAL, closeConsult, type ConsultModalProps } from './state';

export function ConsultModal() {
  const t = useT();
  const consult = useModal<ConsultModalProps>(CONSULT_MODAL);
  return (
    <Modal open={!!consult} title={t('site.consult.title')} onClose={closeConsult} closeLabel={t('common.close')} width="max-w-md">
      <ConsultForm subject={consult?.subject} />
    </Modal>
  );
}
