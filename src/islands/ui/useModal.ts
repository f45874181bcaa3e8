// A modal island's view of $modal: its props while it is the open one, else undefined.
import { useStore } from '@nanostores/react';
import { $modal, modalProps } from '../../stores/ui';

export function useModal<Props>(name: string): Props | undefined {
  return modalProps<Props>(useStore($modal), name);
}
