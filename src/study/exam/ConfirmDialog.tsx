// The exit and submit confirmations of the answering screens (spec 3 §2): a native modal dialog.
import { useModalDialog } from '../../islands/ui/useModalDialog';
import { useT } from '../../islands/useT';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, message, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const dialog = useModalDialog(open);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="exam-confirm-message"
      className="m-auto w-[min(24rem,90vw)] rounded-xl p-6 shadow-xl backdrop:bg-slate-900/40"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      data-confirm
    >
      <p id="exam-confirm-message" className="text-slate-900">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-50" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-95" onClick={onConfirm} autoFocus>
          {t('common.ok')}
        </button>
      </div>
    </dialog>
  );
}
