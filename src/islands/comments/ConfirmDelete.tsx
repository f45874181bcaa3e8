// 'Sure to delete this comment?' (spec 1 §6) in the islands' modal, so it looks like the site and
// stacks above an album or viewer that is already open.
import { Modal } from '../ui/Modal';
import { useT } from '../useT';

interface ConfirmDeleteProps {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDelete({ open, busy, onConfirm, onCancel }: ConfirmDeleteProps) {
  const t = useT();
  return (
    <Modal open={open} title={t('common.tip')} onClose={onCancel} closeLabel={t('common.close')} width="max-w-sm">
      <p className="text-sm text-slate-700" data-delete-confirm>
        {t('site.comment.deleteConfirm')}
      </p>
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
          {t('common.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-full bg-rose-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-rose-700 disabled:cursor-wait disabled:opacity-60"
        >
          {t('common.delete')}
        </button>
      </div>
    </Modal>
  );
}
