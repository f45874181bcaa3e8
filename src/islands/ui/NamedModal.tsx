// A modal island opened by name through $modal (openModal): the kit's Modal, open while this name
// is the open one, its content drawn from the props it was opened with; the × and Escape close it.
import type { ReactNode } from 'react';
import { closeModal, openModal } from '../../stores/ui';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/useT';
import { useModal } from './useModal';

/** A modal island's name and the props it is opened with: one value for its opener and its NamedModal, so the two cannot disagree. */
export interface ModalName<Props> {
  name: string;
  open(props: Props): void;
}

export function modalNamed<Props>(name: string): ModalName<Props> {
  return { name, open: (props) => openModal(name, props) };
}

interface NamedModalProps<Props> {
  modal: ModalName<Props>;
  /** The modal's heading, by the props it was opened with (undefined while closed). */
  title(props: Props | undefined): string;
  /** Tailwind max-width class of the panel. */
  width: string;
  children(props: Props): ReactNode;
}

export function NamedModal<Props>({ modal: { name }, title, width, children }: NamedModalProps<Props>) {
  const t = useT();
  const props = useModal<Props>(name);
  return (
    <Modal open={!!props} title={title(props)} onClose={() => closeModal(name)} closeLabel={t('common.close')} width={width}>
      {props && children(props)}
    </Modal>
  );
}
