// A native <dialog> shown modally while `open` (focus kept inside, Escape raises cancel), with the
// page's scrolling locked meanwhile: shared by the islands' Modal and the study panel's Drawer.
import { useEffect, useRef } from 'react';

export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previousOverflow;
      };
    }
    if (!open && element.open) element.close();
    return undefined;
  }, [open]);

  return dialog;
}
