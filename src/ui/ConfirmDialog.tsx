// The one confirmation of the site and the widget: a question, a way back and a way on. With a
// `title` it is the kit's Modal (title bar and close ×), so it stacks above an album or a drawer that
// is already open (spec 1 §6: deleting a comment; the study panel's notes and questions); without
// one it is a bare native dialog named by its question, the answering screens' exit and submit
// (spec 3 §2). `marker` names the question's element for the tests (data-<marker>).
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { useModalDialog } from './useModalDialog';
import { useT } from './useT';

interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  /** Closing by ×, Escape or the backdrop; the cancel button's action unless given. */
  onDismiss?(): void;
  title?: string;
  /** The confirming button's text: OK unless given. */
  confirmLabel?: string;
  /** The cancelling button's text: Cancel unless given. */
  cancelLabel?: string;
  /** `danger` for what cannot be undone (a delete): a red confirming button. */
  tone?: 'brand' | 'danger';
  /** A call is under way: the confirming button waits. */
  busy?: boolean;
  marker?: string;
}

export function ConfirmDialog({ open, message, onConfirm, onCancel, onDismiss = onCancel, title, confirmLabel, cancelLabel, tone = 'brand', busy = false, marker }: ConfirmDialogProps) {
  const t = useT();
  const bare = title === undefined;
  const choices = (
    <div className={`${bare ? 'mt-6' : 'mt-5'} flex justify-end gap-3`}>
      <Button shape={bare ? 'box' : 'small'} variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button shape={bare ? 'box' : 'small'} variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} autoFocus={bare}>
        {confirmLabel ?? t('common.ok')}
      </Button>
    </div>
  );
  if (bare) return <BareDialog open={open} message={message} onDismiss={onDismiss} choices={choices} />;
  return (
    <Modal open={open} title={title} onClose={onDismiss} closeLabel={t('common.close')} width="max-w-sm">
      <p className="text-sm text-slate-700" {...(marker ? { [`data-${marker}`]: true } : {})}>
        {message}
      </p>
      {choices}
    </Modal>
  );
}

// The answering screens' frame: no title bar, the question names the dialog.
function BareDialog({ open, message, onDismiss, choices }: { open: boolean; message: ReactNode; onDismiss(): void; choices: ReactNode }) {
  const { ref, onCancel, nameId } = useModalDialog(open, onDismiss);
  return (
    <dialog ref={ref} aria-labelledby={nameId} className="m-auto w-[min(24rem,90vw)] rounded-xl p-6 shadow-xl backdrop:bg-slate-900/40" onCancel={onCancel} data-confirm>
      <p id={nameId} className="text-slate-900">
        {message}
      </p>
      {choices}
    </dialog>
  );
}
