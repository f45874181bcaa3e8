// A native <dialog> shown modally while `open` (focus kept inside), with the page's scrolling locked
// meanwhile: shared by the kit's Modal and ConfirmDialog, the exam's dialogs and the study panel's
// Drawer. Escape raises cancel, which the dialog does not obey by itself: `onDismiss` decides (the
// owner may first ask to keep a draft).
import { useEffect, useId, useRef, type SyntheticEvent } from 'react';

/** The dialog's ref and cancel handler, for the <dialog>, and `nameId`, the id of what names it (aria-labelledby). */
export function useModalDialog(open: boolean, onDismiss: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nameId = useId();

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

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // React passes a nested dialog's cancel up the component tree, although the native event does not bubble.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onDismiss();
  };

  return { ref: dialog, onCancel, nameId };
}
